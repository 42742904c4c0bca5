import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../scripts/demo-users';
import { drawnStageOf, storedStage } from '../../src/testing/stages';
import { adminDb } from './admin';
import { PHONE_FIT_ROUTES, type PhoneFitRoute } from './phone-fit-routes';
import { resetAndSeed, signIn } from './support';

/**
 * Every page on a phone (docs/product.md "Accessibility and devices"): each route of the app (phone-fit-routes.ts, checked against the
 * router by tests/unit/phone-fit-routes.test.ts) opened at 390×844 with the demo data, signed in
 * as the club's admin (神ページ as the super-user), fails when the page scrolls sideways or anything
 * drawn reaches past the screen's edge, and each staff page's main dialog when one of its buttons
 * lies off the screen; 要確認 on 対戦 when a report's 内容 is squeezed into a narrow column. Text is
 * measured as drawn, so a page passes with and without Japanese fonts only when it wraps or scrolls
 * in its own box rather than pushes the page wider. One signed-in page visits every route in turn,
 * each waited for by what it draws, not by time.
 */
const db = adminDb('phone-fit');
const PHONE = { width: 390, height: 844 };
const CLUB = 'sakura';
const TODAY = 'sakura-monthly';
/** A トーナメント of four with long names, one match's reports from the floor disagreeing (要確認). */
const STAGE = 'phone-fit';
const STAGE_NAME = 'スマートフォン確認用トーナメント';
const LONG_NAMES = ['長谷川 由紀子', '佐々木 健太郎', '五十嵐 美奈子', '宇佐美 宗一郎'];

interface Context {
  ticketId: string;
  /** An umpire's 結果報告 link, from the 試合票 print (set when the print page is visited). */
  reportLink?: string;
}

interface Visit {
  url: (ctx: Context) => string;
  /** Opened by the super-user (神ページ); every other page by the club's admin. */
  god?: boolean;
  /** The page has drawn its data. */
  ready: (page: Page) => Promise<unknown>;
  /** Opens the page's main dialogs, checks each (expectDialogFits) and closes it. */
  dialogs?: (page: Page) => Promise<void>;
}

/** A page's code and data on a busy 2-core machine: longer than expect's 10 s to come. */
const LOADED = { timeout: 30_000 };

/** No indeterminate progressbar (a spinner) left; a bar that shows a quantity has a value. */
const noSpinner = (page: Page) =>
  expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, LOADED);

const heading = (name: string | RegExp, level?: number) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level }).first()).toBeVisible(LOADED);
  await noSpinner(page);
};

/** A staff page of the competition menu: its tabs and its own heading or table. */
const staff = (landmark: (page: Page) => Locator) => async (page: Page) => {
  await expect(page.getByRole('tablist', { name: /メニュー/ })).toBeVisible(LOADED);
  await expect(landmark(page).first()).toBeVisible(LOADED);
  await noSpinner(page);
};

/**
 * What reaches past the screen: the page's own sideways scroll, and every drawn element whose box
 * leaves [0, width] without an ancestor that scrolls or clips it sideways (a scrolling tab bar's
 * tabs are fine; a table that pushes the page is not).
 */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    const offenders: Element[] = [];
    const describe = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> 「${label}」`;
    };
    if (root.scrollWidth > width) {
      found.push(`the page scrolls sideways: ${root.scrollWidth} px > ${width} px`);
      // What reaches that far (a visually hidden word too: its box still widens the page).
      const widest = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right >= root.scrollWidth - 1)
        .slice(-3);
      for (const el of widest) found.push(`  reaching it: ${describe(el)}`);
    }
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body && up !== root; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' || style.clipPath !== 'none' || style.clip.startsWith('rect'))
          return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 1 && box.left >= -1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.clip.startsWith('rect') || clipped(el)) continue;
      // Only the outermost offender: its children say nothing more.
      if (offenders.some((o) => o.contains(el))) continue;
      offenders.push(el);
      found.push(`${describe(el)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      if (found.length > 8) break;
    }
    return found;
  });
}

async function expectFits(page: Page, what: string) {
  expect(await overflow(page), `${what} at ${PHONE.width} px`).toEqual([]);
}

