import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { expect, test } from '@playwright/test';
import { paths } from '@/config/paths';
import { encodeBoardUnits } from '@/shared/board-codec';
import { REMINDER_MESSAGES } from '@/shared/reminder-rules';
import { compeDocOf } from '@/testing/compes';
import { drawnStageOf, result, storedStage } from '@/testing/stages';
import { adminDb } from './admin';
import { signIn } from './support';
import { triggerRuns, triggersIdle } from '../trigger-runs';

/*
 * 出番のお知らせ (docs/play.md "Telling participants they are up"): a participant chooses 15分前 on
 * their 参加票; staff enter a result on 対戦 that brings the participant's match within 15 minutes;
 * exactly one mail arrives in maildev, and no second after another change. Then カレンダーに追加's
 * file is read back with ical.js. A competition of its own (not the demo's), under way for an hour:
 * a 1-table bracket of 8 where 選手1 plays W1-4 after W1-2 (just called) and W1-3, 10 minutes a match.
 */

const COMPE = 'reminder-e2e';
const TICKET = 'reminderE2eTicket000001';
const EMAIL = 'player1@reminder.example';
const MAILDEV = process.env.MAILDEV_ORIGIN ?? 'http://127.0.0.1:1080';
const db = adminDb('reminder');
const compe = db.collection('compes').doc(COMPE);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function seed() {
  const start = minutesAgo(60);
  // A retry starts over: the claims of an earlier try would keep its mail from being sent again.
  for (const claim of (await compe.collection('reminders').get()).docs) await claim.ref.delete();
  await compe.set(
    compeDocOf({
      clubId: 'sakura',
      title: 'リマインダー卓球大会',
      shortTitle: 'リマインダー',
      eventedAt: start,
      regist: { count: 1 },
      createdAt: start,
      updatedAt: start,
    }),
  );
  await db.collection('clubs').doc('sakura').collection('links').doc(COMPE).set({
    compeId: COMPE,
    title: 'リマインダー卓球大会',
    shortTitle: 'リマインダー',
    eventedAt: start,
    published: true,
  });
  await compe.collection('regists').doc('r1').set({
    name: '選手1',
    kana: 'せんしゅ',
    email: EMAIL,
    phone: '',
    answers: {},
    status: 'accepted',
    ticketId: TICKET,
    number: 1,
    createdAt: start,
    checkedInAt: null,
  });
  await db.collection('tickets').doc(TICKET).set({
    code: 'regist',
    clubId: 'sakura',
    compeId: COMPE,
    registId: 'r1',
    compeTitle: 'リマインダー卓球大会',
    eventedAt: start,
    venue: '市民体育館',
    name: '選手1',
    number: 1,
    status: 'accepted',
    createdAt: start,
  });
  const stage = drawnStageOf('single', 8, {
    id: 'ko',
    name: '決勝トーナメント',
    tableCount: 1,
    results: { 'W1-1': result('a', [2, 1], { at: minutesAgo(12) }) },
    tables: { 'W1-1': { table: 1, at: minutesAgo(22) }, 'W1-2': { table: 1, at: new Date() } },
  });
  await compe.collection('stages').doc('ko').set(storedStage(stage));
  const entries = stage.entrants.map((entrant, i) => ({
    id: entrant.id,
    number: i + 1,
    name: entrant.name,
    ...(i === 0 ? { registId: 'r1' } : {}),
  }));
  await compe
    .collection('live')
    .doc('board')
    .set({
      startAt: start,
      units: encodeBoardUnits([
        {
          id: 'u1',
          order: 0,
          title: '決勝トーナメント',
          kind: 'event',
          minutes: 60,
          status: 'running',
          startedAt: minutesAgo(25),
          endedAt: null,
          note: '',
          stageId: 'ko',
          entries,
        } as never,
      ]),
      currentUnitId: 'u1',
      delayMinutes: 0,
      notice: '',
      updatedAt: new Date(),
    });
}

interface Received {
  subject: string;
  text: string;
  to: { address: string }[];
}
async function remindersTo(address: string): Promise<Received[]> {
  const mails = (await (await fetch(`${MAILDEV}/email`)).json()) as Received[];
  return mails.filter(
    (mail) => mail.to.some((to) => to.address === address) && mail.subject.includes(REMINDER_MESSAGES.upNow),
  );
}

test('15分前 on the ticket: one mail once a result brings the match near, none again after another change; the .ics parses', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The reminder triggers' runs (tests/trigger-runs.ts): the seed's stage and board are two.
  const triggers = ['remindOnStage', 'remindOnBoard'];
  const runsBefore = triggerRuns(triggers).finished;
  await seed();
  // Mail of an earlier try stays in maildev: count from here.
  const before = (await remindersTo(EMAIL)).length;
  const reminders = async () => (await remindersTo(EMAIL)).slice(before);

  // The participant chooses 15分前 on their ticket: their match is some 20 minutes away, nothing yet.
  await page.goto(paths.ticket.getHref(TICKET));
  const choices = page.getByRole('group', { name: REMINDER_MESSAGES.heading });
  await choices.getByRole('radio', { name: '15分前' }).check();
  await expect(page.getByText(REMINDER_MESSAGES.saved)).toBeVisible();
  // The triggers of the seed's writes have run, none is running, and the choice is saved.
  await triggersIdle(triggers, runsBefore + 2);
  expect(await reminders()).toHaveLength(0);

  // カレンダーに追加: the download is a calendar a parser reads, with the title, venue and ticket URL.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: REMINDER_MESSAGES.addToCalendar }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('リマインダー卓球大会.ics');
  const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path()) as string, 'utf8')));
  const [vevent] = calendar.getAllSubcomponents('vevent');
  const event = new ICAL.Event(vevent);
  expect(event.summary).toBe('リマインダー卓球大会');
  expect(event.location).toBe('市民体育館');
  expect(vevent.getFirstPropertyValue('url')).toBe(new URL(paths.ticket.getHref(TICKET), page.url()).href);

  // Staff enter W1-2's result on 対戦: W1-3 takes the table next, 選手1's W1-4 is ~10 minutes away.
  const staff = await browser.newPage();
  await signIn(staff, 'staff@sakura-tt.example');
  await staff.goto(`/sakura/form/${COMPE}/match`);
  const stage = staff.getByRole('region', { name: '決勝トーナメント' });
  await stage.getByRole('button', { name: '結果を入力 1番台' }).click();
  const dialog = staff.getByRole('dialog', { name: /結果を入力/ });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: '確定' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(reminders, { timeout: 30_000 }).toHaveLength(1);
  // The result's write has been processed too (the mail came from it): count the next from here.
  await triggersIdle(triggers, runsBefore + 3);
  const runsAfterResult = triggerRuns(triggers).finished;
  const [mail] = await reminders();
  expect(mail.text).toContain('大会：リマインダー卓球大会');
  expect(mail.text).toContain(paths.ticket.getHref(TICKET));

  // Another change (W1-3 called to the table): still the one mail.
  await stage.getByRole('button', { name: /^呼び出す 1番台：/ }).click();
  // The call is one write of the stage: once its trigger has run (and none is running), no mail more.
  await triggersIdle(triggers, runsAfterResult + 1);
  expect(await reminders()).toHaveLength(1);
  await staff.close();
});
