/**
 * The stages of one competition (docs/play.md "On the public pages"), loaded by useLiveStages after
 * the page's first content: one read over REST (get-stages, often already answered for the boot
 * script), then, while the page is to follow the day, the listener (watch-stages, heard in the live
 * worker) behind one more dynamic import. A page that does not change — 結果 after the day — makes
 * the one read and loads no realtime code at all.
 */
import { listenerRetry } from '../live-retry';
import { getStages, type StagesRead } from './get-stages';
import {
  INITIAL_STAGES_STATE,
  type StagesListen,
  type StagesSnapshot,
  type StagesState,
} from './stages-state';

/** Streams the stages' states; returns the function that stops it. */
export function subscribeStages(
  compeId: string,
  onState: (state: StagesState) => void,
  listen: StagesListen = 'always',
  /** A read the page already shows (use-live-stages): taken as this source's one read. */
  first?: StagesRead,
): () => void {
  let state = INITIAL_STAGES_STATE;
  let stopped = false;
  /** The listener has spoken: the one read's answer, if later, is older news. */
  let heard = false;
  let listening = false;
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
    heard = true;
    emit({ status: 'ready', stages, receivedAt: Date.now() });
  };

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

  function startListener() {
    listening = true;
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

  function read(answered?: StagesRead) {
    (answered ? Promise.resolve(answered) : getStages(compeId)).then(
      (answer) => {
        if (stopped || heard) return;
        if (answer.kind === 'denied') {
          emit({ ...state, status: 'denied', stages: [] });
          return;
        }
        emit({ status: 'ready', stages: answer.stages, receivedAt: Date.now() });
        if (listen === 'always' || (listen === 'when-found' && answer.stages.length > 0)) startListener();
      },
      (error: unknown) => {
        console.warn('live stages: the read failed', error);
        if (state.status === 'loading') emit({ ...state, status: 'error' });
        // A page that listens lets the listener catch up; one that does not reads again.
        if (listen === 'always') startListener();
        else retry.schedule();
      },
    );
  }

  const retry = listenerRetry(() => (listening ? startListener() : read()));
  read(first);

  return () => {
    stopped = true;
    retry.stop();
    unsubscribe?.();
  };
}
