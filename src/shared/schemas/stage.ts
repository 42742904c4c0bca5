import * as z from 'zod/mini';
import { STAGE_FORMATS, STAGE_SCORINGS } from '../play/labels';
import { TIEBREAKS } from '../play/standings';
import { LIMITS } from './limits';
import { cappedText, docId, requiredText, wholeNumber } from './common';
import { DIVISION_ID } from '../divisions';
import { lineupSchema, memberSchema, tieTemplateSchema } from './tie';

/**
 * compes/{compeId}/stages/{stageId}: one stage of the play (docs/play.md). It holds what the
 * engine in shared/play needs to rebuild every match (the entrants in seed order, the draw, the
 * Swiss pairings) and the results, so a viewer reads one document per stage and computes the
 * bracket, tables and standings itself; each result is its own map entry, so staff entering two
 * results at once (or a phone sending a queued one later) never overwrite each other.
 */

// The formats and scorings with their words live beside the engine, without zod, so the public
// pages name them too (components/play/play-view.ts).
export { STAGE_FORMATS, STAGE_FORMAT_LABELS, STAGE_SCORINGS, STAGE_SCORING_LABELS } from '../play/labels';
export const STAGE_STATUSES = ['draft', 'running', 'done'] as const;

/**
 * W1-3, L2-1, F1, P1, G2-R3-1, S4-7 (shared/play/types.ts PlanMatch.id), and a 団体戦 rubber: the
 * tie's id and the rubber's number 1–10 (W1-1r3, shared/play/rubbers.ts rubberId).
 */
export const MATCH_ID =
  /^(?:[WL]\d{1,2}-\d{1,3}|F[12]|P1|G\d{1,2}-R\d{1,3}-\d{1,3}|S\d{1,2}-\d{1,3})(?:r(?:[1-9]|10))?$/;
export const matchIdSchema = z.string().check(z.regex(MATCH_ID));

const entrantIndex = wholeNumber(0, LIMITS.stageEntrants - 1);
const score = wholeNumber(0, LIMITS.score);
/**
 * Two numbers (a, b). A list of exactly two rather than z.tuple: zod's tuple code would land in the
 * chunk every public page loads (zod's internals are shared), for a schema only staff pages use.
 */
const pair = <T extends z.ZodMiniType>(item: T) => z.array(item).check(z.minLength(2), z.maxLength(2));

/** One match's result as stored. `sides` are entrant indices: the match it was entered for. */
export const stageResultSchema = z.object({
  outcome: z.enum(['a', 'b', 'draw']),
  /** 試合 / 不戦勝 / 棄権 */
  how: z.enum(['played', 'walkover', 'retired']),
  games: z.optional(pair(score)),
  points: z.optional(pair(score)),
  sides: pair(entrantIndex),
  /** 確定: false while it is 速報 (provisional). */
  confirmed: z.boolean(),
  at: z.date(),
});
export type StageResult = z.infer<typeof stageResultSchema>;

/** One call: the table a match was called to (1-based) and when. */
export const stageTableSchema = z.object({ table: wholeNumber(1, LIMITS.tables), at: z.date() });
export type StageTable = z.infer<typeof stageTableSchema>;

