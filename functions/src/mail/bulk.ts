import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { readDoc } from '../lib/read-doc';
import { clubRef, entriesRef, mailRef, registsRef } from '../lib/refs';
import { deliverAll, messageId, progressWriter, settleCounts } from './mailbox';
import { pendingRecord, type OutgoingMail } from './transport';
import { composeMail, mailValues, selectRecipients } from '@/shared/mail-template';
import { clubSchema } from '@/shared/schemas/club';
import { entrySchema } from '@/shared/schemas/entry';
import { LIMITS } from '@/shared/schemas/limits';
import type { Audience, MailCounts } from '@/shared/schemas/mail';
import { registSchema } from '@/shared/schemas/regist';

/** Firestore's own limit per batch; a thousand recipients are recorded in two. */
const BATCH = 500;

/**
 * A mail to the people of one competition, as メール送信 (sendMail) and 大会を中止 (cancelCompe)
 * send it: one mailbox document (the mailbox list and the per-recipient result page read it) and
 * one `mails` document per recipient.
 */
export interface BulkMail {
  mailId: string;
  clubId: string;
  compeId: string;
  compe: { title: string; eventedAt: Date };
  template: { subject: string; body: string };
  audience: Audience;
  origin: string;
  clubName: string;
  sentBy: string;
}

type AudienceRegist = Parameters<typeof selectRecipients>[1][number];

/** What an audience is chosen by, of compes/{compeId}/regists/{registId} (registSchema). */
const audienceRegist = z.pick(registSchema, {
  name: true,
  email: true,
  status: true,
  ticketId: true,
  checkedInAt: true,
});

/** Every registration of a competition, as selectRecipients reads them; inside `tx` when given. */
export async function registsOf(compeId: string, tx?: Transaction): Promise<AudienceRegist[]> {
  const query = registsRef(compeId);
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs.map((doc) => ({ id: doc.id, ...readDoc(doc, audienceRegist) }));
}

/** The name a club's mail is signed with: clubs/{clubId}.clubName (clubSchema), or the id without one. */
export async function clubNameOf(clubId: string): Promise<string> {
  return readDoc(await clubRef(clubId).get(), z.pick(clubSchema, { clubName: true }))?.clubName ?? clubId;
}

/** The registrations of a competition an audience means (entries are read only for `entries`). */
export async function audienceOf(
  compeId: string,
  audience: Audience,
): Promise<ReturnType<typeof selectRecipients>> {
  const entries = entriesRef(compeId).select('registId');
  const [regists, entered] = await Promise.all([
    registsOf(compeId),
    audience.kind === 'entries' ? entries.get() : null,
  ]);
  return selectRecipients(
    audience,
    regists,
    (entered?.docs ?? []).map((doc) => readDoc(doc, z.pick(entrySchema, { registId: true }))),
  );
}

/** Each recipient's message, filled from the template (the compose page's preview runs the same code). */
export function bulkMessages(bulk: BulkMail, recipients: ReturnType<typeof selectRecipients>) {
  return recipients.map((recipient) => {
    const values = mailValues(recipient, bulk.compe, bulk.origin);
    const { subject, text } = composeMail(bulk.template, values, bulk.clubName);
    const mail: OutgoingMail = {
      clubId: bulk.clubId,
      compeId: bulk.compeId,
      mailboxId: bulk.mailId,
      registId: recipient.registId,
      kind: 'bulk',
      to: recipient.email,
      name: recipient.name,
      subject: subject.slice(0, LIMITS.subject),
      text: text.slice(0, LIMITS.mailText),
    };
    return { id: messageId(bulk.mailId, recipient.registId), mail };
  });
}

/** The mailbox document of `bulk` before anything is sent (created with create(): the id is claimed once). */
export function mailboxData(bulk: BulkMail, total: number) {
  return {
    clubId: bulk.clubId,
    compeId: bulk.compeId,
    subject: bulk.template.subject,
    body: bulk.template.body,
    audience: bulk.audience.kind === 'status' ? bulk.audience : { kind: bulk.audience.kind },
    sentBy: bulk.sentBy,
    sentAt: FieldValue.serverTimestamp(),
    counts: { total, sent: 0, failed: 0 },
    finishedAt: null,
  };
}

/**
 * Records every message as 'pending', then sends them a few at a time, recording each outcome
 * (one failure never stops the rest) and the running totals; returns the totals recounted from
 * the messages. The mailbox must exist already.
 */
export async function sendRecorded(
  clubId: string,
  mailId: string,
  messages: readonly { id: string; mail: OutgoingMail }[],
): Promise<MailCounts> {
  for (let i = 0; i < messages.length; i += BATCH) {
    const batch = db.batch();
    for (const { id, mail } of messages.slice(i, i + BATCH)) {
      batch.set(mailRef(id), pendingRecord(mail));
    }
    await batch.commit();
  }
  const progress = progressWriter(mailId, messages.length);
  try {
    await deliverAll(messages, (outcome) => progress.add(outcome));
  } finally {
    await progress.stop();
  }
  return settleCounts(clubId, mailId);
}
