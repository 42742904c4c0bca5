import type { Severity } from '@/components/snackbar';
import { callResendMail } from '@/lib/firebase/functions';
import { fill } from '@/shared/fill';
import type { ResendMailRequest } from '@/shared/schemas/mail';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

/** What to tell staff after a resend: the words and how the snackbar shows them. */
export interface ResendOutcome {
  message: string;
  severity: Severity;
}

/**
 * Sends one person's failed message again (to a corrected address when `to` is given) and says how
 * it went. `retried` 0: another resend of it was already under way, which sends it; nothing was
 * sent twice. A refused call throws, for the caller to show where it was asked.
 */
export async function resendToPerson(
  request: Pick<ResendMailRequest, 'to'> & { messageId: string },
  name: string,
): Promise<ResendOutcome> {
  const result = await callResendMail(request);
  if (result.retried === 0) return { message: STAFF_MESSAGES.deliveryResendBusy, severity: 'info' };
  if (result.failed > 0) {
    return { message: fill(STAFF_MESSAGES.deliveryResendFailed, { name }), severity: 'error' };
  }
  return { message: fill(STAFF_MESSAGES.deliveryResent, { name }), severity: 'success' };
}

/** Sends every failed message of a mail again (失敗分を再送する) and says how many went through. */
export async function resendMailbox(mailId: string): Promise<ResendOutcome> {
  const { sent, failed } = await callResendMail({ mailId });
  return failed > 0
    ? { message: fill(STAFF_MESSAGES.mailResentWithErrors, { sent, failed }), severity: 'error' }
    : { message: fill(STAFF_MESSAGES.mailResent, { sent }), severity: 'success' };
}
