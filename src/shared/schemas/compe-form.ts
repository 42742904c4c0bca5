import * as z from 'zod/mini';
import { jstDate, jstParts } from '@/shared/date-time-staff';
import { LIMITS } from '@/shared/schemas/limits';
import { optionalText, requiredText } from '@/shared/schemas/common';
import {
  APPROVALS,
  CALL_ORDERS,
  DIVISION_KINDS,
  customFieldSchema,
  divisionIdSchema,
  type Compe,
  type Division,
  type Hall,
} from '@/shared/schemas/compe';
import { tieTemplateSchema, type TeamSettings } from '@/shared/schemas/tie';
import { TIE_RUBBERS_MAX } from '@/shared/play/tie-template';
import { presetTeamSettings } from '@/shared/team-settings';

/** Dates are typed as Japan-time strings in the forms and turned into instants here. */
export const dateText = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '日付を入力してください'));
export const timeText = z.string().check(z.regex(/^\d{2}:\d{2}$/, '時刻を入力してください'));

/** The 大会リスト create dialog (docs/product.md: title, shortTitle, eventedAt). */
export const createCompeFormSchema = z.object({
  title: requiredText(LIMITS.title),
  shortTitle: optionalText(LIMITS.shortTitle),
  date: dateText,
});
export type CreateCompeForm = z.infer<typeof createCompeFormSchema>;

const optionalUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'URL の形式が違います' }).check(z.maxLength(LIMITS.url)),
]);
const dateTimeText = z.union([
  z.literal(''),
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, '日時を入力してください')),
]);

/** A whole number typed in a number field, with Japanese messages for what is not one or out of range. */
const wholeNumberText = (min: number, max: number) =>
  z.coerce
    .number<string | number>()
    .check(
      z.int('整数で入力してください'),
      z.minimum(min, `${min}以上で入力してください`),
      z.maximum(max, `${max}以下で入力してください`),
    );

/**
 * A 団体 部門's settings as 大会設定 edits them (schemas/tie.ts teamSettingsSchema with its numbers
 * typed): 登録選手の人数 and the tie template's options.
 */
export const teamSettingsFormSchema = z.object({
  min: wholeNumberText(1, LIMITS.teamMembers),
  max: wholeNumberText(1, LIMITS.teamMembers),
  tie: z.extend(tieTemplateSchema, {
    parallel: wholeNumberText(1, TIE_RUBBERS_MAX),
    singlesPerPlayer: wholeNumberText(1, TIE_RUBBERS_MAX),
    doublesPerPlayer: wholeNumberText(1, TIE_RUBBERS_MAX),
    rubbersPerPlayer: wholeNumberText(1, TIE_RUBBERS_MAX),
    forfeit: z.object({
      games: wholeNumberText(0, LIMITS.bestOf),
      points: wholeNumberText(0, LIMITS.score),
    }),
  }),
});
export type TeamSettingsForm = z.input<typeof teamSettingsFormSchema>;

/** One 部門 as 大会設定 edits it (divisionSchema with its 定員 typed). The id is never typed: newDivisionId. */
export const divisionFormSchema = z.object({
  id: divisionIdSchema,
  name: requiredText(LIMITS.divisionName),
  kind: z.enum(DIVISION_KINDS),
  capacity: wholeNumberText(0, LIMITS.capacity),
  waitlist: z.boolean(),
  conditions: optionalText(LIMITS.divisionConditions),
  /** 団体 only (kept while staff try another kind, dropped on save: fromSettingsForm). */
  team: z.optional(teamSettingsFormSchema),
});
export type DivisionForm = z.input<typeof divisionFormSchema>;

export const fieldFormSchema = z.extend(customFieldSchema, {
  /** Choices typed one per line in the editor. */
  optionsText: z.string().check(z.maxLength(LIMITS.option * LIMITS.fieldOptions)),
});

