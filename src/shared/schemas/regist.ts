import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { cappedText, emailText, optionalText, requiredText, wholeNumber } from './common';
import type { CustomField, Division } from './compe';
import { MESSAGES } from '../messages';
import { DIVISION_ID } from '../divisions';
import { fill } from '../fill';
import { rosterLimitsOf } from '../roster-limits';
import { registTeamSchema } from './tie';

export { REGIST_STATUSES, REGIST_STATUS_LABELS, type RegistStatus } from '../regist-status';
import { REGIST_STATUSES } from '../regist-status';
import { REMINDERS } from '../reminder-rules';

export const answerValue = z.union([cappedText(LIMITS.answer), z.number(), z.boolean()]);

/** A 部門 id as the form sends it; registFormSchemaFor refuses one the competition lacks. */
const chosenDivisionId = z.string().check(z.regex(DIVISION_ID, MESSAGES.registDivisionUnknown));
/**
 * ペアのお相手 as typed: plain strings here, because the form keeps what was typed for a ペア 部門
 * that is then unticked; registFormSchemaFor checks the chosen ones (氏名 and メールアドレス required).
 */
const partnerInput = z.object({
  name: z.string().check(z.maxLength(LIMITS.personName * 4)),
  email: z.string().check(z.maxLength(LIMITS.email * 4)),
});

/**
 * A team as typed for a 団体 部門 (schemas/tie.ts teamFormSchema once checked): plain strings, kept
 * for a 部門 that is then unticked, as partners are; registFormSchemaFor checks the chosen ones
 * (チーム名, each 氏名, the count against the 部門's min and max, one 主将). Never more rows than any
 * 部門 may take, whatever the request.
 */
const teamInput = z.object({
  name: z.string().check(z.maxLength(LIMITS.teamName * 4)),
  members: z
    .array(
      z.object({
        name: z.string().check(z.maxLength(LIMITS.personName * 4)),
        kana: z.optional(z.string().check(z.maxLength(LIMITS.kana * 4))),
        lead: z.optional(z.boolean()),
      }),
    )
    .check(z.maxLength(LIMITS.teamMembers, fill(MESSAGES.registTeamTooMany, { max: LIMITS.teamMembers }))),
});

/** The 参加申し込み form's standard fields; submitRegist validates with this same schema. */
export const registFormSchema = z.object({
  name: requiredText(LIMITS.personName),
  kana: requiredText(LIMITS.kana).check(
    z.regex(/^[\u3041-\u309f\u30fc\s\u3000]+$/, 'ひらがなで入力してください'),
  ),
  email: emailText,
  phone: z
    .string()
    .check(z.trim(), z.maxLength(LIMITS.phone), z.regex(/^[0-9+\-() ]*$/, '電話番号の形式が違います')),
  answers: z.record(cappedText(20), answerValue),
  /** 出場する部門 (compe.divisions ids): absent for a competition without 部門. */
  divisions: z.optional(
    z.array(chosenDivisionId).check(z.maxLength(LIMITS.divisions, MESSAGES.registDivisionUnknown)),
  ),
  /** ペアのお相手 by ペア 部門 id. */
  partners: z.optional(
    z
      .record(chosenDivisionId, partnerInput)
      .check(
        z.refine(
          (partners) => Object.keys(partners).length <= LIMITS.divisions,
          MESSAGES.registDivisionUnknown,
        ),
      ),
  ),
  /** The team by 団体 部門 id: チーム名 and 登録選手 (the registrant is its captain). */
  teams: z.optional(
    z
      .record(chosenDivisionId, teamInput)
      .check(
        z.refine((teams) => Object.keys(teams).length <= LIMITS.divisions, MESSAGES.registDivisionUnknown),
      ),
  ),
});
export type RegistForm = z.infer<typeof registFormSchema>;

