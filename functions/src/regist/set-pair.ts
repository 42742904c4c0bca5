import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { parsePayload, requireCaller } from '../lib/callable';
import { allowedOrigin } from '../lib/config';
import { readDoc } from '../lib/read-doc';
import { mayManage } from '../lib/staff';
import { compeRef } from '../lib/refs';
import { inTurn } from './compe-queue';
import { readDivisionCounts, writeDivisionCounts } from './division-seats';
import { checkPairable, makePair, readPairingSide, type PairingSide } from './make-pair';
import { mailPair, pairMailsOf, type PairMailInput } from './pair-mail';
import { writeRequests, type RequestTickets } from './pair-requests';
import { writeSide } from './pairs';
import { fill, readCompe } from './store';
import { MESSAGES } from '@/shared/messages';
import { compeSchema } from '@/shared/schemas/compe';
import { setPairRequest, type SetPairResponse } from '@/shared/schemas/pair';

const MAX_ATTEMPTS = 30;

/**
 * Staff pair two registrations in a ペア 部門 on 参加申込リスト, or take a pair apart (docs/product.md
 * "Registration, tickets and check-in"), through a function like every other change staff make to
 * registrations (setRegistStatus): regists, 参加票 and 部門 seats change in ONE transaction.
 *   pair    (`partnerId`) both live and neither paired in the 部門 already, else Japanese
 *           `failed-precondition`; the effects are those of the partner accepting (make-pair.ts),
 *           and both are mailed ペアが成立しました.
 *   unpair  (`partnerId: null`) both sides lose the partner of that 部門 (they stay entered in it);
 *           refused when it has no pair there. Nobody is mailed.
 * Callers who are not staff of the competition get `permission-denied`, whatever the ids.
 */
export const setPair = onCall(async (request): Promise<SetPairResponse> => {
  const caller = await requireCaller(request);
  const {
    compeId,
    divisionId,
    registId,
    partnerId,
    origin: requested,
  } = parsePayload(setPairRequest, request.data);
  const origin = allowedOrigin(requested);
  if (!origin) throw new HttpsError('invalid-argument', MESSAGES.registLinkNotAllowed);
  const seen = readDoc(await compeRef(compeId).get(), z.pick(compeSchema, { clubId: true, owner: true }));
  if (!seen || !mayManage(caller, seen)) throw new HttpsError('permission-denied', MESSAGES.permissionDenied);

  const mails = await inTurn(compeId, () =>
    db.runTransaction(
      async (tx): Promise<PairMailInput[]> => {
        const compe = readCompe(await tx.get(compeRef(compeId)), true);
        const division = compe.divisions.find((d) => d.id === divisionId);
        if (division?.kind !== 'pair')
          throw new HttpsError('failed-precondition', MESSAGES.pairDivisionNotPair);
        const notFound = new HttpsError('not-found', MESSAGES.registNotFound);
        const tickets: RequestTickets = new Map();
        const side = await readPairingSide(tx, tickets, compeId, registId, divisionId);
        if (!side) throw notFound;

        if (partnerId === null) {
          const pairedId = side.partners[divisionId]?.registId;
          if (pairedId === undefined)
            throw new HttpsError(
              'failed-precondition',
              fill(MESSAGES.pairNotMade, { division: division.name }),
            );
          const other = await readPairingSide(tx, tickets, compeId, pairedId, divisionId);
          for (const s of [side, other].filter((s): s is PairingSide => s !== undefined)) {
            if (s.partners[divisionId]?.registId !== (s === side ? pairedId : registId)) continue;
            delete s.partners[divisionId];
            writeSide(tx, compe, s);
          }
          return [];
        }

        const other = await readPairingSide(tx, tickets, compeId, partnerId, divisionId);
        if (!other) throw notFound;
        checkPairable(side, division);
        checkPairable(other, division);
        const counts = await readDivisionCounts(tx, compeId);
        const made = makePair(tx, compe, division, [side, other], counts);
        if (made.counts !== counts) writeDivisionCounts(tx, compeId, made.counts);
        writeRequests(tx, tickets);
        return pairMailsOf(compeId, compe, divisionId, made.mailSides);
      },
      { maxAttempts: MAX_ATTEMPTS },
    ),
  );

  await mailPair(mails, origin);
  return { paired: partnerId !== null };
});
