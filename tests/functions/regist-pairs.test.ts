import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  APP_ORIGIN,
  call,
  clearInbox,
  registForm,
  resetEmulators,
  seedClub,
  seedCompe,
  signedInUser,
} from './support';
import { MESSAGES } from '@/shared/messages';
import type {
  CancelRegistResponse,
  SetRegistStatusResponse,
  SubmitRegistResponse,
} from '@/shared/schemas/callables';
import type { Division } from '@/shared/schemas/compe';
import type { AnswerPairResponse, SetPairResponse } from '@/shared/schemas/pair';

// ペア made after registration (docs/product.md "Registration, tickets and check-in"): the request
// on the named partner's 参加票 (answerPair), staff pairing (setPair), and the ペア成立 mail.
const COMPE = 'pair-open';

const SINGLES: Division = {
  id: 'd1',
  name: '一般男子シングルス',
  kind: 'single',
  capacity: 0,
  waitlist: false,
  conditions: '',
};
const MIXED: Division = {
  id: 'd2',
  name: '混合ダブルス',
  kind: 'pair',
  capacity: 0,
  waitlist: false,
  conditions: '',
};

beforeEach(async () => {
  await resetEmulators();
  await clearInbox();
  await seedClub('sakura', 'さくら卓球クラブ');
});

const seed = (divisions: Division[], divisionLimit = 2) => seedCompe(COMPE, { divisions, divisionLimit });

const submitted = async (n: number, fields: Record<string, unknown>) => {
  const res = await call<SubmitRegistResponse>('submitRegist', {
    compeId: COMPE,
    form: registForm(n, fields),
    origin: APP_ORIGIN,
  });
  if (!res.result) throw new Error(JSON.stringify(res.error));
  const t = (await adminDb.collection('tickets').doc(res.result.ticketId).get()).data();
  return { ...res.result, registId: String(t?.registId) };
};
const compeDoc = () => adminDb.collection('compes').doc(COMPE);
const registOf = async (registId: string) =>
  (await compeDoc().collection('regists').doc(registId).get()).data();
const ticketOf = async (ticketId: string) => (await adminDb.collection('tickets').doc(ticketId).get()).data();
const divisionCounts = async () =>
  (await compeDoc().collection('registKeys').doc('_divisions').get()).get('counts') as Record<string, number>;
const partner = (n: number) => ({ name: `参加 太郎${n}`, email: `taro${n}@example.com` });
const answer = (ticketId: string, from: string, what: 'accept' | 'decline', divisionId = 'd2') =>
  call<AnswerPairResponse>('answerPair', { ticketId, divisionId, from, answer: what, origin: APP_ORIGIN });
/** The ペア成立 mails recorded (mails documents, written before each is sent), by address. */
const pairMails = async () =>
  (await adminDb.collection('mails').get()).docs
    .map((doc) => doc.data())
    .filter((mail) => String(mail.subject).includes('ペアが成立しました'))
    .map((mail) => String(mail.to))
    .sort();
const staffToken = () =>
  signedInUser({ uid: 'staff', email: 'staff@sakura.example', claims: { sakura: 'staff' } });

