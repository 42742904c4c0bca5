import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { parsePayload } from '../lib/callable';
import { allowedOrigin } from '../lib/config';
import { burstLimit } from '../lib/burst-limit';
import { readDoc } from '../lib/read-doc';
import { emailKeySchema, seqSchema } from '../lib/server-schemas';
import { perCaller } from '../lib/throttle';
import { inTurn } from './compe-queue';
import { compeRef, emailKeyRef, newRegistRef, registRef, seqRef, ticketRef } from '../lib/refs';
import { type CompeForRegist, ENDED, fill, newTicketId, readCompe } from './store';
import {
  fullDivisions,
  readDivisionCounts,
  ticketDivisions,
  withSeats,
  writeDivisionCounts,
} from './division-seats';
import { findPartners, pairWith } from './pairs';
import { registTeams } from './team-roster';
import { requestsForNew } from './pair-requests';
import { mailPair, pairMailsOf, type PairMailInput } from './pair-mail';
import { mailTicket, type TicketMailInput } from './ticket-mail';
import { formatDateTime } from '@/shared/date-time';
import { MESSAGES } from '@/shared/messages';
import { submitRegistRequest, type SubmitRegistResponse } from '@/shared/schemas/callables';
import { registFormSchemaFor, registSchema, type RegistStatus } from '@/shared/schemas/regist';

const TEN_MINUTES = 10 * 60 * 1000;
/**
 * Generous: a person retrying after a typo, or a whole club applying from one venue's Wi-Fi, gets
 * through; a script filling a competition with fake entries does not. `global`, over all callers
 * and competitions: the rush when registration opens is the peak (the load test sends 1,000
 * applications within minutes; the biggest competitions here take a few hundred people, most in
 * the first minutes), and 3,000 per 10 minutes leaves room for several such openings at once,
 * while a botnet of many addresses can neither fill competitions nor have us mail tickets to
 * strangers faster than that. Only calls within their per-address limits count towards it.
 */
export const SUBMIT_LIMITS = { perEmail: 5, perIp: 60, global: 3000, windowMs: TEN_MINUTES };

/** Many people apply the moment registration opens: let a contended transaction retry longer. */
const MAX_ATTEMPTS = 30;

/**
 * The status a new application gets now: accepted (pending under manual approval) while a seat is
 * free, waitlisted when full with a waitlist. Outside the window `failed-precondition` with the
 * date; once the competition has started (eventedAt), `failed-precondition` with what the
 * registration page then says (features/regist/regist-state.ts closes it there too); full without
 * a waitlist `resource-exhausted`.
 */
function admission(compe: CompeForRegist, now: number): RegistStatus {
  const { opensAt, closesAt, capacity, waitlist, approval, count } = compe.regist;
  if (compe.cancelled) throw new HttpsError('failed-precondition', MESSAGES.compeCancelled);
  if (opensAt && now < opensAt.getTime()) {
    throw new HttpsError(
      'failed-precondition',
      fill(MESSAGES.registNotYetOpen, { opensAt: formatDateTime(opensAt) }),
    );
  }
  if (closesAt && now >= closesAt.getTime()) {
    throw new HttpsError(
      'failed-precondition',
      fill(MESSAGES.registClosed, { closesAt: formatDateTime(closesAt) }),
    );
  }
  if (now >= compe.eventedAt.getTime()) {
    throw new HttpsError('failed-precondition', MESSAGES.registOutsideWindow);
  }
  if (capacity === 0 || count < capacity) return approval === 'manual' ? 'pending' : 'accepted';
  if (waitlist) return 'waitlisted';
  throw new HttpsError('resource-exhausted', MESSAGES.registFull);
}

/**
 * 参加申し込み (docs/data-model.md), open to anyone. The standard fields are checked with the form's own
 * schema; then ONE transaction reads the competition and checks: published (else `not-found`),
 * the custom-field answers (`invalid-argument`), a live application of the same address
 * (`already-exists`), the window (`failed-precondition` with the dates) and the seats
 * (`resource-exhausted` when full without a waitlist), then the chosen 部門: the form's schema
 * checks them against compe.divisions and divisionLimit (`invalid-argument`), and each 部門's 定員
 * (registKeys/_divisions) refuses (「{部門名}は定員に達しました」) or makes the application wait as
 * the competition's does. A ペア 部門's partner whose live registration names this applicant back
 * is paired on both sides (pairs.ts); a 団体 部門's team is stored with its members' ids
 * (team-roster.ts) and takes one seat; a partner who applied without naming this one back is asked
 * on their 参加票, and requests that earlier applicants made to this address are listed on the new
 * one (pair-requests.ts). It writes the regist, its ticket, the address lock, the
 * 受付番号, the seat counts and the partner's side together, so no concurrency can overbook. The
 * ticket link is mailed afterwards, and each pair made ペアが成立しました to both. Returns the ticket id and the status given.
 */
