import { expect, test, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { DEMO_USERS } from '../../scripts/demo-users';
import { paths } from '@/config/paths';
import { STAFF_SYNC } from '@/shared/staff-messages';
import { adminDb } from './admin';
import { resetAndSeed, signIn } from './support';

// The service worker is what this spec is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Venue mode on the staff pages (docs/venue-mode.md, "Staff pages: data and writes kept on the
 * device" and "What the page says: the offline bar"): staff press 次へ and check someone in with the
 * network cut, reload the page still offline, find both kept with 「未送信 2件」, and once the
 * network is back the bar says 「すべて送信しました」, a viewer's ライブ and Firestore have both.
 */

const CLUB = 'sakura';
const COMPE = 'sakura-monthly';
const db = adminDb('venue-offline');
const regists = db.collection('compes').doc(COMPE).collection('regists');
/** An accepted registration of this spec's own, removed afterwards. */
const GUEST = { id: 'venueOffline1', name: '大野 渚', kana: 'おおの なぎさ', number: 93 };

test.afterAll(async () => {
  await regists.doc(GUEST.id).delete();
});

/** The worker has installed, activated and taken this page (it registers after first content). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

const count = (n: number) => STAFF_SYNC.unsent.replace('{n}', String(n));

test('次へ and a check-in made offline survive an offline reload with 未送信 2件, and reach ライブ and Firestore when the network returns', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  // The day as seeded: 予選リーグ runs, 昼休憩 comes next.
  await resetAndSeed();
  await regists.doc(GUEST.id).set({
    name: GUEST.name,
    kana: GUEST.kana,
    email: `${GUEST.id}@participant.example`,
    phone: '',
    answers: {},
    status: 'accepted',
    ticketId: 'venueOfflineTicket00001',
    number: GUEST.number,
    createdAt: new Date(),
    checkedInAt: null,
  });

  const viewerContext = await browser.newContext();
  const live = await viewerContext.newPage();
  await live.goto(paths.live.getHref(CLUB, COMPE));
  const now = live.getByRole('region', { name: 'ただいま' });
  await expect(now.getByRole('heading', { name: '予選リーグ', exact: true })).toBeVisible();

  // Both pages opened once online: the worker keeps their code, Firestore their data.
  await signIn(page, DEMO_USERS.staff.email);
  const checkIn = page.getByRole('switch', { name: `${GUEST.name}さんの受付` });
  await page.goto(paths.form.registList.getHref(CLUB, COMPE));
  await expect(checkIn).not.toBeChecked();
  await page.goto(paths.form.runSheet.getHref(CLUB, COMPE));
  await expect(page.getByRole('list', { name: '進行表の項目' }).getByRole('listitem')).toHaveCount(7);
  await controlledByWorker(page);
  const bar = page.getByRole('status').filter({ hasText: /オフライン|送信/ });
  const next = page.getByRole('button', { name: '次へ', exact: true });

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: STAFF_SYNC.offline })).toBeVisible();

  // 次へ: the day moves on at once and 次へ is ready again, without the server.
  await next.click();
  await expect(page.getByRole('button', { name: '「昼休憩」を終了' })).toBeVisible();
  await expect(next).toBeEnabled();
  await expect(bar).toContainText(count(1));

  // A check-in by the switch on 参加申込リスト, reached from the menu.
  await page.getByRole('link', { name: '参加申込リスト' }).click();
  await checkIn.click();
  await expect(checkIn).toBeChecked();
  await expect(bar).toContainText(STAFF_SYNC.offline);
  await expect(bar).toContainText(count(2));

  // Reloaded offline: the page comes from the worker, the data and the queue from the device.
  await page.reload();
  await expect(checkIn).toBeChecked();
  await expect(bar).toContainText(count(2));
  await page.getByRole('link', { name: '進行表' }).click();
  await expect(page.getByRole('button', { name: '「昼休憩」を終了' })).toBeVisible();
  await expect(bar).toContainText(count(2));
  // Nothing has left the phone yet.
  expect((await regists.doc(GUEST.id).get()).get('checkedInAt')).toBeNull();
  await expect(now.getByRole('heading', { name: '予選リーグ', exact: true })).toBeVisible();

  // The network returns: both are sent, and the bar says so.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: STAFF_SYNC.allSent })).toBeVisible({
    timeout: 30_000,
  });
  await expect(now.getByRole('heading', { name: '昼休憩', exact: true })).toBeVisible();
  await expect
    .poll(async () => (await regists.doc(GUEST.id).get()).get('checkedInAt') instanceof Timestamp, {
      timeout: 30_000,
    })
    .toBe(true);
  const units = await db
    .collection('compes')
    .doc(COMPE)
    .collection('units')
    .where('status', '==', 'running')
    .get();
  expect(units.docs.map((unit) => unit.get('title'))).toEqual(['昼休憩']);
  await page.getByRole('link', { name: '参加申込リスト' }).click();
  await expect(checkIn).toBeChecked();
  // The bar says nothing once it has said all was sent.
  await expect(bar).toHaveCount(0, { timeout: 15_000 });

  await viewerContext.close();
});
