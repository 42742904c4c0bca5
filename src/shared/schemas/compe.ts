import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { cappedText, optionalText, requiredText, wholeNumber } from './common';
import { CALL_ORDERS, DIVISION_ID, DIVISION_KINDS } from '../divisions';
import type { TeamSettings } from './tie';

// The 部門 kinds and call orders live in shared/divisions.ts without zod, their words in
// shared/division-labels.ts: every public page loads this module, so it holds no more than the
// schemas need.
export { CALL_ORDERS, DIVISION_ID, DIVISION_KINDS } from '../divisions';

export const FIELD_TYPES = ['text', 'textarea', 'select', 'checkbox', 'number'] as const;
export const customFieldSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9_]{1,20}$/)),
  label: requiredText(LIMITS.fieldLabel),
  type: z.enum(FIELD_TYPES),
  required: z.boolean(),
  options: z.array(requiredText(LIMITS.option)).check(z.maxLength(LIMITS.fieldOptions)),
});
export type CustomField = z.infer<typeof customFieldSchema>;

export const APPROVALS = ['auto', 'manual'] as const;
export const registSettingsSchema = z.object({
  opensAt: z.nullable(z.date()),
  closesAt: z.nullable(z.date()),
  /** 0 = no limit. */
  capacity: wholeNumber(0, LIMITS.capacity),
  waitlist: z.boolean(),
  approval: z.enum(APPROVALS),
  fields: z.array(customFieldSchema).check(z.maxLength(LIMITS.customFields)),
  /** Seats taken; written only by functions. */
  count: wholeNumber(0),
});

export const liveSettingsSchema = z.object({
  /** Shown as a link on the public live pages: http(s) only (z.url() alone accepts javascript:). */
  meetingUrl: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(LIMITS.url))),
  meetingId: z.optional(cappedText(LIMITS.meetingId)),
  passcode: z.optional(cappedText(LIMITS.passcode)),
  notice: optionalText(LIMITS.notice),
});

/** clubs/{clubId}/links/{compeId} — kept in step with the compe. */
export const linkSchema = z.object({
  compeId: cappedText(LIMITS.id),
  title: requiredText(LIMITS.title),
  shortTitle: optionalText(LIMITS.shortTitle),
  eventedAt: z.date(),
  owner: z.optional(cappedText(LIMITS.id)),
  published: z.boolean(),
  /** Set (true) by the cancelCompe function only, with compe.cancelledAt: the list shows 中止. */
  cancelled: z.optional(z.boolean()),
});
export type Link = z.infer<typeof linkSchema>;

/** The 大会リスト create dialog. */
export const linkFormSchema = z.pick(linkSchema, { title: true, shortTitle: true, eventedAt: true });

/**
 * Rows of a competition's podium: 優勝, 準優勝 and two 3位 of a bracket, with room for ties a league's
 * ranking rules cannot break (firestore.rules isPodium checks each row, so the cap is small).
 */
export const PODIUM_ROWS = 8;

/**
 * 優勝 / 準優勝 / 3位 by name, one row per person (places repeat for a tie or two 3位): written by
 * staff from the stage that decides the competition (lib/db/compes setPodium), so the club page
 * shows it from its one query of card fields.
 */
export const podiumSchema = z
  .array(z.object({ place: wholeNumber(1, 3), name: cappedText(LIMITS.personName) }))
  .check(z.maxLength(PODIUM_ROWS));
export type Podium = z.infer<typeof podiumSchema>;

/**
 * compes/{compeId}/awards/{slot} — an award the organiser names (敢闘賞, 特別賞 …): printed as a 表彰状
 * beside 優勝 / 準優勝 / 3位 and listed on the 結果 page (docs/play.md "Awards (表彰状)"). One document
 * per award, so firestore.rules (isAward) checks each one: twenty rows in one list took more than
 * the 1,000 expressions a request may evaluate (docs/data-model.md "compes/{compeId}/awards/{slot}").
 */
export const awardSchema = z.object({
  title: requiredText(LIMITS.awardTitle),
  name: requiredText(LIMITS.awardName),
  affiliation: optionalText(LIMITS.awardAffiliation),
});
export type Award = z.infer<typeof awardSchema>;
/** The awards of a competition as 表彰 edits them, in order: at most LIMITS.awards. */
export const awardsSchema = z.array(awardSchema).check(z.maxLength(LIMITS.awards));

/**
 * The id of the award at position `i` (0-based): '00' … '19'. The id is the order (ids sort as
 * the numbers do), and the rules take only these LIMITS.awards ids, so no competition has more.
 */
export const awardSlot = (i: number): string => String(i).padStart(2, '0');
export const AWARD_SLOTS: readonly string[] = Array.from({ length: LIMITS.awards }, (_, i) => awardSlot(i));

export const divisionIdSchema = z.string().check(z.regex(DIVISION_ID));

/**
 * One 部門 (division) of a competition: its own エントリー and stages (entry.divisionId,
 * stage.divisionId). Seats and キャンセル待ち are the 部門's own; `conditions` (参加資格) is shown on the
 * registration form as written.
 */