/** The dialog is on the screen, and each button of its action row is whole within the screen. */
async function expectDialogFits(page: Page, dialog: Locator, what: string) {
  await expect(dialog).toBeVisible();
  // MUI's dialog opens with a fade and grows: measure it at rest.
  await expect(dialog).toHaveCSS('opacity', '1');
  const buttons = dialog.locator('.MuiDialogActions-root button');
  expect(await buttons.count(), `${what}: its action buttons`).toBeGreaterThan(0);
  for (const button of await buttons.all()) {
    // Below the fold of a long form is fine where the dialog scrolls to it; beside the screen is not.
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    const name = (await button.innerText()).trim();
    expect(box, `${what}: 「${name}」`).not.toBeNull();
    if (!box) continue;
    expect(
      box.x >= 0 && box.y >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height,
      `${what}: 「${name}」 lies at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}, off a ${PHONE.width}×${PHONE.height} screen`,
    ).toBe(true);
  }
  await expectFits(page, what);
}

/** Opens a dialog with `open`, checks it and closes it with Escape. */
async function checkDialog(page: Page, open: () => Promise<void>, name: string | RegExp) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expectDialogFits(page, dialog, `dialog ${String(name)}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

const VISITS: Record<PhoneFitRoute, Visit[]> = {
  '/': [{ url: () => '/', ready: heading(/ひとつの画面で/) }],
  '/about': [{ url: () => '/about', ready: heading('ログインのしかた') }],
  '/contact/:clubId?': [
    { url: () => `/contact/${CLUB}`, ready: heading(/お問い合わせ/) },
    { url: () => '/contact', ready: heading(/お問い合わせ/) },
  ],
  '/sign/:ticketId?': [{ url: () => '/sign', ready: (page) => page.getByRole('main').waitFor() }],
  '/confirm/:code?/:secret?': [{ url: () => '/confirm/sign_sent', ready: heading(/.+/, 1) }],
  '/ticket/:ticketId': [
    {
      url: ({ ticketId }) => `/ticket/${ticketId}`,
      ready: async (page) => {
        await page.getByRole('region', { name: 'あなたの次の試合' }).waitFor();
        await noSpinner(page);
      },
    },
  ],
  '/god': [
    {
      url: () => '/god',
      god: true,
      ready: async (page) => {
        await expect(page.getByRole('button', { name: 'クラブを作成' })).toBeVisible(LOADED);
        await noSpinner(page);
      },
      dialogs: (page) =>
        checkDialog(page, () => page.getByRole('button', { name: 'クラブを作成' }).click(), 'クラブを作成'),
    },
  ],
  '/:clubId': [{ url: () => `/${CLUB}`, ready: heading('さくら卓球クラブ') }],
  '/:clubId/live/:compeId': [
    {
      url: () => `/${CLUB}/live/${TODAY}`,
      ready: async (page) => {
        await page.getByRole('region', { name: '対戦' }).getByRole('table').first().waitFor();
        await noSpinner(page);
      },
    },
  ],
  '/:clubId/livez/:compeId': [
    {
      url: () => `/${CLUB}/livez/${TODAY}`,
      ready: (page) => page.getByRole('region', { name: '対戦' }).waitFor(),
    },
  ],
  '/:clubId/call/:compeId': [
    { url: () => `/${CLUB}/call/${TODAY}`, ready: (page) => page.getByRole('main').waitFor() },
  ],
  '/:clubId/result/:compeId': [{ url: () => `/${CLUB}/result/sakura-autumn-open`, ready: heading(/結果/) }],
  '/:clubId/regist/:compeId': [
    {
      url: () => `/${CLUB}/regist/sakura-winter-cup`,
      ready: (page) => page.getByRole('button', { name: '確認へ進む' }).waitFor(),
    },
  ],
  '/:clubId/report/:compeId/:stageId/:matchId': [
    {
      url: ({ reportLink }) => {
        if (!reportLink) throw new Error('the 試合票 print gave no report link');
        return reportLink;
      },
      ready: (page) => page.getByRole('form', { name: '結果の報告' }).waitFor(),
    },
  ],
  '/:clubId/form': [
    { url: () => `/${CLUB}/form`, ready: staff((page) => page.getByRole('heading', { name: '大会リスト' })) },
  ],
  '/:clubId/form/club': [
    {
      url: () => `/${CLUB}/form/club`,
      ready: staff((page) => page.getByRole('heading', { name: 'スタッフ' })),
      dialogs: (page) =>
        checkDialog(page, () => page.getByRole('button', { name: '招待する' }).click(), /招待/),
    },
  ],
  '/:clubId/form/mail': [
    { url: () => `/${CLUB}/form/mail`, ready: staff((page) => page.getByRole('heading', { level: 1 })) },
  ],
  '/:clubId/form/:mailId?/card': [
    { url: () => `/${CLUB}/form/card`, ready: staff((page) => page.getByRole('heading', { level: 1 })) },
  ],
  '/:clubId/form/link': [
    {
      url: () => `/${CLUB}/form/link`,
      ready: staff((page) => page.getByText('さくら月例卓球大会')),
      dialogs: (page) =>
        checkDialog(page, () => page.getByRole('button', { name: '大会を作成' }).click(), '大会を作成'),
    },
  ],
  '/:clubId/form/:compeId/compe': [
    {
      url: () => `/${CLUB}/form/${TODAY}/compe`,
      ready: staff((page) => page.getByRole('button', { name: '保存' })),
    },
  ],
  '/:clubId/form/:compeId/entry': [
    {
      url: () => `/${CLUB}/form/${TODAY}/entry`,
      ready: staff((page) => page.getByRole('table', { name: 'エントリー一覧' })),
      dialogs: async (page) => {
        await checkDialog(
          page,
          () =>
            page
              .getByRole('button', { name: / を編集$/ })
              .first()
              .click(),
          'エントリーを編集',
        );
        await checkDialog(
          page,
          async () => {
            await page.getByRole('button', { name: 'CSV取込' }).click();
            // A file with long lines: its preview table must scroll inside the dialog.
            await page
              .getByRole('dialog', { name: 'CSVからエントリーを登録' })
              .getByLabel('CSVファイル')
              .setInputFiles({
                name: 'entries.csv',
                mimeType: 'text/csv',
                buffer: Buffer.from(
                  `番号,氏名,ふりがな,所属,種別,メモ\n101,${LONG_NAMES[0]},はせがわ ゆきこ,さくら卓球クラブ・ジュニア育成部,一般女子シングルス,${'連絡事項'.repeat(12)}\n`,
                ),
              });
          },
          'CSVからエントリーを登録',
        );
      },
    },
  ],
  '/:clubId/form/:compeId/tab': [
    {
      url: () => `/${CLUB}/form/${TODAY}/tab`,
      ready: staff((page) => page.getByRole('button', { name: '「予選リーグ」を編集' })),
      dialogs: (page) =>
        checkDialog(
          page,
          () => page.getByRole('button', { name: '「予選リーグ」を編集' }).click(),
          '項目を編集',
        ),
    },
  ],
  '/:clubId/form/:compeId/match': [
    {
      url: () => `/${CLUB}/form/${TODAY}/match`,
      ready: staff((page) => page.getByRole('region', { name: '要確認（報告の食い違い）' })),
      dialogs: async (page) => {
        // 要確認: each report's 内容 reads across the card, not a character a line.
        const review = page.getByRole('table', { name: `${STAGE_NAME} 準決勝 第1試合の報告` });
        const said = review.getByRole('cell', { name: /の勝ち/ });
        await expect(said).toHaveCount(3);
        for (const cell of await said.all()) {
          const width = (await cell.boundingBox())?.width ?? 0;
          expect(width, `要確認's 内容 「${await cell.innerText()}」 is ${width} px wide`).toBeGreaterThan(
            PHONE.width / 2,
          );
        }
        await checkDialog(
          page,
          () => page.getByRole('button', { name: '結果を入力', exact: true }).first().click(),
          /結果を入力/,
        );
        await checkDialog(
          page,
          () => page.getByRole('button', { name: 'ステージを追加' }).click(),
          'ステージを追加',
        );
      },
    },
  ],
  '/:clubId/form/:compeId/match/print': [
    {
      url: () => `/${CLUB}/form/${TODAY}/match/print?stage=${STAGE}&print=slips`,
      ready: (page) =>
        page
          .getByRole('img', { name: /結果報告用QRコード/ })
          .first()
          .waitFor(),
    },
    {
      url: () => `/${CLUB}/form/${TODAY}/match/print?stage=${STAGE}&print=sheet`,
      ready: (page) => page.getByRole('heading', { name: new RegExp(STAGE_NAME) }).waitFor(),
    },
    {
      url: () => `/${CLUB}/form/${TODAY}/match/print?stage=league&print=sheet`,
      ready: (page) => page.getByRole('main').getByRole('table').first().waitFor(),
    },
  ],
  '/:clubId/form/:compeId/awards': [
    {
      url: () => `/${CLUB}/form/${TODAY}/awards`,
      ready: staff((page) => page.getByRole('heading', { level: 1 })),
    },
  ],
  '/:clubId/form/:compeId/regist': [
    {
      url: () => `/${CLUB}/form/${TODAY}/regist`,
      ready: staff((page) => page.getByRole('button', { name: /さんの操作$/ })),
      // The first action of a registration's 操作 menu (承認する, 受付する…) asks in a dialog.
      dialogs: (page) =>
        checkDialog(
          page,
          async () => {
            // The list is live: a row drawn again as its menu opens closes the menu. Open it again
            // until its first item takes the click, rather than wait on a menu that is gone.
            const item = page.getByRole('menuitem').first();
            await expect(async () => {
              if (!(await item.isVisible()))
                await page
                  .getByRole('button', { name: /さんの操作$/ })
                  .first()
                  .click({ timeout: 5_000 });
              await item.click({ timeout: 5_000 });
            }).toPass({ timeout: 60_000 });
          },
          /.+/,
        ),
    },
  ],
  '*': [{ url: () => `/${CLUB}/no/such/page`, ready: heading('ページが見つかりません') }],
};

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

