import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  APP_ORIGIN,
  call,
  clearInbox,
  inbox,
  inboxOf,
  resetEmulators,
  seedClub,
  seedCompe,
  signedInUser,
} from './support';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { MESSAGES } from '@/shared/messages';
import type { Audience, ResendMailResponse, SendMailResponse } from '@/shared/schemas/mail';
import type { RegistStatus } from '@/shared/schemas/regist';

const COMPE = 'autumn-cup';
let staffToken: string;
let requestSeq = 0;

interface Person {
  id: string;
  status: RegistStatus;
  checkedIn?: boolean;
  email?: string;
  entry?: boolean;
}

/** Registrations written as submitRegist would have, plus the entries that link to some of them. */
async function seedPeople(people: Person[]) {
  const compe = adminDb.collection('compes').doc(COMPE);
  for (let i = 0; i < people.length; i += 400) {
    const batch = adminDb.batch();
    for (const [j, p] of people.slice(i, i + 400).entries()) {
      const n = i + j + 1;
      batch.set(compe.collection('regists').doc(p.id), {
        name: `参加 ${p.id}`,
        kana: 'さんか',
        email: p.email ?? `${p.id}@example.com`,
        phone: '',
        answers: {},
        status: p.status,
        ticketId: `ticket-${p.id}-0000000000000`,
        number: n,
        createdAt: new Date(),
        checkedInAt: p.checkedIn ? new Date() : null,
      });
      if (p.entry) {
        batch.set(compe.collection('entries').doc(`entry-${p.id}`), {
          number: n,
          name: `参加 ${p.id}`,
          kana: 'さんか',
          affiliation: '',
          category: '',
          memo: '',
          registId: p.id,
        });
      }
    }
    await batch.commit();
  }
}

const send = (
  fields: { audience: Audience; subject?: string; body?: string; requestId?: string },
  token = staffToken,
) =>
  call<SendMailResponse>(
    'sendMail',
    {
      requestId: fields.requestId ?? `req${Date.now()}${++requestSeq}`,
      clubId: 'sakura',
      compeId: COMPE,
      audience: fields.audience,
      subject: fields.subject ?? '{compeTitle}のお知らせ',
      body: fields.body ?? '{name} 様\n当日は9時に集合してください。',
      origin: APP_ORIGIN,
    },
    token,
  );

const addresses = async () => (await inbox()).map((mail) => mail.to[0].address).sort();
const mailsOf = async (mailId: string) =>
  (await adminDb.collection('mails').where('mailboxId', '==', mailId).get()).docs.map((doc) => ({
    id: doc.id,
    ...(doc.data() as { to: string; state: string; error?: string; attempts: number; registId: string }),
  }));

beforeEach(async () => {
  await resetEmulators();
  await clearInbox();
  await seedClub('sakura', 'さくら卓球クラブ');
  await seedCompe(COMPE);
  staffToken = await signedInUser({
    uid: 'staff',
    email: 'staff@sakura.example',
    claims: { sakura: 'staff' },
  });
});

