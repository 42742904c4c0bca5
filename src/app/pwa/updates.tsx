import { lazy, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { withMui } from '@/components/with-mui';
import { reloadPage } from './reload';
import { onWaiting, pageKind, shouldCheck, VISIBLE_CHECK_GAP_MS } from './update-policy';

const loadPrompt = () =>
  withMui(() => import('./update-prompt'))().catch((error: unknown) => {
    promptCode = undefined; // a later prompt tries again
    throw error;
  });
let promptCode: ReturnType<typeof loadPrompt> | undefined;
const UpdatePrompt = lazy(() => (promptCode ??= loadPrompt()));

/** What the generated worker listens for to take over (vite.config.ts: registerType 'prompt'). */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

/**
 * Registers the worker and brings new versions to the open page (docs/venue-mode.md, "The
 * installable app and its updates"; the decisions are in ./update-policy):
 * - it asks for a new version every hour and whenever the page is shown again;
 * - a new version that has installed takes over at once on a public page, and on a staff page
 *   when staff press 更新 (a reload under their hands would be worse than an old version);
 * - once a new version has taken over, `onOutdated` lets the next navigation load it, and a staff
 *   page says so.
 * Returns what ends it (for tests: the app's page never ends it).
 */
export async function startUpdates({
  onOutdated,
  reload = reloadPage,
}: {
  onOutdated: () => void;
  /** The page's reload (a test's own). */
  reload?: () => void;
}): Promise<() => void> {
  const container = navigator.serviceWorker;
  // On a staff page the prompt's code comes now, with this version's: once a new version has taken
  // over (from another tab), a chunk of this one that changed is no longer to be had.
  if (pageKind(window.location.pathname) === 'staff') promptCode ??= loadPrompt();
  // Without a worker before, the first one claims the page (clientsClaim): that is no new version.
  let hadController = container.controller !== null;
  let reloadOnTakeover = false;

  let prompt: Root | undefined;
  const ask = (onUpdate: () => void) => {
    prompt ??= createRoot(document.body.appendChild(document.createElement('div')));
    prompt.render(
      <Suspense fallback={null}>
        <UpdatePrompt onUpdate={onUpdate} />
      </Suspense>,
    );
  };

  const onControllerChange = () => {
    if (!hadController) {
      hadController = true;
      return;
    }
    if (reloadOnTakeover) {
      reload();
      return;
    }
    onOutdated();
    // Another tab took the new version: this staff page may take it too, when staff choose.
    if (pageKind(window.location.pathname) === 'staff') ask(reload);
  };
  container.addEventListener('controllerchange', onControllerChange);

  const registration = await container.register(`${import.meta.env.BASE_URL}sw.js`);
  const waiting = (worker: ServiceWorker) => {
    // The first worker of this browser replaces nothing and activates by itself.
    if (!container.controller) return;
    if (onWaiting(pageKind(window.location.pathname)) === 'activate') {
      worker.postMessage(SKIP_WAITING);
      return;
    }
    ask(() => {
      reloadOnTakeover = true;
      worker.postMessage(SKIP_WAITING);
    });
  };
  if (registration.waiting) waiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') waiting(worker);
    });
  });

  let lastCheckAt = Date.now();
  const check = (reason: 'interval' | 'visible') => {
    const now = Date.now();
    if (!shouldCheck(reason, lastCheckAt, now)) return;
    lastCheckAt = now;
    // Offline, or the server did not answer: the next check tries again.
    registration.update().catch(() => undefined);
  };
  // Ticks more often than the hour it checks at: a phone asleep delays timers, and the hour is
  // counted from the last check whatever its reason.
  const interval = window.setInterval(() => check('interval'), VISIBLE_CHECK_GAP_MS);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') check('visible');
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.clearInterval(interval);
    document.removeEventListener('visibilitychange', onVisibility);
    container.removeEventListener('controllerchange', onControllerChange);
    prompt?.unmount();
  };
}