export const divisionSchema = z.object({
  id: divisionIdSchema,
  name: requiredText(LIMITS.divisionName),
  /** 個人 · ペア · 団体 */
  kind: z.enum(DIVISION_KINDS),
  /** 定員: 0 = no limit. */
  capacity: wholeNumber(0, LIMITS.capacity),
  waitlist: z.boolean(),
  /** 参加資格: 「40歳以上」「初段以上」 */
  conditions: optionalText(LIMITS.divisionConditions),
  /**
   * 団体 部門: the roster's size and the tie template its stages start from (schemas/tie.ts
   * teamSettingsSchema). Only its being an object is checked here: the full schema would add 0.6 kB
   * to every public first load, which reads no 団体 settings. 大会設定 (compe-form.ts) writes it
   * checked, and staff pages that use it parse it (shared/team-settings.ts).
   */
  team: z.optional(z.custom<TeamSettings>((value) => typeof value === 'object' && value !== null)),
});
export type Division = z.infer<typeof divisionSchema>;

/**
 * The 部門 of a competition in order; no two with one id (a stage or entry names its 部門 by id).
 * 大会設定's form says the cap in its own words (schemas/compe-form.ts).
 */
export const divisionsSchema = z.array(divisionSchema).check(
  z.maxLength(LIMITS.divisions),
  z.refine((list) => new Set(list.map((d) => d.id)).size === list.length, '部門のIDが重複しています'),
);

/**
 * 会場の台: the hall's tables, shared by every stage of the competition (a stage plays on a range of
 * them, stage.tableFirst …). Absent: each stage numbers its own tables from 1.
 */
export const hallSchema = z.object({
  /** 台の数: 0 = the competition does not manage tables. */
  tables: wholeNumber(0, LIMITS.tables),
  /** 台, コート, 盤 or the organiser's word: a call reads 「3番台」. */
  label: requiredText(LIMITS.tableLabel),
  /** Each table's own name (「A1」) by position; '' or missing = 「3番台」 (shared/divisions.ts hallTableName). */
  names: z.array(cappedText(LIMITS.tableName)).check(z.maxLength(LIMITS.tables)),
  /** 休憩: a person's minimum rest between matches, in minutes. */
  restMinutes: wholeNumber(0, LIMITS.restMinutes),
  /** 呼び出しの優先 (shared/divisions.ts CALL_ORDERS): 'behind' is the default. */
  callOrder: z.enum(CALL_ORDERS),
});
export type Hall = z.infer<typeof hallSchema>;

/** compes/{compeId}. eventedAt is the start of the day's run sheet (docs/run-sheet-and-live.md). */
export const compeSchema = z.object({
  clubId: cappedText(LIMITS.id),
  owner: z.optional(cappedText(LIMITS.id)),
  title: requiredText(LIMITS.title),
  shortTitle: optionalText(LIMITS.shortTitle),
  eventedAt: z.date(),
  venue: optionalText(LIMITS.venue),
  desc: optionalText(LIMITS.desc),
  posterPath: z.optional(cappedText(LIMITS.path)),
  published: z.boolean(),
  regist: registSettingsSchema,
  live: liveSettingsSchema,
  createdAt: z.date(),
  updatedAt: z.date(),
  /**
   * When the competition was called off (大会を中止, the cancelCompe function; no client writes it).
   * The records stay; the club page, live page, registration page and every ticket say 中止.
   */
  cancelledAt: z.optional(z.date()),
  /** 優勝 / 準優勝 / 3位 once the deciding stage is finished (podiumSchema). */
  podium: z.optional(podiumSchema),
  /** 部門: absent or empty = a competition of one event, as before 部門 existed. */
  divisions: z.optional(divisionsSchema),
  /** How many 部門 one registration may enter (absent = 1). */
  divisionLimit: z.optional(wholeNumber(1, LIMITS.divisions)),
  /** 会場の台 (hallSchema); absent = each stage's tables numbered from 1. */
  hall: z.optional(hallSchema),
  // The awards the organiser names are documents of their own (awardSchema). Before that change they
  // were a list `awards` here, which scripts/move-compe-awards.ts moves; a reader ignores it.
});
export type Compe = z.infer<typeof compeSchema> & { id: string };

/**
 * A competition as its card shows it (home, club page). The public list reads ask Firestore for
 * these fields only (COMPE_CARD_FIELDS in lib/firebase/public-reads): a description of up to 4,000 characters per competition
 * would otherwise travel with the page's first content.
 */
export const compeCardSchema = z.extend(
  z.pick(compeSchema, {
    clubId: true,
    title: true,
    eventedAt: true,
    venue: true,
    cancelledAt: true,
    podium: true,
  }),
  { regist: z.pick(registSettingsSchema, { opensAt: true, closesAt: true }) },
);
export type CompeCard = z.infer<typeof compeCardSchema> & { id: string };

/**
 * deletedCompes/{compeId} — the tombstone of a deleted competition, written only by the deleteCompe
 * function. firestore.rules refuses a new compe with this id, so nobody can take over what may
 * still name it (registrations, tickets, files of the old one).
 */
export const deletedCompeSchema = z.object({
  clubId: cappedText(LIMITS.id),
  deletedBy: cappedText(LIMITS.id),
  deletedAt: z.date(),
});
