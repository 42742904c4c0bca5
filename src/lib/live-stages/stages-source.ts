/**
 * The stages of one competition, live (docs/play.md "On the public pages"): loaded by useLiveStages
 * after the page's first content, with the full SDK's listener (watch-stages) behind one more
 * dynamic import, the same chunk the live board's listener uses.
 */
import { listenerRetry } from '../live-retry';
import { INITIAL_STAGES_STATE, type StagesState } from './stages-state';
import type { StagesSnapshot } from './watch-stages';

/** Streams the stages' states; returns the function that stops it. */
export function subscribeStages(compeId: string, onState: (state: StagesState) => void): () => void {
  let state = INITIAL_STAGES_STATE;
  let stopped = false;
  let unsubscribe: (() => void) | undefined;

  const emit = (next: StagesState) => {
    if (stopped) return;
    state = next;
    onState(state);
  };

  const onSnapshot = ({ stages, fromCache }: StagesSnapshot) => {
    if (!fromCache) retry.reset();
    // "Nothing" from an empty cache while offline says nothing about the server: keep what is shown.
    if (fromCache && stages.length === 0) return;
    emit({ status: 'ready', stages, receivedAt: Date.now() });
  };

  const retry = listenerRetry(start);

  const onError = (error: { code?: string }) => {
    unsubscribe = undefined;
    if (error.code === 'permission-denied') {
      emit({ ...state, status: 'denied', stages: [] });
      return;
    }
    console.warn('live stages listener stopped; subscribing again', error);
    if (state.status === 'loading') emit({ ...state, status: 'error' });
    retry.schedule();
  };

  function start() {
    import('./watch-stages').then(
      ({ watchStages }) => {
        if (!stopped) unsubscribe = watchStages(compeId, onSnapshot, onError);
      },
      (error: unknown) => {
        console.warn(error);
        if (state.status === 'loading') emit({ ...state, status: 'error' });
        retry.schedule();
      },
    );
  }
  start();

  return () => {
    stopped = true;
    retry.stop();
    unsubscribe?.();
  };
}
