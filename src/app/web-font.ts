import regularFaces from '@fontsource/noto-sans-jp/400.css?url';
import boldFaces from '@fontsource/noto-sans-jp/700.css?url';
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
 * - first visit: once the page's content is on screen and the page is idle, the files this page's
 *   text needs are fetched into the cache (fillFontCache), without the page taking the font;
 * - later visits: the files are cached, so the stylesheet comes before the first render and the
 *   font is there from the first frame.
 */
export function loadWebFont(): void {
  if (storage()?.getItem(CACHED_KEY)) {
    void import('../fonts');
    return;
  }
  afterFirstContent(() => whenIdle(() => void fillFontCache().catch(() => undefined)));
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

/** Text at this weight or above is drawn from the bold files. */
const BOLD_FROM = 600;
/**
 * Text nodes read at the most: a 300-item live page has ~5,000, mostly repeating characters; the
 * first ones hold nearly all of them, and reading stays a few ms.
 */
const MAX_TEXT_NODES = 2000;

/**
 * The characters on the page, by the weight they are drawn in (each character once). Read from
 * styles already computed for the frame on screen, so nothing is laid out again.
 */
export function charactersByWeight(root: Node): { regular: string; bold: string } {
  const regular = new Set<string>();
  const bold = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let read = 0;
  for (let node = walker.nextNode(); node && read < MAX_TEXT_NODES; node = walker.nextNode(), read++) {
    const parent = node.parentElement;
    if (!parent || !node.nodeValue?.trim()) continue;
    const weight = Number.parseInt(getComputedStyle(parent).fontWeight, 10);
    const into = weight >= BOLD_FROM ? bold : regular;
    for (const character of node.nodeValue) if (character.trim()) into.add(character);
  }
  return { regular: [...regular].join(''), bold: [...bold].join('') };
}

/** A face of the stylesheet: the file its `src` names first (woff2) and its unicode ranges. */
interface Face {
  url: string;
  ranges: [from: number, to: number][];
}

/** The faces of a Fontsource stylesheet (one @font-face per unicode-range file). */
export function facesOf(css: string, base: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, body]) => {
    const url = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(body)?.[1];
    const ranges = /unicode-range:\s*([^;}]*)/i.exec(body)?.[1];
    if (!url || !ranges) return [];
    return [
      {
        url: new URL(url, base).href,
        ranges: ranges.split(',').map((range): [number, number] => {
          // U+41-5A, U+3042, or with wildcards U+00?? (= U+0000-00FF), as a minifier may write it.
          const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
          return [Number.parseInt(from.replace(/\?/g, '0'), 16), Number.parseInt(to.replace(/\?/g, 'F'), 16)];
        }),
      },
    ];
  });
}

/**
 * The files that draw `text`, as the browser picks them: where the ranges of several faces hold a
 * character (Fontsource's Japanese slices repeat ASCII), the face defined last draws it.
 */
export function filesFor(faces: readonly Face[], text: string): string[] {
  const points = [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const drawn = new Set<number>();
  // The first index whose code point is ≥ `from`, by binary search.
  const firstFrom = (from: number) => {
    let low = 0;
    let high = points.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (points[middle] < from) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const files: string[] = [];
  for (const face of [...faces].reverse()) {
    let draws = false;
    for (const [from, to] of face.ranges) {
      for (let i = firstFrom(from); i < points.length && points[i] <= to; i++) {
        if (drawn.has(points[i])) continue;
        drawn.add(points[i]);
        draws = true;
      }
    }
    if (draws) files.push(face.url);
  }
  return files.reverse();
}

/**
 * Fetches the unicode-range files the page's text needs into the cache, as the page itself would
 * with the stylesheet, but without giving the page the stylesheet: ~250 @font-face rules cost two
 * style passes (~50 ms each on a desktop, ~200 ms on a phone: main-thread time Lighthouse counts
 * as blocking, even in a hidden frame). Reading the rules as text and matching the characters
 * against their ranges takes a few ms.
 */
async function fillFontCache(): Promise<void> {
  const text = charactersByWeight(document.body);
  const filesOf = async (stylesheet: string, characters: string) => {
    if (!characters) return [];
    const response = await fetch(stylesheet);
    return filesFor(facesOf(await response.text(), response.url), characters);
  };
  const files = (
    await Promise.all([filesOf(regularFaces, text.regular), filesOf(boldFaces, text.bold)])
  ).flat();
  const fetched = await Promise.all(
    files.map((file) =>
      fetch(file, { priority: 'low' }).then(
        (response) => response.ok,
        () => false,
      ),
    ),
  );
  if (fetched.length > 0 && fetched.every(Boolean)) storage()?.setItem(CACHED_KEY, '1');
}
