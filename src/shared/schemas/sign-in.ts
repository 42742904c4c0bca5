import * as z from 'zod/mini';
import { emailText } from './common';

/** The login dialog's form and the payload of `getUserByEmail` (docs/product.md §3). */
export const signInEmailSchema = z.object({ email: emailText });
export type SignInEmail = z.infer<typeof signInEmailSchema>;
