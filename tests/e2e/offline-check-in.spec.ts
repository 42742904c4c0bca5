import { expect, test, type Browser, type Page } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { DEMO_USERS } from '../../scripts/demo-users';
import { paths } from '@/config/paths';
import { formatTime } from '@/shared/date-time';
import { fill } from '@/shared/fill';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { adminDb } from './admin';
import { signIn } from './support';

// The service worker is what this spec is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Check-in offline with two phones (docs/venue-mode.md, "Check-in offline"): each phone checks in
 * from the list it holds and says 受付しました at once; a ticket shown again on that phone is
 * refused; once both are back online, every person has one check-in with the earliest time, on
 * both phones and in Firestore, and the phone whose later check-in lost is told so.
 */

const COMPE = 'sakura-winter-cup';
const db = adminDb('offline-check-in');
const regists = db.collection('compes').doc(COMPE).collection('regists');
/** Two accepted registrations of this spec's own, removed afterwards. */
const OKADA = { id: 'offlineCheckIn1', name: '岡田 守', kana: 'おかだ まもる', number: 91 };
const ISHII = { id: 'offlineCheckIn2', name: '石井 光', kana: 'いしい ひかる', number: 92 };

test.beforeAll(async () => {
  for (const [i, person] of [OKADA, ISHII].entries()) {
    await regists.doc(person.id).set({
      name: person.name,
      kana: person.kana,
      email: `${person.id}@participant.example`,
      phone: '',
      answers: {},
      status: 'accepted',
      ticketId: `offlineCheckInTicket000${i}`,
      number: person.number,
      createdAt: new Date(),
      checkedInAt: null,
    });
  }
});

test.afterAll(async () => {
  await Promise.all([OKADA, ISHII].map((person) => regists.doc(person.id).delete()));
});

/** A staff phone of its own (own browser context: own cache, own queue) on 参加申込リスト. */
async function staffPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO_USERS.staff.email);
  await page.goto(paths.form.registList.getHref('sakura', COMPE));
  await expect(page.getByRole('switch', { name: `${ISHII.name}さんの受付` })).toBeVisible();
  // The app's code comes from the service worker once it controls the page (it registers after
  // first content): before that, code a page loads later (the snackbar's) cannot come offline.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return page;
}

const switchOf = (page: Page, name: string) => page.getByRole('switch', { name: `${name}さんの受付` });
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** The check-in time Firestore holds, once it holds one. */
async function storedCheckIn(id: string): Promise<Date> {
  let stored: Date | null = null;
  await expect
    .poll(
      async () => {
        const value: unknown = (await regists.doc(id).get()).get('checkedInAt');
        stored = value instanceof Timestamp ? value.toDate() : null;
        return stored;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  return stored as unknown as Date;
}

test('two offline phones check the same people in: one check-in each, the earliest, and the later phone is told', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const phoneA = await staffPhone(browser);
  const phoneB = await staffPhone(browser);
  await phoneA.context().setOffline(true);
  await phoneB.context().setOffline(true);

  // A checks 岡田 in by the switch: done at once, without the server.
  const beforeA = Date.now();
  await switchOf(phoneA, OKADA.name).click();
  await expect(phoneA.getByText(`${OKADA.name}さん: ${STAFF_MESSAGES.checkInDone}`)).toBeVisible();
  await expect(switchOf(phoneA, OKADA.name)).toBeChecked();
  const afterA = Date.now();

  // B checks 石井 in by the switch, then 岡田 by 受付番号 in the QR dialog (no camera here).
  const beforeB = Date.now();
  await switchOf(phoneB, ISHII.name).click();
  await expect(switchOf(phoneB, ISHII.name)).toBeChecked();
  const afterB = Date.now();
  await phoneB.getByRole('button', { name: 'QRで受付' }).click();
  const desk = phoneB.getByRole('dialog', { name: 'QRで受付' });
  const number = desk.getByRole('textbox', { name: '受付番号または参加票のURL' });
  const result = desk.getByRole('status').first();
  await number.fill(String(OKADA.number));
  await number.press('Enter');
  await expect(result).toContainText(STAFF_MESSAGES.checkInDone);
  await expect(result).toContainText(OKADA.name);
  const okadaOnB = Date.now();
  // The same ticket again on this phone: refused from the list it holds, offline.
  await number.fill(String(OKADA.number));
  await number.press('Enter');
  await expect(result).toContainText(
    new RegExp(fill(STAFF_MESSAGES.checkInAlready, { time: '\\d{2}:\\d{2}' }).replace(/[（）]/g, '.')),
  );
  await expect(result).toContainText(OKADA.name);
  await desk.getByRole('button', { name: '閉じる' }).click();
  await expect(switchOf(phoneB, OKADA.name)).toBeChecked();

  // A checks 石井 in too, later than B did.
  await switchOf(phoneA, ISHII.name).click();
  await expect(switchOf(phoneA, ISHII.name)).toBeChecked();
  expect(afterA).toBeLessThan(okadaOnB);

  // A comes back first: both its check-ins are the first the server gets.
  await phoneA.context().setOffline(false);
  const okada = await storedCheckIn(OKADA.id);
  expect(okada.getTime()).toBeGreaterThanOrEqual(beforeA);
  expect(okada.getTime()).toBeLessThanOrEqual(afterA);

  // B comes back: its 石井 is earlier and stands; its 岡田 is later and is refused, and B is told.
  await phoneB.context().setOffline(false);
  const told = phoneB.getByRole('log', { name: '受付の確認' });
  await expect(told).toContainText(
    fill(STAFF_MESSAGES.checkInEarlierElsewhere, { name: OKADA.name, time: formatTime(okada) }),
    { timeout: 30_000 },
  );
  await expect
    .poll(async () => ((await regists.doc(ISHII.id).get()).get('checkedInAt') as Timestamp).toMillis(), {
      timeout: 30_000,
    })
    .toBeLessThanOrEqual(afterB);
  const ishii = await storedCheckIn(ISHII.id);
  expect(ishii.getTime()).toBeGreaterThanOrEqual(beforeB);
  // Firestore still holds A's 岡田.
  expect((await storedCheckIn(OKADA.id)).getTime()).toBe(okada.getTime());

  // Both phones show one check-in per person, at the earliest time.
  for (const phone of [phoneA, phoneB]) {
    await expect(switchOf(phone, OKADA.name)).toBeChecked();
    await expect(rowOf(phone, OKADA.name)).toContainText(formatTime(okada));
    await expect(switchOf(phone, ISHII.name)).toBeChecked();
    await expect(rowOf(phone, ISHII.name)).toContainText(formatTime(ishii));
  }
  // A's 石井 was taken over by B's earlier one without a refusal: nothing to tell A.
  await expect(phoneA.getByRole('log', { name: '受付の確認' })).toHaveCount(0);

  await phoneA.context().close();
  await phoneB.context().close();
});
