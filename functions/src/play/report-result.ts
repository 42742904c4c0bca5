import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { parsePayload } from '../lib/callable';
import { matchDoc, readDoc } from '../lib/read-doc';
import {
  boardRef,
  compeRef,
  entriesOfRegist,
  hallCallsRef,
  registRef,
  reportsRef,
  stageChangesRef,
  stagesRef,
  ticketRef,
} from '../lib/refs';
import { perCaller, throttle } from '../lib/throttle';
import { isMatchKey, readSecret } from './report-keys';
import { stageDocs } from './stage-docs';
import { readWithdrawn } from './withdrawn';
import { podiumChange } from '@/shared/play/view/podium';
import { REPORT_MESSAGES } from '@/shared/report-messages';
import type { MatchState } from '@/shared/play/resolve';
import { competitionFloor, type Floor } from '@/shared/play/floor';
import { callPlaces } from '@/shared/play/hall-calls';
import { stagePlannedEnds } from '@/shared/play/unit-play';
import { boardSchema } from '@/shared/schemas/unit';
import { resultWriteOnFloor } from '@/shared/play/record-result';
import { stagePlayStates } from '@/shared/play/tables';
import { compeSchema } from '@/shared/schemas/compe';
import { registSchema } from '@/shared/schemas/regist';
import {
  REPORTS_PER_MATCH,
  reportResultRequest,
  reportsDocSchema,
  type MatchReport,
  type Reporter,
  type ReportedResult,
  type ReportResultResponse,
  type ReportState,
} from '@/shared/schemas/report';
import type { Stage, StageResult } from '@/shared/schemas/stage';
import { resultFormSchemaFor, resultFromForm } from '@/shared/schemas/stage-form';
import { registTicketSchema } from '@/shared/schemas/ticket';

/**
 * Each link (a match key, or a ticket for one match) may report 5 times in 10 minutes: enough to
 * correct a slip of the thumb twice, too few to matter to anyone guessing. Each caller's address
 * may make 30 reports in 10 minutes (a phone passed round at one table reports a few matches).
 */
export const REPORT_LINK_LIMIT = 5;
export const REPORT_CALLER_LIMIT = 30;
export const REPORT_WINDOW_MS = 10 * 60 * 1000;

const compeToReport = z.pick(compeSchema, { clubId: true, cancelledAt: true, podium: true, hall: true });
const ticketToReport = z.pick(registTicketSchema, { code: true, compeId: true, registId: true });
const registToReport = z.pick(registSchema, { status: true });

const sameResult = (x: ReportedResult, y: ReportedResult) =>
  x.outcome === y.outcome &&
  x.how === y.how &&
  JSON.stringify(x.games ?? null) === JSON.stringify(y.games ?? null) &&
  JSON.stringify(x.points ?? null) === JSON.stringify(y.points ?? null);

const reportedOf = (result: Omit<StageResult, 'at'> | MatchReport): ReportedResult => ({
  outcome: result.outcome,
  how: result.how,
  ...(result.games ? { games: result.games } : {}),
  ...(result.points ? { points: result.points } : {}),
});

/**
 * The reported result as the stage keeps it, checked as 対戦's result dialog checks one
 * (resultFormSchemaFor: the winner took the games to win, no draw in a bracket …), with the score
 * kept only where the stage records one.
 */
function checkedResult(stage: Stage, reported: ReportedResult, sides: [number, number]): ReportedResult {
  const score = reported.games ?? reported.points;
  const parsed = resultFormSchemaFor(stage).safeParse({
    outcome: reported.outcome,
    how: reported.how,
    scoreA: score ? String(score[0]) : '',
    scoreB: score ? String(score[1]) : '',
  });
  if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0].message);
  return reportedOf(resultFromForm(stage, parsed.data, sides, false));
}

/**
 * What the reports say, from each reporter's latest (docs/play.md "Reporting results from the
 * floor"): any two that differ, or any that differs from a 速報 already stored, is `conflict`
 * (要確認); the 審判 alone, or both players, agreeing is `accepted`; one player alone is
 * `pending`, unless a 速報 they agree with is already stored.
 */
function judge(
  reports: readonly MatchReport[],
  stored: ReportedResult | null,
): { state: ReportState; agreed: ReportedResult | null } {
  const latest = new Map<Reporter, MatchReport>();
  for (const report of reports) latest.set(report.by, report);
  const values = [...latest.values()].map(reportedOf);
  const first = values[0];
  if (!first || values.some((value) => !sameResult(value, first))) return { state: 'conflict', agreed: null };
  if (stored && !sameResult(stored, first)) return { state: 'conflict', agreed: null };
  const agreed = latest.has('umpire') || (latest.has('a') && latest.has('b'));
  if (agreed) return { state: 'accepted', agreed: first };
  return { state: stored ? 'accepted' : 'pending', agreed: null };
}

