import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  call,
  FIRESTORE,
  PROJECT_ID,
  resetEmulators,
  seedClub,
  seedCompe,
  signedInUser,
} from './support';
import { stageOf, storedStage } from '@/testing/stages';
import { MESSAGES } from '@/shared/messages';
import { ORDER_MESSAGES } from '@/shared/order-messages';
import { orderIssues } from '@/shared/play/tie';
import { decodeOrder } from '@/shared/play/tie-places';
import { TIE_PRESET_TEMPLATES } from '@/shared/play/tie-presets';
import type { OpenOrdersResponse, SubmitOrderResponse } from '@/shared/schemas/callables';
import type { Stage } from '@/shared/schemas/stage';

/*
 * オーダー (docs/play.md "Team ties") against the emulators: a 団体戦 トーナメント of four teams
 * playing 卓球 4単1複. 準決勝 W1-1 桜 (t1, captain cap1) vs 梅 (t2, cap2), W1-2 松 (t3, cap3) vs
 * 竹 (t4); 決勝 W2-1 waits for both. Each roster is m1 … m5, m1 the 主将.
 */

const COMPE = 'orders-open';
const STAGE = 'team';
const compe = adminDb.collection('compes').doc(COMPE);
const stageDoc = compe.collection('stages').doc(STAGE);
const ordersDoc = (tieId = 'W1-1') => compe.collection('orders').doc(`${STAGE}_${tieId}`);
const AT = new Date('2026-11-22T04:40:00Z');
const TEMPLATE = TIE_PRESET_TEMPLATES.tt4s1d;

const TICKETS = {
  cap1: 'ticketCaptainSakura01',
  cap2: 'ticketCaptainUme00001',
  cap3: 'ticketCaptainMatsu001',
};
const ROSTER = ['一', '二', '三', '四', '五'].map((n, i) => ({
  id: `m${i + 1}`,
  name: `選手${n}`,
  ...(i === 0 ? { lead: true } : {}),
}));
const TEAMS: Stage['entrants'] = [
  { id: 't1', name: '桜クラブ', affiliation: '', persons: ['r-cap1'], members: ROSTER },
  { id: 't2', name: '梅クラブ', affiliation: '', persons: ['r-cap2'], members: ROSTER },
  { id: 't3', name: '松クラブ', affiliation: '', persons: ['r-cap3'], members: ROSTER },
  { id: 't4', name: '竹クラブ', affiliation: '', members: ROSTER },
];

/** Valid 4単1複 orders (1番, 2番, the doubles, 4番, 5番). */
const ORDER_1 = ['m1', 'm2', 'm3+m4', 'm3', 'm4'];
const ORDER_2 = ['m2', 'm1', 'm4+m5', 'm5', 'm4'];
const ORDER_3 = ['m5', 'm2', 'm1+m3', 'm3', 'm1'];

async function seed(patch: Partial<Stage> = {}) {
  await seedClub('sakura', 'さくら卓球クラブ');
  await seedCompe(COMPE);
  await stageDoc.set(
    storedStage(
      stageOf('single', 4, {
        id: STAGE,
        name: '団体戦',
        scoring: 'games',
        bestOf: 5,
        entrants: TEAMS,
        draw: [0, 1, 2, 3],
        tie: TEMPLATE,
        ...patch,
      }),
    ),
  );
  for (const [who, ticketId] of Object.entries(TICKETS)) {
    await adminDb
      .collection('tickets')
      .doc(ticketId)
      .set({
        code: 'regist',
        clubId: 'sakura',
        compeId: COMPE,
        registId: `r-${who}`,
        compeTitle: '秋季卓球大会',
        eventedAt: AT,
        venue: '市民体育館',
        name: `主将 ${who}`,
        number: 1,
        status: 'accepted',
        createdAt: AT,
      });
  }
}

const submit = (data: Record<string, unknown>, token?: string) =>
  call<SubmitOrderResponse>('submitOrder', { compeId: COMPE, stageId: STAGE, tieId: 'W1-1', ...data }, token);
const open = (token?: string, tieId = 'W1-1') =>
  call<OpenOrdersResponse>('openOrders', { compeId: COMPE, stageId: STAGE, tieId }, token);

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const stageNow = async () => (await stageDoc.get()).data() as Data;
const ordersNow = async (tieId = 'W1-1') => (await ordersDoc(tieId).get()).data() as Data | undefined;
const ticketNow = async (ticketId: string) =>
  (await adminDb.collection('tickets').doc(ticketId).get()).data() as Data;