describe('a ペアの申し込み on the partner’s 参加票', () => {
  it('is listed on the named partner’s ticket; accepting enters them, pairs both sides and mails both once', async () => {
    await seed([SINGLES, MIXED]);
    const b = await submitted(2, { divisions: ['d1'] });
    const a = await submitted(1, { divisions: ['d2'], partners: { d2: partner(2) } });

    expect((await ticketOf(b.ticketId))?.pairRequests).toEqual([
      { from: a.registId, divisionId: 'd2', divisionName: '混合ダブルス', name: '参加 太郎1' },
    ]);
    expect(await divisionCounts()).toEqual({ d1: 1, d2: 1 });

    const res = await answer(b.ticketId, a.registId, 'accept');

    expect(res.result).toEqual({ answer: 'accept' });
    expect(await registOf(b.registId)).toMatchObject({
      divisions: ['d1', 'd2'],
      partners: { d2: { ...partner(1), registId: a.registId } },
    });
    expect((await registOf(a.registId))?.partners.d2).toEqual({ ...partner(2), registId: b.registId });
    expect((await ticketOf(b.ticketId))?.divisions).toEqual([
      { id: 'd1', name: '一般男子シングルス' },
      { id: 'd2', name: '混合ダブルス', partnerName: '参加 太郎1', paired: true },
    ]);
    expect((await ticketOf(b.ticketId))?.pairRequests).toEqual([]);
    expect((await ticketOf(a.ticketId))?.divisions).toEqual([
      { id: 'd2', name: '混合ダブルス', partnerName: '参加 太郎2', paired: true },
    ]);
    expect(await divisionCounts()).toEqual({ d1: 1, d2: 2 });
    expect(await pairMails()).toEqual(['taro1@example.com', 'taro2@example.com']);
    const [mail] = (await adminDb.collection('mails').where('to', '==', 'taro2@example.com').get()).docs
      .map((doc) => doc.data())
      .filter((m) => String(m.subject).includes('ペアが成立しました'));
    expect(mail.text).toContain('混合ダブルスで、参加 太郎1さんとのペアが成立しました');
    expect(mail.text).toContain(`${APP_ORIGIN}/ticket/${b.ticketId}`);

    // Answering again changes nothing and mails nobody again.
    const again = await answer(b.ticketId, a.registId, 'accept');
    expect(again.error?.status).toBe('FAILED_PRECONDITION');
    expect(again.error?.message).toBe(MESSAGES.pairRequestGone);
    expect(await pairMails()).toEqual(['taro1@example.com', 'taro2@example.com']);
  });

  it('is listed on a ticket applied for after the request was made', async () => {
    await seed([SINGLES, MIXED]);
    const a = await submitted(1, { divisions: ['d2'], partners: { d2: partner(2) } });
    const b = await submitted(2, { divisions: ['d1'] });
    expect((await ticketOf(b.ticketId))?.pairRequests).toEqual([
      { from: a.registId, divisionId: 'd2', divisionName: '混合ダブルス', name: '参加 太郎1' },
    ]);
  });

  it('refuses anyone but the named partner’s ticket, and a made-up ticket, changing nothing', async () => {
    await seed([SINGLES, MIXED]);
    const b = await submitted(2, { divisions: ['d1'] });
    const a = await submitted(1, { divisions: ['d2'], partners: { d2: partner(2) } });
    const attacker = await submitted(3, { divisions: ['d1'] });

    const stolen = await answer(attacker.ticketId, a.registId, 'accept');
    expect(stolen.error?.status).toBe('FAILED_PRECONDITION');
    expect(stolen.error?.message).toBe(MESSAGES.pairRequestGone);
    const madeUp = await answer('x'.repeat(24), a.registId, 'accept');
    expect(madeUp.error?.status).toBe('NOT_FOUND');
    // Declining for someone else is refused the same way.
    expect((await answer(attacker.ticketId, a.registId, 'decline')).error?.status).toBe(
      'FAILED_PRECONDITION',
    );

    expect((await registOf(a.registId))?.partners.d2).toEqual(partner(2));
    expect((await registOf(attacker.registId))?.divisions).toEqual(['d1']);
    expect((await ticketOf(b.ticketId))?.pairRequests).toHaveLength(1);
    expect(await divisionCounts()).toEqual({ d1: 2, d2: 1 });
    expect(await pairMails()).toEqual([]);
  });

  it('declining makes the asker’s ticket say 辞退 and takes the request off', async () => {
    await seed([SINGLES, MIXED]);
    const b = await submitted(2, { divisions: ['d1'] });
    const a = await submitted(1, { divisions: ['d2'], partners: { d2: partner(2) } });

    expect((await answer(b.ticketId, a.registId, 'decline')).result).toEqual({ answer: 'decline' });

    expect((await registOf(a.registId))?.partners.d2).toEqual({ ...partner(2), declined: true });
    expect((await ticketOf(a.ticketId))?.divisions).toEqual([
      { id: 'd2', name: '混合ダブルス', partnerName: '参加 太郎2', paired: false, declined: true },
    ]);
    expect((await ticketOf(b.ticketId))?.pairRequests).toEqual([]);
    expect((await registOf(b.registId))?.divisions).toEqual(['d1']);
    expect(await pairMails()).toEqual([]);
  });

  it('refuses to enter a full 部門 (even with キャンセル待ち), changing nothing', async () => {
    await seed([SINGLES, { ...MIXED, capacity: 1, waitlist: true }]);
    const b = await submitted(2, { divisions: ['d1'] });
    const a = await submitted(1, { divisions: ['d2'], partners: { d2: partner(2) } });

    const res = await answer(b.ticketId, a.registId, 'accept');

    expect(res.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(res.error?.message).toBe('混合ダブルスは定員に達しました');
    expect((await registOf(b.registId))?.divisions).toEqual(['d1']);
    expect((await registOf(a.registId))?.partners.d2.registId).toBeUndefined();
    expect(await divisionCounts()).toEqual({ d1: 1, d2: 1 });
  });

  it('goes from the partner’s ticket when the asker cancels', async () => {
    await seed([SINGLES, MIXED]);
    const b = await submitted(2, { divisions: ['d1'] });
    const a = await submitted(1, { divisions: ['d2'], partners: { d2: partner(2) } });

    const res = await call<CancelRegistResponse>('cancelRegist', {
      ticketId: a.ticketId,
      origin: APP_ORIGIN,
    });

    expect(res.result?.status).toBe('cancelled');
    expect((await ticketOf(b.ticketId))?.pairRequests).toEqual([]);
    expect((await answer(b.ticketId, a.registId, 'accept')).error?.message).toBe(MESSAGES.pairRequestGone);
  });

  it('two applicants naming each other are mailed ペアが成立しました once each', async () => {
    await seed([SINGLES, MIXED]);
    await submitted(1, { divisions: ['d2'], partners: { d2: partner(2) } });
    await submitted(2, { divisions: ['d2'], partners: { d2: partner(1) } });
    expect(await pairMails()).toEqual(['taro1@example.com', 'taro2@example.com']);
  });
});

describe('staff pair two registrations (setPair)', () => {
  const setPair = (token: string, registId: string, partnerId: string | null) =>
    call<SetPairResponse>(
      'setPair',
      { compeId: COMPE, divisionId: 'd2', registId, partnerId, origin: APP_ORIGIN },
      token,
    );

  it('pairs two registrations with the same effects, mails both, and unpairs', async () => {
    const staff = await staffToken();
    await seed([SINGLES, MIXED]);
    const a = await submitted(1, { divisions: ['d2'], partners: { d2: partner(9) } });
    const b = await submitted(2, { divisions: ['d1'] });

    expect((await setPair(staff, a.registId, b.registId)).result).toEqual({ paired: true });

    expect((await registOf(a.registId))?.partners.d2).toEqual({ ...partner(2), registId: b.registId });
    expect(await registOf(b.registId)).toMatchObject({
      divisions: ['d1', 'd2'],
      partners: { d2: { ...partner(1), registId: a.registId } },
    });
    expect((await ticketOf(b.ticketId))?.divisions[1]).toEqual({
      id: 'd2',
      name: '混合ダブルス',
      partnerName: '参加 太郎1',
      paired: true,
    });
    expect(await divisionCounts()).toEqual({ d1: 1, d2: 2 });
    expect(await pairMails()).toEqual(['taro1@example.com', 'taro2@example.com']);

    const again = await setPair(staff, b.registId, a.registId);
    expect(again.error?.message).toBe('混合ダブルスのペアはすでに成立しています');

    expect((await setPair(staff, a.registId, null)).result).toEqual({ paired: false });
    expect((await registOf(a.registId))?.partners).toEqual({});
    expect((await registOf(b.registId))?.partners).toEqual({});
    expect((await ticketOf(a.ticketId))?.divisions).toEqual([{ id: 'd2', name: '混合ダブルス' }]);
    expect((await setPair(staff, a.registId, null)).error?.message).toBe(
      '混合ダブルスのペアは成立していません',
    );
  });

  it('refuses a cancelled side, and callers who are not staff', async () => {
    const staff = await staffToken();
    const stranger = await signedInUser({ uid: 'x', email: 'x@example.com' });
    await seed([SINGLES, MIXED]);
    const a = await submitted(1, { divisions: ['d2'], partners: { d2: partner(9) } });
    const b = await submitted(2, { divisions: ['d2'], partners: { d2: partner(8) } });
    const res = await call<SetRegistStatusResponse>(
      'setRegistStatus',
      { compeId: COMPE, registId: b.registId, action: 'cancel', origin: APP_ORIGIN },
      staff,
    );
    expect(res.result?.status).toBe('cancelled');

    const refused = await setPair(staff, a.registId, b.registId);
    expect(refused.error?.status).toBe('FAILED_PRECONDITION');
    expect(refused.error?.message).toBe('参加 太郎2さんの申し込みは「キャンセル済」のため、ペアを組めません');
    expect((await setPair(stranger, a.registId, b.registId)).error?.status).toBe('PERMISSION_DENIED');
    expect((await registOf(a.registId))?.partners.d2).toEqual(partner(9));
    expect(await pairMails()).toEqual([]);
  });
});
