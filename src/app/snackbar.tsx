import { withMui } from '@/lib/with-mui';
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

export type Severity = 'success' | 'info' | 'warning' | 'error';
type Notify = (message: string, severity?: Severity) => void;
export interface Notice {
  message: string;
  severity: Severity;
  key: number;
}

const SnackbarContext = createContext<Notify>(() => {});
// Snackbar and Alert load with the first notice, not with every page.
const NoticeSnackbar = lazy(withMui(() => import('./notice-snackbar')));

/** One app-wide snackbar (SPEC.md §9: 5000 ms). */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notice | null>(null);
  const notify = useCallback<Notify>((message, severity = 'success') => {
    setCurrent({ message, severity, key: Date.now() });
  }, []);
  return (
    <SnackbarContext.Provider value={notify}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <NoticeSnackbar notice={current} onClose={() => setCurrent(null)} />
        </Suspense>
      ) : null}
    </SnackbarContext.Provider>
  );
}

export const useNotify = () => useContext(SnackbarContext);
