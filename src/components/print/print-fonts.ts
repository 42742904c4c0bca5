import sansRegular from '@fontsource/noto-sans-jp/400.css?url';
import sansBold from '@fontsource/noto-sans-jp/700.css?url';
import serifRegular from '@fontsource/noto-serif-jp/400.css?url';
import serifBold from '@fontsource/noto-serif-jp/700.css?url';
import { charactersByWeight } from '@/lib/characters-by-weight';

/**
 * The fonts the prints are drawn in, from the app's own files (docs/play.md "Prints and the
 * drawn bracket", "Fonts on paper"): a print looks the same whichever machine prints it, and no
 * kanji falls out of the PDF because the machine's own font lacks it or names it oddly.
 * - sans: Noto Sans JP, the UI's font — 試合票, the bracket and league sheets, the 参加票;
 * - serif: Noto Serif JP, a 明朝 — the 表彰状.
 *
 * Each is Fontsource's stylesheet pair (400 and 700, split by unicode range) declared again under
 * a family of its own, `font-display: swap`: the UI's faces are `optional` (vite.config.ts), and a
 * face that misses its first 100 ms is never used on that page, which would leave paper in the
 * system font. Only print pages declare them, so no public first load carries them; the browser
 * fetches only the unicode-range files the print's characters need (loadPrintFonts).
 */
export type PrintFace = 'sans' | 'serif';

/** The families the print styles name (print.lazy.module.css, certificate.lazy.module.css). */
export const PRINT_FAMILIES: Record<PrintFace, string> = {
  sans: 'Compe Print Sans',
  serif: 'Compe Print Serif',
};

const STYLESHEETS: Record<PrintFace, readonly string[]> = {
  sans: [sansRegular, sansBold],
  serif: [serifRegular, serifBold],
};

/**
 * A Fontsource stylesheet's @font-face rules as the print family: renamed, `swap`, and each file's
 * URL made absolute (the rules go into a <style> of the page, not beside the stylesheet's file).
 */
export function printFacesCss(css: string, base: string, family: string): string {
  return css
    .replace(/font-family:\s*[^;}]+/g, `font-family:"${family}"`)
    .replace(/font-display:\s*[^;}]+/g, 'font-display:swap')
    .replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (_match, _quote, url: string) => {
      return `url("${new URL(url, base).href}")`;
    });
}

/**
 * `[data-print-font]` draws an element in the print family on paper: for a page that is not a
 * print page (the 参加票), set only when the visitor presses 印刷.
 */
const attributeRule = (face: PrintFace) =>
  `@media print{[data-print-font="${face}"]{font-family:"${PRINT_FAMILIES[face]}",sans-serif}}`;

const declared = new Map<PrintFace, Promise<void>>();

/** Puts the face's rules into the page, once (again after a failure: 再読み込み). */
function declare(face: PrintFace): Promise<void> {
  const known = declared.get(face);
  if (known) return known;
  const promise = Promise.all(
    STYLESHEETS[face].map(async (href) => {
      const url = new URL(href, window.location.href).href;
      // text/css: the dev server answers a plain fetch of a stylesheet with a module.
      const response = await fetch(url, { headers: { Accept: 'text/css' } });
      if (!response.ok) throw new Error(`print font stylesheet ${url}: ${response.status}`);
      return printFacesCss(await response.text(), response.url || url, PRINT_FAMILIES[face]);
    }),
  ).then((rules) => {
    const style = document.createElement('style');
    style.dataset.printFonts = face;
    style.textContent = [...rules, attributeRule(face)].join('\n');
    document.head.append(style);
  });
  declared.set(face, promise);
  promise.catch(() => declared.delete(face));
  return promise;
}

/**
 * Declares the face and loads the files `root`'s text needs, each weight for the characters drawn
 * in it; resolves once they are ready to print with, rejects when one cannot be had (offline and
 * never fetched before).
 */
export async function loadPrintFonts(face: PrintFace, root: Element): Promise<void> {
  if (!('fonts' in document)) throw new Error('this browser cannot load fonts for the print');
  await declare(face);
  const family = PRINT_FAMILIES[face];
  const { regular, bold } = charactersByWeight(root);
  const wanted = [
    { font: `400 16px "${family}"`, text: regular },
    { font: `700 16px "${family}"`, text: bold },
  ].filter(({ text }) => text !== '');
  await Promise.all(wanted.map(({ font, text }) => document.fonts.load(font, text)));
  // A face that failed is "loaded" with nothing in it: check says whether every one is there.
  for (const { font, text } of wanted) {
    if (!document.fonts.check(font, text)) throw new Error(`print font ${font} not loaded`);
  }
  await document.fonts.ready;
}
