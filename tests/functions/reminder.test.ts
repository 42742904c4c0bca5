import { beforeEach, describe, expect, it } from 'vitest';
import { triggerRuns, triggersIdle } from '../trigger-runs';
import {
  adminDb,
  APP_ORIGIN,
  call,
  clearInbox,
  inbox,
  resetEmulators,
  seedClub,
  seedCompe,
  type ReceivedMail,
} from './support';
import { THROTTLED } from './throttled';
import { drawnStageOf, result, storedStage } from '@/testing/stages';
import { encodeBoardUnits } from '@/shared/board-codec';
import { MESSAGES } from '@/shared/messages';
import { REMINDER_MESSAGES, type Reminder } from '@/shared/reminder-rules';
import type { SetReminderResponse } from '@/shared/schemas/reminder';
import type { CancelRegistResponse } from '@/shared/schemas/callables';
import type { Stage } from '@/shared/schemas/stage';

/*
 * 出番のお知らせ against the emulators (docs/play.md "Telling participants they are up"): the
 * Firestore emulator delivers each write of a stage or the board to the triggers of
 * functions/src/reminder, which mail through maildev. Schedules never fire in the emulator: every
 * test moves the play with a write, as staff's 対戦 would.
 */

const COMPE = 'reminder-open';
const compe = adminDb.collection('compes').doc(COMPE);
/** A 1-table bracket of 8: W1-1 … W1-4 in turn on 1番台; 選手1 (r1) plays W1-4 against 選手6. */
const STAGE_ID = 'ko';
const NAMES = ['選手1', '選手2', '選手3', '選手4', '選手5', '選手6', '選手7', '選手8'];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

function stage(patch: Partial<Stage> = {}): Stage {
  return drawnStageOf('single', 8, { id: STAGE_ID, name: '決勝トーナメント', tableCount: 1, ...patch });
}

/*
 * Each write of a stage or the board (a delete too) runs one reminder trigger: a test waits for the
 * runs of its writes to have finished (tests/trigger-runs.ts), not for a while, before it says a
 * mail was not sent.
 */
const REMINDER_TRIGGERS = ['remindOnStage', 'remindOnBoard'];
/** Runs finished when the test began (the file's first begins after any other file's), and its writes since. */
let runsBefore = triggerRuns(REMINDER_TRIGGERS).finished;
let writes = 0;

/** Resolves once the trigger of every write so far has finished and none is running. */
const processed = () => triggersIdle(REMINDER_TRIGGERS, runsBefore + writes);

/** The run sheet: one running item of 60 minutes holding the stage, every entrant from a registration. */
async function writeBoard(patch: { minutes?: number; delayMinutes?: number } = {}) {
  const entries = NAMES.map((name, i) => ({ id: `e${i + 1}`, number: i + 1, name, registId: `r${i + 1}` }));
  await compe
    .collection('live')
    .doc('board')
    .set({
      startAt: minutesAgo(60),
      units: encodeBoardUnits([
        {
          id: 'u1',
          order: 0,
          title: '決勝トーナメント',
          kind: 'event',
          minutes: patch.minutes ?? 60,
          status: 'running',
          startedAt: minutesAgo(20),
          endedAt: null,
          note: '',
          stageId: STAGE_ID,
          entries,
        } as never,
      ]),
      currentUnitId: 'u1',
      delayMinutes: patch.delayMinutes ?? 0,
      notice: '',
      updatedAt: new Date(),
    });
  writes += 1;
}

const writeStage = async (value: Stage) => {
  await compe.collection('stages').doc(STAGE_ID).set(storedStage(value));
  writes += 1;
};

