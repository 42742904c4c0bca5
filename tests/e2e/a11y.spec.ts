import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../scripts/demo-users';
import { signIn } from './support';
import { adminDb } from './admin';

/**
 * Accessibility (docs/product.md "Accessibility and devices"): axe on every page, public and signed-in, with the demo data, against
 * WCAG 2.1 A/AA. A page passes with no serious or critical violation; the message lists each one
 * with the elements it found, so a failure says what to fix.
 */
const db = adminDb('a11y');

const TODAY = 'sakura-monthly';
const CLUB = 'sakura';

async function demoTicketId(): Promise<string> {
  const snap = await db
    .collection('tickets')
    .where('compeId', '==', TODAY)
    .where('status', '==', 'accepted')
    .limit(1)
    .get();
  if (snap.empty) throw new Error('the demo data has no accepted ticket for today');
  return snap.docs[0].id;
}

async function expectAccessible(page: Page, url: string, ready: () => Promise<unknown>) {
  await page.goto(url);
  await ready();
  // Colours are judged at rest: a button caught mid-fade (disabled → enabled) is neither.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')} ${node.html.slice(0, 160)} — ${node.failureSummary?.split('\n').join(' ')}`,
        )
        .join('\n'),
  );
  expect(report, `${url}\n${report.join('\n')}`).toEqual([]);
}

/**
 * No loading indicator left: an indeterminate progressbar (a spinner) has no aria-valuenow; a bar
 * that shows a quantity (席の埋まり具合) has one and stays.
 */
const loading = (page: Page) => page.locator('[role="progressbar"]:not([aria-valuenow])');

/** The page has drawn its data: a heading, and no loading indicator left. */
const settled = (page: Page) => async () => {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect(loading(page)).toHaveCount(0);
};

test.describe('accessibility: public pages', () => {
  const pages: [string, string | (() => Promise<string>)][] = [
    ['home', '/'],
    ['about', '/about'],
    ['club', `/${CLUB}`],
    ['regist', `/${CLUB}/regist/sakura-winter-cup`],
    ['live', `/${CLUB}/live/${TODAY}`],
    ['livez', `/${CLUB}/livez/${TODAY}`],
    ['contact', `/contact/${CLUB}`],
    ['contact (operator)', '/contact'],
    ['confirm', '/confirm/sign_sent'],
    ['sign', '/sign'],
    ['ticket', async () => `/ticket/${await demoTicketId()}`],
    ['not found', '/sakura/no/such/page'],
  ];
  for (const [name, target] of pages) {
    test(name, async ({ page }) => {
      const url = typeof target === 'string' ? target : await target();
      await expectAccessible(page, url, async () => {
        await page.locator('main, [role="main"]').first().waitFor();
        await expect(loading(page)).toHaveCount(0);
      });
    });
  }
});

// 対戦 on the public pages (docs/play.md): it loads after the run sheet has painted, so each check
// waits for it; the club page with a finished competition's 優勝 / 準優勝 / 3位 on its card.
test.describe('accessibility: the play on public pages', () => {
  test('live (対戦表, 順位表, filtered to one entrant)', async ({ page }) => {
    await expectAccessible(page, `/${CLUB}/live/${TODAY}`, async () => {
      const play = page.getByRole('region', { name: '対戦' });
      await play.getByRole('table').first().waitFor();
      const filter = play.getByRole('combobox', { name: '選手で絞り込む' }).first();
      await filter.selectOption({ index: 1 });
      await play.getByText('選択中の選手', { exact: false }).first().waitFor();
    });
  });

  test('livez (対戦 panel)', async ({ page }) => {
    await expectAccessible(page, `/${CLUB}/livez/${TODAY}`, async () => {
      await page.getByRole('region', { name: '対戦' }).waitFor();
    });
  });

  test('ticket (あなたの次の試合)', async ({ page }) => {
    await expectAccessible(page, `/ticket/${await demoTicketId()}`, async () => {
      await page.getByRole('region', { name: 'あなたの次の試合' }).waitFor();
    });
  });

  test('club (a finished competition with its podium)', async ({ page }) => {
    await db
      .collection('compes')
      .doc('sakura-autumn-open')
      .update({
        podium: [
          { place: 1, name: '山田 太郎' },
          { place: 2, name: '佐藤 花子' },
          { place: 3, name: '鈴木 一郎' },
        ],
      });
    await expectAccessible(page, `/${CLUB}`, async () => {
      await page.getByText('準優勝').waitFor();
    });
  });
});

test.describe('accessibility: staff pages', () => {
  const staffPages: [string, string][] = [
    ['基本設定', `/${CLUB}/form/club`],
    ['大会リスト', `/${CLUB}/form/link`],
    ['大会設定', `/${CLUB}/form/${TODAY}/compe`],
    ['エントリー', `/${CLUB}/form/${TODAY}/entry`],
    ['進行表', `/${CLUB}/form/${TODAY}/tab`],
    ['対戦', `/${CLUB}/form/${TODAY}/match`],
    ['参加申込リスト', `/${CLUB}/form/${TODAY}/regist`],
    ['メール送信', `/${CLUB}/form/mail`],
  ];
  test('every page of the club menu', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO_USERS.admin.email);
    for (const [, url] of staffPages) {
      await expectAccessible(page, url, settled(page));
    }
  });

  test('神ページ', async ({ page }) => {
    await signIn(page, DEMO_USERS.god.email);
    await expectAccessible(page, '/god', settled(page));
  });
});
