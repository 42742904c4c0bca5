import { expect, test, type Locator } from '@playwright/test';
import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { resetAndSeed, signIn } from './support';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: 'demo-compe' }));

/** The seeded 参加票 of 山田 太郎 (entry 1, on the 予選 and 決勝 items of today's competition). */
async function ticketOfYamada(): Promise<string> {
  const found = await db
    .collection('tickets')
    .where('compeId', '==', 'sakura-monthly')
    .where('name', '==', '山田 太郎')
    .get();
  return found.docs[0].id;
}

test('staff run the day on 進行表; the live page and a participant ticket follow without reload', async ({
  page,
  browser,
}) => {
  // The day as seeded: journeys before this one add stages (結果報告's) that give 山田 a next match,
  // which the 参加票 shows in place of his item's 出番の目安. So does the demo's 混合ダブルス (his
  // registration plays there too): this journey is the run sheet's, with the 一般 部門 alone.
  await resetAndSeed();
  await db.doc('compes/sakura-monthly/stages/mixed').delete();
  await db.doc('compes/sakura-monthly/stages/junior').delete();
  const viewerContext = await browser.newContext();
  const live = await viewerContext.newPage();
  await live.goto('/sakura/live/sakura-monthly');
  const now = live.getByRole('region', { name: 'ただいま' });
  await expect(now.getByRole('heading', { name: '予選リーグ' })).toBeVisible();
  await expect(live.getByRole('status').filter({ hasText: 'リアルタイム更新中' })).toBeVisible();

  const ticket = await viewerContext.newPage();
  await ticket.goto(`/ticket/${await ticketOfYamada()}`);
  const eta = ticket.getByRole('region', { name: 'あなたの出番' });
  await expect(eta).toContainText('出番');

  await signIn(page, 'staff@sakura-tt.example');
  await page.goto('/sakura/form/sakura-monthly/tab');
  const items = page.getByRole('list', { name: '進行表の項目' });
  await expect(items.getByRole('listitem')).toHaveCount(7);

  // 次へ: the running item ends and the lunch break starts, for every viewer at once.
  await page.evaluate(() => {
    const counted = window as unknown as { transitionsRun: number };
    counted.transitionsRun = 0;
    document.addEventListener('transitionrun', () => (counted.transitionsRun += 1), true);
  });
  await page.getByRole('button', { name: '次へ', exact: true }).click();
  await expect(now.getByRole('heading', { name: '昼休憩' })).toBeVisible();
  await expect(live.getByRole('region', { name: '次の項目' })).toContainText('決勝トーナメント');
  await expect(page.getByRole('button', { name: '「昼休憩」を終了' })).toBeVisible();
  // The tap is drawn at once: 次へ (disabled while sending) and the cards (開始 → 終了) do not fade.
  expect(await page.evaluate(() => (window as unknown as { transitionsRun: number }).transitionsRun)).toBe(0);

  // A new item, added at the end and moved up by keyboard (drag handle: Space, ↑, Space).
  await page.getByRole('button', { name: '追加', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '項目を追加' });
  await dialog.getByLabel('タイトル').fill('エキシビション');
  await dialog.getByLabel('時間（分）').fill('10');
  await dialog.getByRole('button', { name: '追加', exact: true }).click();
  await expect(items.getByRole('listitem')).toHaveCount(8);
  const handle = page.getByRole('button', { name: '「エキシビション」を並べ替え' });
  await handle.focus();
  // dnd-kit measures the list between key presses: each key waits for what it reads out (its live
  // region), said once the list is measured and the row is over its new place.
  const spoken = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(spoken).toHaveText('「エキシビション」は8番目の位置にあります。');
  await page.keyboard.press('ArrowUp');
  await expect(spoken).toHaveText('「エキシビション」は7番目の位置にあります。');
  await page.keyboard.press('Space');
  await expect(spoken).toHaveText('「エキシビション」を7番目に置きました。');
  await expect(items.getByRole('listitem').nth(6)).toContainText('エキシビション');
  await expect(live.getByRole('region', { name: '進行表' })).toContainText('エキシビション');

  // The participant's ticket re-times itself from the same board.
  await page.getByRole('button', { name: '次へ', exact: true }).click();
  await expect(now.getByRole('heading', { name: '決勝トーナメント' })).toBeVisible();
  await expect(eta).toContainText('出番中');
  await viewerContext.close();
});

test('staff give an item some rounds of its stage from a phone, by keyboard: the card counts them and ライブ names them', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // The day as seeded (the journey above moved it on): 予選リーグ runs, its item holding the stage and,
  // in parallel on the hall's tables 5–6, 混合ダブルス and ジュニア.
  await resetAndSeed();
  await page.setViewportSize({ width: 390, height: 844 });
  const live = await (await browser.newContext()).newPage();
  await live.goto('/sakura/live/sakura-monthly');
  const now = live.getByRole('region', { name: 'ただいま' });
  await expect(now.getByRole('heading', { name: '予選リーグ', exact: true })).toBeVisible();

  await signIn(page, 'staff@sakura-tt.example');
  await page.goto('/sakura/form/sakura-monthly/tab');
  const items = page.getByRole('list', { name: '進行表の項目' });
  const league = items.getByRole('listitem').filter({ hasText: '対戦「予選リーグ」' });
  await expect(league).toContainText(
    /対戦「予選リーグ」（1〜4番台）・「混合ダブルス」（5〜6番台）・「ジュニア」（5〜6番台）・残り \d+試合/,
  );
  const left = async (card: Locator) => Number(/残り (\d+)試合/.exec((await card.textContent()) ?? '')?.[1]);
  const wholeDay = await left(league);
  await page.getByRole('button', { name: '「予選リーグ」を編集' }).click();
  const dialog = page.getByRole('dialog', { name: '項目を編集' });
  // The stages it holds in parallel are listed after the first; staff take them off the item.
  await expect(dialog.getByRole('combobox', { name: '対戦ステージ 2' })).toHaveText('混合ダブルス');
  await dialog.getByRole('button', { name: '対戦ステージ 3を外す' }).click();
  await dialog.getByRole('button', { name: '対戦ステージ 2を外す' }).click();

  // ラウンド lists the league's 節 across its groups, すべて first; chosen by keyboard alone.
  const from = dialog.getByRole('combobox', { name: 'ラウンド（から）' });
  const to = dialog.getByRole('combobox', { name: 'ラウンド（まで）' });
  await expect(from).toHaveText('すべて');
  await from.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option')).toHaveText(['すべて', '第1節', '第2節', '第3節']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(from).toHaveText('第1節');
  // From a round, up to the last until another end is chosen.
  await expect(to).toHaveText('第3節');
  await to.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(to).toHaveText('第2節');
  // The item was named after its stage: it is named after the rounds now.
  await expect(dialog.getByLabel('タイトル')).toHaveValue('予選リーグ 第1節〜第2節');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  // The card counts the rounds it holds alone (B組's 第3節 is left for a later item), and ライブ
  // shows the item by its new name.
  const held = items.getByRole('listitem').filter({ hasText: '対戦「予選リーグ」第1節〜第2節' });
  await expect(held).toContainText(
    /対戦「予選リーグ」第1節〜第2節（1〜4番台）・残り \d+試合・1試合平均 \d+分・見込み終了 \d\d:\d\d頃/,
  );
  expect(await left(held)).toBeLessThan(wholeDay);
  await expect(now.getByRole('heading', { name: '予選リーグ 第1節〜第2節' })).toBeVisible();
});
