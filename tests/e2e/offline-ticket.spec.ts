import { expect, test, type Page } from '@playwright/test';
import { paths } from '@/config/paths';
import { LABELS, MESSAGES } from '@/shared/messages';
import { TICKET_OFFLINE_MESSAGES } from '@/shared/offline-messages';
import { adminDb } from './admin';

// The service worker is what this spec is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Venue mode for visitors (docs/venue-mode.md, "The installable app and its updates" and "Tickets
 * offline"): once the service worker controls a page, the app opens without the network, and a
 * 参加票 opened once shows again with its QR code, marked with the time it was last the server's.
 */

/** Accepted 参加票 of today's demo competition (its board is running), ids only. */
async function acceptedTickets(): Promise<{ id: string; name: string }[]> {
  const tickets = await adminDb('offline-ticket')
    .collection('tickets')
    .where('compeId', '==', 'sakura-monthly')
    .where('status', '==', 'accepted')
    .limit(2)
    .get();
  return tickets.docs.map((doc) => ({ id: doc.id, name: String(doc.get('name')) }));
}

/** The worker has installed, activated and taken this page (it registers after first content). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

const lastUpdated = new RegExp(TICKET_OFFLINE_MESSAGES.lastUpdated.replace('{time}', '\\d{2}:\\d{2}'));

test('a 参加票 opened once reloads offline with its QR code and 最終更新; one never opened says it needs a connection', async ({
  page,
  context,
}) => {
  const [participant, other] = await acceptedTickets();
  expect(other, 'the demo data has two accepted tickets for today').toBeTruthy();
  const qr = page.getByRole('img', { name: MESSAGES.ticketQrLabel });

  await page.goto(paths.ticket.getHref(participant.id));
  await expect(qr).toBeVisible();
  await expect(page.getByText(`${participant.name} 様`)).toBeVisible();
  // Online, nothing says the ticket is old.
  await expect(page.getByText(lastUpdated)).toHaveCount(0);
  await controlledByWorker(page);
  // Kept on the device once the page's first content was on screen.
  await expect
    .poll(() => page.evaluate((id) => localStorage.getItem(`compe.ticket.${id}`), participant.id))
    .toContain(participant.name);

  await context.setOffline(true);
  await page.reload();
  await expect(qr).toBeVisible();
  await expect(page.getByText(`${participant.name} 様`)).toBeVisible();
  const kept = page.getByRole('status').filter({ hasText: lastUpdated });
  await expect(kept).toBeVisible();
  await expect(kept).toContainText(TICKET_OFFLINE_MESSAGES.kept);
  // The QR code is the ticket's address, as online.
  const qrSource = await qr.getAttribute('src');
  expect(decodeURIComponent(qrSource ?? '')).toContain('<svg');

  // Never opened on this phone: said plainly, not a browser error page.
  await page.goto(paths.ticket.getHref(other.id));
  await expect(page.getByRole('alert')).toHaveText(TICKET_OFFLINE_MESSAGES.needsConnection);

  // Back online: the ticket is the server's again, without the mark.
  await context.setOffline(false);
  await page.goto(paths.ticket.getHref(participant.id));
  await expect(qr).toBeVisible();
  await expect(page.getByText(`${participant.name} 様`)).toBeVisible();
  await expect(page.getByText(lastUpdated)).toHaveCount(0);
});

test('a public page opened once opens offline: the app, not the browser’s offline page; nothing of Firestore is cached', async ({
  page,
  context,
}) => {
  await page.goto(paths.club.getHref('sakura'));
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await controlledByWorker(page);
  // The live page's listener has run through the worker's page too.
  await page.goto(paths.live.getHref('sakura', 'sakura-monthly'));
  await expect(page.getByText(MESSAGES.liveConnected)).toBeVisible({ timeout: 20_000 });

  await context.setOffline(true);
  await page.goto(paths.club.getHref('sakura'));
  // The app's own page: its top bar, its sections, and its Japanese word that the club's
  // competitions could not be read (public reads are never cached: they are the news).
  await expect(page.getByRole('banner').getByRole('link', { name: LABELS.home })).toBeVisible();
  await expect(page.getByRole('heading', { name: '開催予定の大会' })).toBeVisible();
  await expect(page.getByText(MESSAGES.loadFailed)).toBeVisible();
  // Another route whose code this visit never ran: precached too.
  await page.goto(paths.about.getHref());
  await expect(page.getByRole('heading', { name: 'ログインのしかた' })).toBeVisible();

  // Every cached response is the app's own (same origin): no Firestore, Auth or Functions answer.
  const cachedUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cachedUrls.length).toBeGreaterThan(0);
  expect(cachedUrls.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
  expect(cachedUrls.filter((url) => /\/documents|googleapis|:8080|:9099|:5001/.test(url))).toEqual([]);
  await context.setOffline(false);
});

test('the worker leaves Firebase’s reserved paths and plain files to the server', async ({ page }) => {
  await page.goto(paths.home.getHref());
  await controlledByWorker(page);
  // Not index.html in their place: the web app manifest and the worker's own script.
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
  expect(manifest).toMatchObject({ short_name: 'Compe', start_url: '/', display: 'standalone' });
  const answer = await page.goto('/__/firebase/init.json');
  // vite preview has no such file and answers with index.html itself (an SPA fallback): what
  // matters is that the worker did not answer in the server's place.
  expect(answer?.fromServiceWorker()).toBe(false);
});
