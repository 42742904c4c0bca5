import { startTransition, useEffect, useRef, useState } from 'react';
import { holdFirstContent } from '../first-content';
import { INITIAL_BOARD_STATE, type BoardState } from './board-state';

/**
 * compes/{compeId}/live/board, live (see board-source). The listener belongs to the hook: it starts
 * with the component and ends with it. Shared by the live pages and the ticket's ETA. Everything but
 * this hook loads after first paint: the source with the one-shot REST read, then the full SDK's listener.
 */
export function useLiveBoard(compeId: string | null, listen = true): BoardState {
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
          stop = subscribeBoard(
            compeId,
            (value) => startTransition(() => setState({ key: compeId, value })),
            listen,
          );
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
  }, [compeId, listen]);
  const settled = state.key === compeId && state.value.status !== 'loading';
  useEffect(() => {
    if (settled) hold.current?.();
  }, [settled]);
  return state.key === compeId ? state.value : INITIAL_BOARD_STATE;
}
