import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { docId, isReservedId, wholeNumber } from './common';
import { matchIdSchema } from './stage';

/**
 * 結果報告 from the floor (docs/play.md, "Reporting results from the floor"): the payload of the
 * callable `reportResult`, the report page's form and the reports document, one schema each.
 */

/** Who reported: 審判 (the match key of the 試合票 QR), 選手A or 選手B (their own ticket). */
export const REPORTERS = ['umpire', 'a', 'b'] as const;
export type Reporter = (typeof REPORTERS)[number];
export const REPORT_STATUSES = ['pending', 'accepted', 'conflict'] as const;
export type ReportState = (typeof REPORT_STATUSES)[number];

/** Reports kept per match (every report is kept; the throttle keeps real use far below this). */
export const REPORTS_PER_MATCH = 40;

const KEY_FORMAT = '報告用のリンクが正しくありません';
/** A match key: base64url of an HMAC-SHA256, cut to 22 characters (132 bits). */
export const reportKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, KEY_FORMAT));
const reportTicketIdSchema = z.string().check(
  z.regex(/^[A-Za-z0-9_-]{20,40}$/, KEY_FORMAT),
  z.refine((id) => !isReservedId(id), KEY_FORMAT),
);

const score = wholeNumber(0, LIMITS.score);
/** Two numbers (a, b): a list of exactly two, as stage.ts stores them. */
const pair = z.array(score).check(z.minLength(2), z.maxLength(2));

/** What a reporter says happened: the same fields a stored result has (stage.ts). */
export const reportedResultSchema = z.object({
  outcome: z.enum(['a', 'b', 'draw']),
  how: z.enum(['played', 'walkover', 'retired']),
  games: z.optional(pair),
  points: z.optional(pair),
});
export type ReportedResult = z.infer<typeof reportedResultSchema>;

/** reportResult's payload: exactly one of `key` (審判) and `ticketId` (a player). */
export const reportResultRequest = z
  .object({
    compeId: docId,
    stageId: docId,
    matchId: matchIdSchema,
    key: z.optional(reportKeySchema),
    ticketId: z.optional(reportTicketIdSchema),
    ...reportedResultSchema.shape,
  })
  .check(z.refine((value) => !!value.key !== !!value.ticketId, KEY_FORMAT));
export type ReportResultRequest = z.infer<typeof reportResultRequest>;
export interface ReportResultResponse {
  state: ReportState;
}

/** reportKeys: staff of the club get every match key of a stage, for the 試合票 QR codes. */
export const reportKeysRequest = z.object({ compeId: docId, stageId: docId });
export type ReportKeysRequest = z.infer<typeof reportKeysRequest>;
export interface ReportKeysResponse {
  keys: Record<string, string>;
}

/** One report as kept: who, what, when. */
export const matchReportSchema = z.object({
  by: z.enum(REPORTERS),
  ...reportedResultSchema.shape,
  at: z.date(),
});
export type MatchReport = z.infer<typeof matchReportSchema>;

/**
 * compes/{compeId}/reports/{stageId}_{matchId}: a match's reports, written only by the functions,
 * read by staff of the competition. `sides` are the entrant indices the reports were made for;
 * `conflict` is 要確認 on 対戦 while no result was entered after `updatedAt`.
 */
export const reportsDocSchema = z.object({
  stageId: docId,
  matchId: matchIdSchema,
  sides: z.array(wholeNumber(0, LIMITS.stageEntrants - 1)).check(z.minLength(2), z.maxLength(2)),
  reports: z.array(matchReportSchema).check(z.maxLength(REPORTS_PER_MATCH)),
  status: z.enum(REPORT_STATUSES),
  updatedAt: z.date(),
});
export type ReportsDoc = z.infer<typeof reportsDocSchema> & { id: string };

/** The reports document's id. */
export const reportsDocId = (stageId: string, matchId: string) => `${stageId}_${matchId}`;
