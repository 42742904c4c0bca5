import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { compesBetween } from '../lib/refs';
import { remindCompe } from './remind';

/*
 * When 出番のお知らせ are decided (docs/play.md "Telling participants they are up"): whenever a stage
 * of a competition changes (a result, a call, a draw) or its run sheet does (the board), and every
 * minute for time passing alone. Each run re-reads everything and claims before it sends, so
 * parallel runs, retries and re-timings never mail a participant twice about one match. The
 * emulator fires the triggers but never the schedule.
 */

async function run(compeId: string, why: string): Promise<void> {
  try {
    await remindCompe(compeId);
  } catch (error) {
    logger.error('reminders failed', { compeId, why, error: String(error) });
  }
}

export const remindOnStage = onDocumentWritten('compes/{compeId}/stages/{stageId}', (event) =>
  run(event.params.compeId, 'stage'),
);

export const remindOnBoard = onDocumentWritten('compes/{compeId}/live/board', (event) =>
  run(event.params.compeId, 'board'),
);

/** Competitions whose day is now: begun at most a day ago, or beginning within the hour. */
export const remindEveryMinute = onSchedule(
  { schedule: 'every 1 minutes', timeZone: 'Asia/Tokyo' },
  async () => {
    const now = Date.now();
    const compes = await compesBetween(new Date(now - 24 * 60 * 60_000), new Date(now + 60 * 60_000)).get();
    for (const doc of compes.docs) await run(doc.id, 'schedule');
  },
);
