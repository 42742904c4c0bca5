import { useEffect, useState } from 'react';
import { INITIAL_BOARD_STATE, subscribeBoard, type BoardState } from './board-source';

export type { BoardConnection, BoardState } from './board-source';

/**
 * compes/{compeId}/live/board, live (see board-source). The listener belongs to the hook: it starts
 * with the component and ends with it. Shared by the live pages and the ticket's ETA.
 */
export function useLiveBoard(compeId: string | null): BoardState {
  const [state, setState] = useState<{ key: string | null; value: BoardState }>({
    key: compeId,
    value: INITIAL_BOARD_STATE,
  });
  useEffect(() => {
    if (compeId === null) return;
    return subscribeBoard(compeId, (value) => setState({ key: compeId, value }));
  }, [compeId]);
  return state.key === compeId ? state.value : INITIAL_BOARD_STATE;
}