/** The 結果報告 link of the first 試合票 on the print page (its QR code's link). */
async function reportLinkOn(page: Page): Promise<string | undefined> {
  const qr = page.getByRole('img', { name: /結果報告用QRコード/ }).first();
  return (await qr.locator('xpath=ancestor::a').getAttribute('href')) ?? undefined;
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

test.beforeAll(async () => {
  await resetAndSeed();
  const at = new Date();
  await db.doc(`compes/${TODAY}/stages/${STAGE}`).set(
    storedStage(
      drawnStageOf('single', 4, {
        order: 9,
        name: STAGE_NAME,
        scoring: 'games',
        bestOf: 5,
        thirdPlace: false,
        entrants: LONG_NAMES.map((name, i) => ({
          id: `phone-${i}`,
          name,
          affiliation: 'さくら卓球クラブ・ジュニア育成部',
        })),
        draw: [0, 1, 2, 3],
        tables: { 'W1-1': { table: 1, at } },
      }),
    ),
  );
  await db.doc(`compes/${TODAY}/reports/${STAGE}_W1-1`).set({
    stageId: STAGE,
    matchId: 'W1-1',
    sides: [0, 1],
    reports: [
      { by: 'umpire', outcome: 'a', how: 'played', games: [3, 2], at },
      { by: 'a', outcome: 'a', how: 'played', games: [3, 1], at },
      { by: 'b', outcome: 'b', how: 'played', games: [2, 3], at },
    ],
    status: 'conflict',
    updatedAt: at,
  });
});

test.afterAll(async () => {
  await db.doc(`compes/${TODAY}/stages/${STAGE}`).delete();
  await db.doc(`compes/${TODAY}/reports/${STAGE}_W1-1`).delete();
});

/** A failure's first lines: which page, what reached past the screen. */
const firstLines = (error: unknown) => (error as Error).message.split('\n').slice(0, 3).join(' ');

test('every page and each staff page’s main dialog fit a 390-px phone', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  expect(Object.keys(VISITS).sort(), 'a visit for every route').toEqual([...PHONE_FIT_ROUTES].sort());
  const admin = await phone(browser);
  await signIn(admin, DEMO_USERS.admin.email);
  let god: Page | undefined;
  const ctx: Context = { ticketId: await demoTicketId() };

  // The print first: its 試合票 give the 結果報告 link the report page is opened with.
  const order = [...PHONE_FIT_ROUTES].sort(
    (a, b) => Number(b.endsWith('/print')) - Number(a.endsWith('/print')),
  );
  const failures: string[] = [];
  for (const route of order) {
    for (const visit of VISITS[route]) {
      if (visit.god && !god) {
        god = await phone(browser);
        await signIn(god, DEMO_USERS.god.email);
      }
      const page = visit.god && god ? god : admin;
      const url = visit.url(ctx);
      await page.goto(url);
      await visit.ready(page);
      if (route.endsWith('/print')) ctx.reportLink ??= await reportLinkOn(page);
      const found = await overflow(page);
      if (found.length > 0) {
        failures.push(`${url}:\n    ${found.join('\n    ')}`);
        await page.screenshot({ path: testInfo.outputPath(`${failures.length}.png`), fullPage: true });
      }
      try {
        await visit.dialogs?.(page);
      } catch (error) {
        failures.push(`${url}: ${firstLines(error)}`);
        await page.keyboard.press('Escape');
      }
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
});
