import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { cappedText, optionalText, requiredText, wholeNumber } from './common';
import {
  MEMBER_ID,
  RUBBER_LABEL_STYLES,
  TIE_LAYOUT,
  TIE_PRESETS,
  TIE_RUBBERS_MAX,
  TIE_VACANCIES,
} from '../play/tie-template';

/**
 * 団体戦's documents and fields (docs/play.md "Team ties", docs/data-model.md): the tie template a
 * 団体 部門 and its stages play by, a team's roster, and the orders (オーダー).
 */

const perPlayer = wholeNumber(1, TIE_RUBBERS_MAX);

/** A tie template (shared/play/tie-template.ts TieTemplate), on a 団体 部門 and on its stages. */
export const tieTemplateSchema = z.object({
  preset: z.enum(TIE_PRESETS),
  layout: z.string().check(z.regex(TIE_LAYOUT)),
  labels: z.enum(RUBBER_LABEL_STYLES),
  stopWhenDecided: z.boolean(),
  parallel: wholeNumber(1, TIE_RUBBERS_MAX),
  singlesPerPlayer: perPlayer,
  doublesPerPlayer: perPlayer,
  rubbersPerPlayer: perPlayer,
  noPairOfFirstTwo: z.boolean(),
  leadFirst: z.boolean(),
  byPoints: z.boolean(),
  decider: z.boolean(),
  vacancy: z.enum(TIE_VACANCIES),
  forfeit: z.object({ games: wholeNumber(0, LIMITS.bestOf), points: wholeNumber(0, LIMITS.score) }),
});

/** A 団体 部門's teams: roster size (登録選手の人数) and the template its stages start from. */
export const teamSettingsSchema = z.object({
  min: wholeNumber(1, LIMITS.teamMembers),
  max: wholeNumber(1, LIMITS.teamMembers),
  tie: tieTemplateSchema,
});
export type TeamSettings = z.infer<typeof teamSettingsSchema>;

export const memberIdSchema = z.string().check(z.regex(MEMBER_ID));

/**
 * One member of a team's roster (entry.members, and the stage's team entrant). `registId`: the
 * member's own registration in the competition (entered in another 部門 too), so the hall knows
 * them as one person (floor.ts); absent, the person is the member within the entry.
 */
export const memberSchema = z.object({
  id: memberIdSchema,
  name: requiredText(LIMITS.personName),
  kana: z.optional(optionalText(LIMITS.kana)),
  /** 主将: with the template's leadFirst, plays the first board. At most one per roster. */
  lead: z.optional(z.boolean()),
  registId: z.optional(cappedText(LIMITS.id)),
});
export type Member = z.infer<typeof memberSchema>;

export const membersSchema = z.array(memberSchema).check(
  z.maxLength(LIMITS.teamMembers),
  z.refine((list) => new Set(list.map((m) => m.id)).size === list.length, '選手のIDが重複しています'),
  z.refine((list) => list.filter((m) => m.lead).length <= 1, '主将は1人だけです'),
);

/** An order's place as stored: '' (欠員), 'm3', or 'm1+m4' for a doubles (tie-template.ts StoredOrder). */
const orderPlace = z.string().check(z.regex(/^(?:|m\d{1,2}|m\d{1,2}\+m\d{1,2})$/));
export const storedOrderSchema = z.array(orderPlace).check(z.maxLength(TIE_RUBBERS_MAX + 1));

/**
 * compes/{compeId}/stages/{stageId} `lineups[tieId]`: both orders once open, shown to everyone
 * (written only by the functions: submitOrder when the second order is in, openOrders).
 */
export const lineupSchema = z.object({
  a: storedOrderSchema,
  b: storedOrderSchema,
  /**
   * The teams the orders were given for, as entrant indices (a, b): when a correction upstream
   * puts another team in the tie, the lineup no longer counts (shared/play/rubbers.ts).
   */
  sides: z.array(wholeNumber(0, LIMITS.stageEntrants - 1)).check(z.minLength(2), z.maxLength(2)),
  at: z.date(),
});
export type Lineup = z.infer<typeof lineupSchema>;

/** One member as the registration form takes them: 氏名, ふりがな, 主将. */
export const memberFormSchema = z.object({
  name: requiredText(LIMITS.personName),
  kana: z.optional(optionalText(LIMITS.kana)),
  lead: z.optional(z.boolean()),
});

/**
 * A team as the 参加申し込み form sends it for a 団体 部門 (registForm.teams[divisionId]): the
 * team's name and its roster; registFormSchemaFor checks the count against the 部門's min and max.
 */
export const teamFormSchema = z.object({
  name: requiredText(LIMITS.teamName),
  members: z.array(memberFormSchema).check(z.maxLength(LIMITS.teamMembers)),
});
export type TeamForm = z.infer<typeof teamFormSchema>;

/**
 * A team as stored on its captain's regist (regist.teams[divisionId]), the members with their ids
 * (m1 … in the form's order, given by submitRegist): 「申込者から作成」 copies it to the entry.
 */
export const registTeamSchema = z.object({
  name: cappedText(LIMITS.teamName),
  members: membersSchema,
});
export type RegistTeam = z.infer<typeof registTeamSchema>;
