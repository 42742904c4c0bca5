import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { parsePayload, requireCaller } from '../lib/callable';
import { readDoc } from '../lib/read-doc';
import { compeRef, reportSecretRef, stagesRef } from '../lib/refs';
import { reportSecretSchema } from '../lib/server-schemas';
import { mayManage } from '../lib/staff';
import { MESSAGES } from '@/shared/messages';
import { stagePlan } from '@/shared/play/stage-plan';
import { rubberId } from '@/shared/play/rubbers';
import { compeSchema } from '@/shared/schemas/compe';
import { reportKeysRequest, type ReportKeysResponse } from '@/shared/schemas/report';
import { stageSchema } from '@/shared/schemas/stage';
import { HALL_CALLS_ID } from '@/shared/play/hall-calls';

/**
 * A match key (docs/play.md "Reporting results from the floor"): HMAC-SHA256 of `stageId/matchId`
 * under the competition's secret, base64url, cut to 22 characters (132 bits). Derived, not stored:
 * nothing per match has to be written when a draw is made, a key cannot be listed from the
 * database, and one secret per competition is all there is to protect.
 */
export const matchKey = (secret: string, stageId: string, matchId: string): string =>
  createHmac('sha256', secret).update(`${stageId}/${matchId}`).digest('base64url').slice(0, 22);

/** Whether `key` is the match's key, compared in constant time. */
export function isMatchKey(secret: string, stageId: string, matchId: string, key: string): boolean {
  const expected = Buffer.from(matchKey(secret, stageId, matchId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The competition's reporting secret as read in a transaction, or undefined before reportKeys made one. */
export async function readSecret(tx: Transaction, compeId: string): Promise<string | undefined> {
  return readDoc(await tx.get(reportSecretRef(compeId)), reportSecretSchema)?.secret;
}

/** What reportKeys reads of the competition: who runs it. */
const compeToRun = z.pick(compeSchema, { clubId: true, owner: true });

/**
 * 試合票 QR codes: whoever runs the competition gets every match key of a stage (the print page
 * puts each in its slip's QR). The secret is made on the first call, in a transaction so two
 * staff printing at once get the same keys. A stranger, a missing competition and a missing stage
 * all hear the same "permission denied".
 */
export const reportKeys = onCall(async (request): Promise<ReportKeysResponse> => {
  const caller = await requireCaller(request);
  const { compeId, stageId } = parsePayload(reportKeysRequest, request.data);
  const denied = new HttpsError('permission-denied', MESSAGES.permissionDenied);
  const compe = readDoc(await compeRef(compeId).get(), compeToRun);
  if (!compe || !mayManage(caller, compe)) throw denied;
  // The hall's calls (HALL_CALLS_ID) share the stages' collection but are no stage.
  const stageSnap = stageId === HALL_CALLS_ID ? null : await stagesRef(compeId).doc(stageId).get();
  const stage = stageSnap ? readDoc(stageSnap, stageSchema) : undefined;
  if (!stage) throw denied;
  const secret = await db.runTransaction(async (tx) => {
    const existing = await readSecret(tx, compeId);
    if (existing) return existing;
    const made = randomBytes(32).toString('base64url');
    tx.create(reportSecretRef(compeId), { secret: made, createdAt: new Date() });
    return made;
  });
  const keys: Record<string, string> = {};
  for (const match of stagePlan(stage)) {
    keys[match.id] = matchKey(secret, stageId, match.id);
    // 団体戦: each rubber of a tie is reported on its own (docs/play.md "Team ties"), the 代表戦 too.
    for (let index = 0; stage.tie && index <= stage.tie.layout.length; index += 1) {
      const id = rubberId(match.id, index);
      keys[id] = matchKey(secret, stageId, id);
    }
  }
  return { keys };
});
