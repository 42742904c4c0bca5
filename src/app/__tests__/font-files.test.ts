import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { facesOf, filesFor } from '../font-files';

// The real stylesheet the app ships (its url()s relative, as in node_modules).
const css = readFileSync('node_modules/@fontsource/noto-sans-jp/400.css', 'utf8');
const BASE = 'https://compe.example/assets/400.css';

describe('which web-font files a page needs (first visit, filled into the cache)', () => {
  const faces = facesOf(css, BASE);

  it('reads every @font-face of the stylesheet, with its woff2 file and unicode ranges', () => {
    expect(faces).toHaveLength(css.match(/@font-face/g)?.length ?? -1);
    expect(faces.every((face) => face.url.startsWith('https://compe.example/assets/files/'))).toBe(true);
    expect(faces.every((face) => face.url.endsWith('.woff2'))).toBe(true);
    const latin = faces.find((face) => face.url.endsWith('noto-sans-jp-latin-400-normal.woff2'));
    expect(latin?.ranges).toContainEqual([0x0000, 0x00ff]);
  });

  it('asks for the files whose ranges hold the text’s characters, and only those', () => {
    const needed = filesFor(faces, 'Compe');
    expect(needed).toEqual([expect.stringMatching(/noto-sans-jp-latin-400-normal\.woff2$/)]);
    const japanese = filesFor(faces, 'さくら卓球クラブ');
    expect(japanese.length).toBeGreaterThan(0);
    expect(japanese.some((file) => file.includes('-latin-'))).toBe(false);
    // Each file found draws one of the characters: checked against the ranges by hand.
    for (const file of japanese) {
      const face = faces.find((f) => f.url === file);
      const drawn = [...'さくら卓球クラブ'].some((c) =>
        face?.ranges.some(([from, to]) => (c.codePointAt(0) ?? -1) >= from && (c.codePointAt(0) ?? -1) <= to),
      );
      expect(drawn).toBe(true);
    }
  });

  it('takes a character held by two faces from the face defined last, as the browser does', () => {
    const twoFaces = facesOf(
      `@font-face { src: url(a.woff2); unicode-range: U+0000-00FF; }
       @font-face { src: url(b.woff2); unicode-range: U+41-5A, U+3042; }`,
      BASE,
    );
    expect(filesFor(twoFaces, 'A')).toEqual(['https://compe.example/assets/b.woff2']);
    expect(filesFor(twoFaces, 'Aa')).toEqual([
      'https://compe.example/assets/a.woff2',
      'https://compe.example/assets/b.woff2',
    ]);
    expect(filesFor(twoFaces, 'a')).toEqual(['https://compe.example/assets/a.woff2']);
  });

  it('reads ranges written with wildcards (U+00??), as the built stylesheet has them', () => {
    const [face] = facesOf(
      '@font-face{src:url(/a.woff2)format("woff2");unicode-range:U+00??,U+2000-206F}',
      BASE,
    );
    expect(face.ranges).toEqual([
      [0x0000, 0x00ff],
      [0x2000, 0x206f],
    ]);
  });

  it('asks for nothing when there is no text', () => {
    expect(filesFor(faces, '')).toEqual([]);
  });
});
