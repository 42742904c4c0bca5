import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { afterFirstContent } from '@/lib/first-content';
import { reloadPage } from './reload';

/**
 * The installable app's worker (vite.config.ts, docs/venue-mode.md), registered once the page's
 * first content is on screen: its code (./updates) and the precache it fills never compete with a
 * public page's first load. Not in development, where Vite serves modules one by one.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  afterFirstContent(() => {
    import('./updates')
      .then(({ startUpdates }) => startUpdates({ onOutdated: markOutdated }))
      // Without the worker the app works as before, only not offline.
      .catch((error: unknown) => console.warn(error));
  });
}

/** A new version took over while this page ran: the page's code is older than what is served. */
let outdated = false;

/** Called by ./updates when a new version takes over the page. */
export function markOutdated(): void {
  outdated = true;
}

/**
 * The browsers' words for a script that import() could not fetch (Chromium, Firefox, Safari), and
 * Vite's preload helper's for a dependency of the chunk.
 */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload/i;

/**
 * Whether a page that failed to load should load again, into the new version: its code failed to
 * arrive after a new version took over, when the old version's chunks are gone (the worker drops
 * them from its cache on taking over, the server with the deploy). The new version's page is in
 * the worker's cache, so this holds offline too. Otherwise the error page stays, with 再読み込み.
 */
export function reloadIntoNewVersion(error: unknown): boolean {
  return outdated && error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * In the app's layout: the first navigation after a new version took over loads the page again,
 * so a page left open all day runs the new version from its next page on (docs/venue-mode.md).
 */
export function useNewVersionOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (pathname === previous.current) return;
    previous.current = pathname;
    if (outdated) reloadPage();
  }, [pathname]);
}
