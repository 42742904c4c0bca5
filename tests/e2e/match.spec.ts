import { expect, test, type Locator, type Page } from '@playwright/test';
import { resetAndSeed, signIn } from './support';

// 対戦 from a phone (docs/play.md "Tables and calls"): the organiser calls a match of the demo's 予選リーグ (2 組 of the
// seeded 8 entries, on 4 台) to a table, finishes the league and runs the demo's 決勝トーナメント of
// each group's top two, entering every result on the page. (Adding a stage from the dialog is
// play-day.spec's and stage-edit.spec's.)
test.use({ viewport: { width: 390, height: 844 } });

// Other journeys (call-board, report-floor) change the demo day: start from it as seeded.
test.beforeAll(async () => {
  await resetAndSeed();
});

/** A match's own 「結果を入力」 (the table rows' buttons are named with their table, 「結果を入力 2番台」). */
const resultButtons = (stage: Locator) => stage.getByRole('button', { name: '結果を入力', exact: true });

/** Enters a result for every match of `stage` that waits for one: the first-named side wins 11–5. */
async function playEveryMatch(page: Page, stage: Locator) {
  for (;;) {
    const next = resultButtons(stage).first();
    if ((await resultButtons(stage).count()) === 0) return;
    await next.click();
    const dialog = page.getByRole('dialog', { name: /結果を入力/ });
    await dialog.getByRole('radio').first().check();
    const scores = dialog.getByRole('textbox');
    await scores.nth(0).fill('11');
    await scores.nth(1).fill('5');
    await dialog.getByRole('button', { name: '確定' }).click();
    await expect(dialog).toBeHidden();
  }
}

test('an organiser finishes a league and runs its final tournament from a phone, every result entered on the page', async ({
  page,
}) => {
  // Some twenty results and a call: ~40 s alone, past a minute when the 2-core CI machine is busy.
  test.setTimeout(120_000);
  await signIn(page, 'staff@sakura-tt.example');
  await page.goto('/sakura/form/sakura-monthly/match');

  // The demo's 予選リーグ: A組 played out, B組 under way with one result still 速報.
  const league = page.getByRole('region', { name: '予選リーグ' });
  await expect(league).toContainText('8人');
  await expect(league.getByText('速報', { exact: true })).toHaveCount(1);
  await expect(resultButtons(league)).toHaveCount(4);
  let dialog = page.getByRole('dialog', { name: /結果を入力/ });

  // Its 4 台: B組's match on 1番台, the next one waiting for staff to call it to 2番台.
  const tables = league.getByRole('list', { name: '予選リーグの台の状況' }).getByRole('listitem');
  await expect(tables).toHaveCount(4);
  await expect(tables.nth(0)).toContainText(/^1番台：.+ vs .+分経過/);
  await expect(tables.nth(1)).toHaveText('2番台：空き');
  const call = league.getByRole('button', { name: /^呼び出す 2番台：/ });
  const callText = ((await call.getAttribute('aria-label')) ?? '').replace('呼び出す ', '');
  await call.click();
  await expect(tables.nth(1)).toContainText(callText);
  // Nothing more to call: 台の状況 says why each match waits (its players are on the tables).
  await expect(league.getByRole('button', { name: /^呼び出す / })).toHaveCount(0);
  await expect(league.getByRole('list', { name: '予選リーグの選手を待っている試合' })).toContainText(
    /で試合中|が休憩中/,
  );
  // Its result, from the table's row, frees the table again.
  await league.getByRole('button', { name: '結果を入力 2番台' }).click();
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('textbox').nth(0).fill('11');
  await dialog.getByRole('textbox').nth(1).fill('7');
  await dialog.getByRole('button', { name: '確定' }).click();
  await expect(dialog).toBeHidden();
  await expect(tables.nth(1)).toHaveText('2番台：空き');
  await expect(resultButtons(league)).toHaveCount(3);

  // One result by keyboard alone: Tab to the button, choose the winner with the arrow keys, type
  // the score and send with Enter.
  await resultButtons(league).first().focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('11');
  await page.keyboard.press('Tab');
  await page.keyboard.type('9');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(resultButtons(league)).toHaveCount(2);
  await expect(league.getByText('11 - 9')).toBeVisible();

  await playEveryMatch(page, league);
  await expect(league.getByRole('table', { name: 'A組 順位表' })).toBeVisible();
  await expect(league.getByText('順位の決め方: 勝点 → 直接対決').first()).toBeVisible();

  // The demo's 決勝トーナメント takes each group's top two: drawn now that the league is over.
  const final = page.getByRole('region', { name: '決勝トーナメント' });
  await expect(final).toContainText('出場者は組み合わせ作成時に決まります（前のステージの各組上位2人）');
  await final.getByRole('button', { name: '組み合わせを作成' }).click();
  await expect(final.getByRole('heading', { name: '準決勝' })).toBeVisible();
  await expect(resultButtons(final)).toHaveCount(2);
  await playEveryMatch(page, final);
  const awards = final.getByRole('list', { name: '決勝トーナメントの表彰' });
  await expect(awards).toContainText('優勝');
  await expect(awards).toContainText('準優勝');
  await expect(awards).toContainText('3位');

  // A corrected semi-final says which later results it undoes, and the final asks again.
  await final.getByRole('button', { name: '結果を訂正' }).first().click();
  dialog = page.getByRole('dialog', { name: /結果を入力/ });
  await expect(dialog).toContainText('次の試合の結果が無効になり');
  await dialog.getByRole('radio').nth(1).check();
  await dialog.getByRole('textbox').nth(0).fill('5');
  await dialog.getByRole('textbox').nth(1).fill('11');
  await dialog.getByRole('button', { name: '確定' }).click();
  await expect(page.getByText(/この訂正で、次の試合の結果が無効になります/)).toBeVisible();
  await expect(final.getByText('要再入力').first()).toBeVisible();
});
