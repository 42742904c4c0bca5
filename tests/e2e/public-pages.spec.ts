import { expect, test } from '@playwright/test';
import { PROJECT_ID } from './support';

test.describe('public pages on the emulators', () => {
  test('home shows what Compe is, the clubs and upcoming competitions', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('ホーム | Compe');
    await expect(page.getByRole('heading', { name: /ひとつの画面で/ })).toBeVisible();
    const clubs = page.getByRole('region', { name: 'クラブ' });
    await expect(clubs.getByRole('link', { name: /さくら卓球クラブ/ })).toBeVisible();
    await expect(clubs.getByRole('link', { name: /みなと将棋クラブ/ })).toBeVisible();
    const upcoming = page.getByRole('region', { name: '開催予定の大会' });
    await expect(upcoming.getByText('さくらウィンターカップ')).toBeVisible();
    await expect(upcoming.getByText('さくら月例卓球大会')).toBeVisible();
    // A past competition is not "upcoming".
    await expect(upcoming.getByText('さくらオープン卓球大会 秋')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
  });

  test('a club in the URL puts its name in the top bar', async ({ page }) => {
    await page.goto('/sakura/live/sakura-monthly');
    await expect(page.getByRole('banner').getByRole('link', { name: 'さくら卓球' })).toHaveAttribute(
      'href',
      '/sakura',
    );
    await expect(page).toHaveTitle('ライブ | Compe');
  });

  test('an unknown club goes to unknown_club', async ({ page }) => {
    await page.goto('/no-such-club');
    await expect(page).toHaveURL(/\/confirm\/unknown_club$/);
    await expect(page.getByRole('heading', { name: '指定されたクラブは見つかりません' })).toBeVisible();
  });

  test('about and not-found have real content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'ログインのしかた' })).toBeVisible();
    await page.goto('/a/b/c/d');
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'ページが見つかりません' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'ホームへ' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the footer links home and to CONTACT with the current year', async ({ page }) => {
    await page.goto('/sakura');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'CONTACT' })).toHaveAttribute('href', '/contact/sakura');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('on a phone the top bar hides after scrolling past 40 px and returns on scroll up', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 700 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/about');
    const bar = page.getByTestId('top-bar');
    await expect(bar).toBeInViewport();
    // Scroll positions set exactly: a wheel's smooth scroll can run on past where it was aimed.
    await page.evaluate(() => window.scrollTo(0, 30));
    // The page has handled that scroll (its scroll event comes before the next frame) and drawn what
    // it decided in the frame after: a bar sliding away would be on its way out by then.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(bar).toHaveAttribute('data-hidden', 'false');
    await expect(bar).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(bar).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(bar).toBeInViewport();
    await context.close();
  });
});

test('the web font: a first visit fills the cache with the files its text needs, leaving the page alone; the next visit uses them', async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-jp-.*\.woff2$/.test(request.url())) fontFiles.push(request.url());
  });
  await page.goto('/sakura');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const cached = () => page.evaluate(() => window.localStorage.getItem('compe.webFontCached'));
  // Five seconds after the content, when the browser is idle.
  await expect.poll(cached, { timeout: 20_000 }).toBe('1');
  expect(fontFiles.length).toBeGreaterThan(0);
  expect(fontFiles.some((url) => /-700-normal/.test(url))).toBe(true); // the club name is bold
  // The page's own document never got the ~250 @font-face rules.
  expect(await page.evaluate(() => document.fonts.size)).toBe(0);

  // Next visit: the stylesheet comes first and the faces the text needs load from the cache:
  // the very files the first visit picked by their unicode ranges.
  const filled = new Set(fontFiles);
  fontFiles.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').length))
    .toBeGreaterThan(0);
  // The faces load one unicode range at a time: one loaded is not yet the one さくら needs.
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans JP"', 'さくら')))
    .toBe(true);
  expect(fontFiles.length).toBeGreaterThan(0);
  expect(fontFiles.filter((url) => !filled.has(url))).toEqual([]);
});

test('a competition whose 進行表 is not published: its live page and a ticket say so or stay quiet, and log no error', async ({
  page,
}) => {
  const compeId = 'sakura-winter-cup';
  const tickets = await fetch(
    `http://127.0.0.1:8080/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`,
    {
      method: 'POST',
      // The emulator's admin token: the test looks the ticket up, the page reads it as a visitor.
      headers: { Authorization: 'Bearer owner' },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'tickets' }],
          where: {
            compositeFilter: {
              op: 'AND',
              filters: [
                {
                  fieldFilter: {
                    field: { fieldPath: 'compeId' },
                    op: 'EQUAL',
                    value: { stringValue: compeId },
                  },
                },
                {
                  fieldFilter: {
                    field: { fieldPath: 'status' },
                    op: 'EQUAL',
                    value: { stringValue: 'accepted' },
                  },
                },
              ],
            },
          },
          limit: 1,
        },
      }),
    },
  ).then((response) => response.json() as Promise<{ document?: { name: string } }[]>);
  const ticketId = tickets[0]?.document?.name.split('/').pop();
  expect(ticketId, 'the demo data has an accepted ticket for the winter cup').toBeTruthy();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The one-shot read of compes/{compeId}/live/board, however it is asked for.
  const boardRead = () =>
    page.waitForResponse((response) =>
      `${response.url()} ${response.request().postData() ?? ''}`.includes(`${compeId}/live/board`),
    );

  // The ticket reads the board for the participant's 出番 and, with none published, shows no 出番.
  let read = boardRead();
  await page.goto(`/ticket/${ticketId}`);
  await read;
  await expect(page.getByText('加藤 陽菜').or(page.getByText('山本 結衣')).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'あなたの出番' })).toHaveCount(0);

  read = boardRead();
  await page.goto(`/sakura/live/${compeId}`);
  await read;
  await expect(page.getByText('進行表はまだ公開されていません')).toBeVisible();
  await expect(page.locator('[data-connection="live"]')).toBeVisible();

  expect(errors, 'console errors').toEqual([]);

  // An id that can name no document (a '/' in it) is an unknown ticket too, not a failed read.
  await page.goto('/ticket/a%2Fb');
  await expect(page.getByText('認証チケットIDに誤りがあります')).toBeVisible();
});
