import { z } from 'zod';
import { MESSAGES } from '../messages';
import { LIMITS } from './limits';

/** Required text, trimmed, with the spec's message when empty and a Japanese one when too long. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, MESSAGES.required).max(max, `${max}文字以内で入力してください`);
export const optionalText = (max: number) => z.string().trim().max(max, `${max}文字以内で入力してください`);
export const emailText = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .max(LIMITS.email, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid));
/** Document ids the app generates or the user chooses: safe in a URL and in rules. */
export const docId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'IDの形式が違います');
export const ROLE_VALUES = ['admin', 'staff'] as const;
export const roleSchema = z.enum(ROLE_VALUES);
