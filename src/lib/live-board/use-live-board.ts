import { startTransition, useEffect, useRef, useState } from 'react';
import { holdFirstContent } from '../first-content';
import type { LiveBoard } from './board';

/**
 * connecting: the live listener has not heard from the server yet · live: it has, and is connected ·
 * reconnecting: it was live and lost the connection (or the browser says it is offline).
 */
export type BoardConnection = 'connecting' | 'live' | 'reconnecting';

export interface BoardState {
  /**
   * loading: nothing known yet · ready: `board` is the run sheet, or null when staff have not
   * published it yet · denied: the competition is unpublished or unknown (the rules refuse) ·
   * error: nothing could be read yet; the listener keeps trying.
   */
  status: 'loading' | 'ready' | 'denied' | 'error';
  board: LiveBoard | null;
  connection: BoardConnection;
  /** When `board` arrived (ms): estimates are never computed for a moment before it. */
  receivedAt: number;
}

export const INITIAL_BOARD_STATE: BoardState = {
  status: 'loading',
  board: null,
  connection: 'connecting',
  receivedAt: 0,
};

/**
 * compes/{compeId}/live/board, live (see board-source). The listener belongs to the hook: it starts
 * with the component and ends with it. Shared by the live pages and the ticket's ETA. Everything but
 * this hook loads after first paint: the source with the one-shot REST read, then the full SDK's listener.
 */
export function useLiveBoard(compeId: string | null): BoardState {
  const hold = useRef<(() => void) | undefined>(undefined);
  const [state, setState] = useState<{ key: string | null; value: BoardState }>({
    key: compeId,
    value: INITIAL_BOARD_STATE,
  });
  useEffect(() => {
    if (compeId === null) return;
    let active = true;
    let stop: (() => void) | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // Held until the first board (or the word that there is none) is on screen: see below.
    hold.current = holdFirstContent();
    const load = (attempt: number) =>
      import('./board-source').then(
        ({ subscribeBoard }) => {
          if (!active) return;
          // A transition: a 300-item run sheet is drawn in slices, and a viewer's scroll or tap
          // never waits behind it (the newest board always wins; an older one's render is dropped).
          stop = subscribeBoard(compeId, (value) => startTransition(() => setState({ key: compeId, value })));
        },
        (error: unknown) => {
          // Offline when the page opened: say so, and try again.
          console.warn(error);
          if (!active) return;
          setState({ key: compeId, value: { ...INITIAL_BOARD_STATE, status: 'error' } });
          retry = setTimeout(() => load(attempt + 1), Math.min(30_000, 2000 * 2 ** attempt));
        },
      );
    void load(0);
    return () => {
      active = false;
      hold.current?.();
      clearTimeout(retry);
      stop?.();
    };
  }, [compeId]);
  const settled = state.key === compeId && state.value.status !== 'loading';
  useEffect(() => {
    if (settled) hold.current?.();
  }, [settled]);
  return state.key === compeId ? state.value : INITIAL_BOARD_STATE;
}
