import { loadPrintFonts, type PrintFace } from './print-fonts';

/** How long a page that is not a print page waits for the print's fonts before printing anyway. */
export const PRINT_WAIT_MS = 10_000;

/**
 * 印刷 on a page that is not a print page (the 参加票, docs/play.md "Fonts on paper"): loads the
 * print's font for `root`'s text, draws `root` in it on paper (`data-print-font`), then prints.
 * Printing is what the visitor asked for: when the font cannot be had in time (offline, a slow
 * network) the page prints in the fonts it has rather than not at all.
 */
export async function printInFonts(
  face: PrintFace,
  root: HTMLElement,
  waitMs = PRINT_WAIT_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      loadPrintFonts(face, root),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`print fonts not loaded in ${waitMs} ms`)), waitMs);
      }),
    ]);
    root.dataset.printFont = face;
  } catch (error) {
    console.warn(error);
  } finally {
    clearTimeout(timer);
  }
  window.print();
}
