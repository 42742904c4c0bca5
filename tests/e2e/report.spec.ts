import { expect, test, type Browser, type Page } from '@playwright/test';
import { decodeBoardUnits } from '../../src/shared/board-codec';
import { drawnStageOf, storedStage } from '../../src/testing/stages';
import { adminDb } from './admin';
import { resetAndSeed, signIn } from './support';

/**
 * 結果報告 on 対戦 (docs/play.md "Reporting results from the floor"): the umpire scans the QR code
 * of a printed 試合票 and reports, and the result is on 対戦; two players of another match report
 * different winners, and staff see 要確認 with both reports and decide.
 */
const db = adminDb('report');

const CLUB = 'sakura';
const TODAY = 'sakura-monthly';
const STAGE = 'report-ko';
const STAGE_NAME = '報告テスト';
const PHONE = { width: 390, height: 844 };

interface Player {
  entryId: string;
  name: string;
  ticketId: string;
}

/**
 * Four of the day's entries, seated so that 準決勝 2 is between the two who hold a 参加票 (a
 * player reports with their own ticket); 準決勝 1 is the umpire's, whose players need none.
 */
async function seatedPlayers(): Promise<Player[]> {
  const board = (await db.doc(`compes/${TODAY}/live/board`).get()).data();
  const units = decodeBoardUnits(board?.units) as {
    entries: { id?: string; name: string; registId?: string }[];
  }[];
  const participants: Player[] = [];
  const others: Player[] = [];
  for (const entry of units.flatMap((unit) => unit.entries)) {
    if (!entry.id || [...participants, ...others].some((p) => p.entryId === entry.id)) continue;
    const tickets = entry.registId
      ? await db
          .collection('tickets')
          .where('registId', '==', entry.registId)
          .where('status', '==', 'accepted')
          .limit(1)
          .get()
      : null;
    if (tickets && !tickets.empty && participants.length < 2)
      participants.push({ entryId: entry.id, name: entry.name, ticketId: tickets.docs[0].id });
    else if (others.length < 2) others.push({ entryId: entry.id, name: entry.name, ticketId: '' });
  }
  return [...others, ...participants];
}

let players: Player[] = [];

test.beforeAll(async () => {
  await resetAndSeed();
  players = await seatedPlayers();
  expect(players, 'the demo day has two participants and two more entries on its run sheet').toHaveLength(4);
  expect(players.slice(2).every((p) => p.ticketId)).toBe(true);
  // A トーナメント of the four, best of 3, on 2 台: 準決勝 1 on 1番台, 準決勝 2 on 2番台.
  const now = new Date();
  await db.doc(`compes/${TODAY}/stages/${STAGE}`).set(
    storedStage(
      drawnStageOf('single', 4, {
        order: 6,
        name: STAGE_NAME,
        scoring: 'games',
        bestOf: 3,
        thirdPlace: false,
        entrants: players.map((p) => ({ id: p.entryId, name: p.name, affiliation: '' })),
        draw: [0, 1, 2, 3],
        tables: { 'W1-1': { table: 1, at: now }, 'W1-2': { table: 2, at: now } },
      }),
    ),
  );
});

async function phone(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE })).newPage();
}

/** On the report page: `winner` takes the match 2–1 (or 1–2), confirmed; returns the answer. */
async function report(page: Page, winner: string, loser: string): Promise<string> {
  const form = page.getByRole('form', { name: '結果の報告' });
  await form.getByRole('radio', { name: new RegExp(`^${winner}（選手[AB]）$`) }).check();
  await form.getByRole('textbox', { name: `${winner}のゲーム数` }).fill('2');
  await form.getByRole('textbox', { name: `${loser}のゲーム数` }).fill('1');
  await form.getByRole('button', { name: '確認へ進む' }).click();
  const confirm = page.getByRole('region', { name: 'この内容で報告しますか' });
  await expect(confirm).toContainText(`${winner} の勝ち`);
  await confirm.getByRole('button', { name: '報告する' }).click();
  const answer = page.getByRole('region', { name: '報告の結果' }).getByRole('status');
  await expect(answer).toBeVisible();
  return answer.innerText();
}

test('the umpire reports from the 試合票 QR; players who disagree show 要確認 to staff, who decide', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const [a, b, c, d] = players;
  await page.setViewportSize(PHONE);
  await signIn(page, 'staff@sakura-tt.example');

  // The 試合票 of the stage: 準決勝 1's QR code is the umpire's link.
  await page.goto(`/${CLUB}/form/${TODAY}/match/print?stage=${STAGE}&print=slips`);
  const qr = page.getByRole('img', { name: '準決勝 第1試合の結果報告用QRコード' });
  await expect(qr).toBeVisible();
  await expect(page.getByText('結果報告はこちら', { exact: false }).first()).toBeVisible();
  const link = await qr.locator('xpath=ancestor::a').getAttribute('href');
  expect(link).toMatch(new RegExp(`/${CLUB}/report/${TODAY}/${STAGE}/W1-1#k=[A-Za-z0-9_-]{22}$`));

  // The umpire, on their own phone, reports: accepted at once (速報).
  const umpire = await phone(browser);
  await umpire.goto(link ?? '');
  await expect(umpire.getByRole('region', { name: '準決勝 第1試合' })).toContainText('1番台');
  expect(await report(umpire, a.name, b.name)).toContain('結果を受け付けました（速報）');

  // 対戦 shows it.
  await page.goto(`/${CLUB}/form/${TODAY}/match`);
  const stage = page.getByRole('region', { name: STAGE_NAME });
  await expect(stage.getByText('2 - 1')).toBeVisible();
  const review = page.getByRole('region', { name: '要確認（報告の食い違い）' });
  await expect(review).toHaveCount(0);

  // 準決勝 2: each player reports themselves the winner, from their own 参加票's link.
  const playerC = await phone(browser);
  await playerC.goto(`/${CLUB}/report/${TODAY}/${STAGE}/W1-2#t=${c.ticketId}`);
  expect(await report(playerC, c.name, d.name)).toContain('相手の報告を待っています');
  const playerD = await phone(browser);
  await playerD.goto(`/${CLUB}/report/${TODAY}/${STAGE}/W1-2#t=${d.ticketId}`);
  expect(await report(playerD, d.name, c.name)).toContain('報告が食い違っています');

  // Staff see 要確認 with both reports, and decide with the first one, 確定.
  await expect(review).toBeVisible();
  const reports = review.getByRole('table', { name: `${STAGE_NAME} 準決勝 第2試合の報告` });
  await expect(reports.getByRole('row')).toHaveCount(3);
  await expect(reports).toContainText(`${c.name} の勝ち（2 - 1）`);
  await expect(reports).toContainText(`${d.name} の勝ち（1 - 2）`);
  await review.getByRole('button', { name: /^選手Aの報告/ }).click();
  const dialog = page.getByRole('dialog', { name: /結果を入力/ });
  await expect(dialog.getByRole('radio', { name: `${c.name} の勝ち` })).toBeChecked();
  await dialog.getByRole('button', { name: '確定' }).click();
  await expect(dialog).toBeHidden();
  await expect(review).toHaveCount(0);

  const stored = (await db.doc(`compes/${TODAY}/stages/${STAGE}`).get()).data();
  expect(stored?.results?.['W1-1']).toMatchObject({ outcome: 'a', games: [2, 1], confirmed: false });
  expect(stored?.results?.['W1-2']).toMatchObject({ outcome: 'a', games: [2, 1], confirmed: true });
  // The link stops working once the result is 確定.
  await playerD.reload();
  await expect(playerD.getByText('この試合の結果は確定しています', { exact: false })).toBeVisible();
});
