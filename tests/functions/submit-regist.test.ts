import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  APP_ORIGIN,
  call,
  clearInbox,
  inboxOf,
  registForm,
  resetEmulators,
  seedClub,
  seedCompe,
  type CallFrom,
} from './support';
import { THROTTLED } from './throttled';
import { SUBMIT_LIMITS } from '../../functions/src/regist/submit-regist';
import { MESSAGES } from '@/shared/messages';
import type { SubmitRegistResponse } from '@/shared/schemas/callables';
import type { CustomField } from '@/shared/schemas/compe';
import { registSchema } from '@/shared/schemas/regist';
import { registTicketSchema } from '@/shared/schemas/ticket';

const COMPE = 'autumn-open';

beforeEach(async () => {
  await resetEmulators();
  await clearInbox();
  await seedClub('sakura', 'さくら卓球クラブ');
});

const submit = (form: Record<string, unknown> = registForm(), compeId = COMPE, origin = APP_ORIGIN) =>
  call<SubmitRegistResponse>('submitRegist', { compeId, form, origin });

const regists = async (compeId = COMPE) =>
  (await adminDb.collection('compes').doc(compeId).collection('regists').get()).docs.map((doc) => ({
    id: doc.id,
    ...doc.data(),
  })) as ({ id: string; status: string; number: number; email: string } & Record<string, unknown>)[];
const count = async (compeId = COMPE) =>
  (await adminDb.collection('compes').doc(compeId).get()).get('regist.count') as number;
const ticket = async (id: string) => (await adminDb.collection('tickets').doc(id).get()).data();
const ticketCount = async () => (await adminDb.collection('tickets').count().get()).data().count;

const withDates = (data: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(data ?? {}).map(([key, value]) => [
      key,
      value instanceof Timestamp ? value.toDate() : value,
    ]),
  );

const jst = (date: Date) =>
  new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);

const FIELDS: CustomField[] = [
  { id: 'club', label: '所属', type: 'text', required: true, options: [] },
  { id: 'note', label: '備考', type: 'textarea', required: false, options: [] },
  { id: 'division', label: '部門', type: 'select', required: true, options: ['一般', 'シニア'] },
  { id: 'agree', label: '規約に同意', type: 'checkbox', required: true, options: [] },
  { id: 'years', label: '競技歴', type: 'number', required: false, options: [] },
];
const ANSWERS = { club: 'さくら', division: 'シニア', agree: true, years: 12 };

