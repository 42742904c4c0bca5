import { expect, test, type Browser, type Page } from '@playwright/test';
import { decodeBoardUnits } from '../../src/shared/board-codec';
import { drawnStageOf, storedStage } from '../../src/testing/stages';
import { adminDb } from './admin';
import { resetAndSeed } from './support';

/**
 * Results from the floor (docs/play.md "Reporting results from the floor"): the two players of a
 * match on 1番台 report the same score from their own 参加票, on their own phones. The second report
 * makes it the result — nobody from staff touches it — and, without a reload, ライブ shows the
 * winner through to the next round while 呼び出し画面 calls the next match to the freed 1番台.
 */
const db = adminDb('report-floor');

const CLUB = 'sakura';
const TODAY = 'sakura-monthly';
const STAGE = 'floor-ko';
const PHONE = { width: 390, height: 844 };

interface Player {
  entryId: string;
  name: string;
  /** Only the two who report hold a 参加票 here. */
  ticketId?: string;
}

/**
 * Eight of the day's entries on the run sheet, in the order the stage seats them: first the two
 * who hold a 参加票 (the ticket finds its participant's entries on the run sheet), then six more.
 */
async function playersOnTheBoard(): Promise<Player[]> {
  const board = (await db.doc(`compes/${TODAY}/live/board`).get()).data();
  const units = decodeBoardUnits(board?.units) as {
    entries: { id?: string; name: string; registId?: string }[];
  }[];
  const participants: Player[] = [];
  const others: Player[] = [];
  const seen = new Set<string>();
  for (const entry of units.flatMap((unit) => unit.entries)) {
    if (!entry.id || seen.has(entry.id)) continue;
    seen.add(entry.id);
    const tickets = entry.registId
      ? await db.collection('tickets').where('registId', '==', entry.registId).limit(1).get()
      : null;
    const player = { entryId: entry.id, name: entry.name };
    if (tickets && !tickets.empty && tickets.docs[0].data().status === 'accepted')
      participants.push({ ...player, ticketId: tickets.docs[0].id });
    else others.push(player);
  }
  return [...participants.slice(0, 2), ...others].slice(0, 8);
}

let players: Player[] = [];

test.beforeAll(async () => {
  await resetAndSeed();
  players = await playersOnTheBoard();
  expect(players, 'the demo day has eight entries on its run sheet').toHaveLength(8);
  expect(players.slice(0, 2).every((p) => p.ticketId)).toBe(true);
  // The demo's 予選リーグ has matches on its tables; off them, so that each participant's match on a
  // table is this one (a ticket offers the report of the match its participant is called to).
  // The demo keeps the calls made across 部門 in the hall's one document (docs/play.md "The hall's
  // calls"): off there too.
  await db.doc(`compes/${TODAY}/stages/league`).update({ tables: {} });
  await db.doc(`compes/${TODAY}/stages/_hall`).delete();
  // The demo's other 部門 (混合ダブルス, ジュニア) share the hall and its people: this bracket is the
  // day's only play here (docs/play.md "One floor" has its own journey).
  await db.doc(`compes/${TODAY}/stages/mixed`).delete();
  await db.doc(`compes/${TODAY}/stages/junior`).delete();
  // A トーナメント of the eight, best of 3, on 2 台 calling by itself: 準々決勝 1 on 1番台, 2 on 2番台.
  const now = new Date();
  await db
    .collection('compes')
    .doc(TODAY)
    .collection('stages')
    .doc(STAGE)
    .set(
      storedStage(
        drawnStageOf('single', 8, {
          order: 5,
          name: '順位決定トーナメント',
          scoring: 'games',
          bestOf: 3,
          entrants: players.map((p) => ({ id: p.entryId, name: p.name, affiliation: '' })),
          draw: [0, 1, 2, 3, 4, 5, 6, 7],
          autoCall: true,
          tables: { 'W1-1': { table: 1, at: now }, 'W1-2': { table: 2, at: now } },
        }),
      ),
    );
});

async function phone(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE })).newPage();
}

/** From the participant's 参加票: 試合結果を報告する → 山田 wins 2–1 → confirm → the answer. */
async function reportFromTicket(page: Page, player: Player, winner: Player, loser: Player): Promise<string> {
  await page.goto(`/ticket/${player.ticketId ?? ''}`);
  const next = page.getByRole('region', { name: 'あなたの次の試合' });
  await next.getByRole('link', { name: '試合結果を報告する' }).click();
  const form = page.getByRole('form', { name: '結果の報告' });
  await form.getByRole('radio', { name: new RegExp(`^${winner.name}（選手[AB]）$`) }).check();
  await form.getByRole('textbox', { name: `${winner.name}のゲーム数` }).fill('2');
  await form.getByRole('textbox', { name: `${loser.name}のゲーム数` }).fill('1');
  await form.getByRole('button', { name: '確認へ進む' }).click();
  const confirm = page.getByRole('region', { name: 'この内容で報告しますか' });
  await expect(confirm).toContainText(`${winner.name} の勝ち（2 - 1）`);
  await confirm.getByRole('button', { name: '報告する' }).click();
  const answer = page.getByRole('region', { name: '報告の結果' }).getByRole('status');
  await expect(answer).toBeVisible();
  return answer.innerText();
}

test('two players report the same score from their tickets: the bracket advances on ライブ and 呼び出し画面 calls the next match to the freed table', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const [a, b, , , e, f] = players;

  const viewer = await phone(browser);
  await viewer.goto(`/${CLUB}/live/${TODAY}`);
  const stage = viewer.locator(`[data-stage="${STAGE}"]`);
  const semi = stage.locator('[data-match="W2-1"]');
  await expect(semi).toBeVisible();
  await expect(semi).not.toContainText(a.name);

  const screen = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await screen.goto(`/${CLUB}/call/${TODAY}`);
  const calls = screen.getByRole('list', { name: '呼び出し中' });
  const koCall = (text: string) => calls.getByRole('listitem').filter({ hasText: text });
  await expect(koCall(`1番台：${a.name} vs ${b.name}`)).toHaveCount(1);

  // Player A first: their report alone waits for the other side's.
  expect(await reportFromTicket(await phone(browser), a, a, b)).toContain('相手の報告を待っています');
  await expect(semi).not.toContainText(a.name);
  // Player B, on their own phone, agrees: the result is in (速報), written by nobody from staff.
  expect(await reportFromTicket(await phone(browser), b, a, b)).toContain('結果を受け付けました');

  // ライブ, never reloaded: 準々決勝 1 shows its score, and its winner waits in 準決勝 1.
  const quarter = stage.locator('[data-match="W1-1"]');
  await expect(quarter).toContainText('2 - 1');
  await expect(quarter).toContainText('速報');
  await expect(semi).toContainText(a.name);
  // 呼び出し画面, never reloaded: the freed 1番台 has 準々決勝 3, and the finished match is off it.
  await expect(koCall(`1番台：${e.name} vs ${f.name}`)).toHaveCount(1);
  await expect(koCall(`${a.name} vs ${b.name}`)).toHaveCount(0);

  const stored = (await db.doc(`compes/${TODAY}/stages/${STAGE}`).get()).data();
  expect(stored?.results?.['W1-1']).toMatchObject({ outcome: 'a', games: [2, 1], confirmed: false });
});
