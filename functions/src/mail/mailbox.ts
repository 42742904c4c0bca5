import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { mapLimit } from '../lib/map-limit';
import { readDoc } from '../lib/read-doc';
import { mailboxMails, mailboxRef, mailRef } from '../lib/refs';
import { clubSenders } from './club-sender';
import { deliver, type MailOutcome, type OutgoingMail } from './transport';
import { mailSchema, type MailCounts } from '@/shared/schemas/mail';

/** Messages in flight at once: the SMTP pool's connections stay busy, Firestore writes stay few. */
export const SEND_CONCURRENCY = 8;

/**
 * The id of one recipient's message in a mailbox: the same on every call, so a repeated or resumed
 * send finds the message it already wrote instead of making a second one.
 */
export function messageId(mailboxId: string, registId: string): string {
  return createHash('sha256').update(`${mailboxId}/${registId}`).digest('base64url').slice(0, 28);
}

/**
 * Sends each message (already recorded as 'pending') and records every outcome, a few at a time;
 * one failure never stops the rest. `onProgress` hears the running tallies. Each club's sender
 * (club-sender.ts) is read once for the whole run.
 */
export async function deliverAll(
  messages: readonly { id: string; mail: OutgoingMail }[],
  onOutcome?: (outcome: MailOutcome) => void,
): Promise<MailOutcome[]> {
  const senders = clubSenders();
  return mapLimit(messages, SEND_CONCURRENCY, async ({ id, mail }) => {
    const outcome = await deliver(mailRef(id), mail, senders);
    onOutcome?.(outcome);
    return outcome;
  });
}

/**
 * The mailbox totals recounted from its messages (the truth after a send or a resend, whatever ran
 * in between), written with the time everything was tried.
 */
export async function settleCounts(clubId: string, mailboxId: string): Promise<MailCounts> {
  const snap = await mailboxMails(clubId, mailboxId).select('state').get();
  const counts: MailCounts = { total: snap.size, sent: 0, failed: 0 };
  for (const doc of snap.docs) {
    const { state } = readDoc(doc, z.pick(mailSchema, { state: true }));
    if (state === 'sent') counts.sent += 1;
    else if (state === 'error') counts.failed += 1;
  }
  await mailboxRef(mailboxId).update({ counts, finishedAt: FieldValue.serverTimestamp() });
  return counts;
}

/**
 * Writes the running tallies to the mailbox at most once a second while a send is under way, so
 * the sidebar and the result page show progress without one write per message on one document.
 */
export function progressWriter(mailboxId: string, total: number) {
  const counts: MailCounts = { total, sent: 0, failed: 0 };
  let dirty = false;
  let writing: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (!dirty) return;
    dirty = false;
    const snapshot = { ...counts };
    writing = writing.then(() =>
      mailboxRef(mailboxId)
        .update({ counts: snapshot })
        .catch(() => undefined),
    );
  }, 1000);
  return {
    add(outcome: MailOutcome) {
      if (outcome.state === 'sent') counts.sent += 1;
      else counts.failed += 1;
      dirty = true;
    },
    /** Stops the timer and waits for a write still under way (the final counts come after). */
    async stop() {
      clearInterval(timer);
      await writing;
    },
  };
}
