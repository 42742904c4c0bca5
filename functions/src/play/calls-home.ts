import type { DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { hallCallsRef, stagesRef } from '../lib/refs';
import { stageDocs } from './stage-docs';
import { callsHome, hallCallKey, misplacedCalls, type CallsHome } from '@/shared/play/hall-calls';
import { hallSchema } from '@/shared/schemas/compe';

/** compe.hall as stored, or undefined when absent or not well formed (then: no hall). */
const hallOf = (data: DocumentData | undefined) => {
  const parsed = hallSchema.safeParse(data?.hall);
  return parsed.success ? parsed.data : undefined;
};

/**
 * Moves every call of a competition to where it keeps them now (docs/play.md "The hall's calls"):
 * into the hall's document when it has a hall, back into each stage otherwise. In one transaction
 * over the stages, so a result written meanwhile is not lost: the transaction runs again on it.
 * Resolves with how many calls moved.
 */
export async function moveCallsHome(compeId: string, home: CallsHome): Promise<number> {
  return db.runTransaction(async (tx) => {
    const { stored, hall } = stageDocs((await tx.get(stagesRef(compeId))).docs);
    const moving = misplacedCalls(home, stored, hall);
    if (moving.length === 0) return 0;
    if (home === 'hall') {
      const calls = Object.fromEntries(moving.map((m) => [hallCallKey(m.stageId, m.matchId), m.call]));
      tx.set(hallCallsRef(compeId), { calls }, { merge: true });
      for (const stage of stored)
        if (Object.keys(stage.tables).length > 0) tx.update(stagesRef(compeId).doc(stage.id), { tables: {} });
    } else {
      const known = new Set(stored.map((stage) => stage.id));
      const byStage = new Map<string, DocumentData>();
      // A stage deleted meanwhile: its calls only go.
      for (const m of moving.filter((call) => known.has(call.stageId)))
        byStage.set(m.stageId, { ...byStage.get(m.stageId), [`tables.${m.matchId}`]: m.call });
      for (const [stageId, fields] of byStage) tx.update(stagesRef(compeId).doc(stageId), fields);
      tx.delete(hallCallsRef(compeId));
    }
    return moving.length;
  });
}

/**
 * When staff set up a hall (会場の台) or remove it while matches are on tables, the calls already
 * made move with it; until this has run the pages merge both places (hall-calls.ts withHallCalls).
 */
export const callsFollowHall = onDocumentUpdated('compes/{compeId}', async (event) => {
  const before = callsHome(hallOf(event.data?.before.data()));
  const after = callsHome(hallOf(event.data?.after.data()));
  if (before === after) return;
  try {
    const moved = await moveCallsHome(event.params.compeId, after);
    logger.info('calls moved with the hall', { compeId: event.params.compeId, home: after, moved });
  } catch (error) {
    logger.error('calls not moved with the hall', { compeId: event.params.compeId, error: String(error) });
  }
});
