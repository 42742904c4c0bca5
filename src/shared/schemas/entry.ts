import { z } from 'zod';
import { LIMITS } from './limits';
import { optionalText, requiredText } from './common';

/** compes/{compeId}/entries/{entryId} — one competitor (エントリー). */
export const entrySchema = z.object({
  number: z.number().int().min(1).max(LIMITS.entryNumber),
  name: requiredText(LIMITS.personName),
  kana: optionalText(LIMITS.kana),
  affiliation: optionalText(LIMITS.affiliation),
  category: optionalText(LIMITS.category),
  memo: optionalText(LIMITS.memo),
  registId: z.string().max(LIMITS.id).optional(),
});
export type Entry = z.infer<typeof entrySchema> & { id: string };
