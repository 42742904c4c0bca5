import { describe, expect, it } from 'vitest';
import type { Entry } from '@/shared/schemas/entry';
import { entriesCsv } from '../csv-export';
import { decodeCsvBytes, parseEntryCsv } from '../csv-import';

const HEADER = 'ゼッケン番号,氏名,ふりがな,所属,部門,メモ';
const csv = (...lines: string[]) => lines.join('\r\n');
const existing = [
  { number: 1, name: '山田 太郎' },
  { number: 2, name: '鈴木 花子' },
];

describe('parseEntryCsv: a valid file', () => {
  it('reads every column, gives empty numbers the next ones after the list and the file', () => {
    const result = parseEntryCsv(
      `\uFEFF${csv(HEADER, '10,佐藤 一郎,さとう いちろう,さくら卓球,一般男子,', ',田中 二郎,,,,左利き', ',伊藤 三子,,,,')}`,
      existing,
    );
    expect(result.errors).toEqual([]);
    expect(result.entries).toEqual([
      {
        number: 10,
        name: '佐藤 一郎',
        kana: 'さとう いちろう',
        affiliation: 'さくら卓球',
        category: '一般男子',
        memo: '',
      },
      { number: 11, name: '田中 二郎', kana: '', affiliation: '', category: '', memo: '左利き' },
      { number: 12, name: '伊藤 三子', kana: '', affiliation: '', category: '', memo: '' },
    ]);
    expect(result.lines.map((line) => [line.line, line.number, line.autoNumber])).toEqual([
      [2, 10, false],
      [3, 11, true],
      [4, 12, true],
    ]);
  });

  it('finds columns by header in any order, accepts other common names, names the ignored ones', () => {
    const result = parseEntryCsv(csv('フリガナ,名前,学年,備考', 'やまもと,山本 四郎,3年,'), existing);
    expect(result.errors).toEqual([]);
    expect(result.ignoredColumns).toEqual(['学年']);
    expect(result.entries).toEqual([
      { number: 3, name: '山本 四郎', kana: 'やまもと', affiliation: '', category: '', memo: '' },
    ]);
  });

  it('reads full-width digits, trims cells and skips blank lines', () => {
    const result = parseEntryCsv(csv(HEADER, '', ' １２ , 木村 五郎 ,,,,', ',,,,,', ''), []);
    expect(result.errors).toEqual([]);
    expect(result.entries).toEqual([
      { number: 12, name: '木村 五郎', kana: '', affiliation: '', category: '', memo: '' },
    ]);
    expect(result.lines[0].line).toBe(3);
  });

  it('re-imports its own export, formula-guarded cells and line breaks included', () => {
    const entries: Entry[] = [
      {
        id: 'a',
        number: 7,
        name: '=HYPERLINK("x")',
        kana: 'いこーる',
        affiliation: 'A, B',
        category: '+1',
        memo: '1行目\n2行目',
      },
      { id: 'b', number: 8, name: '小林 六子', kana: '', affiliation: '', category: '', memo: '-5kg "注意"' },
    ];
    const result = parseEntryCsv(entriesCsv(entries), []);
    expect(result.errors).toEqual([]);
    expect(result.entries).toEqual(entries.map(({ id: _id, ...entry }) => entry));
  });
});

