import { z } from 'zod';
import { MESSAGES } from '../messages';

/** The login dialog's form and the payload of `getUserByEmail` (SPEC.md §5, §7). */
export const signInEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.required)
    .max(254, MESSAGES.emailInvalid)
    .pipe(z.email(MESSAGES.emailInvalid)),
});
export type SignInEmail = z.infer<typeof signInEmailSchema>;
