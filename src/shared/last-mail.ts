import type { Mail } from '@/shared/schemas/mail';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

/**
 * Delivery-aware lists (docs/product.md §6): the result of the last mail to each person of a
 * competition. sent 送信済み · error エラー (the SMTP server refused it) · pending 送信待ち (queued or
 * being resent) · none 未送信 (nothing was ever sent to this registration).
 */
export type DeliveryState = 'sent' | 'error' | 'pending' | 'none';

export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  sent: STAFF_MESSAGES.deliverySent,
  error: STAFF_MESSAGES.deliveryError,
  pending: STAFF_MESSAGES.deliveryPending,
  none: STAFF_MESSAGES.deliveryNone,
};

/** Newer first: by when the message was queued, then by id so equal times still give one answer. */
const isNewer = (a: Mail, b: Mail) =>
  a.createdAt.getTime() !== b.createdAt.getTime()
    ? a.createdAt.getTime() > b.createdAt.getTime()
    : a.id > b.id;

/** registId → the newest message to that registration; messages to no registration are left out. */
export function lastMailByRegist(mails: readonly Mail[]): Map<string, Mail> {
  const last = new Map<string, Mail>();
  for (const mail of mails) {
    if (!mail.registId) continue;
    const known = last.get(mail.registId);
    if (!known || isNewer(mail, known)) last.set(mail.registId, mail);
  }
  return last;
}

export function deliveryState(mail: Mail | undefined): DeliveryState {
  return mail ? mail.state : 'none';
}

/**
 * 未達, what 「未達のみ」 keeps: the last message failed (エラー), or the person has never been mailed
 * (未送信) — either way they may not have what they need (their ticket link, the latest notice).
 * A message still 送信待ち is on its way and is not counted; if it fails it becomes エラー and shows up.
 */
export function isUnreached(mail: Mail | undefined): boolean {
  const state = deliveryState(mail);
  return state === 'error' || state === 'none';
}

/** When the row's time is from: the moment it was sent, else when it was queued. */
export const deliveryTime = (mail: Mail): Date => mail.sentAt ?? mail.createdAt;
