import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../scripts/demo-users';
import { PLAY_MESSAGES } from '../../src/shared/play-messages';
import { linkSchema } from '../../src/shared/schemas/compe';
import { entrySchema } from '../../src/shared/schemas/entry';
import { registSchema } from '../../src/shared/schemas/regist';
import { registTicketSchema } from '../../src/shared/schemas/ticket';
import { compeDocOf } from '../../src/testing/compes';
import { adminDb } from './admin';
import { pdfPageTexts } from './pdf';
import { resetAndSeed, signIn } from './support';

/**
 * The whole day of a competition (docs/play.md, docs/run-sheet-and-live.md): an organiser on a phone
 * runs a 12-entry 予選リーグ in 3 組 of 4 on 2 台, then a 決勝トーナメント of each group's top two,
 * entering every result on 対戦, the stages held by 進行表 items. A viewer's ライブ follows each result
 * and a participant's 参加票 follows each of their matches, never reloaded; the final puts 優勝 /
 * 準優勝 / 3位 on ライブ and the club page, and the bracket prints on one A4 landscape page.
 *
 * Only what other journeys already do through the page is written with firebase-admin: the
 * competition, its entries and the registrations with their 参加票, shaped by the shared schemas as
 * scripts/seed.ts writes them.
 */
const db = adminDb('play-day');

const CLUB = 'sakura';
/** A competition of the demo club of its own: made in beforeAll, removed in afterAll. */
const COMPE = 'sakura-play-day';
const TITLE = 'さくら卓球 一日リーグ大会';
const PHONE = { width: 390, height: 844 };

/**
 * The 12 entries in ゼッケン order, which is also their strength: the lower number wins every match,
 * so each group's table is 3-2-1-0 wins (no tie for the ranking rules to leave open) and the
 * bracket's outcome is known. 1, 5 and 9 share a 所属 and fall in three pots of the group draw, so
 * keeping them apart is the draw's work, not the pots'.
 */
const ENTRIES = [
  { name: '青木 翔太', kana: 'あおき しょうた', affiliation: 'さくら卓球クラブ' },
  { name: '石川 美月', kana: 'いしかわ みづき', affiliation: '世田谷卓球会' },
  { name: '上田 蓮', kana: 'うえだ れん', affiliation: '目黒ジュニア' },
  { name: '遠藤 結衣', kana: 'えんどう ゆい', affiliation: '港北クラブ' },
  { name: '大野 陽斗', kana: 'おおの はると', affiliation: 'さくら卓球クラブ' },
  { name: '加藤 心春', kana: 'かとう こはる', affiliation: '杉並TTC' },
  { name: '木村 湊', kana: 'きむら みなと', affiliation: '大田卓友会' },
  { name: '小西 凛', kana: 'こにし りん', affiliation: '中野スマッシュ' },
  { name: '斉藤 悠真', kana: 'さいとう ゆうま', affiliation: 'さくら卓球クラブ' },
  { name: '杉本 芽依', kana: 'すぎもと めい', affiliation: '渋谷クラブ' },
  { name: '高木 大和', kana: 'たかぎ やまと', affiliation: '品川卓球部' },
  { name: '西田 彩花', kana: 'にしだ あやか', affiliation: '練馬ラリーズ' },
];
const strength = new Map(ENTRIES.map((entry, i) => [entry.name, i]));
const affiliationOf = new Map(ENTRIES.map((entry) => [entry.name, entry.affiliation]));
/** The participant holding their 参加票 open all day: seed 1, who plays to the final. */
const HOLDER = ENTRIES[0].name;

async function removeCompe() {
  const compe = db.collection('compes').doc(COMPE);
  await db.recursiveDelete(compe);
  await db.collection('clubs').doc(CLUB).collection('links').doc(COMPE).delete();
  const tickets = await db.collection('tickets').where('compeId', '==', COMPE).get();
  await Promise.all(tickets.docs.map((doc) => doc.ref.delete()));
}

