import { withMui } from './with-mui';
import {
  Component,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { SNACKBAR_MS } from '@/config/design';
import type { Notice, Severity } from './notice-snackbar';

export type { Severity };
type Notify = (message: string, severity?: Severity) => void;

const SnackbarContext = createContext<Notify>(() => {});
// Snackbar and Alert load with the first notice, not with every page.
const loadSnackbar = () => lazy(withMui(() => import('./notice-snackbar')));
let NoticeSnackbar = loadSnackbar();

/** The notice in plain markup, for when the snackbar's code cannot be loaded. */
function PlainNotice({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [notice.key, onClose]);
  return (
    <div
      role="status"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        padding: '12px 16px',
        borderRadius: 4,
        background: notice.severity === 'error' ? '#c62828' : '#323232',
        color: '#fff',
        zIndex: 1400,
      }}
    >
      {notice.message}
    </div>
  );
}

/**
 * A notice never takes the page down: offline, before the service worker holds the app's code
 * (docs/venue-mode.md), the snackbar's chunk may fail to load, and a failed lazy() throws to the
 * nearest error boundary — the whole page. This one shows the notice plainly instead, and the next
 * notice tries the snackbar's code again (lazy() keeps a failure for good, so it is made anew).
 */
class NoticeBoundary extends Component<
  { notice: Notice; onClose: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('the snackbar could not load; the notice is shown plainly', error);
    NoticeSnackbar = loadSnackbar();
  }
  override render() {
    return this.state.failed ? (
      <PlainNotice notice={this.props.notice} onClose={this.props.onClose} />
    ) : (
      this.props.children
    );
  }
}

/** One app-wide snackbar (5000 ms, docs/product.md §10). */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notice | null>(null);
  const notify = useCallback<Notify>((message, severity = 'success') => {
    setCurrent({ message, severity, key: Date.now() });
  }, []);
  const close = useCallback(() => setCurrent(null), []);
  return (
    <SnackbarContext.Provider value={notify}>
      {children}
      {current ? (
        <NoticeBoundary key={current.key} notice={current} onClose={close}>
          <Suspense fallback={null}>
            <NoticeSnackbar notice={current} onClose={close} />
          </Suspense>
        </NoticeBoundary>
      ) : null}
    </SnackbarContext.Provider>
  );
}

export const useNotify = () => useContext(SnackbarContext);
