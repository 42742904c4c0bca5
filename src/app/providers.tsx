import type { ReactNode } from 'react';
import { SessionProvider } from '@/features/auth/session-provider';
import { SnackbarProvider } from './snackbar';

/** What every page shares. MUI's theme is not among it: see lib/with-mui.tsx. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SnackbarProvider>{children}</SnackbarProvider>
    </SessionProvider>
  );
}
