import regularFaces from '@fontsource/noto-sans-jp/400.css?url';
import boldFaces from '@fontsource/noto-sans-jp/700.css?url';
import { afterFirstContent } from '@/lib/first-content';
import { charactersByWeight } from '@/lib/characters-by-weight';
import type { FontFilesAnswer, FontFilesRequest } from './font-files';

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
 * - first visit: once the page's content is on screen and the page is idle, the files this page's
 *   text needs are fetched into the cache (fillFontCache), without the page taking the font;
 * - later visits: the files are cached, so the stylesheets (the same two files the first visit
 *   read) come before the first render and the font is there from the first frame.
 */
export function loadWebFont(): void {
  if (storage()?.getItem(CACHED_KEY)) {
    const links = document.createDocumentFragment();
    for (const href of [regularFaces, boldFaces]) {
      links.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href }));
    }
    document.head.append(links);
    return;
  }
  afterFirstContent(() => whenIdle(fillFontCache));
}

/**
 * A first visit only fills the cache for the next one: that waits until the page has settled and
 * the browser is idle, not while the reader's first taps would queue behind it.
 */
const SETTLE_MS = 5000;
const IDLE_TIMEOUT_MS = 10000;

function whenIdle(callback: () => void): void {
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    else callback();
  }, SETTLE_MS);
}

/**
 * Text nodes read at the most: a 300-item live page has ~5,000, mostly repeating characters; the
 * first ones hold nearly all of them, and reading stays a few ms.
 */
const MAX_TEXT_NODES = 2000;

/**
 * Fetches the unicode-range files the page's text needs into the cache, as the page itself would
 * with the stylesheet, but without giving the page the stylesheet: ~250 @font-face rules cost two
 * style passes (~50 ms each on a desktop, ~200 ms on a phone: main-thread time Lighthouse counts
 * as blocking, even in a hidden frame). A worker reads the rules as text and matches the
 * characters against their ranges (~50 ms on a desktop), off the page's main thread.
 */
function fillFontCache(): void {
  const request: FontFilesRequest = {
    characters: charactersByWeight(document.body, MAX_TEXT_NODES),
    stylesheets: {
      regular: new URL(regularFaces, location.href).href,
      bold: new URL(boldFaces, location.href).href,
    },
  };
  const worker = new Worker(new URL('./font-files.worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', ({ data }: MessageEvent<FontFilesAnswer>) => {
    if (data.filled) storage()?.setItem(CACHED_KEY, '1');
    worker.terminate();
  });
  worker.addEventListener('error', () => worker.terminate());
  worker.postMessage(request);
}