const notFound = () => new HttpsError('not-found', REPORT_MESSAGES.notFound);

/** Whether the match takes reports now; throws the Japanese reason when it does not. */
function requireOn(stage: Stage, state: MatchState): void {
  if (state.status === 'void' || state.status === 'bye')
    throw new HttpsError('failed-precondition', REPORT_MESSAGES.noMatch);
  if (state.status === 'waiting') throw new HttpsError('failed-precondition', REPORT_MESSAGES.notOn);
  const result = stage.results[state.match.id];
  if (state.status === 'done' && result?.confirmed)
    throw new HttpsError('failed-precondition', REPORT_MESSAGES.closed);
  // On tables, a match is on once it is called (a 速報 entered without a call takes reports too).
  if (state.status === 'ready' && stage.tableCount > 0 && !stage.tables[state.match.id])
    throw new HttpsError('failed-precondition', REPORT_MESSAGES.notOn);
}

/**
 * 結果報告 from the floor (docs/play.md "Reporting results from the floor"): the 審判 with the
 * match key of the 試合票 QR, or a player with their own 参加票, reports a result. Every report is
 * kept in compes/{compeId}/reports/{stageId}_{matchId}; when the reports agree the result is written
 * into the stage exactly as 対戦's recordResult writes it (the result, the calls it causes, the
 * change log with `by: 'report'`, the competition's podium), 確定 when the stage says so
 * (`autoConfirm`), else 速報. All in one transaction on the stage, so two reports arriving together
 * are judged one after the other. A repeat of the same report by the same reporter changes nothing.
 */
export const reportResult = onCall(async (request): Promise<ReportResultResponse> => {
  const payload = parsePayload(reportResultRequest, request.data);
  const { compeId, stageId, matchId } = payload;
  const link = payload.key !== undefined ? `k:${payload.key}` : `t:${payload.ticketId ?? ''}`;
  await throttle([
    {
      key: `report-link:${compeId}/${stageId}/${matchId}/${link}`,
      limit: REPORT_LINK_LIMIT,
      windowMs: REPORT_WINDOW_MS,
    },
    ...perCaller('report', request.rawRequest, REPORT_CALLER_LIMIT, REPORT_WINDOW_MS),
  ]);

  return db.runTransaction(async (tx): Promise<ReportResultResponse> => {
    const now = new Date();
    // Reads first (a transaction's rule): the competition, all its stages (the podium and the
    // hall's calls need them), the run sheet's board, the credential, the reports so far.
    const [compeSnap, stagesSnap, boardSnap] = await Promise.all([
      tx.get(compeRef(compeId)),
      tx.get(stagesRef(compeId)),
      // When the 進行表 plans each stage to end: the hall's 呼び出しの優先 (shared/play/floor.ts).
      tx.get(boardRef(compeId)),
    ]);
    const compe = readDoc(compeSnap, compeToReport);
    const { stages } = stageDocs(stagesSnap.docs);
    const stage = stages.find((s) => s.id === stageId);
    if (!compe || !stage) throw notFound();
    // A 団体戦 rubber (W1-1r3) is a match of its own on the tables (shared/play/rubbers.ts).
    const state = stagePlayStates(stage).get(matchId);
    if (!state) throw notFound();

    let by: Reporter;
    if (payload.key !== undefined) {
      const secret = await readSecret(tx, compeId);
      if (!secret || !isMatchKey(secret, stageId, matchId, payload.key)) throw notFound();
      by = 'umpire';
    } else {
      const ticket = matchDoc(await tx.get(ticketRef(payload.ticketId ?? '')), ticketToReport);
      if (!ticket || ticket.compeId !== compeId) throw notFound();
      const [registSnap, entriesSnap] = await Promise.all([
        tx.get(registRef(compeId, ticket.registId)),
        tx.get(entriesOfRegist(compeId, ticket.registId)),
      ]);
      const entryIds = new Set(entriesSnap.docs.map((snap) => snap.id));
      if (state.a && entryIds.has(state.a)) by = 'a';
      else if (state.b && entryIds.has(state.b)) by = 'b';
      else throw notFound();
      const regist = readDoc(registSnap, registToReport);
      if (!regist || regist.status === 'cancelled' || regist.status === 'rejected')
        throw new HttpsError('failed-precondition', REPORT_MESSAGES.registCancelled);
    }
    if (compe.cancelledAt) throw new HttpsError('failed-precondition', REPORT_MESSAGES.compeCancelled);
    requireOn(stage, state);

    const index = new Map(stage.entrants.map((entrant, i) => [entrant.id, i]));
    const sides: [number, number] = [index.get(state.a ?? '') ?? 0, index.get(state.b ?? '') ?? 0];
    const reported = checkedResult(stage, payload, sides);
    const reportsSnap = await tx.get(reportsRef(compeId, stageId, matchId));
    const kept = readDoc(reportsSnap, reportsDocSchema);
    // Reports made for other sides (a correction upstream changed who plays) no longer count.
    const sameSides = kept && kept.sides[0] === sides[0] && kept.sides[1] === sides[1];
    const reports = sameSides ? kept.reports : [];
    const mine = reports.filter((report) => report.by === by).at(-1);
    if (kept && sameSides && mine && sameResult(reportedOf(mine), reported)) return { state: kept.status };
    if (reports.length >= REPORTS_PER_MATCH) throw new HttpsError('resource-exhausted', REPORT_MESSAGES.full);

    const stored = state.status === 'done' ? (stage.results[matchId] ?? null) : null;
    const all = [...reports, { by, ...reported, at: now }];
    const { state: answer, agreed } = judge(all, stored ? reportedOf(stored) : null);
    const confirmed = stage.autoConfirm === true;
    const writes = agreed !== null && (!stored || confirmed);
    // Who cancelled after the draw, in any stage of the hall, read before any write (a transaction's
    // rule): 自動呼び出し never calls them (shared/play/withdrawn.ts, floor.ts).
    const withdrawn =
      writes && stages.some((s) => s.autoCall && s.tableCount > 0)
        ? await readWithdrawn(tx, compeId, { entrants: stages.flatMap((s) => s.entrants) })
        : undefined;
    tx.set(reportsRef(compeId, stageId, matchId), {
      stageId,
      matchId,
      sides,
      reports: all,
      status: answer,
      updatedAt: now,
    });
    if (!agreed) return { state: answer };
    // Agreeing with a 速報 already stored changes it only when agreed reports are 確定.
    if (stored && !confirmed) return { state: answer };
    const board = matchDoc(boardSnap, boardSchema);
    const plannedEnds = board ? stagePlannedEnds(board.startAt, board.units) : undefined;
    const floor = competitionFloor(stages, compe.hall, withdrawn, plannedEnds);
    writeResult(tx, compeId, stage, stages, compe, matchId, { ...agreed, sides, confirmed }, now, floor);
    return { state: answer };
  });
});

