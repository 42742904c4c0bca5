import { createTheme } from '@mui/material/styles';
import {
  BREAKPOINTS,
  DIALOG_Z_INDEX,
  FONT_FAMILY,
  MENU_DELAY,
  SNACKBAR_MS,
  TOOLBAR_HEIGHT,
  UI_COLORS,
} from './design';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** MUI's theme for the staff pages and the dialogs public pages open (components/mui-scope.tsx). */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: UI_COLORS.primary },
    secondary: { main: UI_COLORS.secondary },
    error: { main: UI_COLORS.error },
    success: { main: UI_COLORS.success },
    warning: { main: UI_COLORS.warning },
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
