import { withMui } from './with-mui';
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

import type { Notice, Severity } from './notice-snackbar';

export type { Severity };
type Notify = (message: string, severity?: Severity) => void;

const SnackbarContext = createContext<Notify>(() => {});
// Snackbar and Alert load with the first notice, not with every page.
const NoticeSnackbar = lazy(withMui(() => import('./notice-snackbar')));

/** One app-wide snackbar (5000 ms, docs/product.md §10). */
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
