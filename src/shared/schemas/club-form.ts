/**
 * Staff forms about a club: /god's new-club dialog and 基本設定. Apart from club.ts so that the
 * public pages, which read clubs with club.ts, do not carry these schemas.
 */
import * as z from 'zod/mini';
import { clubFormSchema, clubIdSchema, orderText } from './club';
import { emailText } from './common';
import { LIMITS } from './limits';

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

/** The 基本設定 form: the club's editable fields, plus `order` (shown to super-users only). */
export const clubSettingsSchema = z.extend(clubFormSchema, { order: orderText });
export type ClubSettings = z.infer<typeof clubSettingsSchema>;
