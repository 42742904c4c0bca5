import { getContrastRatio, hexToRgb } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { theme } from '../theme';
import {
  THEME_COLORS,
  DIALOG_Z_INDEX,
  MENU_DELAY,
  SNACKBAR_MS,
  TOOLBAR_HEIGHT,
  TOPBAR_HIDE_THRESHOLD,
} from '../design';
import { paths, compeLinkHref } from '../paths';

/** The hue of a colour in degrees, to show a shade is the same colour made darker. */
function hue(hex: string): number {
  const [r, g, b] = hexToRgb(hex)
    .replace(/[^\d,]/g, '')
    .split(',')
    .map((v) => Number(v) / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('theme (docs/product.md §10)', () => {
  it('keeps the specified palette as the brand colours', () => {
    expect(THEME_COLORS).toEqual({
      primary: '#0D8ABC',
      secondary: '#FF54A9',
      error: '#fe474a',
      success: '#42946A',
      warning: '#FB8C00',
    });
    expect(theme.palette.mode).toBe('light');
  });

  it('draws text and filled controls in shades of the same hues that meet WCAG AA (4.5:1 with white)', () => {
    for (const key of ['primary', 'secondary', 'error', 'success', 'warning'] as const) {
      const { main, contrastText } = theme.palette[key];
      expect(getContrastRatio(main, '#fff'), key).toBeGreaterThanOrEqual(4.5);
      expect(contrastText, key).toBe('#fff');
      const apart = Math.abs(hue(main) - hue(THEME_COLORS[key]));
      expect(Math.min(apart, 360 - apart), key).toBeLessThan(8);
    }
  });

  it('uses the specified breakpoints, toolbar height and timings', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
    expect(TOOLBAR_HEIGHT).toBe(64);
    expect(theme.mixins.toolbar).toMatchObject({ minHeight: 64 });
    expect(TOPBAR_HIDE_THRESHOLD).toBe(40);
    expect(SNACKBAR_MS).toBe(5000);
    expect(MENU_DELAY).toEqual({ open: 300, close: 250 });
    expect(DIALOG_Z_INDEX).toBe(2400);
    expect(theme.zIndex.modal).toBe(2400);
  });
});

describe('styles/base.css', () => {
  const css = readFileSync('src/styles/base.css', 'utf8');
  const property = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1].trim();

  it("draws public pages in the colours of the staff pages (MUI's theme)", () => {
    for (const key of ['primary', 'secondary', 'error', 'success', 'warning'] as const) {
      expect(property(`c-${key}`)?.toLowerCase(), key).toBe(theme.palette[key].main.toLowerCase());
    }
    const hex = (rgb: string) =>
      '#' +
      rgb
        .replace(/[^\d,]/g, '')
        .split(',')
        .map((v) => Number(v).toString(16).padStart(2, '0'))
        .join('');
    expect(property('c-primary-light')).toBe(hex(theme.palette.primary.light));
    expect(property('c-primary-dark')).toBe(hex(theme.palette.primary.dark));
    expect(property('c-text')).toBe(theme.palette.text.primary);
    expect(property('c-text-2')).toBe(theme.palette.text.secondary);
    expect(property('c-divider')).toBe(theme.palette.divider);
  });
});

describe('paths', () => {
  it('builds every named route of docs/product.md', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.club.getHref('sakura')).toBe('/sakura');
    expect(compeLinkHref('sakura')).toBe('/sakura/form/link');
    expect(paths.confirm.getHref('sign_reject', 'abc-1')).toBe('/confirm/sign_reject/abc-1');
    expect(paths.confirm.getHref('router_reject')).toBe('/confirm/router_reject');
    expect(paths.contact.getHref()).toBe('/contact');
    expect(paths.contact.getHref('sakura')).toBe('/contact/sakura');
    expect(paths.form.card.getHref('sakura', 'm1')).toBe('/sakura/form/m1/card');
    expect(paths.live.getHref('sakura', 'c1')).toBe('/sakura/live/c1');
  });

  it('encodes parameters so a crafted id cannot change the path', () => {
    expect(paths.ticket.getHref('a/../god')).toBe('/ticket/a%2F..%2Fgod');
  });
});
