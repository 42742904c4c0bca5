import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, call, resetEmulators, seedClub, seedCompe, signedInUser } from './support';
import { THROTTLED } from './throttled';
import { bracketStage, stageOf, storedStage } from '@/testing/stages';
import { ORDER_4S1D, teamStageOf, withLineup } from '@/testing/team-stages';
import { fill } from '@/shared/fill';
import { MESSAGES } from '@/shared/messages';
import { REPORT_MESSAGES } from '@/shared/report-messages';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import type { ReportKeysResponse, ReportResultResponse } from '@/shared/schemas/report';
import type { Stage } from '@/shared/schemas/stage';

/*
 * 結果報告 from the floor against the emulators (docs/play.md "Reporting results from the floor"):
 * the 審判 with the 試合票's match key, the players with their own 参加票.
 * The stage: 準決勝 W1-1 山田 (e1) vs 高橋 (e4) on 1番台, W1-2 佐藤 (e2) vs 鈴木 (e3) waiting for
 * the one table (自動 calls), then 決勝 W2-1; best of 3 games.
 */

const COMPE = 'report-open';
const STAGE = 'final';
const compe = adminDb.collection('compes').doc(COMPE);
const stageDoc = compe.collection('stages').doc(STAGE);
const AT = new Date('2026-11-22T04:40:00Z');
/** A ticket per player: 山田 (e1), 高橋 (e4), 佐藤 (e2). */
const TICKETS = {
  yamada: 'ticketYamada000000001',
  takahashi: 'ticketTakahashi000001',
  sato: 'ticketSato00000000001',
};

async function seed(patch: Partial<Stage> = {}) {
  await seedClub('sakura', 'さくら卓球クラブ');
  await seedCompe(COMPE);
  await stageDoc.set(
    storedStage(
      bracketStage({ tableCount: 1, autoCall: true, tables: { 'W1-1': { table: 1, at: AT } }, ...patch }),
    ),
  );
  const players = [
    ['yamada', 'e1', '山田 太郎', 1],
    ['takahashi', 'e4', '高橋 次郎', 4],
    ['sato', 'e2', '佐藤 花子', 2],
  ] as const;
  for (const [who, entryId, name, number] of players) {
    const registId = `r-${who}`;
    await compe
      .collection('entries')
      .doc(entryId)
      .set({ number, name, kana: '', affiliation: '', category: '', memo: '', registId });
    await compe
      .collection('regists')
      .doc(registId)
      .set({
        name,
        kana: 'せんしゅ',
        email: `${who}@example.com`,
        answers: {},
        status: 'accepted',
        ticketId: TICKETS[who],
        number,
        createdAt: AT,
        checkedInAt: null,
      });
    await adminDb.collection('tickets').doc(TICKETS[who]).set({
      code: 'regist',
      clubId: 'sakura',
      compeId: COMPE,
      registId,
      compeTitle: '秋季卓球大会',
      eventedAt: AT,
      venue: '市民体育館',
      name,
      number,
      status: 'accepted',
      createdAt: AT,
    });
  }
}

/** 女子シングルス: 伊藤 vs 田中, waiting for the hall's table 1 with 自動呼び出し. */
async function seedWomen() {
  const women = compe.collection('stages').doc('women');
  await women.set(
    storedStage(
      stageOf('single', 2, {
        id: 'women',
        order: 2,
        name: '女子シングルス',
        entrants: [
          { id: 'w1', name: '伊藤 桜子', affiliation: '' },
          { id: 'w2', name: '田中 桃子', affiliation: '' },
        ],
        draw: [0, 1],
        tableCount: 1,
        autoCall: true,
      }),
    ),
  );
  return women;
}

async function keys(): Promise<Record<string, string>> {
  const token = await signedInUser({
    uid: 'staff-1',
    email: 'staff@example.com',
    claims: { sakura: 'staff' },
  });
  const res = await call<ReportKeysResponse>('reportKeys', { compeId: COMPE, stageId: STAGE }, token);
  if (!res.result) throw new Error(JSON.stringify(res.error));
  return res.result.keys;
}

/** 山田 wins 2-1 (from side a's view, as every report is written). */
const YAMADA_WINS = { outcome: 'a', how: 'played', games: [2, 1] } as const;
const TAKAHASHI_WINS = { outcome: 'b', how: 'played', games: [1, 2] } as const;

const report = (
  cred: { key: string } | { ticketId: string },
  result: object = YAMADA_WINS,
  matchId = 'W1-1',
) =>
  call<ReportResultResponse>('reportResult', { compeId: COMPE, stageId: STAGE, matchId, ...cred, ...result });

