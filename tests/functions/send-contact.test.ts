import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, call, clearInbox, inbox, inboxOf, resetEmulators, seedClub } from './support';
import { THROTTLED } from './throttled';
import { CONTACT_MESSAGES } from '@/shared/contact-messages';
import { MESSAGES } from '@/shared/messages';
import { CONTACT_LIMITS } from '../../functions/src/mail/send-contact';

const form = (n = 1, fields: Record<string, unknown> = {}) => ({
  name: `問合 花子${n}`,
  email: `hanako${n}@example.com`,
  subject: '駐車場について',
  body: '当日の駐車場はありますか？\n車で3人で伺います。',
  ...fields,
});

interface FullMail {
  subject: string;
  text: string;
  to: { address: string }[];
  replyTo?: { address: string }[] | { address: string };
  headers: Record<string, string>;
}

beforeEach(async () => {
  await resetEmulators();
  await clearInbox();
  await seedClub('sakura', 'さくら卓球クラブ', ['info@sakura.example', 'cup@sakura.example']);
});

const replyToOf = (mail: FullMail) => mail.headers['reply-to'] ?? '';
/** The counter of sendContact's global budget for one fixed window (lib/burst-limit.ts, lib/refs.ts). */
const globalCounter = (slot: number) =>
  adminDb.collection('throttles').doc(createHash('sha256').update(`contact-all#${slot}`).digest('hex'));