/** The competition, today and published, its 12 entries, and an accepted registration and 参加票 each. */
async function createCompe(): Promise<Map<string, string>> {
  const now = new Date();
  const eventedAt = new Date(now.getTime() - (now.getTime() % 60_000));
  const compe = db.collection('compes').doc(COMPE);
  const batch = db.batch();
  const day = 24 * 60 * 60 * 1000;
  batch.set(
    compe,
    compeDocOf({
      clubId: CLUB,
      title: TITLE,
      shortTitle: '一日リーグ',
      eventedAt,
      venue: '世田谷区立総合体育館 第1競技場',
      desc: '予選リーグと決勝トーナメントの一日大会です。',
      regist: {
        opensAt: new Date(now.getTime() - 30 * day),
        closesAt: new Date(now.getTime() - 2 * day),
        count: ENTRIES.length,
      },
      createdAt: now,
      updatedAt: now,
    }),
  );
  batch.set(
    db.collection('clubs').doc(CLUB).collection('links').doc(COMPE),
    linkSchema.parse({ compeId: COMPE, title: TITLE, shortTitle: '一日リーグ', eventedAt, published: true }),
  );
  const tickets = new Map<string, string>();
  ENTRIES.forEach((entry, i) => {
    const regist = compe.collection('regists').doc();
    const ticketId = randomBytes(15).toString('base64url');
    tickets.set(entry.name, ticketId);
    const createdAt = new Date(now.getTime() - (20 - i) * day);
    batch.set(
      regist,
      registSchema.parse({
        name: entry.name,
        kana: entry.kana,
        email: `player${i + 1}.${COMPE}@participant.example`,
        phone: '',
        answers: {},
        status: 'accepted',
        ticketId,
        number: i + 1,
        createdAt,
        checkedInAt: null,
      }),
    );
    batch.set(
      db.collection('tickets').doc(ticketId),
      registTicketSchema.parse({
        code: 'regist',
        clubId: CLUB,
        compeId: COMPE,
        registId: regist.id,
        compeTitle: TITLE,
        eventedAt,
        venue: '世田谷区立総合体育館 第1競技場',
        name: entry.name,
        number: i + 1,
        status: 'accepted',
        createdAt,
      }),
    );
    batch.set(
      compe.collection('entries').doc(`e${String(i + 1).padStart(3, '0')}`),
      entrySchema.parse({
        number: i + 1,
        name: entry.name,
        kana: entry.kana,
        affiliation: entry.affiliation,
        category: '一般',
        memo: '',
        registId: regist.id,
      }),
    );
  });
  await batch.commit();
  return tickets;
}

let tickets = new Map<string, string>();
/** The viewer's and the participant's browsers: closed after the test, passed or failed. */
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  // The demo as seeded, throttle counters included: the journeys before this one sign staff in
  // often enough that getUserByEmail's per-address limit would refuse this sign-in.
  await resetAndSeed();
  await removeCompe();
  tickets = await createCompe();
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await removeCompe();
});

test.use({ viewport: PHONE });

async function choose(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A stage's own 「結果を入力」 buttons (the table rows' are named with their table, 「結果を入力 2番台」). */
const matchResultButtons = (stage: Locator) => stage.getByRole('button', { name: '結果を入力', exact: true });
const tableResultButtons = (stage: Locator) => stage.getByRole('button', { name: /^結果を入力 \d+番台$/ });

/** 「1番台：青木 翔太 vs 石川 美月」 → its table and sides. */
function parseCall(text: string): { table: number; a: string; b: string } {
  const found = /^(\d+)番台：(.+) vs (.+)$/.exec(text.trim());
  if (!found) throw new Error(`not a call: ${text}`);
  return { table: Number(found[1]), a: found[2] ?? '', b: found[3] ?? '' };
}

interface Played {
  matchId: string;
  table: number;
  winner: string;
  loser: string;
  /** As ライブ prints it, side a first: 「11 - 4」. */
  score: string;
  /** The loser's points (the winner always has 11). */
  lost: number;
}

