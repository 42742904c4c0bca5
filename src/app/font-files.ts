/**
 * Which files of the web font a page's text needs (src/app/web-font.ts, first visit): the
 * unicode-range faces of Fontsource's stylesheets, matched as the browser matches them. Run in a
 * worker (font-files.worker.ts): reading ~250 rules with their ~20,000 ranges is ~50 ms of work.
 */

/** What the page asks: its characters by weight, and the stylesheet of each weight (absolute URLs). */
export interface FontFilesRequest {
  characters: { regular: string; bold: string };
  stylesheets: { regular: string; bold: string };
}
/** The answer: whether every file the text needs is now in the cache. */
export interface FontFilesAnswer {
  filled: boolean;
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

/** Fetches the stylesheets, then the files the characters need, into the browser's cache. */
export async function fillCache({ characters, stylesheets }: FontFilesRequest): Promise<FontFilesAnswer> {
  const filesOf = async (stylesheet: string, text: string) => {
    if (!text) return [];
    const response = await fetch(stylesheet);
    return filesFor(facesOf(await response.text(), response.url), text);
  };
  const files = (
    await Promise.all([
      filesOf(stylesheets.regular, characters.regular),
      filesOf(stylesheets.bold, characters.bold),
    ])
  ).flat();
  const fetched = await Promise.all(
    files.map((file) =>
      fetch(file, { priority: 'low' }).then(
        (response) => response.ok,
        () => false,
      ),
    ),
  );
  return { filled: fetched.length > 0 && fetched.every(Boolean) };
}