/**
 * ペアのお相手 as stored on a regist: `registId` is the partner's registration once the pair is made
 * (both named each other, the partner accepted on their 参加票, or staff paired them; a cancel or
 * rejection unpairs). `declined`: the partner declined this request on their 参加票.
 */
export const registPartnerSchema = z.object({
  name: cappedText(LIMITS.personName),
  email: cappedText(LIMITS.email),
  registId: z.optional(cappedText(LIMITS.id)),
  declined: z.optional(z.boolean()),
});
export type RegistPartner = z.infer<typeof registPartnerSchema>;

/** compes/{compeId}/regists/{registId} — created only by submitRegist. */
export const registSchema = z.extend(registFormSchema, {
  // As stored, not as typed: an address the form's check would refuse (written before that check,
  // or by an import) must still show on the lists, where its failed mail can be fixed (宛先を直す).
  email: cappedText(LIMITS.email),
  phone: optionalText(LIMITS.phone),
  status: z.enum(REGIST_STATUSES),
  ticketId: cappedText(LIMITS.id),
  /** 受付番号, 1-based, per competition. */
  number: wholeNumber(1),
  createdAt: z.date(),
  checkedInAt: z.nullable(z.date()),
  /** 出番のお知らせ the participant chose on the ticket (setReminder); absent = never told. */
  reminder: z.optional(z.enum(REMINDERS)),
  /** ペアのお相手 by ペア 部門 id (registPartnerSchema); only the functions write them (functions/src/regist/pairs.ts). */
  partners: z.optional(z.record(z.string().check(z.regex(DIVISION_ID)), registPartnerSchema)),
  /** The team by 団体 部門 id (registTeamSchema: members m1… in the form's order, given by submitRegist). */
  teams: z.optional(z.record(z.string().check(z.regex(DIVISION_ID)), registTeamSchema)),
});
export type Regist = z.infer<typeof registSchema> & { id: string };

/** Custom-field answers by field id, as stored on a regist. */
export type Answers = Record<string, string | number | boolean>;

/** A missing answer is "required"; a value of the wrong type (a crafted request) is "not valid". */
const typeError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `「${label}」は${MESSAGES.required}です` : `「${label}」の値が正しくありません`;

/** The schema of one custom field's answer; an optional field may be left out (or empty). */
function answerSchemaOf(field: CustomField) {
  const { label } = field;
  const requiredMessage = `「${label}」は${MESSAGES.required}です`;
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const tooLong = z.maxLength(LIMITS.answer, `「${label}」は${LIMITS.answer}文字以内で入力してください`);
      const text = z.string({ error: typeError(label) });
      return field.required
        ? text.check(z.trim(), tooLong, z.minLength(1, requiredMessage))
        : z.optional(text.check(z.trim(), tooLong));
    }
    case 'select': {
      const text = z.string({ error: typeError(label) });
      const notAnOption = { error: `「${label}」は選択肢から選んでください` };
      // Emptiness first, so an unchosen required select says 必須項目, not 選択肢から選んで.
      if (field.required) {
        return text.check(
          z.minLength(1, requiredMessage),
          z.refine((value) => field.options.includes(value), notAnOption),
        );
      }
      return z.optional(
        text.check(z.refine((value) => value === '' || field.options.includes(value), notAnOption)),
      );
    }
    case 'checkbox': {
      const box = z.boolean({ error: typeError(label) });
      // A required checkbox is a consent (「同意する」): it must be ticked.
      return field.required ? box.check(z.refine((value) => value, requiredMessage)) : z.optional(box);
    }
    case 'number': {
      const number = z
        .number({ error: typeError(label) })
        .check(z.refine(Number.isFinite, `「${label}」の値が正しくありません`));
      return field.required ? number : z.optional(number);
    }
  }
}

/**
 * The answers to a competition's custom fields (compe.regist.fields): each field by its type,
 * required ones present, select values among the options, and no answer to a field that does not
 * exist. The 参加申し込み form and submitRegist build it from the same `fields`.
 */
