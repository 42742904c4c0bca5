import { createTheme } from '@mui/material/styles';

/** SPEC.md §9 constants. */
export const THEME_COLORS = {
  primary: '#0D8ABC',
  secondary: '#FF54A9',
  error: '#fe474a',
  success: '#42946A',
  warning: '#FB8C00',
} as const;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export const TOOLBAR_HEIGHT = 64;
export const TOPBAR_HIDE_THRESHOLD = 40;
export const SNACKBAR_MS = 5000;
export const MENU_DELAY = { open: 300, close: 250 } as const;
export const DIALOG_Z_INDEX = 2400;

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

export const FONT_FAMILY = [
  '"Noto Sans JP"',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Hiragino Sans"',
  'Meiryo',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: THEME_COLORS.primary, contrastText: '#fff' },
    secondary: { main: THEME_COLORS.secondary },
    error: { main: THEME_COLORS.error },
    success: { main: THEME_COLORS.success },
    warning: { main: THEME_COLORS.warning },
  },
  breakpoints: { values: BREAKPOINTS },
  mixins: { toolbar: { minHeight: TOOLBAR_HEIGHT } },
  typography: { fontFamily: FONT_FAMILY },
  zIndex: { modal: DIALOG_Z_INDEX },
  components: {
    // Japanese labels have no case; Latin ones (Compe) keep the case they are written in.
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiSnackbar: { defaultProps: { autoHideDuration: SNACKBAR_MS } },
    MuiMenu: { defaultProps: { transitionDuration: { enter: MENU_DELAY.open, exit: MENU_DELAY.close } } },
  },
});