describe('parseEntryCsv: problems, each by line', () => {
  const errorsOf = (...lines: string[]) => parseEntryCsv(csv(HEADER, ...lines), existing);

  it('a missing name (「3行目: 氏名は必須項目です」)', () => {
    const result = errorsOf('5,加藤 七子,,,,', '6,,,,,');
    expect(result.errors).toEqual(['3行目: 氏名は必須項目です']);
    expect(result.entries).toBeNull();
    expect(result.lines[1].errors).toEqual(['3行目: 氏名は必須項目です']);
  });

  it('too long values, with the cap of each column', () => {
    const result = errorsOf(
      `5,${'あ'.repeat(41)},${'か'.repeat(61)},,${'ぶ'.repeat(41)},${'め'.repeat(501)}`,
    );
    expect(result.errors).toEqual([
      '2行目: 氏名は40文字以内で入力してください',
      '2行目: ふりがなは60文字以内で入力してください',
      '2行目: 部門は40文字以内で入力してください',
      '2行目: メモは500文字以内で入力してください',
    ]);
  });

  it('a number that is not a whole number, below 1 or over 99999', () => {
    expect(errorsOf('abc,加藤,,,,', '1.5,佐々木,,,,', '0,井上,,,,', '100000,松本,,,,').errors).toEqual([
      '2行目: ゼッケン番号は整数で入力してください',
      '3行目: ゼッケン番号は整数で入力してください',
      '4行目: ゼッケン番号は1以上で入力してください',
      '5行目: ゼッケン番号は99999以下で入力してください',
    ]);
  });

  it('the same number twice in the file, on both lines', () => {
    expect(errorsOf('8,加藤,,,,', '9,井上,,,,', '8,松本,,,,').errors).toEqual([
      '2行目: ゼッケン番号 8 がファイル内で重複しています（4行目）',
      '4行目: ゼッケン番号 8 がファイル内で重複しています（2行目）',
    ]);
  });

  it('a number someone in the list already has', () => {
    expect(errorsOf('2,加藤,,,,').errors).toEqual([
      '2行目: ゼッケン番号 2 はすでに「鈴木 花子」さんが使っています',
    ]);
  });

  it('more cells than the header (an unquoted comma)', () => {
    expect(errorsOf('5,加藤,かとう,東京,一般,メモ,余分').errors).toEqual([
      '2行目: 列の数が見出し行より多くなっています（カンマを含む値は " で囲んでください）',
    ]);
  });

  it('an unterminated quote', () => {
    const result = errorsOf('5,加藤,,,,', '6,"井上,,,,');
    expect(result.errors).toContain('3行目: " の対応が取れていません');
    expect(result.entries).toBeNull();
  });

  it('counts a quoted cell with line breaks as one line, like a spreadsheet', () => {
    expect(errorsOf('5,加藤,,,,"1行目\n2行目"', '6,,,,,').errors).toEqual(['3行目: 氏名は必須項目です']);
  });

  it('no number left to assign', () => {
    const result = parseEntryCsv(csv(HEADER, ',加藤,,,,', ',井上,,,,'), [{ number: 99998, name: '最後' }]);
    expect(result.lines.map((line) => line.number)).toEqual([99999, 1]);
    const full = parseEntryCsv(
      csv(HEADER, ',加藤,,,,'),
      Array.from({ length: 99999 }, (_, i) => ({ number: i + 1, name: `選手${i + 1}` })),
    );
    expect(full.errors).toEqual(['2行目: 割り当てられるゼッケン番号がありません']);
  });

  it('a header without 氏名, or with a column twice: the file is refused as a whole', () => {
    expect(parseEntryCsv(csv('番号,所属', '1,東京'), []).errors).toEqual([
      '1行目: 見出し行に「氏名」の列がありません',
    ]);
    const twice = parseEntryCsv(csv('氏名,メモ,備考', '加藤,a,b'), []);
    expect(twice.errors).toEqual(['1行目: 「メモ」の列が2つ以上あります']);
    expect(twice.lines).toEqual([]);
  });

  it('an empty file, or one with the header only', () => {
    expect(parseEntryCsv('', []).errors).toEqual(['ファイルにデータがありません']);
    expect(parseEntryCsv(`${HEADER}\r\n`, []).errors).toEqual(['ファイルにデータがありません']);
  });
});

describe('decodeCsvBytes', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);

  it('reads UTF-8 with or without a byte-order mark', () => {
    expect(decodeCsvBytes(utf8('\uFEFF氏名\n山田'))).toBe('氏名\n山田');
    expect(decodeCsvBytes(utf8('氏名\n山田'))).toBe('氏名\n山田');
  });

  it('falls back to Shift_JIS, which Excel writes for a plain CSV', () => {
    // 「氏名」 in Shift_JIS.
    expect(decodeCsvBytes(new Uint8Array([0x8e, 0x81, 0x96, 0xbc]))).toBe('氏名');
  });

  it('refuses an Excel workbook', () => {
    expect(decodeCsvBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBeNull();
  });
});

describe('parseEntryCsv: 部門 where the competition has them', () => {
  const divisions = [
    { id: 'd1', name: '男子シングルス' },
    { id: 'd2', name: '女子シングルス' },
  ];

  it('maps the 部門 column by name to the 部門, and an empty cell to none', () => {
    const result = parseEntryCsv(
      csv(HEADER, '10,佐藤 一郎,,,男子シングルス,', '11,田中 花子,,,女子シングルス ,', '12,伊藤 三子,,,,'),
      existing,
      divisions,
    );
    expect(result.errors).toEqual([]);
    expect(result.entries?.map((entry) => [entry.name, entry.divisionId, entry.category])).toEqual([
      ['佐藤 一郎', 'd1', ''],
      ['田中 花子', 'd2', ''],
      ['伊藤 三子', undefined, ''],
    ]);
    expect(result.entries?.[2]).not.toHaveProperty('divisionId');
  });

  it('refuses a 部門 the competition does not have, on its line, naming those it has', () => {
    const result = parseEntryCsv(
      csv(HEADER, '10,佐藤 一郎,,,男子シングルス,', '11,田中 花子,,,混合ダブルス,'),
      existing,
      divisions,
    );
    expect(result.errors).toEqual([
      '3行目: 部門「混合ダブルス」はこの大会にありません（男子シングルス・女子シングルス）',
    ]);
    expect(result.entries).toBeNull();
  });

  it('reads an exported file back into the same 部門', () => {
    const names = new Map(divisions.map((d) => [d.id, d.name]));
    const listed: Entry[] = [
      {
        id: 'a',
        number: 5,
        name: '佐藤 一郎',
        kana: '',
        affiliation: '',
        category: '',
        memo: '',
        divisionId: 'd2',
      },
    ];
    const text = entriesCsv(listed, (entry) => names.get(entry.divisionId ?? '') ?? '');
    expect(parseEntryCsv(text, [], divisions).entries).toEqual([
      { number: 5, name: '佐藤 一郎', kana: '', affiliation: '', category: '', memo: '', divisionId: 'd2' },
    ]);
  });

  it('keeps 部門 as free text in a competition without them', () => {
    const result = parseEntryCsv(csv(HEADER, '10,佐藤 一郎,,,混合ダブルス,'), existing);
    expect(result.entries?.[0]).toMatchObject({ category: '混合ダブルス' });
    expect(result.entries?.[0]).not.toHaveProperty('divisionId');
  });
});
