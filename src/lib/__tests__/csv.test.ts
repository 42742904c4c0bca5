import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../csv';

describe('toCsv', () => {
  it('starts with a BOM so Excel reads Japanese as UTF-8, and uses CRLF', () => {
    const csv = toCsv(['氏名', 'ふりがな'], [['山田 太郎', 'やまだ たろう']]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('氏名,ふりがな\r\n山田 太郎,やまだ たろう');
  });

  it('quotes commas, quotes and line breaks so the file parses back to the same cells', () => {
    const row = ['a,b', 'say "hi"', '1行目\n2行目', 3, true, null];
    const parsed = Papa.parse<string[]>(toCsv(['x', 'y', 'z', 'n', 'b', 'e'], [row]).slice(1)).data;
    expect(parsed[1]).toEqual(['a,b', 'say "hi"', '1行目\n2行目', '3', 'true', '']);
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    const parsed = Papa.parse<string[]>(
      toCsv(['x'], [['=HYPERLINK("http://evil")'], ['@SUM(A1)'], ['-1']]).slice(1),
    ).data;
    expect(parsed.slice(1).map((r) => r[0])).toEqual(['\'=HYPERLINK("http://evil")', "'@SUM(A1)", "'-1"]);
  });
});
