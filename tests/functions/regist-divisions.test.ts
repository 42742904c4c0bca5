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
  signedInUser,
} from './support';
import { MESSAGES } from '@/shared/messages';
import type {
  CancelRegistResponse,
  SetRegistStatusResponse,
  SubmitRegistResponse,
} from '@/shared/schemas/callables';
import type { Division } from '@/shared/schemas/compe';

// 出場する部門 and ペア (docs/product.md "Registration, tickets and check-in"; docs/data-model.md
// "regists", registKeys/_divisions): submitRegist, cancelRegist and setRegistStatus.
const COMPE = 'spring-open';

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
const TEAM: Division = {
  id: 'd3',
  name: '団体戦',
  kind: 'team',
  capacity: 0,
  waitlist: false,
  conditions: '',
};

beforeEach(async () => {
  await resetEmulators();
  await clearInbox();
  await seedClub('sakura', 'さくら卓球クラブ');
});

const seed = (divisions: Division[], divisionLimit = 2, regist: Record<string, unknown> = {}) =>
  seedCompe(COMPE, { divisions, divisionLimit, regist });

const submit = (n: number, fields: Record<string, unknown>) =>
  call<SubmitRegistResponse>('submitRegist', {
    compeId: COMPE,
    form: registForm(n, fields),
    origin: APP_ORIGIN,
  });
