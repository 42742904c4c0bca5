import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_USERS } from '../../scripts/demo-users';
import { adminDb } from './admin';
import { resetAndSeed, signIn } from './support';

/**
 * 呼び出し画面 (docs/play.md "The call board"): the venue screen, open in a browser of its own on a
 * 1920×1080 TV, follows the calls staff's results make on 対戦 (自動), without a reload; its newest
 * call is legible from the back of a hall (≥ 5vh), nothing scrolls, and axe finds nothing serious.
 */
const db = adminDb('call-board');

const CLUB = 'sakura';
const TODAY = 'sakura-monthly';
const TV = { width: 1920, height: 1080 };

test.beforeAll(async () => {
  // The demo day as seeded (other journeys play its league out), its 予選リーグ calling by itself (自動).
  await resetAndSeed();
  await db.collection('compes').doc(TODAY).collection('stages').doc('league').update({ autoCall: true });
});

test('a result on 対戦 calls the next match to the freed table, and the call board shows it without reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const screen = await (await browser.newContext({ viewport: TV })).newPage();
  await screen.goto(`/${CLUB}/call/${TODAY}`);
  const calls = screen.getByRole('list', { name: '呼び出し中' });
  // B組's match on 1番台 since the seed.
  const first = calls.getByRole('listitem').first();
  await expect(first).toContainText(/^1番台：.+ vs .+予選リーグ・/);
  const before = await first.locator('span').first().innerText();
  const loadedAt = await screen.locator('[data-stages-at]').getAttribute('data-stages-at');

  // Staff, on 対戦 from a phone: the match on 1番台 ends 11–5.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_USERS.staff.email);
  await page.goto(`/${CLUB}/form/${TODAY}/match`);
  const league = page.getByRole('region', { name: '予選リーグ' });
  const tables = league.getByRole('list', { name: '予選リーグの台の状況' }).getByRole('listitem');
  await expect(tables.nth(0)).toContainText(before);
  await league.getByRole('button', { name: '結果を入力 1番台' }).click();
  const dialog = page.getByRole('dialog', { name: /結果を入力/ });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('textbox').nth(0).fill('11');
  await dialog.getByRole('textbox').nth(1).fill('5');
  await dialog.getByRole('button', { name: '確定' }).click();
  await expect(dialog).toBeHidden();
  // 自動: the freed 1番台 has B組's next match, in the result's own write.
  await expect(tables.nth(0)).not.toContainText(before);
  const called = await tables.nth(0).locator('strong').innerText();
  expect(called).toMatch(/^1番台：.+ vs .+$/);

  // The call board, never reloaded: the new call on it, the finished match gone.
  await expect(calls.getByRole('listitem').filter({ hasText: called })).toHaveCount(1);
  await expect(calls).not.toContainText(before);
  expect(await screen.locator('[data-stages-at]').getAttribute('data-stages-at')).not.toBe(loadedAt);
  await expect(screen.getByRole('heading', { name: '呼び出し中' })).toBeVisible();
});

test('the newest call is at least 5vh, nothing scrolls, and axe finds nothing serious', async ({
  browser,
}, testInfo) => {
  const screen = await (await browser.newContext({ viewport: TV })).newPage();
  await screen.goto(`/${CLUB}/call/${TODAY}`);
  const newest = screen.getByRole('list', { name: '呼び出し中' }).getByRole('listitem').first();
  await expect(newest).toContainText('番台：');
  const call = newest.locator('span').first();
  const size = await call.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size, 'the newest call, in px on a 1080-line screen').toBeGreaterThanOrEqual(0.05 * TV.height);
  const older = screen.getByRole('list', { name: '呼び出し中' }).getByRole('listitem').nth(1);
  if ((await older.count()) > 0) {
    const olderSize = await older
      .locator('span')
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(olderSize).toBeLessThan(size);
  }
  const scroll = await screen.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    width: document.documentElement.scrollWidth,
  }));
  expect(scroll.height).toBeLessThanOrEqual(TV.height);
  expect(scroll.width).toBeLessThanOrEqual(TV.width);
  // For a look at the board as a TV shows it (kept in the test's output folder).
  await screen.screenshot({ path: testInfo.outputPath('call-board-1920x1080.png') });
  // The sound switch, and the tap the browser needs before any sound.
  await expect(screen.getByRole('button', { name: '音声：オン' })).toHaveAttribute('aria-pressed', 'true');

  await screen.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const { violations } = await new AxeBuilder({ page: screen })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});
