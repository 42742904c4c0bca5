import * as z from 'zod/mini';
import { decodeBoardUnits, encodeBoardUnits } from '../board-codec';
import { LIMITS } from './limits';
import { cappedText, docId, optionalText, requiredText, wholeNumber } from './common';

/** 種目 / 決勝 / 休憩 / 表彰 / その他 */
export const UNIT_KINDS = ['event', 'final', 'break', 'award', 'other'] as const;
export const UNIT_KIND_LABELS: Record<(typeof UNIT_KINDS)[number], string> = {
  event: '種目',
  final: '決勝',
  break: '休憩',
  award: '表彰',
  other: 'その他',
};
export const UNIT_STATUSES = ['waiting', 'running', 'done'] as const;

/** compes/{compeId}/units/{unitId} — one run-sheet item. */
/** The rounds of a stage an item holds: 1-based, inclusive, from ≤ to (shared/play/rounds.ts). */
const roundRange = z
  .object({ from: wholeNumber(1, LIMITS.stageEntrants), to: wholeNumber(1, LIMITS.stageEntrants) })
  .check(z.refine((range) => range.from <= range.to));

export const unitSchema = z.object({
  order: wholeNumber(0),
  title: requiredText(LIMITS.title),
  kind: z.enum(UNIT_KINDS),
  minutes: wholeNumber(0, LIMITS.minutes),
  /** Ids of compes/{compeId}/entries documents. */
  entryIds: z.array(docId).check(z.maxLength(LIMITS.unitEntries)),
  status: z.enum(UNIT_STATUSES),
  startedAt: z.nullable(z.date()),
  endedAt: z.nullable(z.date()),
  note: optionalText(LIMITS.memo),
  /**
   * 対戦ステージ: the stage (compes/{compeId}/stages/{stageId}) this item runs. While the item runs,
   * its end is the stage's estimated end (shared/play/unit-play.ts). Optional: items written before
   * the play existed have no such key; null once staff take the stage off the item.
   */
  stageId: z.optional(z.nullable(docId)),
  /**
   * ラウンド: the rounds of that stage the item holds, 1-based and inclusive, numbered in the stage's
   * play order (shared/play/rounds.ts: 1回戦 … 3位決定戦, 決勝; a league's 第n節; Swiss rounds). The
   * morning's item can hold 1回戦–準々決勝 and the afternoon's 準決勝–決勝; each is timed by its own
   * rounds. Optional, or null: every round. No stage has more rounds than entrants (a league of 256
   * in one group plays 255 節).
   */
  stageRounds: z.optional(z.nullable(roundRange)),
  /**
   * The other stages the item holds in parallel with stageId, each with its rounds (null: every
   * round): 「午前：男子S予選・女子S予選」 plays both on the hall's shared tables and ends when all of
   * them do (shared/play/hall-timing.ts). Only with a stageId, none twice, at most
   * LIMITS.unitStages − 1. Optional: items written before have no such key. Read the stages an item
   * holds with shared/run-sheet/unit-stages.ts `unitStages`, never these fields one by one.
   */
  parallelStages: z.optional(
    z.array(z.object({ stageId: docId, rounds: z.nullable(roundRange) })).check(
      z.maxLength(LIMITS.unitStages - 1),
      z.refine((held) => new Set(held.map((one) => one.stageId)).size === held.length),
    ),
  ),
});
export type Unit = z.infer<typeof unitSchema> & { id: string };

/** One item as viewers need it on compes/{compeId}/live/board (entries resolved to number + name). */
export const boardUnitSchema = z.extend(z.omit(unitSchema, { entryIds: true }), {
  id: cappedText(LIMITS.id),
  entries: z.array(
    z.object({
      id: cappedText(LIMITS.id),
      number: wholeNumber(),
      name: cappedText(LIMITS.personName),
      /** Set when the entry came from a registration: the ticket page finds its participant's items by it. */
      registId: z.optional(cappedText(LIMITS.id)),
    }),
  ),
});

/**
 * The items of a board as stored: one JSON string (shared/board-codec.ts says why). Parsing decodes
 * it and checks every item; z.encode(boardSchema, board) checks the items and encodes them.
 */
const storedBoardUnits = z.codec(
  z.string().check(z.maxLength(LIMITS.boardText)),
  // 300 items with their entries stay far below Firestore's 1 MiB document limit (run-sheet tests).
  z.array(boardUnitSchema).check(z.maxLength(LIMITS.boardUnits)),
  {
    decode: (text, ctx) => {
      try {
        return decodeBoardUnits(text) as z.input<typeof boardUnitSchema>[];
      } catch {
        ctx.issues.push({ code: 'custom', message: 'units is not a JSON list', input: text });
        return z.NEVER;
      }
    },
    encode: (units) => encodeBoardUnits(units),
  },
);

/** compes/{compeId}/live/board — the ONE public document a live viewer listens to. */
export const boardSchema = z.object({
  startAt: z.date(),
  units: storedBoardUnits,
  currentUnitId: z.nullable(cappedText(LIMITS.id)),
  delayMinutes: wholeNumber(),
  notice: optionalText(LIMITS.notice),
  updatedAt: z.date(),
});
/** The board decoded: what buildBoard makes and readers get (Firestore holds z.input's form). */
export type Board = z.output<typeof boardSchema>;
/** The board as the public pages read it (lib/live-board/board.ts); `updatedAt` null only for bad data. */
export type LiveBoard = Omit<Board, 'updatedAt'> & { updatedAt: Date | null };
export type BoardUnit = Board['units'][number];
export type BoardEntry = BoardUnit['entries'][number];
