import type { Link } from '@/shared/schemas/compe';
import { composeMail, mailValues, type Recipient } from '@/shared/mail-template';

/** A requestId for one compose (sendMail's idempotency key): 20 random URL-safe characters. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(15));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** What `recipient` will receive, exactly as sendMail composes it. */
export function previewFor(
  template: { subject: string; body: string },
  recipient: Recipient,
  compe: Pick<Link, 'title' | 'eventedAt'>,
  clubName: string,
  origin: string,
) {
  return composeMail(template, mailValues(recipient, compe, origin), clubName);
}

/** `text` with `insert` put in place of the selection [start, end); the caret goes after it. */
export function insertAt(text: string, insert: string, start: number | null, end: number | null) {
  const from = start ?? text.length;
  const to = end ?? from;
  return { value: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
