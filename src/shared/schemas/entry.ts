import { z } from 'zod';
import { LIMITS } from './limits';
import { optionalText, requiredText } from './common';
import { MESSAGES } from '../messages';
import { STAFF_MESSAGES } from '../staff-messages';

/** compes/{compeId}/entries/{entryId} — one competitor (エントリー). */
export const entrySchema = z.object({
  number: z
    .number()
    .int(STAFF_MESSAGES.entryNumberInteger)
    .min(1, STAFF_MESSAGES.entryNumberMin)
    .max(LIMITS.entryNumber, `${LIMITS.entryNumber}以下で入力してください`),
  name: requiredText(LIMITS.personName),
  kana: optionalText(LIMITS.kana),
  affiliation: optionalText(LIMITS.affiliation),
  category: optionalText(LIMITS.category),
  memo: optionalText(LIMITS.memo),
  registId: z.string().max(LIMITS.id).optional(),
});
export type Entry = z.infer<typeof entrySchema> & { id: string };
/** An entry as written (no id yet). */
export type EntryData = z.infer<typeof entrySchema>;

/**
 * ゼッケン番号 as typed (the エントリー dialog, a CSV cell): digits, full-width ones too (Japanese
 * input methods type １２), then entrySchema's own number check.
 */
export const entryNumberText = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^[0-9０-９]+$/, STAFF_MESSAGES.entryNumberInteger)
  .transform((text) => Number(text.replace(/[０-９]/g, (d) => String(d.charCodeAt(0) - 0xff10))))
  .pipe(entrySchema.shape.number);

/**
 * The エントリー add/edit dialog and each line of a CSV import: entrySchema with the number typed as
 * text. registId is never typed: only 「申込者から作成」 sets it, and editing keeps it.
 */
export const entryFormSchema = entrySchema.omit({ registId: true }).extend({ number: entryNumberText });
export type EntryFormInput = z.input<typeof entryFormSchema>;
export type EntryFormValues = z.output<typeof entryFormSchema>;
