/**
 * The public pages' listeners with the full Firestore SDK, on whichever Firestore they are given: the
 * live worker's (a visitor's page, live.worker.ts) or the page's own db() (a staff device, whose
 * cache the staff pages share: docs/venue-mode.md "Which cache, when"). Each decodes what it hears
 * into what the page draws, so the page receives ready values.
 */
import { onSnapshot, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { boardRef } from '@/lib/db/board/refs';
import { stagesRef } from '@/lib/db/stages/refs';
import { ticketRef } from '@/lib/db/tickets/refs';
import { fromSnapshot } from '../firebase/converters';
import { withDates } from '../firebase/timestamps';
import { toLiveBoard } from '../live-board/board';
import { byOrder, toHallCalls, toLiveStage, type LiveStage } from '../live-stages/live-stage';
import { HALL_CALLS_ID, hallCallsMerger, type HallCallsByStage } from '@/shared/play/hall-calls';
import { ticketSchema, type RegistTicket } from '@/shared/schemas/ticket';
import type { LiveError, LiveTarget, LiveValue, LiveValues } from './live-targets';

type OnValue<K extends keyof LiveValues> = (value: LiveValues[K]) => void;
type OnError = (error: LiveError) => void;
const codeOf = (error: { code?: string }): LiveError => ({ code: error.code });

/**
 * compes/{compeId}/live/board: THE listener of a live viewer, one document. Metadata changes are
 * included: a snapshot that flips to fromCache is how a dropped connection shows, and the one that
 * flips back is how its recovery shows.
 */
function listenBoard(
  fs: Firestore,
  compeId: string,
  onValue: OnValue<'board'>,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    boardRef(fs, compeId),
    { includeMetadataChanges: true },
    (snapshot) => {
      const fromCache = snapshot.metadata.fromCache;
      if (!snapshot.exists()) {
        onValue({ read: { kind: 'missing' }, fromCache });
        return;
      }
      try {
        // A staff device sees its own write before the server has set updatedAt: use the estimate.
        const board = toLiveBoard(snapshot.data({ serverTimestamps: 'estimate' }));
        onValue({ read: { kind: 'board', board }, fromCache });
      } catch (error) {
        console.error(error);
      }
    },
    (error) => onError(codeOf(error)),
  );
}

/**
 * compes/{compeId}/stages. A change to one stage reads that one document (Firestore sends the changed
 * documents of a listened query), and only it is decoded again.
 */
function listenStages(
  fs: Firestore,
  compeId: string,
  onValue: OnValue<'stages'>,
  onError: OnError,
): Unsubscribe {
  const decoded = new Map<string, LiveStage>();
  // The hall's calls (docs/play.md "The hall's calls"), merged into the stages they are of.
  let hall: HallCallsByStage = new Map();
  const merge = hallCallsMerger<LiveStage>();
  return onSnapshot(
    stagesRef(fs, compeId),
    { includeMetadataChanges: true },
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        const id = change.doc.id;
        const removed = change.type === 'removed';
        // A staff device sees its own write before the server has set a result's (or call's) time.
        const data = removed ? null : withDates(change.doc.data({ serverTimestamps: 'estimate' }));
        if (id === HALL_CALLS_ID) {
          hall = toHallCalls(data);
          continue;
        }
        const stage = removed ? null : toLiveStage(id, data);
        if (stage) decoded.set(id, stage);
        else decoded.delete(id);
      }
      onValue({
        stages: byOrder(merge([...decoded.values()], hall)),
        fromCache: snapshot.metadata.fromCache,
      });
    },
    (error) => onError(codeOf(error)),
  );
}

/** tickets/{ticketId}: a status set by staff or by cancelRegist reaches the participant at once. */
function listenTicket(
  fs: Firestore,
  ticketId: string,
  onValue: OnValue<'ticket'>,
  onError: OnError,
): Unsubscribe {
  return onSnapshot(
    ticketRef(fs, ticketId),
    (snapshot) => {
      if (!snapshot.exists()) return;
      try {
        const ticket = fromSnapshot(ticketSchema, snapshot);
        if (ticket.code === 'regist') onValue(ticket as RegistTicket);
      } catch (error) {
        console.error(error);
      }
    },
    (error) => onError(codeOf(error)),
  );
}

/** Starts the listener of `target` on `fs`; returns the function that stops it. */
export function listen<T extends LiveTarget>(
  fs: Firestore,
  target: T,
  onValue: (value: LiveValue<T>) => void,
  onError: OnError,
): Unsubscribe {
  const report = onValue as (value: LiveValues[keyof LiveValues]) => void;
  switch (target.kind) {
    case 'board':
      return listenBoard(fs, target.compeId, report, onError);
    case 'stages':
      return listenStages(fs, target.compeId, report, onError);
    case 'ticket':
      return listenTicket(fs, target.ticketId, report, onError);
  }
}