describe('sendMail (メール送信)', () => {
  it('sends to exactly the audience chosen, for every choice', async () => {
    await seedPeople([
      { id: 'in', status: 'accepted', checkedIn: true, entry: true },
      { id: 'out', status: 'accepted' },
      { id: 'pend', status: 'pending', entry: true },
      { id: 'wait', status: 'waitlisted' },
      { id: 'gone', status: 'cancelled', entry: true },
      { id: 'no', status: 'rejected' },
    ]);
    const expected: [Audience, string[]][] = [
      [{ kind: 'all' }, ['in', 'out', 'pend', 'wait']],
      [{ kind: 'status', status: 'waitlisted' }, ['wait']],
      [{ kind: 'status', status: 'cancelled' }, ['gone']],
      [{ kind: 'entries' }, ['in', 'pend']],
      [{ kind: 'checkedIn' }, ['in']],
      [{ kind: 'notCheckedIn' }, ['out']],
    ];
    for (const [audience, ids] of expected) {
      await clearInbox();
      const res = await send({ audience });
      expect(res.result?.counts, JSON.stringify(audience)).toEqual({
        total: ids.length,
        sent: ids.length,
        failed: 0,
      });
      await inboxOf(ids.length);
      expect(await addresses(), JSON.stringify(audience)).toEqual(
        ids.map((id) => `${id}@example.com`).sort(),
      );
    }
  });

  it('fills every placeholder for each recipient, in the subject and the body', async () => {
    await seedPeople([{ id: 'hana', status: 'accepted' }]);
    const res = await send({
      audience: { kind: 'all' },
      subject: '{name}様へ：{compeTitle}',
      body: '{name} 様\n大会：{compeTitle}\n日時：{eventedAt}\n参加票：{ticketUrl}',
    });
    expect(res.result?.counts.sent).toBe(1);
    const [mail] = await inboxOf(1);
    expect(mail.subject).toBe('参加 hana様へ：秋季卓球大会');
    expect(mail.text).toContain('参加 hana 様');
    expect(mail.text).toContain('日時：2030年11月3日(日) 09:30');
    expect(mail.text).toContain(`参加票：${APP_ORIGIN}/ticket/ticket-hana-0000000000000`);
    expect(mail.text).toContain('さくら卓球クラブ');
  });

  it('one bad address among good ones: the rest are delivered, the bad one is an error with its reason, totals right', async () => {
    // Registrations come only through the form, whose check refuses this address; it stands in
    // here for any address the SMTP server refuses (501 from maildev's server).
    await seedPeople([
      { id: 'a', status: 'accepted' },
      { id: 'bad', status: 'accepted', email: 'user@-bad-.example' },
      { id: 'b', status: 'accepted' },
    ]);
    const res = await send({ audience: { kind: 'all' } });
    expect(res.result?.counts).toEqual({ total: 3, sent: 2, failed: 1 });
    await inboxOf(2);
    expect(await addresses()).toEqual(['a@example.com', 'b@example.com']);

    const mailId = res.result?.mailId as string;
    const mails = await mailsOf(mailId);
    const bad = mails.find((mail) => mail.registId === 'bad');
    expect(bad?.state).toBe('error');
    expect(bad?.error).toMatch(/501|recipient/i);
    expect(mails.filter((mail) => mail.state === 'sent')).toHaveLength(2);
    const box = (await adminDb.collection('mailbox').doc(mailId).get()).data();
    expect(box?.counts).toEqual({ total: 3, sent: 2, failed: 1 });
    expect(box?.finishedAt).toBeTruthy();
  });

  it('resend delivers only the failed, to the corrected address, which the registration keeps', async () => {
    await seedPeople([
      { id: 'a', status: 'accepted' },
      { id: 'bad', status: 'accepted', email: 'user@-bad-.example' },
    ]);
    const mailId = (await send({ audience: { kind: 'all' } })).result?.mailId as string;
    await inboxOf(1);

    // Resending the mailbox as it is: the good one is not sent again, the bad one fails again.
    await clearInbox();
    const again = await call<ResendMailResponse>('resendMail', { mailId }, staffToken);
    expect(again.result).toEqual({ retried: 1, sent: 0, failed: 1 });
    expect(await inbox()).toHaveLength(0);

    const bad = (await mailsOf(mailId)).find((mail) => mail.registId === 'bad');
    const fixed = await call<ResendMailResponse>(
      'resendMail',
      { messageId: bad?.id, to: 'hana@example.com' },
      staffToken,
    );
    expect(fixed.result).toEqual({ retried: 1, sent: 1, failed: 0 });
    const [mail] = await inboxOf(1);
    expect(mail.to[0].address).toBe('hana@example.com');
    expect(mail.text).toContain('参加 bad 様');
    expect((await inbox()).length).toBe(1);

    const after = (await mailsOf(mailId)).find((m) => m.registId === 'bad');
    expect(after).toMatchObject({ state: 'sent', to: 'hana@example.com', attempts: 3 });
    const regist = await adminDb.collection('compes').doc(COMPE).collection('regists').doc('bad').get();
    expect(regist.get('email')).toBe('hana@example.com');
    const box = (await adminDb.collection('mailbox').doc(mailId).get()).data();
    expect(box?.counts).toEqual({ total: 2, sent: 2, failed: 0 });

    // Nothing failed any more: a further resend says so and sends nothing.
    const none = await call('resendMail', { mailId }, staffToken);
    expect(none.error?.message).toBe(STAFF_MESSAGES.mailNothingToResend);
  });

  it('calling sendMail twice with one requestId sends once', async () => {
    await seedPeople([
      { id: 'a', status: 'accepted' },
      { id: 'b', status: 'accepted' },
    ]);
    const [first, second] = await Promise.all([
      send({ audience: { kind: 'all' }, requestId: 'double-tap-0001' }),
      send({ audience: { kind: 'all' }, requestId: 'double-tap-0001' }),
    ]);
    expect(first.result?.mailId).toBe('double-tap-0001');
    expect(second.result?.mailId).toBe('double-tap-0001');
    expect([first.result?.duplicate, second.result?.duplicate].sort()).toEqual([false, true]);
    const third = await send({ audience: { kind: 'all' }, requestId: 'double-tap-0001' });
    expect(third.result).toMatchObject({ duplicate: true, counts: { total: 2, sent: 2, failed: 0 } });
    await inboxOf(4, 1500);
    expect(await addresses()).toEqual(['a@example.com', 'b@example.com']);
    expect(await mailsOf('double-tap-0001')).toHaveLength(2);
  });

  it('refuses callers who are not staff of the club, and says nothing about the competition', async () => {
    await seedPeople([{ id: 'a', status: 'accepted' }]);
    const other = await signedInUser({
      uid: 'other',
      email: 'staff@momiji.example',
      claims: { momiji: 'admin' },
    });
    const plain = await signedInUser({ uid: 'plain', email: 'someone@example.com' });
    for (const token of [other, plain]) {
      const res = await send({ audience: { kind: 'all' } }, token);
      expect(res.error).toMatchObject({ status: 'PERMISSION_DENIED', message: MESSAGES.permissionDenied });
    }
    expect((await send({ audience: { kind: 'all' } }, '')).error?.status).toBe('UNAUTHENTICATED');
    // Another club's staff naming their own club with this club's competition: refused too.
    const cross = await call(
      'sendMail',
      {
        requestId: 'cross-club-0001',
        clubId: 'momiji',
        compeId: COMPE,
        audience: { kind: 'all' },
        subject: 's',
        body: 'b',
        origin: APP_ORIGIN,
      },
      other,
    );
    expect(cross.error?.status).toBe('PERMISSION_DENIED');
    // Resend of this club's mail by someone else: refused.
    const mailId = (await send({ audience: { kind: 'all' } })).result?.mailId as string;
    expect((await call('resendMail', { mailId }, other)).error?.status).toBe('PERMISSION_DENIED');
    await inboxOf(1);
    expect(await inbox()).toHaveLength(1);
  });

  it('refuses bad payloads with a Japanese message: unknown placeholder, empty subject, no recipients', async () => {
    await seedPeople([{ id: 'a', status: 'cancelled' }]);
    const typo = await send({ audience: { kind: 'all' }, body: '{nmae} 様' });
    expect(typo.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: '使えない差し込み項目があります：{nmae}',
    });
    const empty = await send({ audience: { kind: 'all' }, subject: '  ' });
    expect(empty.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: MESSAGES.required });
    const nobody = await send({ audience: { kind: 'all' } });
    expect(nobody.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: STAFF_MESSAGES.mailNoRecipients,
    });
    expect(await inbox()).toHaveLength(0);
  });

  it('1,000 recipients finish without timing out (time printed)', async () => {
    const people = Array.from({ length: 1000 }, (_, i) => ({
      id: `p${String(i).padStart(4, '0')}`,
      status: 'accepted' as const,
    }));
    await seedPeople(people);
    const started = performance.now();
    const res = await send({ audience: { kind: 'all' } });
    const seconds = (performance.now() - started) / 1000;
    expect(res.error).toBeUndefined();
    expect(res.result?.counts).toEqual({ total: 1000, sent: 1000, failed: 0 });
    const received = await inboxOf(1000, 30_000);
    expect(received).toHaveLength(1000);
    console.log(
      `sendMail to 1,000 recipients on maildev: ${seconds.toFixed(1)} s (${(1000 / seconds).toFixed(0)} mails/s)`,
    );
  }, 300_000);
});