describe('sendContact (お問い合わせ)', () => {
  it("delivers to each of the club's addresses with Reply-To = the sender, and auto-replies", async () => {
    const res = await call('sendContact', { ...form(), clubId: 'sakura' }, undefined, '198.51.100.1');
    expect(res.result).toEqual({ ok: true });
    const mails = (await inboxOf(3)) as unknown as FullMail[];
    const toClub = mails.filter((m) => m.to[0].address.endsWith('@sakura.example'));
    expect(toClub.map((m) => m.to[0].address).sort()).toEqual(['cup@sakura.example', 'info@sakura.example']);
    for (const mail of toClub) {
      expect(mail.subject).toBe('【お問い合わせ】駐車場について');
      expect(replyToOf(mail)).toContain('hanako1@example.com');
      expect(mail.text).toContain('問合 花子1');
      expect(mail.text).toContain('車で3人で伺います。');
    }
    const reply = mails.find((m) => m.to[0].address === 'hanako1@example.com');
    expect(reply?.subject).toBe('【さくら卓球クラブ】お問い合わせを受け付けました');
    expect(reply?.text).toContain('さくら卓球クラブ');
    expect(reply?.text).not.toContain('当日の駐車場はありますか？');
    const records = await adminDb.collection('mails').where('clubId', '==', 'sakura').get();
    expect(records.docs.map((d) => `${d.get('kind')}:${d.get('state')}`).sort()).toEqual([
      'autoReply:sent',
      'contact:sent',
      'contact:sent',
    ]);
  });

  it("without a club, goes to the operator's address", async () => {
    expect((await call('sendContact', form(2), undefined, '198.51.100.2')).result).toEqual({ ok: true });
    const mails = (await inboxOf(2)) as unknown as FullMail[];
    expect(mails.map((m) => m.to[0].address).sort()).toEqual([
      'hanako2@example.com',
      'support@compe.example',
    ]);
  });

  it('an unknown club is refused clearly, and nothing is sent', async () => {
    const res = await call('sendContact', { ...form(3), clubId: 'nowhere' }, undefined, '198.51.100.3');
    expect(res.error).toMatchObject({ status: 'NOT_FOUND', message: CONTACT_MESSAGES.contactClubNotFound });
    expect(await inbox()).toHaveLength(0);
  });

  it('refuses bad input with the form’s Japanese messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, MESSAGES.required],
      [{ email: 'not-an-address' }, MESSAGES.emailInvalid],
      [{ body: 'あ'.repeat(4001) }, '4000文字以内で入力してください'],
    ];
    for (const [fields, message] of cases) {
      const res = await call('sendContact', form(4, fields), undefined, '198.51.100.4');
      expect(res.error, JSON.stringify(fields)).toMatchObject({ status: 'INVALID_ARGUMENT', message });
    }
    expect(await inbox()).toHaveLength(0);
  });

  it('is throttled per e-mail address and per IP, with a clear message', async () => {
    // Per address: 3 in an hour, whatever the IP.
    for (let i = 0; i < 3; i++) {
      const ok = await call('sendContact', { ...form(5), clubId: 'sakura' }, undefined, `203.0.113.${i + 1}`);
      expect(ok.result).toEqual({ ok: true });
    }
    const fourth = await call('sendContact', { ...form(5), clubId: 'sakura' }, undefined, '203.0.113.9');
    expect(fourth.error).toMatchObject(THROTTLED);

    // Per IP: 10 in an hour, whatever the address.
    for (let i = 0; i < 10; i++) {
      const ok = await call('sendContact', form(100 + i), undefined, '192.0.2.50');
      expect(ok.result, `call ${i + 1}`).toEqual({ ok: true });
    }
    const eleventh = await call('sendContact', form(200), undefined, '192.0.2.50');
    expect(eleventh.error).toMatchObject(THROTTLED);
    // Someone else elsewhere is not affected.
    expect((await call('sendContact', form(300), undefined, '192.0.2.51')).result).toEqual({ ok: true });
  });

  it('auto-replies without any of the text the sender typed: no mail of theirs reaches a stranger', async () => {
    // Anyone can put a stranger's address in the form: the auto-reply must carry nothing of theirs.
    const spam = {
      name: '当選おめでとうございます',
      email: 'victim@example.com',
      subject: '賞金の受け取りはこちら',
      body: 'https://evil.example/claim で手続きしてください',
      clubId: 'sakura',
    };
    expect((await call('sendContact', spam, undefined, '198.51.100.5')).result).toEqual({ ok: true });
    const mails = (await inboxOf(3)) as unknown as FullMail[];
    const reply = mails.find((m) => m.to[0].address === 'victim@example.com');
    expect(reply?.subject).toBe('【さくら卓球クラブ】お問い合わせを受け付けました');
    for (const typed of [spam.name, spam.subject, spam.body, 'evil.example']) {
      expect(reply?.subject).not.toContain(typed);
      expect(reply?.text).not.toContain(typed);
    }
    // The club still reads all of it.
    const toClub = mails.find((m) => m.to[0].address === 'info@sakura.example');
    expect(toClub?.text).toContain(spam.body);
    expect(toClub?.text).toContain(spam.name);
  });

  it('throttles a sender who writes a new leftmost X-Forwarded-For entry on every call', async () => {
    for (let i = 0; i < CONTACT_LIMITS.perIp; i++) {
      const from = { forwardedFor: `10.9.8.${i}, 203.0.113.77` };
      expect((await call('sendContact', form(400 + i), undefined, from)).result, `call ${i + 1}`).toEqual({
        ok: true,
      });
    }
    const next = await call('sendContact', form(499), undefined, { forwardedFor: '10.9.8.99, 203.0.113.77' });
    expect(next.error).toMatchObject(THROTTLED);
    // Another sender is not locked out by that one.
    expect((await call('sendContact', form(498), undefined, '203.0.113.78')).result).toEqual({ ok: true });
  });

  it(
    `stops many addresses together at ${CONTACT_LIMITS.global} messages an hour`,
    { timeout: 420_000 },
    async () => {
      // The global budget counts in fixed windows (lib/burst-limit.ts). Should a window turn during
      // the run (it takes about a minute), the count starts again in the new one: the run is done
      // again there, sending what the new window's counter still allows, rather than waiting on the
      // clock for a window with time enough left.
      const { windowMs, global, perIp } = CONTACT_LIMITS;
      for (let attempt = 0; ; attempt++) {
        const slot = Math.floor(Date.now() / windowMs);
        const counted = (await globalCounter(slot).get()).data()?.count ?? 0;
        for (let m = 0; m < global - counted; m++) {
          const n = 1000 + attempt * 200 + m;
          const ip = `192.0.2.${attempt * 20 + Math.floor(m / perIp) + 1}`;
          expect((await call('sendContact', form(n), undefined, ip)).result, `message ${n}`).toEqual({
            ok: true,
          });
        }
        const next = await call('sendContact', form(9999 - attempt), undefined, `192.0.2.${200 + attempt}`);
        if (Math.floor(Date.now() / windowMs) !== slot && attempt === 0) continue;
        expect(next.error).toMatchObject(THROTTLED);
        break;
      }
    },
  );
});
