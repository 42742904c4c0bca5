import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  call,
  clearInbox,
  inbox,
  inboxOf,
  resetEmulators,
  seedAuthTicket,
  seedClub,
  signedInUser,
} from './support';
import { THROTTLED } from './throttled';
import { MESSAGES } from '@/shared/messages';
import { mailSchema } from '@/shared/schemas/mail';

const TICKET = 'invite-sakura-hanako-0001';
const ORIGIN = 'http://127.0.0.1:4173';
const ADMIN = { uid: 'club-admin', email: 'admin@sakura-tt.example', claims: { sakura: 'admin' } };

beforeEach(async () => {
  await resetEmulators();
  await clearInbox();
  await seedClub('sakura', 'さくら卓球クラブ');
  await seedAuthTicket(TICKET, { inviter: ADMIN.uid });
});

const mailDocs = async (): Promise<Record<string, unknown>[]> =>
  (await adminDb.collection('mails').get()).docs.map((d) => ({ id: d.id, ...d.data() }));

/** A `mails` document read back satisfies the shared schema (Timestamps as the client converts them). */
function asMail(data: Record<string, unknown>) {
  const dates = Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, v instanceof Timestamp ? v.toDate() : v]),
  );
  return mailSchema.parse(dates);
}

describe('sendInvitation', () => {
  it('mails the invitee the link to the ticket on this origin, and records it as sent', async () => {
    const token = await signedInUser(ADMIN);

    const res = await call<{ mailId: string; state: string }>(
      'sendInvitation',
      { ticketId: TICKET, origin: `${ORIGIN}/sakura/form/club` },
      token,
    );

    expect(res.error).toBeUndefined();
    expect(res.result?.state).toBe('sent');
    const [mail, ...others] = await inboxOf(1);
    expect(others).toEqual([]);
    expect(mail.to).toEqual([{ address: 'hanako@sakura-tt.example', name: '新井 花子' }]);
    expect(mail.from[0].address).toBe('no-reply@compe.example');
    expect(mail.subject).toBe('【Compe】さくら卓球クラブのスタッフに招待されました');
    expect(mail.text).toContain(`${ORIGIN}/ticket/${TICKET}\n`);
    expect(mail.text).toContain(
      '桜井 管理 さんから、Compe の「さくら卓球クラブ」にスタッフとして招待されました。',
    );

    const [record] = await mailDocs();
    expect(record.id).toBe(res.result?.mailId);
    expect(asMail(record)).toMatchObject({
      clubId: 'sakura',
      kind: 'invite',
      to: 'hanako@sakura-tt.example',
      name: '新井 花子',
      subject: mail.subject,
      state: 'sent',
      attempts: 1,
    });
    expect(record.sentAt).toBeInstanceOf(Timestamp);
    expect(record).not.toHaveProperty('error');
  });

  it('lets a super-user who did not create the ticket send it too', async () => {
    const token = await signedInUser({ uid: 'god', email: 'kami@compe.example' });
    const res = await call('sendInvitation', { ticketId: TICKET, origin: 'http://localhost:5173' }, token);
    expect(res.result).toMatchObject({ state: 'sent' });
    expect((await inboxOf(1))[0].text).toContain(`http://localhost:5173/ticket/${TICKET}`);
  });

  it('refuses an origin that is not the app, so a mail never points to another site', async () => {
    const token = await signedInUser(ADMIN);
    for (const origin of [
      'https://evil.example',
      'http://127.0.0.1:4174',
      'http://127.0.0.1.evil.example:4173',
    ]) {
      const res = await call('sendInvitation', { ticketId: TICKET, origin }, token);
      expect(res.error).toEqual({ status: 'INVALID_ARGUMENT', message: MESSAGES.originNotAllowed });
    }
    expect(
      (await call('sendInvitation', { ticketId: TICKET, origin: 'not a url' }, token)).error?.status,
    ).toBe('INVALID_ARGUMENT');
    expect(await mailDocs()).toEqual([]);
    expect(await inbox()).toEqual([]);
  });

  it('refuses strangers: staff of the club, an admin of another club, nobody signed in', async () => {
    const staff = await signedInUser({
      uid: 'staff',
      email: 'staff@sakura-tt.example',
      claims: { sakura: 'staff' },
    });
    const other = await signedInUser({
      uid: 'minato',
      email: 'admin@minato.example',
      claims: { minato: 'admin' },
    });
    for (const token of [staff, other]) {
      const res = await call('sendInvitation', { ticketId: TICKET, origin: ORIGIN }, token);
      expect(res.error).toEqual({ status: 'PERMISSION_DENIED', message: MESSAGES.permissionDenied });
    }
    expect((await call('sendInvitation', { ticketId: TICKET, origin: ORIGIN })).error?.status).toBe(
      'UNAUTHENTICATED',
    );
    expect(await mailDocs()).toEqual([]);
    expect(await inbox()).toEqual([]);
  });

  it('refuses a closed invitation and an unknown ticket', async () => {
    const token = await signedInUser(ADMIN);
    await seedAuthTicket(TICKET, { inviter: ADMIN.uid, isClosed: true, closedAt: new Date() });
    expect((await call('sendInvitation', { ticketId: TICKET, origin: ORIGIN }, token)).error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: MESSAGES.invitationClosed,
    });
    expect(
      (await call('sendInvitation', { ticketId: 'no-such-ticket-000000001', origin: ORIGIN }, token)).error,
    ).toEqual({ status: 'NOT_FOUND', message: MESSAGES.ticketNotFound });
    expect(await mailDocs()).toEqual([]);
  });

  it('sends one invitation at most 5 times an hour', async () => {
    const token = await signedInUser(ADMIN);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await call('sendInvitation', { ticketId: TICKET, origin: ORIGIN }, token)).result,
      ).toBeDefined();
    }
    const sixth = await call('sendInvitation', { ticketId: TICKET, origin: ORIGIN }, token);
    expect(sixth.error).toEqual(THROTTLED);
    expect(await mailDocs()).toHaveLength(5);
  });
});