describe('submitRegist (docs/data-model.md)', () => {
  it('accepts into a free seat, writes regist + ticket + count, and mails the ticket link', async () => {
    await seedCompe(COMPE, { regist: { capacity: 10, fields: FIELDS } });

    const res = await submit(registForm(1, { email: 'Taro1@Example.COM', answers: ANSWERS }));

    expect(res.error).toBeUndefined();
    expect(res.result?.status).toBe('accepted');
    const ticketId = res.result!.ticketId;
    expect(ticketId).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const [regist] = await regists();
    expect(registSchema.safeParse(withDates(regist)).success).toBe(true);
    expect(regist).toMatchObject({
      name: '参加 太郎1',
      kana: 'さんか たろう',
      email: 'taro1@example.com',
      answers: ANSWERS,
      status: 'accepted',
      ticketId,
      number: 1,
      checkedInAt: null,
    });
    const stored = await ticket(ticketId);
    expect(registTicketSchema.safeParse(withDates(stored)).success).toBe(true);
    expect(stored).toMatchObject({
      code: 'regist',
      clubId: 'sakura',
      compeId: COMPE,
      registId: regist.id,
      compeTitle: '秋季卓球大会',
      venue: '市民体育館',
      name: '参加 太郎1',
      number: 1,
      status: 'accepted',
    });
    expect(await count()).toBe(1);

    const [mail] = await inboxOf(1);
    expect(mail.to[0].address).toBe('taro1@example.com');
    expect(mail.subject).toContain('秋季卓球大会');
    expect(mail.text).toContain(`${APP_ORIGIN}/ticket/${ticketId}`);
    expect(mail.text).toContain('承認済');
    expect(mail.text).toContain('受付番号：1');
    const records = await adminDb.collection('mails').where('registId', '==', regist.id).get();
    expect(records.docs.map((doc) => doc.data())).toMatchObject([{ kind: 'ticket', state: 'sent' }]);
  });

  it('gives pending under manual approval, taking a seat', async () => {
    await seedCompe(COMPE, { regist: { capacity: 2, approval: 'manual' } });
    const res = await submit();
    expect(res.result?.status).toBe('pending');
    expect(await count()).toBe(1);
    expect((await ticket(res.result!.ticketId))?.status).toBe('pending');
    expect((await inboxOf(1))[0].text).toContain('受付中');
  });

  it('waitlists when full and the waitlist is on, numbering on and keeping the count', async () => {
    await seedCompe(COMPE, { regist: { capacity: 1, waitlist: true } });
    expect((await submit(registForm(1))).result?.status).toBe('accepted');
    const second = await submit(registForm(2));
    expect(second.result?.status).toBe('waitlisted');
    expect(await count()).toBe(1);
    expect((await ticket(second.result!.ticketId))?.number).toBe(2);
    const mails = await inboxOf(2);
    expect(mails.find((m) => m.to[0].address === 'taro2@example.com')?.text).toContain('キャンセル待ち');
  });

  it('refuses when full without a waitlist, writing nothing', async () => {
    await seedCompe(COMPE, { regist: { capacity: 1, count: 1 } });
    const res = await submit();
    expect(res.error).toEqual({ status: 'RESOURCE_EXHAUSTED', message: MESSAGES.registFull });
    expect(await regists()).toEqual([]);
    expect(await ticketCount()).toBe(0);
    expect(await count()).toBe(1);
  });

  it('refuses before the window opens and after it closes, saying when', async () => {
    const opensAt = new Date(Date.now() + 3 * 86_400_000);
    await seedCompe(COMPE, { regist: { opensAt, closesAt: null } });
    const early = await submit();
    expect(early.error?.status).toBe('FAILED_PRECONDITION');
    expect(early.error?.message).toBe(MESSAGES.registNotYetOpen.replace('{opensAt}', jst(opensAt)));

    const closesAt = new Date(Date.now() - 60_000);
    await seedCompe(COMPE, { regist: { opensAt: null, closesAt } });
    const late = await submit();
    expect(late.error?.status).toBe('FAILED_PRECONDITION');
    expect(late.error?.message).toBe(MESSAGES.registClosed.replace('{closesAt}', jst(closesAt)));
    expect(await regists()).toEqual([]);
  });

  // Issue 38: the registration page closes at the competition's start (features/regist/regist-state.ts)
  // though closesAt is later or unset; the function took applications sent after it.
  it('refuses once the competition has started, with the words the registration page shows', async () => {
    await seedCompe(COMPE, {
      eventedAt: new Date(Date.now() - 60_000),
      regist: { opensAt: null, closesAt: new Date(Date.now() + 86_400_000) },
    });
    const late = await submit();
    expect(late.error).toEqual({ status: 'FAILED_PRECONDITION', message: MESSAGES.registOutsideWindow });
    await seedCompe(COMPE, {
      eventedAt: new Date(Date.now() - 60_000),
      regist: { opensAt: null, closesAt: null },
    });
    expect((await submit()).error?.message).toBe(MESSAGES.registOutsideWindow);
    expect(await regists()).toEqual([]);
    expect(await ticketCount()).toBe(0);
  });

  it('answers not-found for an unpublished or missing competition', async () => {
    await seedCompe(COMPE, { published: false });
    expect((await submit()).error).toEqual({ status: 'NOT_FOUND', message: MESSAGES.compeNotFound });
    expect((await submit(registForm(), 'no-such-compe')).error?.status).toBe('NOT_FOUND');
    expect(await ticketCount()).toBe(0);
  });

  it.each([
    ['kana not in hiragana', { kana: 'サンカ タロウ' }, 'ひらがなで入力してください'],
    ['no name', { name: '  ' }, MESSAGES.required],
    ['a bad e-mail', { email: 'taro@' }, MESSAGES.emailInvalid],
    ['a missing required field', { answers: { ...ANSWERS, club: undefined } }, '「所属」は必須項目です'],
    ['a blank required field', { answers: { ...ANSWERS, club: ' ' } }, '「所属」は必須項目です'],
    [
      'a value not among the options',
      { answers: { ...ANSWERS, division: '小学生' } },
      '「部門」は選択肢から選んでください',
    ],
    [
      'an unticked required checkbox',
      { answers: { ...ANSWERS, agree: false } },
      '「規約に同意」は必須項目です',
    ],
    ['a number as text', { answers: { ...ANSWERS, years: '12' } }, '「競技歴」の値が正しくありません'],
    ['an answer to an unknown field', { answers: { ...ANSWERS, hack: 'x' } }, MESSAGES.registUnknownField],
    ['an oversized answer', { answers: { ...ANSWERS, note: 'あ'.repeat(1001) } }, '1000文字以内'],
    // A crafted request: a check without a message of ours still answers in Japanese (zod's ja locale).
    ['a name that is not text', { name: 42 }, '無効な入力'],
  ])('refuses %s with invalid-argument and writes nothing', async (_, change, message) => {
    await seedCompe(COMPE, { regist: { fields: FIELDS } });
    const res = await submit(registForm(1, { answers: ANSWERS, ...change }));
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect(res.error?.message).toContain(message);
    expect(await regists()).toEqual([]);
    expect(await ticketCount()).toBe(0);
  });

  it('refuses a link origin that is not the app', async () => {
    await seedCompe(COMPE);
    const res = await submit(registForm(), COMPE, 'https://evil.example');
    expect(res.error).toEqual({ status: 'INVALID_ARGUMENT', message: MESSAGES.registLinkNotAllowed });
  });

  it('refuses the same e-mail twice for one competition, whatever its case', async () => {
    await seedCompe(COMPE, { regist: { capacity: 5 } });
    expect((await submit(registForm(1))).result?.status).toBe('accepted');
    const again = await submit(registForm(2, { email: ' TARO1@example.com ' }));
    expect(again.error).toEqual({ status: 'ALREADY_EXISTS', message: MESSAGES.registDuplicate });
    expect(await regists()).toHaveLength(1);
    expect(await count()).toBe(1);

    // Another competition takes the same address.
    await seedCompe('winter-open');
    expect((await submit(registForm(1), 'winter-open')).result?.status).toBe('accepted');
  });

  it('takes the address again once staff rejected the earlier application', async () => {
    await seedCompe(COMPE, { regist: { capacity: 5 } });
    await submit(registForm(1));
    const [first] = await regists();
    await adminDb
      .collection('compes')
      .doc(COMPE)
      .collection('regists')
      .doc(first.id)
      .update({ status: 'rejected' });
    const again = await submit(registForm(1));
    expect(again.result?.status).toBe('accepted');
    expect((await regists()).map((r) => r.number).sort()).toEqual([1, 2]);
  });

  it('throttles repeated attempts of one address (5 per 10 minutes per competition)', async () => {
    await seedCompe(COMPE, { regist: { capacity: 50 } });
    expect((await submit(registForm(1))).result?.status).toBe('accepted');
    for (let i = 0; i < 4; i++) expect((await submit(registForm(1))).error?.status).toBe('ALREADY_EXISTS');
    expect((await submit(registForm(1))).error).toEqual(THROTTLED);
    // Someone else still gets through.
    expect((await submit(registForm(2))).result?.status).toBe('accepted');
  });

  it(
    'throttles a caller who writes a new leftmost X-Forwarded-For entry on every call',
    { timeout: 120_000 },
    async () => {
      await seedCompe(COMPE);
      const from = (i: number) => ({ forwardedFor: `10.7.${i >> 8}.${i & 255}, 203.0.113.60` });
      const send = (i: number, source: CallFrom) =>
        call<SubmitRegistResponse>(
          'submitRegist',
          { compeId: COMPE, form: registForm(i + 1), origin: APP_ORIGIN },
          undefined,
          source,
        );
      for (let i = 0; i < SUBMIT_LIMITS.perIp; i++) {
        expect((await send(i, from(i))).result?.status, `call ${i + 1}`).toBe('accepted');
      }
      expect((await send(SUBMIT_LIMITS.perIp, from(SUBMIT_LIMITS.perIp))).error).toEqual(THROTTLED);
      // Another caller is not locked out by that one.
      expect((await send(500, '203.0.113.61')).result?.status).toBe('accepted');
    },
  );

  it(`stops every caller once ${SUBMIT_LIMITS.global} applications came in within 10 minutes`, async () => {
    await seedCompe(COMPE);
    // The state after that many applications from as many addresses: the budget's counter for the
    // current window at its limit (lib/burst-limit.ts names a counter by the hash of key#window).
    const slot = Math.floor(Date.now() / SUBMIT_LIMITS.windowMs);
    await adminDb
      .collection('throttles')
      .doc(createHash('sha256').update(`regist-all#${slot}`).digest('hex'))
      .set({ count: SUBMIT_LIMITS.global, expiresAt: new Date((slot + 1) * SUBMIT_LIMITS.windowMs) });
    const res = await call(
      'submitRegist',
      { compeId: COMPE, form: registForm(1), origin: APP_ORIGIN },
      undefined,
      '203.0.113.62',
    );
    expect(res.error).toEqual(THROTTLED);
    expect(await regists()).toHaveLength(0);
  });

  describe('concurrency: 30 simultaneous calls for 5 seats', () => {
    const burst = () => Promise.all(Array.from({ length: 30 }, (_, i) => submit(registForm(i + 1))));

    it(
      'without a waitlist: exactly 5 accepted, 25 refused as full, count 5, no orphan ticket',
      { timeout: 60_000 },
      async () => {
        await seedCompe(COMPE, { regist: { capacity: 5 } });
        const answers = await burst();
        const statuses = answers.map((a) => a.result?.status ?? a.error?.status);
        expect(statuses.filter((s) => s === 'accepted')).toHaveLength(5);
        expect(statuses.filter((s) => s === 'RESOURCE_EXHAUSTED')).toHaveLength(25);
        expect(answers.filter((a) => a.error).every((a) => a.error?.message === MESSAGES.registFull)).toBe(
          true,
        );
        expect(await count()).toBe(5);
        const stored = await regists();
        expect(stored).toHaveLength(5);
        expect(stored.map((r) => r.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
        expect(await ticketCount()).toBe(5);
      },
    );

    it(
      'with a waitlist: exactly 5 accepted, the other 25 waitlisted with distinct numbers',
      { timeout: 60_000 },
      async () => {
        await seedCompe(COMPE, { regist: { capacity: 5, waitlist: true } });
        const answers = await burst();
        const statuses = answers.map((a) => a.result?.status ?? a.error?.status);
        expect(statuses.filter((s) => s === 'accepted')).toHaveLength(5);
        expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(25);
        expect(await count()).toBe(5);
        const stored = await regists();
        expect(new Set(stored.map((r) => r.number)).size).toBe(30);
        expect(stored.filter((r) => r.status === 'accepted')).toHaveLength(5);
        expect(await ticketCount()).toBe(30);
      },
    );
  });
});