/** 大会設定 (docs/product.md "Staff pages"). Dates are Japan-time strings here; `toCompeUpdate` turns them into the stored shape. */
export const compeSettingsFormSchema = z
  .object({
    title: requiredText(LIMITS.title),
    shortTitle: optionalText(LIMITS.shortTitle),
    date: dateText,
    time: timeText,
    venue: optionalText(LIMITS.venue),
    desc: optionalText(LIMITS.desc),
    published: z.boolean(),
    opensAt: dateTimeText,
    closesAt: dateTimeText,
    capacity: z.coerce
      .number<string | number>()
      .check(
        z.int('整数で入力してください'),
        z.minimum(0, '0以上で入力してください'),
        z.maximum(LIMITS.capacity, `${LIMITS.capacity}以下で入力してください`),
      ),
    waitlist: z.boolean(),
    approval: z.enum(APPROVALS),
    fields: z
      .array(fieldFormSchema)
      .check(z.maxLength(LIMITS.customFields, `項目は${LIMITS.customFields}個までです`)),
    meetingUrl: optionalUrl,
    meetingId: optionalText(LIMITS.meetingId),
    passcode: optionalText(LIMITS.passcode),
    notice: optionalText(LIMITS.notice),
    /** 部門: none = a competition of one event. */
    divisions: z
      .array(divisionFormSchema)
      .check(z.maxLength(LIMITS.divisions, `部門は${LIMITS.divisions}個までです`)),
    /** 1人が申し込める部門の数 (asked only with two 部門 or more). */
    divisionLimit: wholeNumberText(1, LIMITS.divisions),
    /** 会場の台: 台の数 (0 = 台を管理しない), 呼び方, each table's own name, 休憩, 呼び出しの優先. */
    hallTables: wholeNumberText(0, LIMITS.tables),
    hallLabel: requiredText(LIMITS.tableLabel),
    hallNames: z
      .array(optionalText(LIMITS.tableName))
      .check(z.maxLength(LIMITS.tables, `台は${LIMITS.tables}台までです`)),
    restMinutes: wholeNumberText(0, LIMITS.restMinutes),
    callOrder: z.enum(CALL_ORDERS),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.opensAt && form.closesAt && form.closesAt <= form.opensAt) {
        ctx.addIssue({ code: 'custom', path: ['closesAt'], message: '受付開始より後の日時にしてください' });
      }
      if (form.divisions.length >= 2 && form.divisionLimit > form.divisions.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['divisionLimit'],
          message: `部門の数（${form.divisions.length}）以下にしてください`,
        });
      }
      form.divisions.forEach((division, i) => {
        if (division.kind !== 'team') return;
        if (!division.team) {
          ctx.addIssue({
            code: 'custom',
            path: ['divisions', i, 'kind'],
            message: '団体戦の設定がありません',
          });
        } else if (division.team.min > division.team.max) {
          ctx.addIssue({
            code: 'custom',
            path: ['divisions', i, 'team', 'max'],
            message: '最少人数以上にしてください',
          });
        }
      });
      form.fields.forEach((field, i) => {
        const options = splitOptions(field.optionsText);
        if (field.type === 'select' && options.length === 0) {
          ctx.addIssue({
            code: 'custom',
            path: ['fields', i, 'optionsText'],
            message: '選択肢を1つ以上入力してください',
          });
        }
        if (options.length > LIMITS.fieldOptions || options.some((o) => o.length > LIMITS.option)) {
          ctx.addIssue({
            code: 'custom',
            path: ['fields', i, 'optionsText'],
            message: `選択肢は${LIMITS.fieldOptions}個まで、各${LIMITS.option}文字以内です`,
          });
        }
      });
    }),
  );
export type CompeSettingsForm = z.input<typeof compeSettingsFormSchema>;
export type CompeSettingsValues = z.output<typeof compeSettingsFormSchema>;

export const splitOptions = (text: string) =>
  text
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);

const toDateTimeText = (value: Date | null) => (value ? jstParts(value).join('T') : '');
const fromDateTimeText = (value: string) =>
  value ? jstDate(...(value.split('T') as [string, string])) : null;

