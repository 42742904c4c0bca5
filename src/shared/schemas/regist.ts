import { z } from 'zod';
import { LIMITS } from './limits';
import { emailText, optionalText, requiredText } from './common';

export const REGIST_STATUSES = ['pending', 'accepted', 'waitlisted', 'rejected', 'cancelled'] as const;
export type RegistStatus = (typeof REGIST_STATUSES)[number];
export const REGIST_STATUS_LABELS: Record<RegistStatus, string> = {
  pending: '受付中',
  accepted: '承認済',
  waitlisted: 'キャンセル待ち',
  rejected: '不承認',
  cancelled: 'キャンセル済',
};

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
  phone: optionalText(LIMITS.phone),
  status: z.enum(REGIST_STATUSES),
  ticketId: z.string().max(LIMITS.id),
  /** 受付番号, 1-based, per competition. */
  number: z.number().int().min(1),
  createdAt: z.date(),
  checkedInAt: z.date().nullable(),
});
export type Regist = z.infer<typeof registSchema> & { id: string };
