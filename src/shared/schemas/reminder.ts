import * as z from 'zod/mini';
import { REMINDERS } from '../reminder-rules';
import { ticketIdSchema } from './callables';

/** 出番のお知らせ as stored on a regist and mirrored on its 参加票 (docs/data-model.md). */
export const reminderSchema = z.enum(REMINDERS);

/** setReminder: whoever holds the ticket id chooses how they are told that their match is near. */
export const setReminderRequest = z.object({ ticketId: ticketIdSchema, reminder: reminderSchema });
export type SetReminderRequest = z.infer<typeof setReminderRequest>;
export interface SetReminderResponse {
  reminder: z.infer<typeof reminderSchema>;
}
