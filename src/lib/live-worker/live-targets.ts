/**
 * What a public page can listen to, and the messages between the page and the live worker that
 * listens for it (docs/performance.md "The live worker"). Types only: the page's side imports this
 * without the Firestore SDK.
 */
import type { BoardSnapshot } from '../live-board/board-state';
import type { StagesSnapshot } from '../live-stages/stages-state';
import type { RegistTicket } from '@/shared/schemas/ticket';

/** One listened document or collection: the run sheet's board, the play's stages, a 参加票. */
export type LiveTarget =
  | { kind: 'board'; compeId: string }
  | { kind: 'stages'; compeId: string }
  | { kind: 'ticket'; ticketId: string };

/** What each target's listener reports: already decoded, Dates and all (structured clone keeps them). */
export interface LiveValues {
  board: BoardSnapshot;
  stages: StagesSnapshot;
  ticket: RegistTicket;
}

export type LiveValue<T extends LiveTarget> = LiveValues[T['kind']];

/** A listener that stopped: the SDK's error code (permission-denied is the rules' refusal). */
export interface LiveError {
  code?: string;
}

/** Page → worker. `id` is the page's number for the subscription. */
export type ToLiveWorker = { op: 'watch'; id: number; target: LiveTarget } | { op: 'stop'; id: number };

/** Worker → page. */
export type FromLiveWorker =
  | { id: number; type: 'value'; value: LiveValues[LiveTarget['kind']] }
  | { id: number; type: 'error'; error: LiveError };
