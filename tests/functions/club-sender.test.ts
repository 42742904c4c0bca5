import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  APP_ORIGIN,
  call,
  clearInbox,
  inboxOf,
  registForm,
  replyToOf,
  resetEmulators,
  seedAuthTicket,
  seedClub,
  seedCompe,
  signedInUser,
  type ReceivedMail,
} from './support';
import { MESSAGES } from '@/shared/messages';
import type { ResendMailResponse, SendMailResponse } from '@/shared/schemas/mail';

/*
 * Mail a club sends (bulk, resent, 参加票, invitations) shows the club as its sender and takes
 * replies to the club: From is the club's name at the MAIL_FROM address, Reply-To the club's
 * e-mails. In `indie` the competition's host stands for the club.
 */

const SAKURA_EMAILS = ['info@sakura.example', 'cup@sakura.example'];
const HOST = { uid: 'host', email: 'host@indie.example', displayName: '山田 主催' };

async function seedRegist(compeId: string, id: string, email: string) {
  await adminDb
    .collection('compes')
    .doc(compeId)
    .collection('regists')
    .doc(id)
    .set({
      name: `参加 ${id}`,
      kana: 'さんか',
      email,
      phone: '',
      answers: {},
      status: 'accepted',
      ticketId: `ticket-${id}-0000000000000`,
      number: 1,
      createdAt: new Date(),
      checkedInAt: null,
    });
}

let seq = 0;
const bulk = (clubId: string, compeId: string, token: string) =>
  call<SendMailResponse>(
    'sendMail',
    {
      requestId: `sender${Date.now()}${++seq}`,
      clubId,
      compeId,
      audience: { kind: 'all' },
      subject: '{compeTitle}のお知らせ',
      body: '{name} 様\n当日は9時に集合してください。',
      origin: APP_ORIGIN,
    },
    token,
  );

const sender = (mail: ReceivedMail) => ({ from: mail.from, replyTo: replyToOf(mail) });

beforeEach(async () => {
  await resetEmulators();
  await clearInbox();
  await seedClub('sakura', 'さくら卓球クラブ', SAKURA_EMAILS);
  await seedClub('indie', 'インディーズ大会', []);
});

describe("a club's mail comes from the club and its replies go to the club", () => {
  it('bulk mail, and a failed one resent to a corrected address', async () => {
    await seedCompe('autumn-cup');
    await seedRegist('autumn-cup', 'hana', 'hana@example.com');
    await seedRegist('autumn-cup', 'bad', 'user@-bad-.example');
    const token = await signedInUser({
      uid: 'staff',
      email: 'staff@sakura.example',
      claims: { sakura: 'staff' },
    });

    const sent = await bulk('sakura', 'autumn-cup', token);
    expect(sent.result?.counts).toEqual({ total: 2, sent: 1, failed: 1 });
    const [mail] = await inboxOf(1);
    expect(sender(mail)).toEqual({
      from: [{ name: 'さくら卓球クラブ', address: 'no-reply@compe.example' }],
      replyTo: SAKURA_EMAILS,
    });

    await clearInbox();
    const failed = await adminDb.collection('mails').where('registId', '==', 'bad').get();
    const resent = await call<ResendMailResponse>(
      'resendMail',
      { messageId: failed.docs[0].id, to: 'bad@example.com' },
      token,
    );
    expect(resent.result).toEqual({ retried: 1, sent: 1, failed: 0 });
    const [again] = await inboxOf(1);
    expect(again.to[0].address).toBe('bad@example.com');
    expect(sender(again)).toEqual({
      from: [{ name: 'さくら卓球クラブ', address: 'no-reply@compe.example' }],
      replyTo: SAKURA_EMAILS,
    });
  });

  it('reads the addresses from private/contact only, never from the public club document', async () => {
    // Left on clubs/{clubId} by a save before the move: scripts/move-club-emails.ts moves them.
    await adminDb.doc('clubs/sakura/private/contact').delete();
    await adminDb.doc('clubs/sakura').update({ emails: SAKURA_EMAILS });
    await seedCompe('autumn-open');
    const res = await call('submitRegist', {
      compeId: 'autumn-open',
      form: registForm(),
      origin: APP_ORIGIN,
    });
    expect(res.error).toBeUndefined();
    const [mail] = await inboxOf(1);
    expect(sender(mail)).toEqual({
      from: [{ name: 'さくら卓球クラブ', address: 'no-reply@compe.example' }],
      replyTo: [],
    });
  });

  it('the 参加票 mail of a registration', async () => {
    await seedCompe('autumn-open');
    const res = await call('submitRegist', {
      compeId: 'autumn-open',
      form: registForm(),
      origin: APP_ORIGIN,
    });
    expect(res.error).toBeUndefined();
    const [mail] = await inboxOf(1);
    expect(mail.subject).toContain('参加申し込みを受け付けました');
    expect(sender(mail)).toEqual({
      from: [{ name: 'さくら卓球クラブ', address: 'no-reply@compe.example' }],
      replyTo: SAKURA_EMAILS,
    });
  });

  it('an invitation to the club', async () => {
    await seedAuthTicket('invite-sakura-hanako-0001', { inviter: 'club-admin' });
    const token = await signedInUser({
      uid: 'club-admin',
      email: 'admin@sakura-tt.example',
      claims: { sakura: 'admin' },
    });
    const res = await call(
      'sendInvitation',
      { ticketId: 'invite-sakura-hanako-0001', origin: APP_ORIGIN },
      token,
    );
    expect(res.error).toBeUndefined();
    const [mail] = await inboxOf(1);
    expect(sender(mail)).toEqual({
      from: [{ name: 'さくら卓球クラブ', address: 'no-reply@compe.example' }],
      replyTo: SAKURA_EMAILS,
    });
  });

  it("an indie competition's mail carries its host's name and address", async () => {
    await seedCompe('board-night', { clubId: 'indie', owner: HOST.uid });
    await seedRegist('board-night', 'hana', 'hana@example.com');
    const token = await signedInUser(HOST);

    await bulk('indie', 'board-night', token);
    const [mail] = await inboxOf(1);
    expect(sender(mail)).toEqual({
      from: [{ name: '山田 主催', address: 'no-reply@compe.example' }],
      replyTo: ['host@indie.example'],
    });

    await clearInbox();
    await call('submitRegist', { compeId: 'board-night', form: registForm(2), origin: APP_ORIGIN });
    const [ticket] = await inboxOf(1);
    expect(sender(ticket)).toEqual({
      from: [{ name: '山田 主催', address: 'no-reply@compe.example' }],
      replyTo: ['host@indie.example'],
    });
  });

  it('an indie host without a display name is named in Japanese', async () => {
    await seedCompe('board-night', { clubId: 'indie', owner: HOST.uid });
    await signedInUser({ uid: HOST.uid, email: HOST.email });
    await call('submitRegist', { compeId: 'board-night', form: registForm(), origin: APP_ORIGIN });
    const [mail] = await inboxOf(1);
    expect(sender(mail)).toEqual({
      from: [{ name: MESSAGES.indieHostFallback, address: 'no-reply@compe.example' }],
      replyTo: ['host@indie.example'],
    });
  });
});