type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const storedStageNow = async () => (await stageDoc.get()).data() as Data;
const reportsNow = async (matchId = 'W1-1') =>
  (await compe.collection('reports').doc(`${STAGE}_${matchId}`).get()).data() as Data | undefined;

beforeEach(async () => {
  await resetEmulators();
});

describe('reportResult (docs/play.md "Reporting results from the floor")', () => {
  it('the umpire alone is accepted: 速報 written, the freed table calls the next match with 自動, the change log says report', async () => {
    await seed();
    const k = await keys();
    expect(Object.keys(k).sort()).toEqual(['W1-1', 'W1-2', 'W2-1']);

    expect((await report({ key: k['W1-1'] })).result).toEqual({ state: 'accepted' });

    const stage = await storedStageNow();
    expect(stage.results['W1-1']).toMatchObject({
      outcome: 'a',
      how: 'played',
      games: [2, 1],
      sides: [0, 3],
      confirmed: false,
    });
    expect(stage.tables['W1-2']).toMatchObject({ table: 1 });
    const changes = await stageDoc.collection('changes').get();
    expect(changes.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ matchId: 'W1-1', before: null, by: 'report', affected: [] }),
    ]);
    const reports = await reportsNow();
    expect(reports).toMatchObject({
      status: 'accepted',
      sides: [0, 3],
      reports: [{ by: 'umpire', outcome: 'a', games: [2, 1] }],
    });

    // The same report again changes nothing.
    expect((await report({ key: k['W1-1'] })).result).toEqual({ state: 'accepted' });
    expect((await reportsNow())?.reports).toHaveLength(1);
    expect((await stageDoc.collection('changes').get()).size).toBe(1);
  });

  it('never calls a match of someone who cancelled after the draw: the freed table stays free', async () => {
    await seed();
    // 佐藤 (W1-2) cancels on their 参加票 after the draw.
    await compe.collection('regists').doc('r-sato').update({ status: 'cancelled' });
    const k = await keys();

    expect((await report({ key: k['W1-1'] })).result).toEqual({ state: 'accepted' });

    const stage = await storedStageNow();
    expect(stage.results['W1-1']).toMatchObject({ outcome: 'a', sides: [0, 3] });
    // W1-2 waits for staff's 棄権 on 対戦; the final is not known yet: nothing is called.
    expect(Object.keys(stage.tables)).toEqual(['W1-1']);
  });

  it('on one floor, the table a report frees calls another stage’s match, in the same transaction (hall numbers)', async () => {
    // 決勝 W1-2 waits for staff to call it (確認してから); 女子シングルス plays on the same hall table 1.
    await seed({ autoCall: false });
    const women = await seedWomen();
    const k = await keys();

    expect((await report({ key: k['W1-1'] })).result).toEqual({ state: 'accepted' });

    expect(Object.keys((await storedStageNow()).tables)).toEqual(['W1-1']);
    // Another stage's call: in the hall's one document (docs/play.md "The hall's calls").
    expect(((await women.get()).data() as Data).tables).toEqual({});
    expect(((await compe.collection('stages').doc('_hall').get()).data() as Data).calls).toEqual({
      'women:W1-1': { table: 1, at: expect.anything() },
    });
  });

  it('with a hall, the calls are read from and written to the hall’s one document (docs/play.md "The hall’s calls")', async () => {
    // The same floor as above, on a competition with a hall of 2 tables: 決勝 W1-1 is on 1番台 by
    // the hall's calls, not its own stage's.
    await seed({ autoCall: false, tables: {} });
    await compe.update({
      hall: { tables: 2, label: '台', names: ['A1', 'A2'], restMinutes: 0, callOrder: 'order' },
    });
    const hall = compe.collection('stages').doc('_hall');
    await hall.set({ calls: { 'final:W1-1': { table: 1, at: AT } } });
    const women = await seedWomen();
    const k = await keys();

    // On its table only by the hall's calls: read there, the report is taken.
    expect((await report({ key: k['W1-1'] })).result).toEqual({ state: 'accepted' });

    expect((await storedStageNow()).results['W1-1']).toMatchObject({ outcome: 'a', games: [2, 1] });
    // The freed table's call is in the hall's document; no stage document holds a call.
    expect(((await hall.get()).data() as Data).calls).toEqual({
      'final:W1-1': { table: 1, at: expect.anything() },
      'women:W1-1': { table: 1, at: expect.anything() },
    });
    expect((await storedStageNow()).tables).toEqual({});
    expect(((await women.get()).data() as Data).tables).toEqual({});
  });

  it('two players agreeing: the first waits, the second makes it 確定 when the stage confirms agreed reports', async () => {
    await seed({ autoConfirm: true });
    expect((await report({ ticketId: TICKETS.yamada })).result).toEqual({ state: 'pending' });
    expect((await storedStageNow()).results).toEqual({});

    expect((await report({ ticketId: TICKETS.takahashi })).result).toEqual({ state: 'accepted' });
    const stage = await storedStageNow();
    expect(stage.results['W1-1']).toMatchObject({ outcome: 'a', games: [2, 1], confirmed: true });
    expect(stage.tables['W1-2']).toMatchObject({ table: 1 });
    expect((await reportsNow())?.reports.map((r: { by: string }) => r.by)).toEqual(['a', 'b']);
  });

  it('disagreeing reports are 要確認 (conflict) and the stage is untouched', async () => {
    await seed();
    expect((await report({ ticketId: TICKETS.yamada }, YAMADA_WINS)).result).toEqual({ state: 'pending' });
    expect((await report({ ticketId: TICKETS.takahashi }, TAKAHASHI_WINS)).result).toEqual({
      state: 'conflict',
    });
    const stage = await storedStageNow();
    expect(stage.results).toEqual({});
    expect(Object.keys(stage.tables)).toEqual(['W1-1']);
    expect((await stageDoc.collection('changes').get()).size).toBe(0);
    expect(await reportsNow()).toMatchObject({
      status: 'conflict',
      reports: [
        { by: 'a', outcome: 'a' },
        { by: 'b', outcome: 'b' },
      ],
    });
  });

  it('a player disputing the umpire’s 速報 makes it 要確認, the 速報 stays', async () => {
    await seed();
    const k = await keys();
    await report({ key: k['W1-1'] });
    expect((await report({ ticketId: TICKETS.takahashi }, TAKAHASHI_WINS)).result).toEqual({
      state: 'conflict',
    });
    expect((await storedStageNow()).results['W1-1']).toMatchObject({ outcome: 'a', confirmed: false });
  });

  it('refuses every report once the result is 確定', async () => {
    await seed({ autoConfirm: true });
    const k = await keys();
    expect((await report({ key: k['W1-1'] })).result).toEqual({ state: 'accepted' });
    const again = await report({ ticketId: TICKETS.takahashi }, TAKAHASHI_WINS);
    expect(again.error).toEqual({ status: 'FAILED_PRECONDITION', message: REPORT_MESSAGES.closed });
    const umpire = await report({ key: k['W1-1'] }, TAKAHASHI_WINS);
    expect(umpire.error?.message).toBe(REPORT_MESSAGES.closed);
  });

  it('refuses a guessed key, and the key of another match, as not found', async () => {
    await seed();
    const k = await keys();
    const guessed = await report({ key: 'A'.repeat(22) });
    expect(guessed.error).toEqual({ status: 'NOT_FOUND', message: REPORT_MESSAGES.notFound });
    expect((await report({ key: k['W2-1'] })).error).toEqual({
      status: 'NOT_FOUND',
      message: REPORT_MESSAGES.notFound,
    });
    expect((await storedStageNow()).results).toEqual({});
    expect(await reportsNow()).toBeUndefined();
  });

  it('refuses a ticket of someone not in this match with the same answer', async () => {
    await seed();
    const res = await report({ ticketId: TICKETS.sato });
    expect(res.error).toEqual({ status: 'NOT_FOUND', message: REPORT_MESSAGES.notFound });
    const unknown = await report({ ticketId: 'ticketNobody000000001' });
    expect(unknown.error).toEqual({ status: 'NOT_FOUND', message: REPORT_MESSAGES.notFound });
  });

  it('refuses a match that is not on: not called to a table yet, or its sides unknown', async () => {
    await seed();
    const k = await keys();
    const notCalled = await report({ key: k['W1-2'] }, YAMADA_WINS, 'W1-2');
    expect(notCalled.error).toEqual({ status: 'FAILED_PRECONDITION', message: REPORT_MESSAGES.notOn });
    const waiting = await report({ key: k['W2-1'] }, YAMADA_WINS, 'W2-1');
    expect(waiting.error).toEqual({ status: 'FAILED_PRECONDITION', message: REPORT_MESSAGES.notOn });
  });

  it('refuses a cancelled registration and a cancelled competition', async () => {
    await seed();
    await compe.collection('regists').doc('r-yamada').update({ status: 'cancelled' });
    expect((await report({ ticketId: TICKETS.yamada })).error?.message).toBe(REPORT_MESSAGES.registCancelled);
    await compe.update({ cancelledAt: new Date() });
    const k = await keys();
    expect((await report({ key: k['W1-1'] })).error?.message).toBe(REPORT_MESSAGES.compeCancelled);
  });

  it('refuses a score that does not fit the stage (best of 3: two games to win)', async () => {
    await seed();
    const res = await report({ ticketId: TICKETS.yamada }, { outcome: 'a', how: 'played', games: [3, 0] });
    expect(res.error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: fill(STAFF_MESSAGES.matchGamesToWin, { need: 2, bestOf: 3 }),
    });
    expect(await reportsNow()).toBeUndefined();
  });

  it('throttles each link: the sixth report in ten minutes is refused', async () => {
    await seed();
    const scores = [YAMADA_WINS, TAKAHASHI_WINS];
    for (let i = 0; i < 5; i += 1)
      expect((await report({ ticketId: TICKETS.yamada }, scores[i % 2])).result).toBeDefined();
    const sixth = await report({ ticketId: TICKETS.yamada });
    expect(sixth.error).toEqual(THROTTLED);
    // Another link is counted apart.
    expect((await report({ ticketId: TICKETS.takahashi })).result).toEqual({ state: 'accepted' });
  });
});

