import type { Transaction } from 'firebase-admin/firestore';
import { entriesRef, registsRef } from '../lib/refs';
import { withdrawnEntrants } from '@/shared/play/withdrawn';
import type { Stage } from '@/shared/schemas/stage';
import type { RegistStatus } from '@/shared/regist-status';

/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

/**
 * The stage's entrants whose registration was cancelled or refused after the draw, read in the
 * transaction (docs/play.md "Withdrawals after the draw"): the calls a result makes pass over
 * them, as 対戦's do. Two small queries — the withdrawn registrations (few), then the entries made
 * from them — instead of every entry of the competition.
 */
export async function readWithdrawn(
  tx: Transaction,
  compeId: string,
  stage: Pick<Stage, 'entrants'>,
): Promise<Set<string>> {
  const regists = await tx.get(
    registsRef(compeId).where('status', 'in', ['cancelled', 'rejected'] satisfies RegistStatus[]),
  );
  const ids = regists.docs.map((snap) => snap.id);
  if (ids.length === 0) return new Set();
  const entries: { id: string; registId?: string }[] = [];
  for (let i = 0; i < ids.length; i += IN_LIMIT) {
    const snap = await tx.get(entriesRef(compeId).where('registId', 'in', ids.slice(i, i + IN_LIMIT)));
    for (const doc of snap.docs) {
      const registId: unknown = doc.get('registId');
      entries.push(typeof registId === 'string' ? { id: doc.id, registId } : { id: doc.id });
    }
  }
  return withdrawnEntrants(stage.entrants, entries, new Set(ids));
}
