import type { BoardRead, LiveBoard } from './board';

/** What the board's listener reports (lib/live-worker). */
export interface BoardSnapshot {
  read: Exclude<BoardRead, { kind: 'denied' }>;
  /** True when the SDK answered from its cache because it is not (or no longer) connected. */
  fromCache: boolean;
}

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
  /**
   * The last moment (ms) the page knew its board was the server's: when the connection was lost, or
   * when the one-shot read arrived if the listener never got through. 0 until then. What a viewer
   * reads as 「接続が切れています（最終更新 hh:mm:ss）」: what is on screen was true at that time.
   */
  syncedAt: number;
}

export const INITIAL_BOARD_STATE: BoardState = {
  status: 'loading',
  board: null,
  connection: 'connecting',
  receivedAt: 0,
  syncedAt: 0,
};
