import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { cappedText, emailText, optionalText, requiredText, wholeNumber } from './common';
import type { CustomField } from './compe';
import { MESSAGES } from '../messages';

export { REGIST_STATUSES, REGIST_STATUS_LABELS, type RegistStatus } from '../regist-status';
import { REGIST_STATUSES } from '../regist-status';
import { REMINDERS } from '../reminder-rules';

export const answerValue = z.union([cappedText(LIMITS.answer), z.number(), z.boolean()]);

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
});
export type RegistForm = z.infer<typeof registFormSchema>;

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

/** registFormSchema with the competition's own custom-field rules for `answers`. */
export function registFormSchemaFor(fields: CustomField[]) {
  return z.extend(registFormSchema, { answers: answersSchemaFor(fields) });
}
