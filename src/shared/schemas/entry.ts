import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { cappedText, optionalText, requiredText } from './common';
import { DIVISION_ID } from '../divisions';
import { membersSchema } from './tie';
import { MESSAGES } from '../messages';
import { STAFF_MESSAGES } from '../staff-messages';

const entryNumber = z
  .number()
  .check(
    z.int(STAFF_MESSAGES.entryNumberInteger),
    z.minimum(1, STAFF_MESSAGES.entryNumberMin),
    z.maximum(LIMITS.entryNumber, `${LIMITS.entryNumber}以下で入力してください`),
  );

/** compes/{compeId}/entries/{entryId} — one competitor (エントリー). */
export const entrySchema = z.object({
  number: entryNumber,
  name: requiredText(LIMITS.personName),
  kana: optionalText(LIMITS.kana),
  affiliation: optionalText(LIMITS.affiliation),
  category: optionalText(LIMITS.category),
  memo: optionalText(LIMITS.memo),
  registId: z.optional(cappedText(LIMITS.id)),
  /**
   * The 部門 (compe.divisions) the entry is in. Competitions without 部門 leave it out and may
   * still say a free-text 部門 in `category`.
   */
  divisionId: z.optional(z.string().check(z.regex(DIVISION_ID))),
  /**
   * A ペア 部門's entry: the partner's registration (`registId` is the earlier of the two), so the
   * pair's second person is known (「申込者から作成」, docs/data-model.md "entries").
   */
  partnerRegistId: z.optional(cappedText(LIMITS.id)),
  /**
   * A 団体 部門's entry (a team, docs/play.md "Team ties"): its roster, ids m1 … never reused within
   * the entry (an order names members by id). `name` is the team's name, `registId` the captain's
   * registration.
   */
  members: z.optional(membersSchema),
});
export type Entry = z.infer<typeof entrySchema> & { id: string };
/** An entry as written (no id yet). */
export type EntryData = z.infer<typeof entrySchema>;

/** Half-width digits from what a Japanese input method may type (１２ → 12). */
export const halfWidthNumber = (text: string) =>
  Number(text.replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10)));

/**
 * A whole number typed as text (full-width digits too), then `number`'s own checks: `notDigits` is
 * the message for anything but digits.
 */
export const numberText = <T extends z.ZodMiniType<number, number>>(notDigits: string, number: T) =>
  z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1, MESSAGES.required), z.regex(/^[0-9０-９]+$/, notDigits)),
      z.transform(halfWidthNumber),
    ),
    number,
  );

/**
 * ゼッケン番号 as typed (the エントリー dialog, a CSV cell): digits, full-width ones too (Japanese
 * input methods type １２), then entrySchema's own number check.
 */
export const entryNumberText = numberText(STAFF_MESSAGES.entryNumberInteger, entryNumber);

/**
 * The エントリー add/edit dialog and each line of a CSV import: entrySchema with the number typed as
 * text. registId is never typed: only 「申込者から作成」 sets it, and editing keeps it.
 */
export const entryFormSchema = z.extend(z.omit(entrySchema, { registId: true }), { number: entryNumberText });
export type EntryFormInput = z.input<typeof entryFormSchema>;
export type EntryFormValues = z.output<typeof entryFormSchema>;
