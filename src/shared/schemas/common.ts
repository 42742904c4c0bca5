import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { LIMITS } from './limits';

/*
 * Every schema is written with zod/mini, zod's functional API: a page bundles only the checks its
 * schemas use, where classic zod's methods bring the whole library (~19 kB gzip on each public
 * page's first load, docs/performance.md). Forms, converters and functions share these same schemas.
 */

const tooLong = (max: number) => `${max}文字以内で入力してください`;

/** Required text, trimmed, with the message docs/product.md names when empty and a Japanese one when too long. */
export const requiredText = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, MESSAGES.required), z.maxLength(max, tooLong(max)));
export const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, tooLong(max)));
/** No label of the domain starts or ends with "-" (RFC 1035): a@example-.com passes z.email(). */
const hasHostnameLabels = (email: string) =>
  email
    .slice(email.lastIndexOf('@') + 1)
    .split('.')
    .every((label) => !label.startsWith('-') && !label.endsWith('-'));
export const emailText = z.pipe(
  z
    .string()
    .check(z.trim(), z.minLength(1, MESSAGES.required), z.maxLength(LIMITS.email, MESSAGES.emailInvalid)),
  z.email(MESSAGES.emailInvalid).check(z.refine(hasHostnameLabels, MESSAGES.emailInvalid)),
);
/**
 * Firestore reserves ids of the form __…__: naming such a document fails as the database's
 * INVALID_ARGUMENT, which a callable would answer as a 500. No id of ours may take that form
 * (firestore.rules isDocId and the ticket id checks refuse it too).
 */
export const isReservedId = (id: string) => /^__.*__$/.test(id);
const ID_FORMAT = 'IDの形式が違います';
/** Document ids the app generates or the user chooses: safe in a URL and in rules. */
export const docId = z.string().check(
  z.regex(/^[A-Za-z0-9_-]{1,40}$/, ID_FORMAT),
  z.refine((id) => !isReservedId(id), ID_FORMAT),
);
/** A stored string of at most `max` characters (no message: written by the app, not typed). */
export const cappedText = (max: number) => z.string().check(z.maxLength(max));
/** A stored whole number (`min`, `max` when given). */
export const wholeNumber = (min?: number, max?: number) =>
  z
    .number()
    .check(
      z.int(),
      ...(min === undefined ? [] : [z.minimum(min)]),
      ...(max === undefined ? [] : [z.maximum(max)]),
    );
/** The app's origin a callable's mail links point to (functions check it against the allowed ones). */
export const originUrl = z.url().check(z.maxLength(LIMITS.url));
export const ROLE_VALUES = ['admin', 'staff'] as const;
export const roleSchema = z.enum(ROLE_VALUES);