export const stageSchema = z.object({
  order: wholeNumber(0, LIMITS.stages),
  name: requiredText(LIMITS.shortTitle),
  format: z.enum(STAGE_FORMATS),
  scoring: z.enum(STAGE_SCORINGS),
  /** ゲーム: best of this many (1, 3, 5 …). */
  bestOf: wholeNumber(1, LIMITS.bestOf),
  /** 勝点 for a win, a draw and a loss (a bye counts as a win). */
  points: z.object({ win: wholeNumber(0, 10), draw: wholeNumber(0, 10), loss: wholeNumber(0, 10) }),
  tiebreaks: z.array(z.enum(TIEBREAKS)).check(z.maxLength(LIMITS.tiebreaks)),
  thirdPlace: z.boolean(),
  /** ダブルイリミネーション: a second final when the losers' side wins the first. */
  reset: z.boolean(),
  /** リーグ: how many groups (組). */
  groups: wholeNumber(1, LIMITS.stageEntrants / 2),
  /** スイス式: how many rounds. */
  rounds: wholeNumber(1, LIMITS.swissRounds),
  /** シード数: entrants kept at their seed's place in a bracket. */
  seeds: wholeNumber(0, LIMITS.stageEntrants),
  /** The draw's number: the same number draws the same bracket or groups again. */
  drawSeed: wholeNumber(0, 2 ** 31 - 1),
  /** 決勝トーナメント: the top `qualifiers` of each group of a league stage. */
  from: z.nullable(z.object({ stageId: docId, qualifiers: wholeNumber(1, LIMITS.stageEntrants) })),
  /** In seed order: entries of the competition (individuals or teams), names as shown to viewers. */
  entrants: z
    .array(
      z.object({
        id: docId,
        name: cappedText(LIMITS.personName),
        affiliation: cappedText(LIMITS.affiliation),
        /**
         * The people behind the entrant: their registrations' ids (a doubles pair has two), so a
         * person entered in two 部門 is known as one on the hall's tables. Absent: not known.
         */
        persons: z.optional(z.array(cappedText(LIMITS.id)).check(z.maxLength(LIMITS.entrantPersons))),
        /**
         * A team's roster (団体 部門), copied from its entry with the stage's entrants: the orders
         * name these members, and viewers show their names in each rubber.
         */
        members: z.optional(
          z.array(z.omit(memberSchema, { kana: true })).check(z.maxLength(LIMITS.teamMembers)),
        ),
      }),
    )
    .check(z.maxLength(LIMITS.stageEntrants)),
  /**
   * 組み合わせ: for a bracket, an entrant index or −1 (a bye) per position; for a league, each
   * entrant's group. Empty until 「組み合わせを作成」.
   */
  draw: z.array(wholeNumber(-1, LIMITS.stageEntrants)).check(z.maxLength(LIMITS.stageEntrants * 2)),
  /** スイス式: round → its pairings as entrant indices a, b, a, b … (b = −1 for the bye). */
  pairings: z.record(z.string().check(z.regex(/^\d{1,2}$/)), z.array(wholeNumber(-1, LIMITS.stageEntrants))),
  results: z.record(matchIdSchema, stageResultSchema),
  /** Tables (台 / コート / 盤) the stage plays on; 0: it does not manage tables. */
  tableCount: wholeNumber(0, LIMITS.tables),
  /** What the organiser calls a table (台, コート, 盤 …): the call reads 「3番台」. */
  tableLabel: requiredText(LIMITS.tableLabel),
  /**
   * 呼び出し: true, a table that frees takes the next ready match by itself (written with the result
   * that freed it); false, staff confirm each call with one tap.
   */
  autoCall: z.boolean(),
  /**
   * The calls: the table each match was called to (1-based) and when. The entry stays after the
   * result is in (where the match was played; `at` → the result's `at` is how long it took); a
   * match is on its table now while it has an entry and is not done (shared/play/tables.ts).
   */
  tables: z.record(matchIdSchema, stageTableSchema),
  status: z.enum(STAGE_STATUSES),
  /** The 部門 (compe.divisions) whose entries the stage plays; absent or null: the whole competition. */
  divisionId: z.optional(z.nullable(z.string().check(z.regex(DIVISION_ID)))),
  /**
   * The first of the hall's tables (compe.hall) the stage plays on: tables tableFirst …
   * tableFirst + tableCount − 1 (firestore.rules keeps the last ≤ LIMITS.tables). Absent: 1.
   */
  tableFirst: z.optional(wholeNumber(1, LIMITS.tables)),
  /**
   * 合意した報告を確定にする: a result the floor's reports agree on (docs/play.md "Reporting results
   * from the floor") is stored 確定 (true) or 速報 (false, or absent: stages stored before the field
   * existed stay valid, so the rules take them as they are).
   */
  autoConfirm: z.optional(z.boolean()),
  /**
   * 団体戦: the tie template (shared/play/tie-template.ts) its matches play by: each match is a tie
   * of rubbers, scored as `scoring` and `bestOf` say (docs/play.md "Team ties"). Absent: one match
   * is one game between two entrants.
   */
  tie: z.optional(tieTemplateSchema),
  /**
   * 団体戦: each tie's two orders once both are in (or staff opened them), by tie id. Written only
   * by the functions (submitOrder, openOrders): until then the orders are sealed in
   * compes/{compeId}/orders (schemas/order.ts).
   */
  lineups: z.optional(z.record(matchIdSchema, lineupSchema)),
});
export type Stage = z.infer<typeof stageSchema> & { id: string };

/**
 * 「stageId:matchId」: a call's key in the hall's calls (shared/play/hall-calls.ts hallCallKey). A
 * stage's id is a document id that does not start with `_` (firestore.rules).
 */
export const HALL_CALL_KEY = new RegExp(`^[A-Za-z0-9-][A-Za-z0-9_-]{0,39}:${MATCH_ID.source.slice(1, -1)}$`);

/**
 * compes/{compeId}/stages/_hall (HALL_CALLS_ID): every stage's calls in a competition with a hall,
 * one document so that a result calling matches of several 部門 costs a viewer two reads
 * (docs/play.md "The hall's calls"). Each call as in a stage's `tables`.
 */
export const hallCallsSchema = z.object({
  calls: z
    .record(z.string().check(z.regex(HALL_CALL_KEY)), stageTableSchema)
    .check(z.refine((calls) => Object.keys(calls).length <= LIMITS.hallCalls)),
});
export type HallCallsDoc = z.infer<typeof hallCallsSchema>;

/** Match ids one change may mark stale further on (firestore.rules isStageChange repeats it). */
export const STAGE_CHANGE_AFFECTED = 64;

/**
 * compes/{compeId}/stages/{stageId}/changes/{changeId}: the change log of a stage's results, who
 * changed which result when (結果を入力, 確定, 訂正). Staff only; created with the result it records
 * in one batch, never changed or removed. `after` is the result as entered: its own `at` may be
 * left out (the change's `at` is when).
 */
export const stageChangeSchema = z.object({
  matchId: matchIdSchema,
  /** The result before the change (null: there was none) and after it (null: cleared). */
  before: z.nullable(stageResultSchema),
  after: z.nullable(z.partial(stageResultSchema, { at: true })),
  /** The uid of who changed it. */
  by: cappedText(LIMITS.id),
  at: z.date(),
  /** Matches further on whose stored result stopped counting because of this change. */
  affected: z.array(matchIdSchema).check(z.maxLength(STAGE_CHANGE_AFFECTED)),
});
export type StageChange = z.infer<typeof stageChangeSchema> & { id: string };