/**
 * The agreed result into the stage, as 対戦 writes one (lib/db/stages/save-stage.ts recordResult,
 * shared/play/record-result.ts): the result and its calls in one update, the change log beside it,
 * and the competition's podium when the deciding stage is over (podiumChange, as 対戦's syncPodium).
 */
function writeResult(
  tx: Transaction,
  compeId: string,
  stage: Stage,
  stages: readonly Stage[],
  compe: z.infer<typeof compeToReport>,
  matchId: string,
  after: Omit<StageResult, 'at'>,
  now: Date,
  floor: Floor,
): void {
  // On the hall's floor: another 部門's match may take the table this result frees (floor.ts).
  const write = resultWriteOnFloor(floor, stage, matchId, after, now);
  // Its own stage's calls with the result, other stages' in the hall's one document (docs/play.md
  // "The hall's calls"): two documents at most, so a viewer reads two for this result at most.
  const stored = (call: { table: number } | null) =>
    call ? { table: call.table, at: now } : FieldValue.delete();
  const places = callPlaces({ ...write.elsewhere, [stage.id]: write.calls }, stage.id, () => false);
  const own: DocumentData = { [`results.${matchId}`]: write.result };
  for (const [id, calls] of places.stages) {
    const fields = Object.fromEntries(
      Object.entries(calls).map(([match, call]) => [`tables.${match}`, stored(call)]),
    );
    if (id === stage.id) Object.assign(own, fields);
    else tx.update(stagesRef(compeId).doc(id), fields);
  }
  tx.update(stagesRef(compeId).doc(stage.id), own);
  const hall = Object.fromEntries(Object.entries(places.hall).map(([key, call]) => [key, stored(call)]));
  if (Object.keys(hall).length > 0) tx.set(hallCallsRef(compeId), { calls: hall }, { merge: true });
  tx.set(stageChangesRef(compeId, stage.id).doc(), {
    matchId,
    before: write.before,
    after,
    affected: write.affected,
    by: 'report',
    at: now,
  });
  const stagesAfter = stages.map((s) => (s.id === stage.id ? { ...stage, results: write.results } : s));
  const podium = podiumChange(compe.podium, stagesAfter);
  if (podium !== null)
    tx.update(compeRef(compeId), {
      podium: podium.length > 0 ? podium : FieldValue.delete(),
      updatedAt: now,
    });
}