/**
 * Enters the result of the match on `table` from the table's row of 台の状況 (the lower ゼッケン
 * wins 11 to `lost`), with the mouse or by keyboard alone, and returns what was entered.
 */
async function enterFromTable(
  page: Page,
  stage: Locator,
  stageName: string,
  table: number,
  lost: number,
  keyboard = false,
): Promise<Played> {
  const row = stage.getByRole('list', { name: `${stageName}の台の状況` }).locator(`[data-table="${table}"]`);
  const { a, b } = parseCall(await row.locator('strong').first().innerText());
  // The match's own row says where it is played (「1番台で試合中」), and carries its number.
  const matchRow = stage.locator('[data-match]').filter({ hasText: `${table}番台で試合中` });
  await expect(matchRow).toHaveCount(1);
  const matchId = (await matchRow.getAttribute('data-match')) ?? '';
  const winner = (strength.get(a) ?? 0) < (strength.get(b) ?? 0) ? a : b;
  const loser = winner === a ? b : a;
  const [scoreA, scoreB] = winner === a ? [11, lost] : [lost, 11];

  const button = stage.getByRole('button', { name: `結果を入力 ${table}番台` });
  const dialog = page.getByRole('dialog', { name: /結果を入力/ });
  if (keyboard) {
    // Tab order from the opened dialog: the winner's radios (the arrow keys choose), 決まり方, the
    // two scores; Enter sends the form as 確定.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText(`${a} vs ${b}`);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio', { name: `${a} の勝ち` })).toBeFocused();
    await page.keyboard.press(winner === a ? 'Space' : 'ArrowDown');
    await expect(dialog.getByRole('radio', { name: `${winner} の勝ち` })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: `${a} の得点` })).toBeFocused();
    await page.keyboard.type(String(scoreA));
    await page.keyboard.press('Tab');
    await page.keyboard.type(String(scoreB));
    await page.keyboard.press('Enter');
  } else {
    await button.click();
    await expect(dialog).toContainText(`${a} vs ${b}`);
    await dialog.getByRole('radio', { name: `${winner} の勝ち` }).check();
    await dialog.getByRole('textbox', { name: `${a} の得点` }).fill(String(scoreA));
    await dialog.getByRole('textbox', { name: `${b} の得点` }).fill(String(scoreB));
    await dialog.getByRole('button', { name: '確定' }).click();
  }
  await expect(dialog).toBeHidden();
  return { matchId, table, winner, loser, score: `${scoreA} - ${scoreB}`, lost };
}

/** The names in a staff standings table, in rank order. */
async function standingNames(table: Locator): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('th')?.textContent?.trim() ?? ''));
}