/** Registration r{n} (選手n), accepted, with its 参加票 `ticket-of-r{n}-…`, choosing `reminder`. */
async function seedRegist(n: number, reminder?: Reminder) {
  const ticketId = `ticket-of-r${n}-000000000000`;
  const common = { name: NAMES[n - 1], status: 'accepted', ...(reminder ? { reminder } : {}) };
  await compe
    .collection('regists')
    .doc(`r${n}`)
    .set({
      ...common,
      kana: 'せんしゅ',
      email: `player${n}@example.com`,
      phone: '',
      answers: {},
      ticketId,
      number: n,
      createdAt: new Date(),
      checkedInAt: null,
    });
  await adminDb
    .collection('tickets')
    .doc(ticketId)
    .set({
      ...common,
      code: 'regist',
      clubId: 'sakura',
      compeId: COMPE,
      registId: `r${n}`,
      compeTitle: '秋季卓球大会',
      eventedAt: minutesAgo(60),
      venue: '市民体育館',
      number: n,
      createdAt: new Date(),
    });
  return ticketId;
}

/** The competition under way: began an hour ago, a 1-table bracket, the sheet running it. */
async function seedDay() {
  await seedCompe(COMPE, { eventedAt: minutesAgo(60) });
  await writeStage(stage());
  await writeBoard();
}

/** W1-1 and W1-2 played, W1-3 on 1番台 since a minute ago: 選手1's W1-4 is next, minutes away. */
const w14Next = () =>
  stage({
    results: {
      'W1-1': result('a', [2, 1], { at: minutesAgo(10) }),
      'W1-2': result('a', [6, 7], { at: minutesAgo(2) }),
    },
    tables: {
      'W1-1': { table: 1, at: minutesAgo(19) },
      'W1-2': { table: 1, at: minutesAgo(10) },
      'W1-3': { table: 1, at: minutesAgo(1) },
    },
  });

