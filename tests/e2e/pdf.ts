import { inflateSync } from 'node:zlib';

/**
 * A small PDF reader for the print journeys (docs/play.md "Prints and the drawn bracket"): enough
 * of the format Chromium prints to count pages and read each page's text, so a test asserts what
 * is on paper, not on screen.
 */

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

/** Every `N 0 obj … endobj` of the file, its dictionary and its (inflated) stream. */
function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let found = header.exec(text); found; found = header.exec(text)) {
    const start = found.index + found[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(found[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? -1);
    let dataStart = start + streamAt + 'stream'.length;
    if (text[dataStart] === '\r') dataStart += 1;
    if (text[dataStart] === '\n') dataStart += 1;
    const raw = pdf.subarray(
      dataStart,
      length >= 0 ? dataStart + length : start + body.lastIndexOf('endstream'),
    );
    const stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    objects.set(Number(found[1]), { dict, stream });
    header.lastIndex = end;
  }
  return objects;
}

/** The page objects in document order (the page tree walked from the catalog's root). */
function pdfPages(objects: Map<number, PdfObject>): PdfObject[] {
  const root = [...objects.values()].find((o) => /\/Type\s*\/Catalog/.test(o.dict));
  const pagesRef = Number(/\/Pages (\d+) 0 R/.exec(root?.dict ?? '')?.[1]);
  const walk = (ref: number): PdfObject[] => {
    const node = objects.get(ref);
    if (!node) return [];
    if (/\/Type\s*\/Pages\b/.test(node.dict)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node.dict)?.[1] ?? '';
      return [...kids.matchAll(/(\d+) 0 R/g)].flatMap((kid) => walk(Number(kid[1])));
    }
    return [node];
  };
  return walk(pagesRef);
}

/** A font's ToUnicode map: character code (hex) → text. */
function toUnicode(cmap: string): { width: number; map: Map<string, string> } {
  const width = (/begincodespacerange\s*<([0-9a-fA-F]+)>/.exec(cmap)?.[1].length ?? 4) / 2;
  const map = new Map<string, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(pair[1].toUpperCase(), utf16(pair[2]));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of block[1].matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]+>|\[[^\]]*\])/g,
    )) {
      const [from, to] = [parseInt(range[1], 16), parseInt(range[2], 16)];
      const targets = range[3].startsWith('[')
        ? [...range[3].matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1])
        : [];
      const first = range[3].startsWith('<') ? parseInt(range[3].slice(1, -1), 16) : 0;
      for (let code = from; code <= to; code++) {
        const key = code
          .toString(16)
          .toUpperCase()
          .padStart(width * 2, '0');
        map.set(
          key,
          targets.length ? utf16(targets[code - from] ?? '') : String.fromCharCode(first + code - from),
        );
      }
    }
  }
  return { width, map };
}

/** The text each page draws, in drawing order (enough to find words; no layout). */
export function pdfPageTexts(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  const resolveDict = (value: string) => {
    const ref = /^\s*(\d+) 0 R/.exec(value);
    return ref ? (objects.get(Number(ref[1]))?.dict ?? '') : value;
  };
  /** `/Name N 0 R` entries of a resource dictionary's sub-dictionary (/Font, /XObject). */
  const entries = (resources: string, key: string) => {
    const dict = resolveDict(new RegExp(`/${key}\\s*(\\d+ 0 R|<<[^>]*>>)`).exec(resources)?.[1] ?? '');
    return [...dict.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)].map((m) => [m[1] ?? '', Number(m[2])] as const);
  };
  const literal = (body: string) =>
    body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) =>
      /^[0-7]/.test(c) ? String.fromCharCode(parseInt(c, 8)) : c.length === 1 && '()\\'.includes(c) ? c : ' ',
    );
  const read = (source: string, resources: string, depth: number): string => {
    const fonts = new Map<string, ReturnType<typeof toUnicode> | null>();
    for (const [name, ref] of entries(resources, 'Font')) {
      const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref)?.dict ?? '')?.[1];
      const cmap = objects.get(Number(cmapRef))?.stream?.toString('latin1');
      fonts.set(name, cmap ? toUnicode(cmap) : null);
    }
    const forms = new Map(entries(resources, 'XObject'));
    let font: ReturnType<typeof toUnicode> | null | undefined;
    let text = '';
    const decode = (codes: string) => {
      const width = font?.width ?? 1;
      for (let i = 0; i + width <= codes.length; i += width) {
        const code = codes.slice(i, i + width);
        const hex = [...code]
          .map((c) => c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'))
          .join('');
        text += font ? (font.map.get(hex) ?? '') : code;
      }
    };
    const hexBytes = (hex: string) =>
      (hex.replace(/\s/g, '').match(/.{2}/g) ?? []).map((b) => String.fromCharCode(parseInt(b, 16))).join('');
    const string = /<([0-9a-fA-F\s]*)>|\(((?:[^()\\]|\\.)*)\)/g;
    // Skia draws a character no font on the machine has as an empty glyph, and says what it was
    // in a marked span: /Span <</ActualText <FEFF…>>> BDC (Japanese on a machine without a CJK font).
    const ops =
      /\/([\w.+-]+)\s+[\d.]+\s+Tf|(\[(?:[^\]\\]|\\.)*\])\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^()\\]|\\.)*\))\s*Tj|\/([\w.+-]+)\s+Do\b|\/ActualText\s*<FEFF([0-9a-fA-F]*)>|\bBT\b/g;
    for (let op = ops.exec(source); op; op = ops.exec(source)) {
      if (op[0] === 'BT') {
        // A new text object: keep words from separate boxes apart (「W1-16」 then 「3番台」).
        text += ' ';
      } else if (op[5] !== undefined) {
        text += String.fromCharCode(...(op[5].match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
      } else if (op[1]) {
        font = fonts.get(op[1]);
      } else if (op[4]) {
        // A form drawn in place: its own content and resources.
        const form = objects.get(forms.get(op[4]) ?? -1);
        if (form?.stream && depth < 8 && /\/Subtype\s*\/Form/.test(form.dict)) {
          const formResources = resolveDict(
            /\/Resources\s*(\d+ 0 R|<<[\s\S]*)/.exec(form.dict)?.[1] ?? resources,
          );
          text += read(form.stream.toString('latin1'), formResources, depth + 1);
        }
      } else {
        for (const piece of (op[2] ?? op[3] ?? '').matchAll(string))
          decode(piece[1] !== undefined ? hexBytes(piece[1]) : literal(piece[2] ?? ''));
      }
    }
    return text;
  };
  return pdfPages(objects).map((page) => {
    const resources = resolveDict(/\/Resources\s*(\d+ 0 R|<<[\s\S]*)/.exec(page.dict)?.[1] ?? '');
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '';
    return [...contents.matchAll(/(\d+) 0 R/g)]
      .map((ref) => read(objects.get(Number(ref[1]))?.stream?.toString('latin1') ?? '', resources, 0))
      .join('\n');
  });
}

/**
 * The fonts the PDF embeds, by their PostScript names without the subset tag (`NotoSansJP-Regular`):
 * a print drawn in its own fonts (docs/play.md "Fonts on paper") names those and none of the
 * machine's.
 */
export function pdfFontNames(pdf: Buffer): string[] {
  const names = new Set<string>();
  for (const { dict } of pdfObjects(pdf).values()) {
    if (!/\/Type\s*\/Font\b/.test(dict)) continue;
    const name = /\/BaseFont\s*\/([^\s/<>[\]()]+)/.exec(dict)?.[1];
    if (name) names.add(name.replace(/^[A-Z]{6}\+/, ''));
  }
  return [...names].sort();
}