test('an organiser runs a 12-entry 予選リーグ → 決勝トーナメント on 2 台 from a phone; ライブ and a 参加票 follow every result; 優勝 on the club page; the bracket prints on one A4 page', async ({
  page,
  browser,
}, testInfo) => {
  // 24 results, each followed on two other pages, and the print: 136 s on the 2-core machine
  // shared with other builds (the laps below say where the time goes); the day must fit in 3 minutes.
  test.setTimeout(180_000);
  const started = Date.now();
  const lap = (what: string) =>
    console.log(`[play-day] ${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // 3 組 of 4: six matches each.
  const leagueMatches = 18;

  // --- The organiser adds the two stages on 対戦. ---
  await signIn(page, DEMO_USERS.staff.email);
  lap('signed in');
  await page.goto(`/${CLUB}/form/${COMPE}/match`);
  await expect(page.getByText(`出場者はエントリー（${ENTRIES.length}人）から取り込みます`)).toBeVisible();

  await page.getByRole('button', { name: 'ステージを追加' }).click();
  let dialog = page.getByRole('dialog', { name: 'ステージを追加' });
  await expect(dialog.getByLabel('ステージ名')).toHaveValue('予選リーグ');
  await choose(page, dialog, '形式', 'リーグ');
  await choose(page, dialog, '勝敗の記録', '得点');
  await choose(page, dialog, '組の数', '3組');
  await choose(page, dialog, '台の数', '2');
  await dialog.getByRole('radio', { name: /^自動/ }).check();
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(dialog).toBeHidden();
  const league = page.getByRole('region', { name: '予選リーグ', exact: true });
  await expect(league).toContainText('リーグ（3組）');
  await expect(league).toContainText(`${ENTRIES.length}人`);

  await page.getByRole('button', { name: 'ステージを追加' }).click();
  dialog = page.getByRole('dialog', { name: 'ステージを追加' });
  await dialog.getByLabel('ステージ名').fill('決勝トーナメント');
  await choose(page, dialog, '形式', 'トーナメント');
  await choose(page, dialog, '勝敗の記録', '得点');
  await choose(page, dialog, '出場者', '「予選リーグ」の各組上位');
  await choose(page, dialog, '各組から', '上位2人');
  await expect(dialog.getByRole('checkbox', { name: '3位決定戦を行う' })).toBeChecked();
  await choose(page, dialog, '台の数', '2');
  await dialog.getByRole('radio', { name: /^確認してから/ }).check();
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(dialog).toBeHidden();
  const final = page.getByRole('region', { name: '決勝トーナメント', exact: true });
  await expect(final).toContainText('出場者は組み合わせ作成時に決まります');
  lap('stages added');

  // --- 進行表: an item holding each stage; the league's item starts. ---
  await page.goto(`/${CLUB}/form/${COMPE}/tab`);
  await page.getByRole('button', { name: '最初の項目を追加' }).click();
  dialog = page.getByRole('dialog', { name: '項目を追加' });
  await choose(page, dialog, '対戦ステージ', '予選リーグ');
  await expect(dialog.getByLabel('タイトル')).toHaveValue('予選リーグ');
  await dialog.getByLabel('時間（分）').fill('90');
  await dialog.getByRole('combobox', { name: 'エントリー' }).click();
  for (const [i, entry] of ENTRIES.entries())
    await page.getByRole('option', { name: `${i + 1} ${entry.name}`, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  // Leaving the field folds its 12 chips (「+6」): done before the tap on 追加, which it would move.
  await page.keyboard.press('Tab');
  await expect(dialog.getByText('+6', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: '追加', exact: true }).click();
  dialog = page.getByRole('dialog', { name: '項目を追加' });
  await choose(page, dialog, '対戦ステージ', '決勝トーナメント');
  await expect(dialog.getByLabel('タイトル')).toHaveValue('決勝トーナメント');
  await dialog.getByLabel('時間（分）').fill('45');
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(dialog).toBeHidden();
  const items = page.getByRole('list', { name: '進行表の項目' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('対戦「予選リーグ」・組み合わせ未作成');
  await expect(page.getByRole('region', { name: '進行の操作' })).toContainText('「予選リーグ」を開始');
  await page.getByRole('button', { name: '次へ', exact: true }).click();
  await expect(page.getByRole('button', { name: '「予選リーグ」を終了' })).toBeVisible();
  lap('run sheet');

  // --- A viewer on ライブ and the participant on their 参加票, each in a browser of their own. ---
  const [viewer, participant] = await Promise.all(
    [0, 1].map(async () => {
      const context = await browser.newContext({ viewport: PHONE });
      contexts.push(context);
      return context.newPage();
    }),
  );
  await Promise.all([
    viewer.goto(`/${CLUB}/live/${COMPE}`),
    participant.goto(`/ticket/${tickets.get(HOLDER)}`),
  ]);
  await expect(
    viewer.getByRole('region', { name: 'ただいま' }).getByRole('heading', { name: '予選リーグ' }),
  ).toBeVisible();
  await expect(participant.getByRole('region', { name: 'あなたの出番' })).toBeVisible();
  // Neither page is ever loaded again: a reload would drop this mark.
  for (const watcher of [viewer, participant])
    await watcher.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const viewerPlay = viewer.getByRole('region', { name: PLAY_MESSAGES.heading, exact: true });
  const next = participant.getByRole('region', { name: PLAY_MESSAGES.nextMatch });
  const participantResults = next.getByRole('listitem');

  // --- 組み合わせを作成: 3 組 of 4, the shared 所属 in three groups; 自動 calls the first two matches. ---
  await page.goto(`/${CLUB}/form/${COMPE}/match`);
  await league.getByRole('button', { name: '組み合わせを作成' }).click();
  const groups: string[][] = [];
  for (const letter of ['A', 'B', 'C']) {
    const table = league.getByRole('table', { name: `${letter}組 順位表` });
    await expect(table.locator('tbody tr')).toHaveCount(4);
    groups.push(await standingNames(table));
  }
  expect(groups.flat().sort()).toEqual(ENTRIES.map((e) => e.name).sort());
  for (const group of groups) {
    const affiliations = group.map((name) => affiliationOf.get(name));
    expect(new Set(affiliations).size, `所属 in ${group.join('、')}`).toBe(4);
  }
  // Every league match is ready at once; 自動 put the first two on the two tables.
  await expect(matchResultButtons(league)).toHaveCount(leagueMatches);
  await expect(tableResultButtons(league)).toHaveCount(2);
  const viewerLeague = viewerPlay.getByRole('region', { name: '予選リーグ', exact: true });
  for (const letter of ['A', 'B', 'C'])
    await expect(viewerLeague.getByRole('table', { name: `${letter}組 順位表` })).toBeVisible();
  await expect(next).toContainText(/vs /);
  lap('league drawn');

  // --- Every league result, from the table rows, alternating tables; the first by keyboard alone. ---
  const viewerDone = (stage: Locator) => stage.locator('[data-match]').filter({ hasText: '確定' });
  let played = 0;
  let participantPlayed = 0;
  const follow = async (stage: Locator, viewerStage: Locator, stageName: string, keyboard = false) => {
    const first = (played % 2) + 1;
    const tables = stage.getByRole('list', { name: `${stageName}の台の状況` });
    await expect(tableResultButtons(stage).first()).toBeVisible();
    const busy = async (table: number) =>
      (await stage.getByRole('button', { name: `結果を入力 ${table}番台` }).count()) > 0;
    const table = (await busy(first)) ? first : 3 - first;
    const { a, b } = parseCall(await tables.locator(`[data-table="${table}"] strong`).first().innerText());
    const participantPlays = a === HOLDER || b === HOLDER;
    if (participantPlays) {
      // Their next match, called: opponent and table.
      await expect(next).toContainText(`${PLAY_MESSAGES.calling}：${table}番台 vs ${a === HOLDER ? b : a}`);
    }
    const result = await enterFromTable(page, stage, stageName, table, 3 + (played % 7), keyboard);
    played += 1;
    // The viewer: this match's score, 確定 and the winner in words; the count of results.
    const onLive = viewerStage.locator(`[data-match="${result.matchId}"]`);
    await expect(onLive).toContainText(result.score);
    await expect(onLive).toContainText(`${result.winner}（勝）`);
    await expect(onLive).toContainText('確定');
    if (participantPlays) {
      participantPlayed += 1;
      await expect(participantResults).toHaveCount(participantPlayed);
      await expect(participantResults.last()).toContainText(
        `勝ち 11 - ${result.lost} vs ${result.loser}（確定）`,
      );
    }
    return result;
  };

  for (let i = 0; i < leagueMatches; i++) {
    await follow(league, viewerLeague, '予選リーグ', i === 0);
    await expect(viewerDone(viewerLeague)).toHaveCount(i + 1);
  }
  await expect(matchResultButtons(league)).toHaveCount(0);
  await expect(league.getByText('呼び出せる試合はありません')).toBeVisible();
  expect(participantPlayed).toBe(3);
  // Each group 3-2-1-0: its ranks follow the ゼッケン order, on 対戦 and on ライブ.
  const winners: string[] = [];
  const qualifiers: string[] = [];
  for (const [g, letter] of ['A', 'B', 'C'].entries()) {
    const ranked = [...(groups[g] ?? [])].sort((x, y) => (strength.get(x) ?? 0) - (strength.get(y) ?? 0));
    await expect
      .poll(() => standingNames(league.getByRole('table', { name: `${letter}組 順位表` })))
      .toEqual(ranked);
    await expect(
      viewerLeague.getByRole('table', { name: `${letter}組 順位表` }).locator('tbody th'),
    ).toHaveText(ranked);
    winners.push(ranked[0] ?? '');
    qualifiers.push(...ranked.slice(0, 2));
  }
  await expect(next).toContainText(PLAY_MESSAGES.nextUnknown);
  lap('league played');

  // --- 進行表: 次へ ends the league's item and starts the final's, for the viewer too. ---
  await page.goto(`/${CLUB}/form/${COMPE}/tab`);
  await expect(items.nth(0)).toContainText('対戦「予選リーグ」・全試合終了');
  await expect(page.getByRole('region', { name: '進行の操作' })).toContainText('「決勝トーナメント」を開始');
  await page.getByRole('button', { name: '次へ', exact: true }).click();
  await expect(page.getByRole('button', { name: '「決勝トーナメント」を終了' })).toBeVisible();
  await expect(
    viewer.getByRole('region', { name: 'ただいま' }).getByRole('heading', { name: '決勝トーナメント' }),
  ).toBeVisible();

  // --- 決勝トーナメント: 6 qualifiers, byes to the group winners seeded 1 and 2 (A組 and B組 1位). ---
  await page.goto(`/${CLUB}/form/${COMPE}/match`);
  await final.getByRole('button', { name: '組み合わせを作成' }).click();
  await expect(final).toContainText('6人');
  const byes = final.locator('[data-match]').filter({ hasText: '不戦勝（相手なし）' });
  await expect(byes).toHaveCount(2);
  await expect(byes.nth(0)).toContainText(winners[0] ?? '');
  await expect(byes.nth(1)).toContainText(winners[1] ?? '');
  // 確認してから: nothing is on a table until staff call it.
  await expect(tableResultButtons(final)).toHaveCount(0);
  const viewerFinal = viewerPlay.getByRole('region', { name: '決勝トーナメント', exact: true });
  await expect(viewerFinal.locator('[data-match]').filter({ hasText: '結果待ち' })).toHaveCount(2);
  lap('final drawn');

  // Calls then results, until the final: 「すべて呼び出す」 once, then one tap per call.
  const finalTables = final.getByRole('list', { name: '決勝トーナメントの台の状況' });
  let calledAll = false;
  let finalPlayed = 0;
  for (let guard = 0; guard < 20; guard++) {
    const calls = final.getByRole('button', { name: /^呼び出す / });
    if ((await calls.count()) > 0) {
      const callAll = final.getByRole('button', { name: /^すべて呼び出す/ });
      const texts = (
        await calls.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
      ).map((label) => label.replace(/^呼び出す /, ''));
      if (!calledAll && (await callAll.count()) > 0) {
        await callAll.click();
        calledAll = true;
      } else {
        await calls.first().click();
        texts.splice(1);
      }
      // 「1番台：石川 美月 vs 上田 蓮」 on the table's row, and the same match on the viewer's いま対戦中.
      for (const text of texts) {
        const { table, a, b } = parseCall(text);
        await expect(finalTables.locator(`[data-table="${table}"]`)).toContainText(text);
        await expect(
          viewerFinal
            .getByRole('region', { name: PLAY_MESSAGES.onTables })
            .getByRole('listitem')
            .filter({ hasText: `${table}番台` }),
        ).toContainText(`${a} vs ${b}`);
      }
      continue;
    }
    if ((await tableResultButtons(final).count()) > 0) {
      await follow(final, viewerFinal, '決勝トーナメント');
      finalPlayed += 1;
      await expect(viewerDone(viewerFinal)).toHaveCount(finalPlayed);
      continue;
    }
    if ((await matchResultButtons(final).count()) === 0) break;
    // A match just made ready by a result: its call is on the way.
    await expect(calls.first()).toBeVisible();
  }
  expect(calledAll).toBe(true);
  // 準々決勝 ×2, 準決勝 ×2, 3位決定戦, 決勝.
  expect(finalPlayed).toBe(6);
  expect(participantPlayed).toBe(5);
  expect(played).toBe(leagueMatches + 6);
  await expect(matchResultButtons(final)).toHaveCount(0);
  await expect(next).toContainText(PLAY_MESSAGES.finished);
  lap('final played');

  // --- The podium: the strongest three, on 対戦, on ライブ, then on the club page's card. ---
  const [first, second, third] = [ENTRIES[0].name, ENTRIES[1].name, ENTRIES[2].name];
  const awards = final.getByRole('list', { name: '決勝トーナメントの表彰' });
  await expect(awards).toContainText(`優勝 ${first}`);
  await expect(awards).toContainText(`準優勝 ${second}`);
  await expect(awards).toContainText(`3位 ${third}`);
  const podium = viewerFinal.getByRole('region', { name: PLAY_MESSAGES.podium });
  await expect(podium).toContainText(`優勝${first}`);
  await expect(podium).toContainText(`準優勝${second}`);
  await expect(podium).toContainText(`3位${third}`);
  for (const watcher of [viewer, participant])
    expect(await watcher.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await viewer.goto(`/${CLUB}`);
  const card = viewer.getByRole('article', { name: TITLE });
  await expect(card).toContainText(`優勝${first}`);
  await expect(card).toContainText(`準優勝${second}`);
  await expect(card).toContainText(`3位${third}`);
  lap('podium');

  // --- 対戦の印刷: the bracket on one A4 landscape page. ---
  await page.getByRole('link', { name: '対戦表・試合票を印刷' }).click();
  await expect(page).toHaveURL(/\/match\/print/);
  await choose(page, page, 'ステージ', '決勝トーナメント');
  await expect(page.getByRole('radio', { name: '対戦表（A4横1枚に縮小）' })).toBeChecked();
  // The drawing that zooms itself to the page (docs/play.md "Prints and the drawn bracket").
  await expect(page.locator('[data-fit]').getByRole('list', { name: '決勝', exact: true })).toBeVisible();
  const sheet = await page.pdf({ format: 'A4', landscape: true, preferCSSPageSize: true });
  writeFileSync(testInfo.outputPath('final.pdf'), sheet);
  const pages = pdfPageTexts(sheet);
  expect(pages).toHaveLength(1);
  expect(sheet.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.9\d* 59[45]\.\d+\]/);
  // The whole bracket: each qualifier, the first round's matches to the final and 3位決定戦 by their
  // numbers, the placings in the heading. (Chromium prints some kanji of this machine's fonts, 決
  // among them, as nothing the PDF can name: the words checked here avoid them.)
  // The reader keeps each text run apart with a space, and Chromium breaks runs where a glyph
  // comes from another font: names are compared without spaces.
  const page1 = pages[0] ?? '';
  const compact = page1.replace(/\s+/g, '');
  const unspaced = (name: string) => name.replace(/\s+/g, '');
  for (const name of qualifiers) expect(compact, name).toContain(unspaced(name));
  for (const id of ['W1-1', 'W1-4', 'W2-1', 'W2-2', 'W3-1', 'P1'])
    expect(page1).toMatch(new RegExp(`${id}(?!\\d)`));
  expect(compact).toContain(`優勝${unspaced(first)}`);
  // Only the page: neither its controls nor the notice of the last result still on screen.
  expect(compact).not.toContain('印刷するもの');
  expect(compact).not.toContain('確定しました');
  lap('printed');
});
