import { z } from 'zod';
import { LIMITS } from './limits';
import { emailText, optionalText, requiredText } from './common';
import type { CustomField } from './compe';
import { MESSAGES } from '../messages';

export { REGIST_STATUSES, REGIST_STATUS_LABELS, type RegistStatus } from '../regist-status';
import { REGIST_STATUSES } from '../regist-status';

export const answerValue = z.union([z.string().max(LIMITS.answer), z.number(), z.boolean()]);

/** The 参加申し込み form's standard fields; submitRegist validates with this same schema. */
export const registFormSchema = z.object({
  name: requiredText(LIMITS.personName),
  kana: requiredText(LIMITS.kana).regex(/^[\u3041-\u309f\u30fc\s\u3000]+$/, 'ひらがなで入力してください'),
  email: emailText,
  phone: z
    .string()
    .trim()
    .max(LIMITS.phone)
    .regex(/^[0-9+\-() ]*$/, '電話番号の形式が違います'),
  answers: z.record(z.string().max(20), answerValue),
});
export type RegistForm = z.infer<typeof registFormSchema>;

/** compes/{compeId}/regists/{registId} — created only by submitRegist. */
export const registSchema = registFormSchema.extend({
  // As stored, not as typed: an address the form's check would refuse (written before that check,
  // or by an import) must still show on the lists, where its failed mail can be fixed (宛先を直す).
  email: z.string().max(LIMITS.email),
  phone: optionalText(LIMITS.phone),
  status: z.enum(REGIST_STATUSES),
  ticketId: z.string().max(LIMITS.id),
  /** 受付番号, 1-based, per competition. */
  number: z.number().int().min(1),
  createdAt: z.date(),
  checkedInAt: z.date().nullable(),
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
      const text = z
        .string({ error: typeError(label) })
        .trim()
        .max(LIMITS.answer, `「${label}」は${LIMITS.answer}文字以内で入力してください`);
      return field.required ? text.min(1, requiredMessage) : text.optional();
    }
    case 'select': {
      const text = z.string({ error: typeError(label) });
      const notAnOption = { error: `「${label}」は選択肢から選んでください` };
      // Emptiness first, so an unchosen required select says 必須項目, not 選択肢から選んで.
      if (field.required) {
        return text.min(1, requiredMessage).refine((value) => field.options.includes(value), notAnOption);
      }
      return text.refine((value) => value === '' || field.options.includes(value), notAnOption).optional();
    }
    case 'checkbox': {
      const box = z.boolean({ error: typeError(label) });
      // A required checkbox is a consent (「同意する」): it must be ticked.
      return field.required ? box.refine((value) => value, requiredMessage) : box.optional();
    }
    case 'number': {
      const number = z
        .number({ error: typeError(label) })
        .refine(Number.isFinite, `「${label}」の値が正しくありません`);
      return field.required ? number : number.optional();
    }
  }
}

/**
 * The answers to a competition's custom fields (compe.regist.fields): each field by its type,
 * required ones present, select values among the options, and no answer to a field that does not
 * exist. The 参加申し込み form and submitRegist build it from the same `fields`.
 */
export function answersSchemaFor(fields: CustomField[]): z.ZodType<Answers, Answers> {
  const shape = Object.fromEntries(fields.map((field) => [field.id, answerSchemaOf(field)]));
  return z
    .strictObject(shape, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? MESSAGES.registUnknownField : undefined),
    })
    .transform(
      // Unanswered optional fields are left out, so the answers fit registFormSchema's record.
      (answers): Answers =>
        Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as Answers,
    ) as unknown as z.ZodType<Answers, Answers>;
}

/** registFormSchema with the competition's own custom-field rules for `answers`. */
export function registFormSchemaFor(fields: CustomField[]) {
  return registFormSchema.extend({
    answers: answersSchemaFor(fields),
  });
}
