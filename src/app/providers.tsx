import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/session/session-provider';
import { SnackbarProvider } from '@/components/snackbar';

/** What every page shares. MUI's theme is not among it: see components/with-mui.tsx. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SnackbarProvider>{children}</SnackbarProvider>
    </SessionProvider>
  );
}