describe('sendAndRecord (functions/src/mail/transport.ts, in this process)', () => {
  // The functions' Admin SDK in this process talks to the same Firestore emulator.
  process.env.GCLOUD_PROJECT ??= 'demo-compe';
  process.env.MAIL_FROM = 'Compe <no-reply@compe.example>';
  const transport = () => import('../../functions/src/mail/transport');

  afterAll(async () => (await transport()).closeMailTransport());

  it('records an unreachable SMTP server as an error with the reason, without throwing', async () => {
    // Nothing listens on port 1: the connection is really refused.
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    const { sendAndRecord } = await transport();

    const outcome = await sendAndRecord({
      clubId: 'sakura',
      kind: 'invite',
      to: 'hanako@sakura-tt.example',
      subject: '件名',
      text: '本文',
    });

    expect(outcome.state).toBe('error');
    expect(outcome.error).toMatch(/ECONNREFUSED/);
    const record = (await adminDb.collection('mails').doc(outcome.mailId).get()).data()!;
    expect(asMail(record)).toMatchObject({ state: 'error', error: outcome.error, attempts: 1, sentAt: null });
    expect(outcome.error!.length).toBeLessThanOrEqual(1000);
  });

  it('delivers over SMTP and records the optional fields it was given', async () => {
    process.env.SMTP_URL = process.env.MAILDEV_SMTP_URL ?? 'smtp://127.0.0.1:1025';
    const { sendAndRecord } = await transport();

    const outcome = await sendAndRecord({
      clubId: 'sakura',
      kind: 'bulk',
      to: 'taro@example.com',
      name: '山田 太郎',
      subject: '大会のお知らせ',
      text: '明日は9時集合です。',
      replyTo: 'info@sakura-tt.example',
      compeId: 'spring-open',
      registId: 'r1',
      mailboxId: 'm1',
    });

    expect(outcome).toEqual({ mailId: outcome.mailId, state: 'sent' });
    const [mail] = await inboxOf(1);
    expect(mail.subject).toBe('大会のお知らせ');
    expect(mail.text.trim()).toBe('明日は9時集合です。');
    const record = (await adminDb.collection('mails').doc(outcome.mailId).get()).data()!;
    expect(asMail(record)).toMatchObject({
      kind: 'bulk',
      name: '山田 太郎',
      compeId: 'spring-open',
      registId: 'r1',
      mailboxId: 'm1',
      state: 'sent',
      attempts: 1,
    });
  });
});
