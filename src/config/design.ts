/*
 * The design's constants, without MUI: the public pages draw with plain CSS (src/styles/base.css
 * holds the same colours as custom properties, checked by config/__tests__/theme.test.ts), the
 * staff pages with MUI's theme built from these (config/theme.ts).
 */

/** The brand colours (docs/product.md §10). */
export const THEME_COLORS = {
  primary: '#0D8ABC',
  secondary: '#FF54A9',
  error: '#fe474a',
  success: '#42946A',
  warning: '#FB8C00',
} as const;
/**
 * The shades the interface draws with. THEME_COLORS are the brand, but several are too light
 * for text: #0D8ABC is 3.9:1 against white and #fe474a 3.4:1, below WCAG 2.1 AA's 4.5:1 (axe,
 * tests/e2e/a11y.spec.ts). These keep each hue, darkened until text on white, and white text on
 * them, reach 4.5:1 (the hue stays within a few degrees). MUI derives light, dark and the (white)
 * contrast text from these.
 */
export const UI_COLORS = {
  primary: '#09719B', // 5.5:1 with white
  secondary: '#E30071', // 4.7:1
  error: '#C62828', // 5.6:1
  success: '#3A825D', // 4.6:1
  warning: '#AD6100', // 4.7:1
} as const;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const TOOLBAR_HEIGHT = 64;
export const TOPBAR_HIDE_THRESHOLD = 40;
export const SNACKBAR_MS = 5000;
export const MENU_DELAY = { open: 300, close: 250 } as const;
export const DIALOG_Z_INDEX = 2400;

export const FONT_FAMILY = [
  '"Noto Sans JP"',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Hiragino Sans"',
  'Meiryo',
  'sans-serif',
].join(',');