export function toSettingsForm(compe: Compe): CompeSettingsForm {
  const [date, time] = jstParts(compe.eventedAt);
  return {
    title: compe.title,
    shortTitle: compe.shortTitle,
    date,
    time,
    venue: compe.venue,
    desc: compe.desc,
    published: compe.published,
    opensAt: toDateTimeText(compe.regist.opensAt),
    closesAt: toDateTimeText(compe.regist.closesAt),
    capacity: compe.regist.capacity,
    waitlist: compe.regist.waitlist,
    approval: compe.regist.approval,
    fields: compe.regist.fields.map((f) => ({ ...f, optionsText: f.options.join('\n') })),
    meetingUrl: compe.live.meetingUrl ?? '',
    meetingId: compe.live.meetingId ?? '',
    passcode: compe.live.passcode ?? '',
    notice: compe.live.notice,
    // A 団体 部門 saved before its settings existed starts from the default preset.
    divisions: (compe.divisions ?? []).map((d) =>
      d.kind === 'team'
        ? { ...d, team: teamForm(d.team ?? presetTeamSettings()) }
        : { ...d, team: undefined },
    ),
    divisionLimit: compe.divisionLimit ?? 1,
    hallTables: compe.hall?.tables ?? NO_HALL.tables,
    hallLabel: compe.hall?.label ?? NO_HALL.label,
    hallNames: [...(compe.hall?.names ?? NO_HALL.names)],
    restMinutes: compe.hall?.restMinutes ?? NO_HALL.restMinutes,
    callOrder: compe.hall?.callOrder ?? NO_HALL.callOrder,
  };
}

/** Team settings as the form holds them (a copy: the form edits its own). */
export const teamForm = (team: TeamSettings): TeamSettingsForm => ({
  ...team,
  tie: { ...team.tie, forfeit: { ...team.tie.forfeit } },
});

/** What 会場の台 shows for a competition without a hall; saved like this, no hall is stored. */
const NO_HALL: Hall = { tables: 0, label: '台', names: [], restMinutes: 0, callOrder: 'behind' };

/**
 * The hall as stored: the names of the tables there are, without the empty ones at the end; none
 * at all (undefined) when every value is NO_HALL's, so a competition that never set a hall keeps none.
 */
function hallOf(form: CompeSettingsValues): Hall | undefined {
  const names = form.hallNames.slice(0, form.hallTables).map((name) => name ?? '');
  while (names.length > 0 && names[names.length - 1] === '') names.pop();
  const hall: Hall = {
    tables: form.hallTables,
    label: form.hallLabel,
    names,
    restMinutes: form.restMinutes,
    callOrder: form.callOrder,
  };
  const none =
    hall.tables === NO_HALL.tables &&
    hall.label === NO_HALL.label &&
    hall.names.length === 0 &&
    hall.restMinutes === NO_HALL.restMinutes &&
    hall.callOrder === NO_HALL.callOrder;
  return none ? undefined : hall;
}

/** The stored values of a valid form (regist.count is not among them: only functions change it). */
export function fromSettingsForm(form: CompeSettingsValues) {
  return {
    title: form.title,
    shortTitle: form.shortTitle,
    eventedAt: jstDate(form.date, form.time),
    venue: form.venue,
    desc: form.desc,
    published: form.published,
    regist: {
      opensAt: fromDateTimeText(form.opensAt),
      closesAt: fromDateTimeText(form.closesAt),
      capacity: form.capacity,
      waitlist: form.waitlist,
      approval: form.approval,
      fields: form.fields.map(({ optionsText, ...field }) => ({
        ...field,
        options: field.type === 'select' ? splitOptions(optionsText) : [],
      })),
    },
    live: {
      meetingUrl: form.meetingUrl || undefined,
      meetingId: form.meetingId || undefined,
      passcode: form.passcode || undefined,
      notice: form.notice,
    },
    /** 部門 in order (none: the competition is one event). */
    divisions: form.divisions.map(({ team, ...d }): Division =>
      d.kind === 'team' && team ? { ...d, team } : d,
    ),
    /** Asked only with two 部門 or more; absent (1) otherwise. */
    divisionLimit:
      form.divisions.length >= 2 ? Math.min(form.divisionLimit, form.divisions.length) : undefined,
    hall: hallOf(form),
  };
}

/**
 * The id of a 部門 added now: d1, d2 … one past the highest number among `ids` (the 部門 listed) and
 * `highest` (the highest handed out while the list is edited), so an id removed and added again is
 * never reused while the list lives (entries and stages name their 部門 by it).
 */
export function newDivisionId(ids: readonly string[], highest = 0): { id: string; number: number } {
  const numbers = ids.map((id) => /^d(\d+)$/.exec(id)).map((m) => (m ? Number(m[1]) : 0));
  const number = Math.max(highest, ...numbers) + 1;
  return { id: `d${number}`, number };
}

/** A new custom field's id: short, unique enough within one competition, valid for the schema. */
export const newFieldId = () => `f${Math.random().toString(36).slice(2, 8)}`;
