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
 *   text needs are fetched into the cache (fillFontCache), away from the page itself;
 * - later visits: the files are cached, so the stylesheet comes before the first render and the
 *   font is there from the first frame.
 */
export function loadWebFont(): void {
  if (storage()?.getItem(CACHED_KEY)) {
    void import('../fonts');
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

/** A hidden frame's document: the font's stylesheets and the page's characters at their weights. */
export function fontCacheDocument({ regular, bold }: { regular: string; bold: string }): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return [
    '<!doctype html><meta charset="utf-8">',
    `<link rel="stylesheet" href="${regularFaces}"><link rel="stylesheet" href="${boldFaces}">`,
    `<body style="font-family:'Noto Sans JP'">`,
    `<p style="font-weight:400">${escape(regular)}</p><p style="font-weight:700">${escape(bold)}</p>`,
  ].join('');
}

/**
 * Fetches the unicode-range files the page's text needs, as the page itself would with the
 * stylesheet, but inside a hidden frame. On the page, ~250 new @font-face rules would cost it two
 * style passes over every element (~50 ms each on a desktop, ~200 ms on a phone: main-thread time
 * Lighthouse counts as blocking); in the frame they style two lines of text.
 */
function fillFontCache(): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Laid out (so its text asks for the fonts), but off screen and invisible.
  frame.style.cssText =
    'position:fixed;left:-10000px;top:0;width:800px;height:100px;border:0;visibility:hidden';
  frame.srcdoc = fontCacheDocument(charactersByWeight(document.body));
  frame.addEventListener('load', () => {
    const fonts = frame.contentDocument?.fonts;
    if (!fonts) return frame.remove();
    void fonts.ready.then(() => {
      if ([...fonts].some((face) => face.status === 'loaded')) storage()?.setItem(CACHED_KEY, '1');
      frame.remove();
    });
  });
  document.body.append(frame);
}