export function answersSchemaFor(fields: CustomField[]): z.ZodMiniType<Answers, Answers> {
  const shape = Object.fromEntries(fields.map((field) => [field.id, answerSchemaOf(field)]));
  return z.pipe(
    z.strictObject(shape, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.registUnknownField : undefined),
    }),
    z.transform(
      // Unanswered optional fields are left out, so the answers fit registFormSchema's record.
      (answers): Answers =>
        Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as Answers,
    ),
  ) as unknown as z.ZodMiniType<Answers, Answers>;
}

/** What of a competition decides the 部門 a registration may choose (compeSchema). */
export interface DivisionChoice {
  divisions?: readonly Division[];
  divisionLimit?: number;
}

type FormIssue = { message: string; path: (string | number)[] };

const memberKana = optionalText(LIMITS.kana).check(
  z.regex(/^[\u3041-\u309f\u30fc\s\u3000]*$/, 'ひらがなで入力してください'),
);

/**
 * The issues of a chosen 団体 部門's team: チーム名 and each member's 氏名 required, ふりがな in
 * ひらがな, the number of members within the 部門's min and max, at most one 主将.
 */
function teamIssues(form: RegistForm, division: Division): FormIssue[] {
  const { id } = division;
  const { min, max } = rosterLimitsOf(division);
  const team = form.teams?.[id];
  const members = team?.members ?? [];
  const issues: FormIssue[] = [];
  const name = requiredText(LIMITS.teamName).safeParse(team?.name ?? '');
  if (!name.success) issues.push({ message: name.error.issues[0].message, path: ['teams', id, 'name'] });
  if (members.length < min) {
    issues.push({ message: fill(MESSAGES.registTeamTooFew, { min }), path: ['teams', id, 'members'] });
  } else if (members.length > max) {
    issues.push({ message: fill(MESSAGES.registTeamTooMany, { max }), path: ['teams', id, 'members'] });
  } else if (members.filter((member) => member.lead).length > 1) {
    issues.push({ message: MESSAGES.registTeamLeadOne, path: ['teams', id, 'members'] });
  }
  members.forEach((member, index) => {
    const memberName = requiredText(LIMITS.personName).safeParse(member.name);
    if (!memberName.success) {
      issues.push({
        message: memberName.error.issues[0].message,
        path: ['teams', id, 'members', index, 'name'],
      });
    }
    const kana = memberKana.safeParse(member.kana ?? '');
    if (!kana.success) {
      issues.push({ message: kana.error.issues[0].message, path: ['teams', id, 'members', index, 'kana'] });
    }
  });
  return issues;
}

/**
 * The issues of a form's 出場する部門, ペアのお相手 and teams against the competition: at least one
 * 部門 and at most divisionLimit, each one of the competition's; for each ペア 部門 the partner's
 * 氏名 and a メールアドレス that is not the applicant's own; teams only for its 団体 部門, and for
 * each chosen one its team (teamIssues).
 */
