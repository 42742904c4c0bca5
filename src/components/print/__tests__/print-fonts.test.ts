import { describe, expect, it } from 'vitest';
import { printFacesCss } from '../print-fonts';

describe('printFacesCss', () => {
  it('declares Fontsource’s faces under the print’s family, swap, each file at an absolute URL', () => {
    // As the build writes the stylesheet (minified) and as the package ships it.
    const built =
      '@font-face{font-family:Noto Serif JP;font-style:normal;font-display:optional;font-weight:700;src:url(/assets/a-700.woff2)format("woff2"),url(/assets/a-700.woff)format("woff");unicode-range:U+3042}';
    const shipped = `@font-face {
  font-family: 'Noto Sans JP';
  font-display: swap;
  font-weight: 400;
  src: url(./files/b-400.woff2) format('woff2');
  unicode-range: U+6C7A;
}`;
    const fromBuild = printFacesCss(built, 'https://compe.example/assets/700.css', 'Compe Print Serif');
    expect(fromBuild).toContain('font-family:"Compe Print Serif";');
    expect(fromBuild).toContain('font-display:swap;');
    expect(fromBuild).toContain('url("https://compe.example/assets/a-700.woff2")format("woff2")');
    expect(fromBuild).toContain('font-weight:700;');
    expect(fromBuild).toContain('unicode-range:U+3042');
    const fromPackage = printFacesCss(
      shipped,
      'http://127.0.0.1:5173/node_modules/@fontsource/noto-sans-jp/400.css',
      'Compe Print Sans',
    );
    expect(fromPackage).toContain('font-family:"Compe Print Sans";');
    expect(fromPackage).not.toContain('Noto Sans JP');
    expect(fromPackage).toContain(
      'url("http://127.0.0.1:5173/node_modules/@fontsource/noto-sans-jp/files/b-400.woff2")',
    );
  });
});