export const submitRegist = onCall(async (request): Promise<SubmitRegistResponse> => {
  const { compeId, form, origin: requested } = parsePayload(submitRegistRequest, request.data);
  const origin = allowedOrigin(requested);
  if (!origin) throw new HttpsError('invalid-argument', MESSAGES.registLinkNotAllowed);
  const email = form.email.toLowerCase();
  // Answers, window and a full house without waitlist are checked on a plain read first: fixing a
  // mistake costs no throttle attempt, and the rush at opening time is spared a queue of doomed
  // transactions. The transaction checks all of it again as it stands when it commits.
  const seen = readCompe(await compeRef(compeId).get());
  parsePayload(registFormSchemaFor(seen.regist.fields, seen), form);
  admission(seen, Date.now());
  await burstLimit([
    {
      key: `regist-email:${compeId}:${email}`,
      limit: SUBMIT_LIMITS.perEmail,
      windowMs: SUBMIT_LIMITS.windowMs,
    },
    ...perCaller('regist-ip', request.rawRequest, SUBMIT_LIMITS.perIp, SUBMIT_LIMITS.windowMs),
  ]);
  await burstLimit([{ key: 'regist-all', limit: SUBMIT_LIMITS.global, windowMs: SUBMIT_LIMITS.windowMs }]);

  const lockRef = emailKeyRef(compeId, email);
  const mail = await inTurn(compeId, () =>
    db.runTransaction(
      async (tx): Promise<TicketMailInput & { pairMails: PairMailInput[] }> => {
        // One after the other, always in this order: parallel transactions then queue on the compe
        // instead of each holding one document the others wait for.
        const compeSnap = await tx.get(compeRef(compeId));
        const seqSnap = await tx.get(seqRef(compeId));
        const lockSnap = await tx.get(lockRef);
        const compe = readCompe(compeSnap);
        const chosen = parsePayload(registFormSchemaFor(compe.regist.fields, compe), form);
        const { answers } = chosen;
        const divisions = chosen.divisions ?? [];

        // The lock names the address's current application; staff may have rejected it since (a
        // client cannot touch the lock), so the regist itself says whether it still counts.
        const lockedId = readDoc(lockSnap, emailKeySchema)?.registId;
        if (lockedId !== undefined) {
          const earlier = await tx.get(registRef(compeId, lockedId));
          const status = readDoc(earlier, z.pick(registSchema, { status: true }))?.status;
          if (earlier.exists && !(status && ENDED.includes(status))) {
            throw new HttpsError('already-exists', MESSAGES.registDuplicate);
          }
        }

        // 部門 seats and pairs: read after the regist, still before any write.
        const counts = divisions.length > 0 ? await readDivisionCounts(tx, compeId) : {};
        const found = await findPartners(tx, compeId, email, chosen.partners ?? {});
        const pairing = found.pairs.map((pair) => pair.divisionId);
        const requests = divisions.length > 0 ? await requestsForNew(tx, compeId, compe, email, pairing) : [];

        // The competition's window and seats first; then each 部門's own 定員: a full one without
        // キャンセル待ち refuses the whole application, one with it makes the application wait.
        let status = admission(compe, Date.now());
        const full = fullDivisions(compe, divisions, counts);
        const refused = full.find((division) => !division.waitlist);
        if (refused) {
          throw new HttpsError(
            'resource-exhausted',
            fill(MESSAGES.registDivisionFull, { division: refused.name }),
          );
        }
        if (full.length > 0) status = 'waitlisted';

        const number = (readDoc(seqSnap, seqSchema)?.seq ?? 0) + 1;
        const regist = newRegistRef(compeId);
        const ticketId = newTicketId();
        const createdAt = FieldValue.serverTimestamp();
        const partners = chosen.partners
          ? pairWith(tx, compe, regist.id, form.name, chosen.partners, found)
          : undefined;
        // A team takes one seat of its 部門, as a single entry does (withSeats below).
        const teams = chosen.teams ? registTeams(chosen.teams) : undefined;
        const entered =
          divisions.length > 0
            ? { divisions, ...(partners ? { partners } : {}), ...(teams ? { teams } : {}) }
            : {};
        const ticketDivisionList = divisions.length > 0 ? ticketDivisions(compe, entered) : undefined;

        tx.create(regist, {
          name: form.name,
          kana: form.kana,
          email,
          phone: form.phone,
          answers,
          status,
          ticketId,
          number,
          createdAt,
          checkedInAt: null,
          ...entered,
        });
        tx.create(ticketRef(ticketId), {
          code: 'regist',
          clubId: compe.clubId,
          compeId,
          registId: regist.id,
          compeTitle: compe.title,
          eventedAt: compe.eventedAt,
          venue: compe.venue,
          name: form.name,
          number,
          status,
          createdAt,
          ...(ticketDivisionList ? { divisions: ticketDivisionList } : {}),
          ...(requests.length > 0 ? { pairRequests: requests } : {}),
        });
        tx.set(lockRef, { registId: regist.id, createdAt });
        tx.set(seqRef(compeId), { seq: number });
        if (status !== 'waitlisted')
          tx.update(compeRef(compeId), { 'regist.count': FieldValue.increment(1) });
        if (status !== 'waitlisted' && divisions.length > 0) {
          writeDivisionCounts(tx, compeId, withSeats(counts, divisions, 1));
        }

        return {
          clubId: compe.clubId,
          compeId,
          registId: regist.id,
          ticketId,
          compeTitle: compe.title,
          eventedAt: compe.eventedAt,
          venue: compe.venue,
          name: form.name,
          email,
          number,
          status,
          ...(ticketDivisionList ? { divisions: ticketDivisionList } : {}),
          pairMails: found.pairs.flatMap(({ divisionId, partnerId }) => {
            const side = found.sides.get(partnerId);
            if (!side) return [];
            return pairMailsOf(compeId, compe, divisionId, [
              { registId: regist.id, ticketId, name: form.name, email },
              {
                registId: partnerId,
                ticketId: side.data.ticketId,
                name: side.data.name,
                email: side.data.email,
              },
            ]);
          }),
        };
      },
      { maxAttempts: MAX_ATTEMPTS },
    ),
  );

  const { pairMails, ...ticketMail } = mail;
  await mailTicket(ticketMail, origin, 'submitted');
  await mailPair(pairMails, origin);
  return { ticketId: mail.ticketId, status: mail.status };
});
