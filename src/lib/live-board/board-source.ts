/**
 * The live board's source, loaded by useLiveBoard with the one-shot REST read (get-board); the full
 * SDK's listener (watch-board) comes once that is on screen, by a further dynamic import.
 */
import { afterFirstContent } from '../first-content';
import { listenerRetry } from '../live-retry';
import type { BoardRead } from './board';
import { getBoard } from './get-board';
import {
  INITIAL_BOARD_STATE,
  type BoardConnection,
  type BoardSnapshot,
  type BoardState,
} from './board-state';

/** The full SDK waits this long at most for the one-shot read to be on screen (a slow read, a hang). */
const LISTENER_HEAD_START_MS = 2000;

/**
 * The board of one competition, live, as a stream of states; returns the function that stops it.
 *
 * First paint does not wait for the full Firestore SDK (~137 KB gzip): a one-shot REST read paints the board,
 * and the full SDK, loaded after it, listens to the ONE board document and takes over. Firestore
 * reconnects a dropped listener by itself; what is left to do here is to say so (`connection`), to
 * subscribe again if a listener ever fails for another reason than the rules, and to never claim
 * "not published" from an empty cache while offline.
 */
export function subscribeBoard(
  compeId: string,
  onState: (state: BoardState) => void,
  /** False: the one read is all (a 参加票 before or after its day: docs/play.md "On the public pages"). */
  listen = true,
): () => void {
  let state = INITIAL_BOARD_STATE;
  let stopped = false;
  let started = false;
  /** The listener has told us something the server said: later one-shot answers are older news. */
  let authoritative = false;
  let everLive = false;
  let lastFromCache = false;
  let offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  let unsubscribe: (() => void) | undefined;

  const connection = (): BoardConnection =>
    offline || (everLive && lastFromCache) ? 'reconnecting' : everLive ? 'live' : 'connecting';
  const emit = (patch: Partial<BoardState> = {}) => {
    if (stopped) return;
    const next = { ...state, ...patch, connection: connection() };
    // Live until now: what is on screen was the server's up to this moment.
    if (state.connection === 'live' && next.connection !== 'live') next.syncedAt = Date.now();
    else if (!everLive) next.syncedAt = next.receivedAt;
    if (
      next.status === state.status &&
      next.board === state.board &&
      next.connection === state.connection &&
      next.receivedAt === state.receivedAt &&
      next.syncedAt === state.syncedAt
    ) {
      return;
    }
    state = next;
    onState(state);
  };
  const showRead = (read: Exclude<BoardRead, { kind: 'denied' }>) =>
    emit({ status: 'ready', board: read.kind === 'board' ? read.board : null, receivedAt: Date.now() });

  const onSnapshot = ({ read, fromCache }: BoardSnapshot) => {
    lastFromCache = fromCache;
    if (!fromCache) {
      everLive = true;
      retry.reset();
    }
    if (read.kind === 'board' || !fromCache) {
      authoritative = true;
      showRead(read);
    } else {
      // "No document" from an empty cache says nothing about the server: keep what is shown.
      emit();
    }
  };

  const onError = (error: { code?: string }) => {
    unsubscribe = undefined;
    started = false;
    if (error.code === 'permission-denied') {
      // Unpublished while we were watching, or never public: nothing will come back by retrying.
      emit({ status: 'denied', board: null });
      return;
    }
    console.warn('live board listener stopped; subscribing again', error);
    lastFromCache = true;
    emit(state.status === 'loading' ? { status: 'error' } : {});
    retry.schedule();
  };

  const retry = listenerRetry(() => (listen ? startListener() : read()));

  function startListener() {
    clearTimeout(headStart);
    if (!listen || stopped || started) return;
    started = true;
    import('./watch-board').then(
      ({ watchBoard }) => {
        if (!stopped) unsubscribe = watchBoard(compeId, onSnapshot, onError);
      },
      (error: unknown) => {
        // The chunk could not load (offline): the one-shot read stays on screen meanwhile.
        console.warn(error);
        started = false;
        if (state.status === 'loading') emit({ status: 'error' });
        retry.schedule();
      },
    );
  }

  function read() {
    getBoard(compeId).then(
      (answer) => {
        if (stopped || authoritative) return;
        if (answer.kind === 'denied') {
          clearTimeout(headStart);
          emit({ status: 'denied', board: null });
          return;
        }
        showRead(answer);
        // Once the board is on screen: the listener's start-up (in the live worker, or the full SDK
        // on a staff device) must not share a phone's bandwidth with the page being drawn.
        afterFirstContent(startListener);
      },
      (error: unknown) => {
        console.warn('live board: the read failed', error);
        if (listen) {
          startListener();
          return;
        }
        // Not listening: read again, with the listeners' back-off.
        if (state.status === 'loading') emit({ status: 'error' });
        retry.schedule();
      },
    );
  }
  read();
  const headStart = listen ? setTimeout(startListener, LISTENER_HEAD_START_MS) : undefined;

  const onOffline = () => {
    offline = true;
    emit();
  };
  const onOnline = () => {
    offline = false;
    emit();
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);

  return () => {
    stopped = true;
    clearTimeout(headStart);
    retry.stop();
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
    unsubscribe?.();
  };
}
