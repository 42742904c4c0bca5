import { FieldValue } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { parsePayload, requireCaller } from '../lib/callable';
import { readDoc } from '../lib/read-doc';
import { compeRef, linkRef, registsRef, tombstoneRef } from '../lib/refs';
import { mayManage } from '../lib/staff';
import { MESSAGES } from '@/shared/messages';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { deleteCompeRequest, type DeleteCompeResponse } from '@/shared/schemas/callables';
import { compeSchema } from '@/shared/schemas/compe';

/** What deleting reads of compes/{compeId} (compeSchema): who runs it, and its poster. */
const compeToDelete = z.pick(compeSchema, { clubId: true, owner: true, posterPath: true });

/**
 * 大会を削除 (docs/product.md "Cancelling and deleting a competition"): only for a competition nobody has applied to — one with registrations is
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

  const seen = readDoc(await compeRef(compeId).get(), compeToDelete);
  if (!seen || !mayManage(caller, seen)) {
    throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
  }
  const { clubId } = seen;

  await db.runTransaction(async (tx) => {
    const compe = await tx.get(compeRef(compeId));
    const regists = await tx.get(registsRef(compeId).limit(1));
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

  // Children: units, entries, stages (with their change logs), live/board, registKeys. The tombstone already guards the id, so a
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
async function deletePoster(compeId: string, posterPath: string | undefined): Promise<void> {
  if (!posterPath) return;
  if (process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) return;
  try {
    await getStorage()
      .bucket()
      .deleteFiles({ prefix: `compe/compes/${compeId}/` });
  } catch (error) {
    logger.warn('poster not deleted', { compeId, error: String(error) });
  }
}
