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
 * - first visit: the stylesheet is asked for once the page's content is on screen and the page is
 *   idle, so its ~30 small files do not share a phone's bandwidth or main thread with the code and
 *   the data; the files reach the cache, and
 *   `optional` keeps this page in the system font rather than reflowing it under the reader;
 * - later visits: the files are cached, so the stylesheet comes before the first render and the
 *   font is there from the first frame.
 */
export function loadWebFont(): void {
  if (storage()?.getItem(CACHED_KEY)) {
    void import('../fonts');
    return;
  }
  afterFirstContent(() =>
    whenIdle(() => {
      // Noted once the files for this page's text have arrived. `loadingdone`, not
      // `document.fonts.ready`: reading that forces a style and layout pass at once (~75 ms on a
      // desktop, four times that on a phone), right when the page should answer its reader.
      document.fonts.addEventListener('loadingdone', () => storage()?.setItem(CACHED_KEY, '1'), {
        once: true,
      });
      void import('../fonts');
    }),
  );
}

/**
 * A first visit only fills the cache for the next one, and adding ~250 @font-face rules costs the
 * page two style passes (~50 ms each on a desktop, ~200 ms on a phone): that waits until the page
 * has settled and the browser is idle, not while the reader's first taps would queue behind it.
 */
const SETTLE_MS = 5000;
const IDLE_TIMEOUT_MS = 10000;

function whenIdle(callback: () => void): void {
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    else callback();
  }, SETTLE_MS);
}
