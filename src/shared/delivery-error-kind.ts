import { STAFF_MESSAGES } from './staff-messages';

/**
 * Why a message was not delivered, from what the SMTP server (or nodemailer) said — the raw text
 * transport.ts keeps in mails/{id}.error. Staff read the kind in Japanese; the raw text stays
 * behind 詳細 for whoever needs to ask the provider.
 *
 * - address: the address itself is wrong — enhanced status 5.1.x, or 501 / 553 in reply to it
 * - rejected: any other permanent refusal (5xx: spam, policy, a full mailbox)
 * - temporary: try again later — 4xx, timeouts, a connection that failed or dropped
 */
export type DeliveryErrorKind = 'address' | 'rejected' | 'temporary' | 'unknown';

/** nodemailer's codes (and Node's) for a server that could not be reached or stopped answering. */
const CONNECTION =
  /\b(?:ECONNECTION|ETIMEDOUT|ESOCKET|EDNS|ECONNREFUSED|ECONNRESET|EAI_AGAIN|EPIPE|EHOSTUNREACH|ENETUNREACH)\b|time(?:d )?out|Greeting never received/i;
/** An enhanced status code (RFC 3463), e.g. 5.1.1. */
const ENHANCED = /(?:^|[\s:(-])([245])\.(\d{1,3})\.\d{1,3}(?=[\s:;,)]|$)/;
/** A server's reply code where nodemailer quotes it (at the start, or after ": "), e.g. "550 ". */
const REPLY = /(?:^|: )([245]\d\d)(?=[ -]|$)/;

export function deliveryErrorKind(raw: string): DeliveryErrorKind {
  // Our own login to the SMTP server failed: nothing the recipient's side did.
  if (/\bEAUTH\b/.test(raw)) return 'unknown';
  if (CONNECTION.test(raw)) return 'temporary';
  const enhanced = ENHANCED.exec(raw);
  if (enhanced && enhanced[1] !== '2') {
    if (enhanced[1] === '4') return 'temporary';
    return enhanced[2] === '1' ? 'address' : 'rejected';
  }
  const reply = REPLY.exec(raw)?.[1];
  if (reply?.startsWith('4')) return 'temporary';
  if (reply === '501' || reply === '553') return 'address';
  if (reply?.startsWith('5')) return 'rejected';
  // nodemailer's own refusal before anything was sent: no valid recipient.
  if (/\bEENVELOPE\b/.test(raw)) return 'address';
  return 'unknown';
}

const REASONS: Record<DeliveryErrorKind, string> = {
  address: STAFF_MESSAGES.deliveryBadAddress,
  rejected: STAFF_MESSAGES.deliveryRejected,
  temporary: STAFF_MESSAGES.deliveryTemporary,
  unknown: STAFF_MESSAGES.deliveryFailedOther,
};

/** The reason staff read on a failed message, in Japanese. */
export function deliveryErrorReason(raw: string): string {
  return REASONS[deliveryErrorKind(raw)];
}