function divisionIssues(
  form: RegistForm,
  { divisions = [], divisionLimit = 1 }: DivisionChoice,
): FormIssue[] {
  const chosen = [...new Set(form.divisions ?? [])];
  const teamIds = Object.keys(form.teams ?? {});
  if (divisions.length === 0) {
    return chosen.length > 0 || teamIds.length > 0
      ? [{ message: MESSAGES.registDivisionUnknown, path: ['divisions'] }]
      : [];
  }
  const byId = new Map(divisions.map((division) => [division.id, division]));
  if (chosen.some((id) => !byId.has(id)))
    return [{ message: MESSAGES.registDivisionUnknown, path: ['divisions'] }];
  // A team is typed only under a 団体 部門: one for any other is a crafted request (or a 部門 staff
  // have changed since the page loaded).
  if (teamIds.some((id) => byId.get(id)?.kind !== 'team')) {
    return [{ message: MESSAGES.registTeamNotTeam, path: ['divisions'] }];
  }
  if (chosen.length === 0) return [{ message: MESSAGES.registDivisionRequired, path: ['divisions'] }];
  if (chosen.length > divisionLimit) {
    return [{ message: fill(MESSAGES.registDivisionTooMany, { limit: divisionLimit }), path: ['divisions'] }];
  }
  const issues: FormIssue[] = [];
  const own = form.email.trim().toLowerCase();
  for (const id of chosen.filter((d) => byId.get(d)?.kind === 'pair')) {
    const partner = form.partners?.[id];
    const name = requiredText(LIMITS.personName).safeParse(partner?.name ?? '');
    if (!name.success) issues.push({ message: name.error.issues[0].message, path: ['partners', id, 'name'] });
    const email = emailText.safeParse(partner?.email ?? '');
    if (!email.success)
      issues.push({ message: email.error.issues[0].message, path: ['partners', id, 'email'] });
    else if (email.data.toLowerCase() === own) {
      issues.push({ message: MESSAGES.registPartnerSelf, path: ['partners', id, 'email'] });
    }
  }
  for (const division of divisions.filter((d) => d.kind === 'team' && chosen.includes(d.id))) {
    issues.push(...teamIssues(form, division));
  }
  return issues;
}

/** A chosen 団体 部門's team as sent on: trimmed, ふりがな left out when empty, 主将 only where it counts. */
function chosenTeam(team: NonNullable<RegistForm['teams']>[string] | undefined, division: Division) {
  const { leadFirst } = rosterLimitsOf(division);
  return {
    name: (team?.name ?? '').trim(),
    members: (team?.members ?? []).map((member) => {
      const kana = (member.kana ?? '').trim();
      return {
        name: member.name.trim(),
        ...(kana ? { kana } : {}),
        ...(leadFirst && member.lead ? { lead: true } : {}),
      };
    }),
  };
}

/**
 * The 部門, partners and teams as sent on: the chosen ids in the competition's order, a partner
 * (trimmed, the address lower-cased) for each chosen ペア 部門 only, a team (chosenTeam) for each
 * chosen 団体 部門 only; a competition without 部門 has none of them.
 */
function chosenDivisions(form: RegistForm, { divisions = [] }: DivisionChoice): RegistForm {
  const { divisions: picked, partners, teams, ...rest } = form;
  if (divisions.length === 0) return rest;
  const chosen = divisions.filter((division) => picked?.includes(division.id));
  const paired = chosen.filter((division) => division.kind === 'pair');
  const teamed = chosen.filter((division) => division.kind === 'team');
  return {
    ...rest,
    divisions: chosen.map((division) => division.id),
    ...(paired.length > 0
      ? {
          partners: Object.fromEntries(
            paired.map(({ id }) => [
              id,
              {
                name: (partners?.[id]?.name ?? '').trim(),
                email: (partners?.[id]?.email ?? '').trim().toLowerCase(),
              },
            ]),
          ),
        }
      : {}),
    ...(teamed.length > 0
      ? {
          teams: Object.fromEntries(
            teamed.map((division) => [division.id, chosenTeam(teams?.[division.id], division)]),
          ),
        }
      : {}),
  };
}

/**
 * registFormSchema with the competition's own custom-field rules for `answers`, and its 部門
 * (`choice`: compe.divisions and divisionLimit) for `divisions`, `partners` and `teams`.
 */
export function registFormSchemaFor(fields: CustomField[], choice: DivisionChoice = {}) {
  return z.pipe(
    z.extend(registFormSchema, { answers: answersSchemaFor(fields) }).check(
      z.superRefine((form, ctx) => {
        for (const issue of divisionIssues(form, choice))
          ctx.addIssue({ code: 'custom', input: form, ...issue });
      }),
    ),
    z.transform((form) => chosenDivisions(form, choice)),
  );
}
