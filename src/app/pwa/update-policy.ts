/**
 * How a new version of the app reaches a page that is open (docs/venue-mode.md, "The installable
 * app and its updates"): the decisions, apart from the browser APIs that src/app/pwa/updates.tsx
 * drives, so they can be tested.
 */

/** Staff pages (/{clubId}/form/…, /god) are worked on; the others are read. */
export type PageKind = 'staff' | 'public';

const STAFF_PATH = /^\/(god|[^/]+\/form)(\/|$)/;

export function pageKind(pathname: string): PageKind {
  return STAFF_PATH.test(pathname) ? 'staff' : 'public';
}

/**
 * A new worker has installed and waits. On a page that is read, it takes over at once, so the next
 * navigation or reload is the new version. On a staff page, staff are asked (「更新」): the page
 * reloads only when they choose, never under their hands in the middle of the day.
 */
export function onWaiting(kind: PageKind): 'activate' | 'ask' {
  return kind === 'staff' ? 'ask' : 'activate';
}

/** A phone that keeps the app open all day asks for a new version this often… */
export const UPDATE_INTERVAL_MS = 60 * 60 * 1000;
/** …and when the page is shown again, unless it asked less than this long ago. */
export const VISIBLE_CHECK_GAP_MS = 5 * 60 * 1000;

export function shouldCheck(reason: 'interval' | 'visible', lastCheckAt: number, now: number): boolean {
  return now - lastCheckAt >= (reason === 'interval' ? UPDATE_INTERVAL_MS : VISIBLE_CHECK_GAP_MS);
}