const staffToken = () =>
  signedInUser({ uid: 'staff-1', email: 'staff@example.com', claims: { sakura: 'staff' } });

/** The status of reading a document through the emulator's REST API with the rules, as someone. */
async function readStatus(path: string, token?: string): Promise<number> {
  const url = `http://${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return response.status;
}

beforeEach(async () => {
  await resetEmulators();
});

describe('submitOrder (docs/play.md "Team ties")', () => {
  it('is sealed: one order reaches nobody but staff; the second opens both at once', async () => {
    await seed();
    expect((await submit({ ticketId: TICKETS.cap1, order: ORDER_1 })).result).toEqual({ opened: false });

    const sealed = await ordersNow();
    expect(sealed?.a).toMatchObject({ order: ORDER_1, by: 'r-cap1', role: 'captain' });
    expect(sealed?.b).toBeUndefined();
    expect(sealed?.openedAt).toBeUndefined();
    // The public stage holds nothing of it; the other captain's ticket neither; the sender's shows it.
    expect((await stageNow()).lineups).toBeUndefined();
    expect((await ticketNow(TICKETS.cap2)).orders).toBeUndefined();
    expect((await ticketNow(TICKETS.cap1)).orders).toEqual({
      [`${STAGE}_W1-1`]: { order: ORDER_1, at: expect.anything() },
    });
    // Read as the rules let people read: a visitor and a signed-in non-staff user are refused.
    const path = `compes/${COMPE}/orders/${STAGE}_W1-1`;
    const stranger = await signedInUser({ uid: 'stranger', email: 'stranger@example.com' });
    const staff = await staffToken();
    expect(await readStatus(path)).toBe(403);
    expect(await readStatus(path, stranger)).toBe(403);
    expect(await readStatus(path, staff)).toBe(200);

    expect((await submit({ ticketId: TICKETS.cap2, order: ORDER_2 })).result).toEqual({ opened: true });
    const { lineups } = await stageNow();
    expect(lineups['W1-1']).toEqual({ a: ORDER_1, b: ORDER_2, sides: [0, 1], at: expect.anything() });
    const opened = await ordersNow();
    expect(opened?.openedAt).toBeDefined();
    expect(opened?.b).toMatchObject({ order: ORDER_2, by: 'r-cap2', role: 'captain' });
    expect(opened?.changes).toEqual([]);
    // Each ticket holds its own captain's order only.
    expect(Object.values((await ticketNow(TICKETS.cap1)).orders as Data).map((o) => o.order)).toEqual([
      ORDER_1,
    ]);
    expect(Object.values((await ticketNow(TICKETS.cap2)).orders as Data).map((o) => o.order)).toEqual([
      ORDER_2,
    ]);
  });

  it('lets a captain change their order before the opening, still sealed', async () => {
    await seed();
    await submit({ ticketId: TICKETS.cap1, order: ORDER_1 });
    expect((await submit({ ticketId: TICKETS.cap1, order: ORDER_3 })).result).toEqual({ opened: false });
    expect((await ordersNow())?.a.order).toEqual(ORDER_3);
    expect((await stageNow()).lineups).toBeUndefined();
    expect((await ordersNow())?.changes).toEqual([]);
  });

  it("refuses a captain for the other team's side, and for a tie of other teams", async () => {
    await seed();
    const other = await submit({ ticketId: TICKETS.cap1, side: 'b', order: ORDER_1 });
    expect(other.error).toMatchObject({ status: 'PERMISSION_DENIED', message: ORDER_MESSAGES.notYourTie });
    const elsewhere = await submit({ ticketId: TICKETS.cap1, tieId: 'W1-2', order: ORDER_1 });
    expect(elsewhere.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: ORDER_MESSAGES.notYourTie,
    });
    expect(await ordersNow()).toBeUndefined();
    expect(await ordersNow('W1-2')).toBeUndefined();
    expect((await ticketNow(TICKETS.cap1)).orders).toBeUndefined();
  });

  it('refuses captains after the opening; staff change it, each change recorded and the lineup rewritten', async () => {
    await seed();
    await submit({ ticketId: TICKETS.cap1, order: ORDER_1 });
    await submit({ ticketId: TICKETS.cap2, order: ORDER_2 });

    for (const ticketId of [TICKETS.cap1, TICKETS.cap2]) {
      const late = await submit({ ticketId, order: ORDER_3 });
      expect(late.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: ORDER_MESSAGES.opened });
    }
    const staff = await staffToken();
    expect((await submit({ side: 'a', order: ORDER_3 }, staff)).result).toEqual({ opened: true });
    const { lineups } = await stageNow();
    expect(lineups['W1-1']).toMatchObject({ a: ORDER_3, b: ORDER_2, sides: [0, 1] });
    const orders = await ordersNow();
    expect(orders?.a).toMatchObject({ order: ORDER_3, by: 'staff-1', role: 'staff' });
    expect(orders?.changes).toEqual([
      { order: ORDER_3, by: 'staff-1', role: 'staff', side: 'a', at: expect.anything() },
    ]);
    // The captain's ticket still shows what the captain sent.
    expect(Object.values((await ticketNow(TICKETS.cap1)).orders as Data).map((o) => o.order)).toEqual([
      ORDER_1,
    ]);
  });

  it('refuses an order against the rules with the engine message, as a refusal and not a failure', async () => {
    await seed();
    const roster = TEAMS[0].members ?? [];
    for (const order of [
      ['m1', 'm1', 'm3+m4', 'm3', 'm4'], // 2単
      ['m1', 'm2', 'm1+m2', 'm3', 'm4'], // the doubles of the 1番 and 2番
      ['m1', 'm2', 'm3+m4', 'm3', 'm9'], // not on the roster
      ['m1', 'm2', 'm3+m4'], // too few places
    ]) {
      const expected = orderIssues(TEMPLATE, roster, decodeOrder(order))[0]?.message;
      expect(expected).toBeDefined();
      const res = await submit({ ticketId: TICKETS.cap1, order });
      expect(res.status).toBe(400);
      expect(res.error).toEqual({ status: 'INVALID_ARGUMENT', message: expected });
    }
    const staff = await submit({ side: 'a', order: ['m1', 'm1', 'm3+m4', 'm3', 'm4'] }, await staffToken());
    expect(staff.error?.status).toBe('INVALID_ARGUMENT');
    expect(await ordersNow()).toBeUndefined();
  });

  it('refuses a forged ticket id, a ticket of another competition and a cancelled registration', async () => {
    await seed();
    const forged = await submit({ ticketId: 'forgedTicket000000001', order: ORDER_1 });
    expect(forged.error).toMatchObject({ status: 'NOT_FOUND', message: ORDER_MESSAGES.ticketNotFound });
    await adminDb.collection('tickets').doc(TICKETS.cap1).update({ compeId: 'another-compe' });
    const elsewhere = await submit({ ticketId: TICKETS.cap1, order: ORDER_1 });
    expect(elsewhere.error).toMatchObject({ status: 'NOT_FOUND', message: ORDER_MESSAGES.ticketNotFound });
    await adminDb.collection('tickets').doc(TICKETS.cap2).update({ status: 'cancelled' });
    const cancelled = await submit({ ticketId: TICKETS.cap2, order: ORDER_2 });
    expect(cancelled.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: ORDER_MESSAGES.registCancelled,
    });
    expect(await ordersNow()).toBeUndefined();
  });

  it('refuses a tie that is not known, not a team tie, without both teams, or decided', async () => {
    await seed();
    const unknown = await submit({ ticketId: TICKETS.cap1, tieId: 'W9-1', order: ORDER_1 });
    expect(unknown.error).toMatchObject({ status: 'NOT_FOUND', message: ORDER_MESSAGES.notFound });
    const missing = await submit({ ticketId: TICKETS.cap1, stageId: 'nostage', order: ORDER_1 });
    expect(missing.error).toMatchObject({ status: 'NOT_FOUND', message: ORDER_MESSAGES.notFound });
    const final = await submit({ ticketId: TICKETS.cap1, tieId: 'W2-1', order: ORDER_1 });
    expect(final.error).toMatchObject({ message: ORDER_MESSAGES.sidesUnknown });

    await stageDoc.update({
      'results.W1-1': { outcome: 'a', how: 'played', games: [3, 1], sides: [0, 1], confirmed: true, at: AT },
    });
    const decided = await submit({ ticketId: TICKETS.cap1, order: ORDER_1 });
    expect(decided.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: ORDER_MESSAGES.decided });

    await stageDoc.update({ tie: FieldValue.delete() });
    const single = await submit({ ticketId: TICKETS.cap3, tieId: 'W1-2', order: ORDER_1 });
    expect(single.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: ORDER_MESSAGES.notTeam });
  });

  it('takes staff orders only from staff of the competition, naming the side', async () => {
    await seed();
    const stranger = await signedInUser({ uid: 'stranger', email: 'stranger@example.com' });
    const refused = await submit({ side: 'a', order: ORDER_1 }, stranger);
    expect(refused.error).toMatchObject({ status: 'PERMISSION_DENIED', message: MESSAGES.permissionDenied });
    const anonymous = await submit({ side: 'a', order: ORDER_1 });
    expect(anonymous.error?.status).toBe('UNAUTHENTICATED');
    const staff = await staffToken();
    const noSide = await submit({ order: ORDER_1 }, staff);
    expect(noSide.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: ORDER_MESSAGES.sideRequired });
    // Before the opening staff enter a side as a captain would: sealed, no change recorded.
    expect((await submit({ side: 'b', order: ORDER_2 }, staff)).result).toEqual({ opened: false });
    expect((await ordersNow())?.b).toMatchObject({ order: ORDER_2, role: 'staff', by: 'staff-1' });
    expect((await ordersNow())?.changes).toEqual([]);
    expect((await stageNow()).lineups).toBeUndefined();
  });
});

describe('the opening with 自動呼び出し (docs/play.md "Team ties")', () => {
  it('calls the tie’s first rubbers to the free tables in the same write, as many as it plays at once', async () => {
    // The other semi-final is open already, its 1番 on table 1.
    await seed({
      autoCall: true,
      tableCount: 3,
      lineups: { 'W1-2': { a: ORDER_3, b: ORDER_1, sides: [2, 3], at: AT } },
      tables: { 'W1-2r1': { table: 1, at: AT } },
    });
    await submit({ ticketId: TICKETS.cap1, order: ORDER_1 });
    expect((await stageNow()).tables).toEqual({ 'W1-2r1': expect.anything() });
    await submit({ ticketId: TICKETS.cap2, order: ORDER_2 });
    const { tables } = await stageNow();
    // Table 1 is taken (the other tie's 1番): the 1番 and the 2番 go to tables 2 and 3 (4単1複 plays
    // two at once, so the 3番 waits; the other tie's 2番 finds no table left).
    expect(tables).toMatchObject({ 'W1-1r1': { table: 2 }, 'W1-1r2': { table: 3 } });
    expect(Object.keys(tables).sort()).toEqual(['W1-1r1', 'W1-1r2', 'W1-2r1']);
  });

  it('calls nothing while a side has no order (opened by staff at the deadline)', async () => {
    await seed({ autoCall: true, tableCount: 2 });
    await submit({ ticketId: TICKETS.cap1, order: ORDER_1 });
    expect((await open(await staffToken())).result).toEqual({ opened: true });
    expect((await stageNow()).tables).toEqual({});
  });
});

describe('openOrders (docs/play.md "Team ties")', () => {
  it('opens with one side missing ([]), once; then only staff fill the missing side, recorded', async () => {
    await seed();
    await submit({ ticketId: TICKETS.cap1, order: ORDER_1 });
    const staff = await staffToken();
    expect((await open(staff)).result).toEqual({ opened: true });
    const first = (await stageNow()).lineups['W1-1'];
    expect(first).toMatchObject({ a: ORDER_1, b: [], sides: [0, 1] });
    const openedAt = (await ordersNow())?.openedAt;
    expect(openedAt).toBeDefined();

    // Idempotent: the lineup and the opening time stay as they were.
    expect((await open(staff)).result).toEqual({ opened: true });
    expect((await stageNow()).lineups['W1-1']).toEqual(first);
    expect((await ordersNow())?.openedAt).toEqual(openedAt);

    const late = await submit({ ticketId: TICKETS.cap2, order: ORDER_2 });
    expect(late.error).toMatchObject({ message: ORDER_MESSAGES.opened });
    expect((await submit({ side: 'b', order: ORDER_2 }, staff)).result).toEqual({ opened: true });
    expect((await stageNow()).lineups['W1-1']).toMatchObject({ a: ORDER_1, b: ORDER_2 });
    expect((await ordersNow())?.changes).toMatchObject([{ side: 'b', order: ORDER_2, role: 'staff' }]);
  });

  it('opens a tie with no order at all, and refuses anyone but staff', async () => {
    await seed();
    const stranger = await signedInUser({ uid: 'stranger', email: 'stranger@example.com' });
    expect((await open(stranger)).error).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await open()).error?.status).toBe('UNAUTHENTICATED');
    expect((await stageNow()).lineups).toBeUndefined();
    expect((await open(await staffToken(), 'W1-2')).result).toEqual({ opened: true });
    expect((await stageNow()).lineups['W1-2']).toMatchObject({ a: [], b: [], sides: [2, 3] });
    expect((await ordersNow('W1-2'))?.changes).toEqual([]);
  });
});
