import { FieldValue } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { parsePayload, requireCaller } from '../lib/callable';
import { mayManage } from '../lib/staff';
import { compeRef, linkRef, tombstoneRef } from './refs';
import { MESSAGES } from '@/shared/messages';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { deleteCompeRequest, type DeleteCompeResponse } from '@/shared/schemas/callables';

/**
 * 大会を削除 (issue 26): only for a competition nobody has applied to — one with registrations is
 * cancelled instead (cancelCompe), so its people are told and its records kept.
 *
 * One transaction checks that no registration exists (a registration arriving meanwhile makes it
 * retry and refuse), writes the tombstone deletedCompes/{compeId} and deletes the competition and
 * its link. firestore.rules refuse a new compe with a tombstoned id: whatever may still name the
 * old one (an invitation, a file) can never pass to whoever creates a competition with that id.
 * The run sheet, entries, live board and server-only keys under it go afterwards.
 */
export const deleteCompe = onCall(async (request): Promise<DeleteCompeResponse> => {
  const caller = await requireCaller(request);
  const { compeId } = parsePayload(deleteCompeRequest, request.data);

  const seen = (await compeRef(compeId).get()).data();
  if (!seen || !mayManage(caller, { clubId: seen.clubId, owner: seen.owner })) {
    throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
  }
  const clubId = String(seen.clubId);

  await db.runTransaction(async (tx) => {
    const compe = await tx.get(compeRef(compeId));
    const regists = await tx.get(compeRef(compeId).collection('regists').limit(1));
    if (!compe.exists) throw new HttpsError('not-found', MESSAGES.compeNotFound);
    if (!regists.empty) throw new HttpsError('failed-precondition', STAFF_MESSAGES.compeHasRegists);
    tx.create(tombstoneRef(compeId), {
      clubId,
      deletedBy: caller.uid,
      deletedAt: FieldValue.serverTimestamp(),
    });
    tx.delete(compeRef(compeId));
    tx.delete(linkRef(clubId, compeId));
  });

  // Children: units, entries, live/board, registKeys. The tombstone already guards the id, so a
  // failure here leaves only unreachable documents (staff lose access with the competition).
  await db.recursiveDelete(compeRef(compeId));
  await deletePoster(compeId, seen.posterPath);
  return { deleted: true };
});

/**
 * The competition's files in Storage (compe/compes/{compeId}/…, the poster). Best effort: the
 * competition is gone either way, and where no Storage is reachable (the local emulators without
 * the Storage emulator) there is nothing to delete.
 */
async function deletePoster(compeId: string, posterPath: unknown): Promise<void> {
  if (typeof posterPath !== 'string' || !posterPath) return;
  if (process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) return;
  try {
    await getStorage()
      .bucket()
      .deleteFiles({ prefix: `compe/compes/${compeId}/` });
  } catch (error) {
    logger.warn('poster not deleted', { compeId, error: String(error) });
  }
}
