import { callSetReminder } from '@/lib/firebase/functions';
import { callErrorMessage } from '@/lib/firebase/errors';
import type { Reminder } from '@/shared/reminder-rules';

export type SetReminderResult = { ok: true } | { ok: false; message: string };

/** The participant's choice of 出番のお知らせ (setReminder); loaded with the Functions SDK on the first tap. */
export async function setReminder(ticketId: string, reminder: Reminder): Promise<SetReminderResult> {
  try {
    await callSetReminder({ ticketId, reminder });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: callErrorMessage(error) };
  }
}