describe('reportKeys', () => {
  it('gives keys only to whoever runs the competition', async () => {
    await seed();
    const stranger = await signedInUser({
      uid: 'other',
      email: 'other@example.com',
      claims: { other: 'staff' },
    });
    const res = await call('reportKeys', { compeId: COMPE, stageId: STAGE }, stranger);
    expect(res.error).toEqual({ status: 'PERMISSION_DENIED', message: MESSAGES.permissionDenied });
    const missing = await call('reportKeys', { compeId: 'nope', stageId: STAGE }, stranger);
    expect(missing.error).toEqual(res.error);
    const k1 = await keys();
    // Derived from one secret kept by the functions: the same keys on every print.
    const token = await signedInUser({
      uid: 'staff-2',
      email: 'staff2@example.com',
      claims: { sakura: 'admin' },
    });
    const again = await call<ReportKeysResponse>('reportKeys', { compeId: COMPE, stageId: STAGE }, token);
    expect(again.result?.keys).toEqual(k1);
    expect(new Set(Object.values(k1)).size).toBe(3);
    for (const key of Object.values(k1)) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
  it('answers the hall’s calls, which are no stage, as any missing stage', async () => {
    await seed();
    const token = await signedInUser({
      uid: 'staff-1',
      email: 'staff@example.com',
      claims: { sakura: 'staff' },
    });
    const res = await call('reportKeys', { compeId: COMPE, stageId: '_hall' }, token);
    expect(res.error).toEqual({ status: 'PERMISSION_DENIED', message: MESSAGES.permissionDenied });
  });
});

describe('reportResult: a 団体戦 rubber (docs/play.md "Team ties")', () => {
  it('takes each rubber on its own key, and the freed table calls the tie’s next rubber', async () => {
    await seedClub('sakura', 'さくら卓球クラブ');
    await seedCompe(COMPE);
    // 準決勝 チーム1 vs チーム4 with both orders open; the 1番 and 2番 on tables 1 and 2.
    const team = withLineup(
      teamStageOf('single', 4, 'tt4s1d', {
        id: STAGE,
        tableCount: 2,
        autoCall: true,
        tables: { 'W1-1r1': { table: 1, at: AT }, 'W1-1r2': { table: 2, at: AT } },
      }),
      'W1-1',
      ['t1', 't4'],
      { a: ORDER_4S1D, b: ORDER_4S1D },
    );
    await stageDoc.set(storedStage(team));
    const k = await keys();
    // Every tie's rubbers have keys of their own, the 代表戦's place too (4単1複 has none: unused).
    expect(Object.keys(k)).toEqual(expect.arrayContaining(['W1-1', 'W1-1r1', 'W1-1r5', 'W1-1r6', 'W2-1r3']));

    expect(
      (await report({ key: k['W1-1r1'] ?? '' }, { outcome: 'a', how: 'played', games: [3, 1] }, 'W1-1r1'))
        .result,
    ).toEqual({ state: 'accepted' });
    const stage = await storedStageNow();
    expect(stage.results['W1-1r1']).toMatchObject({ outcome: 'a', games: [3, 1], sides: [0, 3] });
    // Table 1 freed: the 3番 (the doubles) is next in the tie's order.
    expect(stage.tables['W1-1r3']).toMatchObject({ table: 1 });
    // A rubber's key reports that rubber only.
    const wrong = await report(
      { key: k['W1-1r1'] ?? '' },
      { outcome: 'a', how: 'played', games: [3, 0] },
      'W1-1r2',
    );
    expect(wrong.error?.status).toBe('NOT_FOUND');
  });
});
