import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { cappedText, emailText, optionalText, requiredText, roleSchema, wholeNumber } from './common';

/**
 * Paths that are routes of their own and so can never be a club id (docs/product.md), and 'constructor',
 * the one Object.prototype name the id pattern lets through: a roles map is a plain object, where
 * `roles.constructor` is always there (shared/claims.ts reads only own keys; this is the second lock).
 */
export const RESERVED_CLUB_IDS = [
  'about',
  'contact',
  'sign',
  'confirm',
  'ticket',
  'god',
  'form',
  'assets',
  'constructor',
];

export const clubIdSchema = z.string().check(
  z.regex(/^[a-z0-9][a-z0-9-]{1,29}$/, '半角英小文字・数字・ハイフンの2〜30文字で入力してください'),
  z.refine((id) => !RESERVED_CLUB_IDS.includes(id), 'このIDは使えません'),
);

/** clubs/{clubId} — the editable fields (基本設定 form, and what rules let an admin change). */
export const clubFormSchema = z.object({
  clubName: requiredText(LIMITS.clubName),
  shortName: optionalText(LIMITS.shortName),
  emails: z.array(emailText).check(z.maxLength(LIMITS.clubEmails)),
  desc: optionalText(LIMITS.desc),
});
export type ClubForm = z.infer<typeof clubFormSchema>;

/** `order` as typed (基本設定 for super-users, the 神ページ's list). */
export const orderText = z.string().check(z.trim(), z.regex(/^-?\d{1,9}$/, '整数で入力してください'));

/**
 * clubs/{clubId} as stored: what every visitor may read. `order` is for super-users only; updatedAt =
 * server time. The club's addresses are not here but in clubContactSchema: the document is public (the
 * club list and club pages read it), and an address published there is an address harvested for spam.
 */
export const clubSchema = z.extend(z.omit(clubFormSchema, { emails: true }), {
  shortName: requiredText(LIMITS.shortName),
  order: wholeNumber(),
  logoPath: z.optional(cappedText(LIMITS.path)),
  updatedAt: z.date(),
});
export type Club = z.infer<typeof clubSchema> & { id: string };

/**
 * clubs/{clubId}/private/contact — the club's addresses: お問い合わせ goes to them and they are the
 * Reply-To of the club's mail (functions read them with the admin SDK). Read by the club's staff and
 * super-users, written by its admins and super-users (docs/data-model.md).
 */
export const clubContactSchema = z.object({
  emails: clubFormSchema.shape.emails,
  updatedAt: z.date(),
});
export type ClubContact = z.infer<typeof clubContactSchema>;

/** The one document under clubs/{clubId}/private. */
export const CLUB_CONTACT_DOC = 'contact';

/** Club defaults (docs/data-model.md): order 0, desc empty, shortName defaults to clubName. */
export function clubDefaults(
  form: ClubForm,
): Omit<z.infer<typeof clubSchema>, 'updatedAt'> & Pick<ClubForm, 'emails'> {
  return { ...form, shortName: form.shortName || form.clubName.slice(0, LIMITS.shortName), order: 0 };
}

/**
 * clubs/{clubId}/members/{uid} — who holds a role in the club. The role itself lives in the user's
 * `tk_claims`; functions (acceptTicket, setClaims) keep this mirror in step so staff lists can be
 * read without listing every account. Written only by functions.
 */
export const memberSchema = z.object({
  email: cappedText(LIMITS.email),
  displayName: cappedText(LIMITS.personName),
  role: roleSchema,
  updatedAt: z.date(),
});
export type Member = z.infer<typeof memberSchema> & { id: string };
