import { doc, runTransaction, serverTimestamp } from 'firebase/firestore';
import * as z from 'zod/mini';
import { db } from '@/lib/firebase/firestore';
import { MESSAGES } from '@/shared/messages';
import { clubDefaults, clubFormSchema, clubIdSchema } from '@/shared/schemas/club';
import { emailText } from '@/shared/schemas/common';
import { LIMITS } from '@/shared/schemas/limits';
import { writeErrorMessage } from '@/lib/firebase/errors';

/** The addresses of a textarea, one per line; blank lines are ignored. */
export const emailLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The 神ページ's new-club dialog: the id (which is also its URL), names and contact addresses. */
export const createClubFormSchema = z.object({
  id: clubIdSchema,
  clubName: clubFormSchema.shape.clubName,
  shortName: clubFormSchema.shape.shortName,
  emails: z.string().check(
    z.superRefine((text, ctx) => {
      const lines = emailLines(text);
      if (lines.length > LIMITS.clubEmails) {
        ctx.addIssue({ code: 'custom', message: `${LIMITS.clubEmails}件までにしてください` });
        return;
      }
      lines.forEach((line, index) => {
        const checked = emailText.safeParse(line);
        if (!checked.success) {
          ctx.addIssue({ code: 'custom', message: `${index + 1}件目: ${checked.error.issues[0]?.message}` });
        }
      });
    }),
  ),
});
export type CreateClubForm = z.infer<typeof createClubFormSchema>;

/**
 * Creates clubs/{id} with the club defaults (docs/data-model.md). The id is checked and claimed in
 * one transaction, so an existing club is refused with a clear message and never overwritten.
 */
export async function createClub(form: CreateClubForm): Promise<{ ok: true } | { ok: false; error: string }> {
  const ref = doc(db(), 'clubs', form.id);
  const club = clubDefaults({
    clubName: form.clubName,
    shortName: form.shortName,
    emails: emailLines(form.emails),
    desc: '',
  });
  try {
    const created = await runTransaction(db(), async (transaction) => {
      if ((await transaction.get(ref)).exists()) return false;
      transaction.set(ref, { ...club, updatedAt: serverTimestamp() });
      return true;
    });
    return created ? { ok: true } : { ok: false, error: MESSAGES.clubExists };
  } catch (error) {
    console.error('createClub failed', error);
    return { ok: false, error: writeErrorMessage(error) };
  }
}
