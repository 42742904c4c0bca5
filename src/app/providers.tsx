import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '../config/theme';
import { SessionProvider } from '../features/auth/session-provider';
import { SnackbarProvider } from './snackbar';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionProvider>
        <SnackbarProvider>{children}</SnackbarProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
