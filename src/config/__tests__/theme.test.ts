import { describe, expect, it } from 'vitest';
import {
  theme,
  DIALOG_Z_INDEX,
  MENU_DELAY,
  SNACKBAR_MS,
  TOOLBAR_HEIGHT,
  TOPBAR_HIDE_THRESHOLD,
} from '../theme';
import { paths, compeLinkHref } from '../paths';

describe('theme (SPEC.md §9)', () => {
  it('uses the specified palette', () => {
    expect(theme.palette.primary.main).toBe('#0D8ABC');
    expect(theme.palette.secondary.main).toBe('#FF54A9');
    expect(theme.palette.error.main).toBe('#fe474a');
    expect(theme.palette.success.main).toBe('#42946A');
    expect(theme.palette.warning.main).toBe('#FB8C00');
    expect(theme.palette.mode).toBe('light');
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

describe('paths', () => {
  it('builds every named route of SPEC.md', () => {
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
