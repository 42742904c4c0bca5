import { expect, test, type Locator } from '@playwright/test';
import { DEMO_USERS } from '../../scripts/demo-users';
import { resetAndSeed, signIn } from './support';
import { adminDb } from './admin';

/**
 * 対戦 on the public pages (docs/play.md "On the public pages"): staff enter a result on 対戦 from a
 * phone while a viewer watches ライブ and a participant holds their 参加票, each in a browser of their
 * own; both follow the result without reloading. Then the competition's podium, written when its
 * deciding stage is finished, shows on the club page.
 */
const db = adminDb('play-live');

const CLUB = 'sakura';
const TODAY = 'sakura-monthly';
/** Seed 2 of the demo's 予選リーグ: drawn into B組, which is still under way. */
const HOLDER = '佐藤 花子';

test.use({ viewport: { width: 390, height: 844 } });

// Other journeys (match.spec) play the demo league out: start from the demo day as seeded.
test.beforeAll(async () => {
  await resetAndSeed();
});

async function ticketOf(name: string): Promise<string> {
  const snap = await db
    .collection('tickets')
    .where('compeId', '==', TODAY)
    .where('name', '==', name)
    .limit(1)
    .get();
  if (snap.empty) throw new Error(`no ticket for ${name}`);
  return snap.docs[0].id;
}

/** The listed match of `region` between the participant and someone, still waiting for its result. */
const participantMatch = (region: Locator) =>
  region.getByRole('listitem').filter({ hasText: HOLDER }).filter({ hasText: '結果待ち' }).first();

test('a viewer and a participant follow a result staff enter on 対戦, without reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const viewer = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const participant = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();

  await viewer.goto(`/${CLUB}/live/${TODAY}`);
  const play = viewer.getByRole('region', { name: '対戦' });
  const league = play.getByRole('region', { name: '予選リーグ' });
  await expect(league.getByRole('table', { name: 'B組 順位表' })).toBeVisible();
  const waiting = participantMatch(league);
  const matchId = await waiting.getAttribute('data-match');
  expect(matchId).toMatch(/^G2-R\d-\d$/);
  const onLive = league.locator(`[data-match="${matchId}"]`);
  await expect(onLive).toContainText('結果待ち');
  // Its text, not innerText: a match off screen is not rendered (content-visibility), and innerText
  // gives only what is.
  const sides = ((await onLive.locator('.match-sides').textContent()) ?? '').split(' vs ');
  const opponent = sides[0] === HOLDER ? sides[1] : sides[0];

  await participant.goto(`/ticket/${await ticketOf(HOLDER)}`);
  const next = participant.getByRole('region', { name: 'あなたの次の試合' });
  await expect(next).toContainText(/vs /);
  const resultsBefore = await next.getByRole('listitem').count();

  // Staff, on 対戦 from a phone: the first-named side wins 11–5, 確定.
  await signIn(page, DEMO_USERS.staff.email);
  await page.goto(`/${CLUB}/form/${TODAY}/match`);
  const staffLeague = page.getByRole('region', { name: '予選リーグ' });
  const row = staffLeague.locator(`[data-match="${matchId}"]`);
  await row.getByRole('button', { name: '結果を入力' }).click();
  const dialog = page.getByRole('dialog', { name: /結果を入力/ });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('textbox').nth(0).fill('11');
  await dialog.getByRole('textbox').nth(1).fill('5');
  await dialog.getByRole('button', { name: '確定' }).click();
  await expect(dialog).toBeHidden();

  // The viewer's page, never reloaded: the score and 確定, the winner said in words.
  await expect(onLive).toContainText('11 - 5');
  await expect(onLive).toContainText('確定');
  await expect(onLive).toContainText(`${sides[0]}（勝）`);
  // The participant's ticket, never reloaded: one more result, against that opponent, in the participant's order.
  const results = next.getByRole('listitem');
  await expect(results).toHaveCount(resultsBefore + 1);
  const won = sides[0] === HOLDER;
  await expect(results.filter({ hasText: opponent }).last()).toContainText(
    won ? `勝ち 11 - 5 vs ${opponent}（確定）` : `負け 5 - 11 vs ${opponent}（確定）`,
  );
});

test("the club page shows a finished competition's 優勝 / 準優勝 / 3位 from its card", async ({ page }) => {
  // As 対戦 writes it when the deciding stage is finished (lib/db/compes/set-podium.ts).
  await db
    .collection('compes')
    .doc('sakura-autumn-open')
    .update({
      podium: [
        { place: 1, name: '山田 太郎' },
        { place: 2, name: '佐藤 花子' },
        { place: 3, name: '鈴木 一郎' },
        { place: 3, name: '高橋 美咲' },
      ],
    });
  await page.goto(`/${CLUB}`);
  const card = page.getByRole('article', { name: 'さくらオープン卓球大会 秋' });
  await expect(card.getByRole('term').filter({ hasText: '優勝' }).first()).toBeVisible();
  await expect(card).toContainText('優勝山田 太郎');
  await expect(card).toContainText('準優勝佐藤 花子');
  await expect(card).toContainText('3位鈴木 一郎、高橋 美咲');
});