/** What maildev holds once `count` reminder mails have come (or `ms` passed), for `to`. */
async function remindersTo(to: string, count: number, ms = 20_000): Promise<ReceivedMail[]> {
  const started = Date.now();
  for (;;) {
    const mine = (await inbox()).filter(
      (mail) => mail.to[0]?.address === to && mail.subject.includes(REMINDER_MESSAGES.upNow),
    );
    if (mine.length >= count || Date.now() - started > ms) return mine;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeEach(async () => {
  // The last test's triggers have run out, and so have those of its stages and board going with the
  // reset (a delete is a write): the test's own count starts after them.
  const going =
    (await compe.collection('stages').get()).size +
    ((await compe.collection('live').doc('board').get()).exists ? 1 : 0);
  await processed();
  runsBefore += writes + going;
  writes = 0;
  await resetEmulators();
  await processed();
  await clearInbox();
  await seedClub('sakura', 'さくら卓球クラブ');
}, 40_000);

describe('出番のお知らせ (reminder triggers)', () => {
  it('mails once when the match comes within 15 minutes, and not again as the sheet re-times', async () => {
    await seedRegist(1, '15m');
    await seedDay();
    await processed();
    // Three matches before theirs on the one table: nothing yet.
    expect(await remindersTo('player1@example.com', 1, 0)).toHaveLength(0);

    await writeStage(w14Next());
    const [mail] = await remindersTo('player1@example.com', 1);
    expect(mail?.subject).toBe(`【Compe】秋季卓球大会 ${REMINDER_MESSAGES.upNow}`);
    expect(mail?.text).toContain('対戦相手：選手6');
    expect(mail?.text).toContain('ステージ：決勝トーナメント 準々決勝');
    expect(mail?.text).toMatch(/開始予定：\d{2}:\d{2}頃/);
    expect(mail?.text).toContain(`${APP_ORIGIN}/ticket/ticket-of-r1-000000000000`);

    // The sheet re-times several times, then the match is called to its table: still one mail.
    await writeBoard({ delayMinutes: 5 });
    await writeBoard({ minutes: 90 });
    await writeBoard({ minutes: 45, delayMinutes: 2 });
    const called = w14Next();
    await writeStage({
      ...called,
      results: { ...called.results, 'W1-3': result('a', [4, 3], { at: new Date() }) },
      tables: { ...called.tables, 'W1-4': { table: 1, at: new Date() } },
    });
    await processed();
    expect(await remindersTo('player1@example.com', 2, 0)).toHaveLength(1);

    // Recorded like any mail: kind reminder, the person's registration, sent.
    const records = await adminDb.collection('mails').where('kind', '==', 'reminder').get();
    expect(records.docs.map((doc) => doc.data())).toMatchObject([
      { clubId: 'sakura', compeId: COMPE, registId: 'r1', to: 'player1@example.com', state: 'sent' },
    ]);
  }, 90_000);

  it('never mails someone who cancelled, nor someone who chose 知らせない', async () => {
    // 選手6 (r6) is 選手1's opponent in W1-4: both would be told of the same match.
    await seedRegist(1, '15m');
    const cancelled = await seedRegist(6, '15m');
    await seedRegist(7, 'off');
    await seedDay();
    const res = await call<CancelRegistResponse>('cancelRegist', { ticketId: cancelled, origin: APP_ORIGIN });
    expect(res.result?.status).toBe('cancelled');

    await writeStage(w14Next());
    expect(await remindersTo('player1@example.com', 1)).toHaveLength(1);
    await processed();
    expect(await remindersTo('player6@example.com', 1, 0)).toHaveLength(0);
    expect(await remindersTo('player7@example.com', 1, 0)).toHaveLength(0);
  }, 90_000);

  it('2試合前: tells once two matches remain before theirs on the call order', async () => {
    await seedRegist(1, '2matches');
    await seedDay();
    await processed();
    // W1-1, W1-2 and W1-3 stand before W1-4: three to go.
    expect(await remindersTo('player1@example.com', 1, 0)).toHaveLength(0);

    // W1-1 on 1番台: W1-2 and W1-3 remain before theirs.
    await writeStage(stage({ tables: { 'W1-1': { table: 1, at: new Date() } } }));
    const mails = await remindersTo('player1@example.com', 1);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('対戦相手：選手6');
  }, 90_000);
});

describe('setReminder (the choice on the 参加票)', () => {
  it('stores the choice on the registration and its ticket', async () => {
    const ticketId = await seedRegist(1);
    await seedDay();
    const res = await call<SetReminderResponse>('setReminder', { ticketId, reminder: '30m' });
    expect(res.result).toEqual({ reminder: '30m' });
    expect((await compe.collection('regists').doc('r1').get()).get('reminder')).toBe('30m');
    expect((await adminDb.collection('tickets').doc(ticketId).get()).get('reminder')).toBe('30m');
  });

  it('refuses a choice that does not exist and a ticket that does not', async () => {
    const ticketId = await seedRegist(1);
    await seedDay();
    const bad = await call('setReminder', { ticketId, reminder: '5m' });
    expect(bad.error?.status).toBe('INVALID_ARGUMENT');
    const unknown = await call('setReminder', { ticketId: 'no-such-ticket-00000000', reminder: '15m' });
    expect(unknown.error).toMatchObject({ status: 'NOT_FOUND', message: MESSAGES.registTicketNotFound });
  });

  it('refuses a cancelled registration and a competition called off', async () => {
    const ticketId = await seedRegist(1);
    await seedDay();
    await call<CancelRegistResponse>('cancelRegist', { ticketId, origin: APP_ORIGIN });
    const res = await call('setReminder', { ticketId, reminder: '15m' });
    expect(res.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: REMINDER_MESSAGES.notAccepted,
    });
    expect((await compe.collection('regists').doc('r1').get()).get('reminder')).toBeUndefined();

    const other = await seedRegist(2);
    await compe.update({ cancelledAt: new Date() });
    const off = await call('setReminder', { ticketId: other, reminder: '15m' });
    expect(off.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: REMINDER_MESSAGES.compeOver });
  });

  it('throttles one ticket: the 11th change in ten minutes is refused', async () => {
    const ticketId = await seedRegist(1);
    await seedDay();
    for (let i = 0; i < 10; i += 1) {
      const res = await call('setReminder', { ticketId, reminder: i % 2 ? 'off' : '15m' });
      expect(res.error).toBeUndefined();
    }
    const refused = await call('setReminder', { ticketId, reminder: '30m' });
    expect(refused.error).toMatchObject(THROTTLED);
  }, 60_000);
});