const submitted = async (n: number, fields: Record<string, unknown>) => {
  const res = await submit(n, fields);
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

describe('submitRegist with 部門', () => {
  it('stores the chosen 部門 and partner, counts the seats, and the ticket and mail list them', async () => {
    await seed([SINGLES, MIXED]);

    const a = await submitted(1, { divisions: ['d2', 'd1'], partners: { d2: partner(2) } });

    expect(a.status).toBe('accepted');
    const regist = await registOf(a.registId);
    // In the competition's order, the partner's address as typed but lower-cased.
    expect(regist?.divisions).toEqual(['d1', 'd2']);
    expect(regist?.partners).toEqual({ d2: { name: '参加 太郎2', email: 'taro2@example.com' } });
    expect(await divisionCounts()).toEqual({ d1: 1, d2: 1 });
    expect((await ticketOf(a.ticketId))?.divisions).toEqual([
      { id: 'd1', name: '一般男子シングルス' },
      { id: 'd2', name: '混合ダブルス', partnerName: '参加 太郎2', paired: false },
    ]);
    const [mail] = await inboxOf(1);
    expect(mail.text).toContain(
      '出場する部門：一般男子シングルス・混合ダブルス（ペア：参加 太郎2さん　確認待ち）',
    );
  });

  it('two applicants naming each other make the pair on both sides with the second registration', async () => {
    await seed([SINGLES, MIXED]);
    const a = await submitted(1, { divisions: ['d2'], partners: { d2: partner(2) } });
    // Someone naming 太郎1 who is not named back does not pair.
    const c = await submitted(3, { divisions: ['d2'], partners: { d2: partner(1) } });
    expect((await registOf(c.registId))?.partners.d2.registId).toBeUndefined();

    const b = await submitted(2, {
      divisions: ['d1', 'd2'],
      partners: { d2: { name: '参加 太郎1', email: 'TARO1@example.com' } },
    });

    expect((await registOf(a.registId))?.partners.d2).toEqual({ ...partner(2), registId: b.registId });
    expect((await registOf(b.registId))?.partners.d2).toEqual({ ...partner(1), registId: a.registId });
    expect((await ticketOf(a.ticketId))?.divisions).toEqual([
      { id: 'd2', name: '混合ダブルス', partnerName: '参加 太郎2', paired: true },
    ]);
    expect((await ticketOf(b.ticketId))?.divisions).toEqual([
      { id: 'd1', name: '一般男子シングルス' },
      { id: 'd2', name: '混合ダブルス', partnerName: '参加 太郎1', paired: true },
    ]);
    expect((await registOf(c.registId))?.partners.d2.registId).toBeUndefined();
  });

  it('a full 部門 without キャンセル待ち refuses the whole application and stores nothing', async () => {
    await seed([{ ...SINGLES, capacity: 1 }, MIXED]);
    await submitted(1, { divisions: ['d1'] });

    const res = await submit(2, { divisions: ['d1', 'd2'], partners: { d2: partner(3) } });

    expect(res.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(res.error?.message).toBe('一般男子シングルスは定員に達しました');
    expect((await compeDoc().collection('regists').get()).size).toBe(1);
    expect(await divisionCounts()).toEqual({ d1: 1 });
    expect((await compeDoc().get()).get('regist.count')).toBe(1);
  });

  it('a full 部門 with キャンセル待ち makes the application waitlisted, holding no seat', async () => {
    await seed([{ ...SINGLES, capacity: 1, waitlist: true }, MIXED]);
    await submitted(1, { divisions: ['d1'] });

    const b = await submitted(2, { divisions: ['d1', 'd2'], partners: { d2: partner(3) } });

    expect(b.status).toBe('waitlisted');
    expect(await divisionCounts()).toEqual({ d1: 1 });
    expect((await compeDoc().get()).get('regist.count')).toBe(1);
  });

  it('the competition-wide capacity still waitlists as before', async () => {
    await seed([SINGLES], 1, { capacity: 1, waitlist: true });
    await submitted(1, { divisions: ['d1'] });
    const b = await submitted(2, { divisions: ['d1'] });
    expect(b.status).toBe('waitlisted');
    expect(await divisionCounts()).toEqual({ d1: 1 });
  });

  it.each([
    ['an unknown 部門', { divisions: ['d9'] }, MESSAGES.registDivisionUnknown],
    ['a malformed 部門 id', { divisions: ['../x'] }, MESSAGES.registDivisionUnknown],
    [
      'more 部門 than divisionLimit',
      { divisions: ['d1', 'd2'], partners: { d2: partner(2) } },
      '出場できる部門は1つまでです',
    ],
    ['no 部門', { divisions: [] }, MESSAGES.registDivisionRequired],
    [
      'a team for a 部門 that is not 団体',
      { divisions: ['d1'], teams: { d1: { name: 'さくらA', members: [{ name: '山田 太郎' }] } } },
      MESSAGES.registTeamNotTeam,
    ],
    ['a ペア 部門 without partner', { divisions: ['d2'] }, `${MESSAGES.required}`],
    ['oneself as partner', { divisions: ['d2'], partners: { d2: partner(1) } }, MESSAGES.registPartnerSelf],
  ])('refuses %s with the Japanese invalid-argument message', async (_label, fields, message) => {
    await seed([SINGLES, MIXED, TEAM], 1);

    const res = await submit(1, fields);

    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect(res.error?.message).toBe(message);
    expect((await compeDoc().collection('regists').get()).size).toBe(0);
  });
});

describe('leaving frees the 部門 seat and unpairs', () => {
  it('cancelRegist: the seat goes back, the waiting one of that 部門 moves up, the partner is 確認待ち again', async () => {
    await seed([{ ...SINGLES, capacity: 1, waitlist: true }, MIXED]);
    const a = await submitted(1, { divisions: ['d1', 'd2'], partners: { d2: partner(2) } });
    const b = await submitted(2, { divisions: ['d2'], partners: { d2: partner(1) } });
    const c = await submitted(3, { divisions: ['d1'] });
    expect(c.status).toBe('waitlisted');
    expect(await divisionCounts()).toEqual({ d1: 1, d2: 2 });
    expect((await registOf(b.registId))?.partners.d2.registId).toBe(a.registId);

    const res = await call<CancelRegistResponse>('cancelRegist', {
      ticketId: a.ticketId,
      origin: APP_ORIGIN,
    });

    expect(res.result).toEqual({ status: 'cancelled', promotedTicketId: c.ticketId });
    expect(await divisionCounts()).toEqual({ d1: 1, d2: 1 });
    expect((await registOf(b.registId))?.partners.d2).toEqual(partner(1));
    expect((await ticketOf(b.ticketId))?.divisions).toEqual([
      { id: 'd2', name: '混合ダブルス', partnerName: '参加 太郎1', paired: false },
    ]);
    expect((await registOf(a.registId))?.partners.d2.registId).toBeUndefined();
  });

  it('setRegistStatus promote: only into a 部門 with a free seat, which it then takes', async () => {
    const staff = await signedInUser({
      uid: 'staff',
      email: 'staff@sakura.example',
      claims: { sakura: 'staff' },
    });
    await seed([{ ...SINGLES, capacity: 1, waitlist: true }, MIXED]);
    await submitted(1, { divisions: ['d1'] });
    const b = await submitted(2, { divisions: ['d1'] });
    const promote = () =>
      call<SetRegistStatusResponse>(
        'setRegistStatus',
        { compeId: COMPE, registId: b.registId, action: 'promote', origin: APP_ORIGIN },
        staff,
      );

    const refused = await promote();
    expect(refused.error?.status).toBe('FAILED_PRECONDITION');
    expect(refused.error?.message).toBe(MESSAGES.registNoFreeSeat);

    await compeDoc().update({ divisions: [{ ...SINGLES, capacity: 2, waitlist: true }, MIXED] });
    expect((await promote()).result?.status).toBe('accepted');
    expect(await divisionCounts()).toEqual({ d1: 2 });
  });

  it('setRegistStatus reject: the seats go back and the pair is undone; a new application pairs again', async () => {
    const staff = await signedInUser({
      uid: 'staff',
      email: 'staff@sakura.example',
      claims: { sakura: 'staff' },
    });
    await seed([SINGLES, MIXED]);
    const a = await submitted(1, { divisions: ['d2'], partners: { d2: partner(2) } });
    const b = await submitted(2, { divisions: ['d2'], partners: { d2: partner(1) } });
    expect((await ticketOf(a.ticketId))?.divisions[0].paired).toBe(true);

    const res = await call<SetRegistStatusResponse>(
      'setRegistStatus',
      { compeId: COMPE, registId: b.registId, action: 'reject', origin: APP_ORIGIN },
      staff,
    );

    expect(res.result?.status).toBe('rejected');
    expect(await divisionCounts()).toEqual({ d2: 1 });
    expect((await registOf(a.registId))?.partners.d2).toEqual(partner(2));
    expect((await ticketOf(a.ticketId))?.divisions[0].paired).toBe(false);

    const again = await submitted(2, { divisions: ['d2'], partners: { d2: partner(1) } });
    expect((await registOf(a.registId))?.partners.d2.registId).toBe(again.registId);
  });
});
