import { afterFirstContent } from '../lib/first-content';

/** Set once the font files have been fetched: from then on they come from the browser's cache. */
const CACHED_KEY = 'compe.webFontCached';

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked (private mode in some browsers)
  }
};

/**
 * The self-hosted Japanese web font (Noto Sans JP, split by unicode range; vite.config.ts makes its
 * faces `font-display: optional`). Text never waits for it and never jumps because of it:
 * - first visit: the stylesheet is asked for once the page's content is on screen, so its ~30 small
 *   files do not share a phone's bandwidth with the code and the data; the files reach the cache, and
 *   `optional` keeps this page in the system font rather than reflowing it under the reader;
 * - later visits: the files are cached, so the stylesheet comes before the first render and the
 *   font is there from the first frame.
 */
export function loadWebFont(): void {
  if (storage()?.getItem(CACHED_KEY)) {
    void import('../fonts');
    return;
  }
  afterFirstContent(() => {
    void import('../fonts').then(() => document.fonts.ready).then(() => storage()?.setItem(CACHED_KEY, '1'));
  });
}
