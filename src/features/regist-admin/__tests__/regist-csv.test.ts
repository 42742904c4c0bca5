import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { registsCsv, registsCsvFileName } from '../regist-csv';
import { compe, regists } from '@/testing/regist-fixtures';

const parse = (csv: string) => Papa.parse<string[]>(csv.slice(1)).data;

describe('registsCsv', () => {
  const csv = registsCsv(regists, compe.regist.fields);
  const [header, ...rows] = parse(csv);

  it('starts with a BOM and has the standard columns around each custom field label', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(header).toEqual([
      '受付番号',
      '状態',
      '氏名',
      'ふりがな',
      'メール',
      '電話',
      '所属',
      'レベル',
      '写真掲載に同意',
      '申込日時',
      '受付日時',
    ]);
    expect(rows).toHaveLength(5);
  });

  it('puts each answer under its own field, whatever order the answers were stored in', () => {
    expect(rows[0]).toEqual([
      '1',
      '承認済',
      '山田 太郎',
      'やまだ たろう',
      'taro@example.com',
      '090-1111-2222',
      'さくら卓球部',
      '初級',
      'はい',
      '2026/10/01 09:30',
      '2026/11/22 10:05',
    ]);
    // A comma inside an answer stays one cell; an unticked box is いいえ; not checked in is empty.
    expect(rows[1].slice(6)).toEqual(['港区, 東京', '中級', 'いいえ', '2026/10/02 09:30', '']);
    // Unanswered fields and a missing phone are empty cells, not "undefined".
    expect(rows[2]).toEqual([
      '3',
      '受付中',
      '鈴木 次郎',
      'すずき じろう',
      'jiro@example.com',
      '',
      '',
      '',
      '',
      '2026/10/03 09:30',
      '',
    ]);
    expect(rows[3][1]).toBe('キャンセル待ち');
  });

  it('exports only what it is given (the filtered rows)', () => {
    const [, ...only] = parse(registsCsv([regists[3]], compe.regist.fields));
    expect(only.map((row) => row[2])).toEqual(['高橋 三郎']);
  });
});

describe('registsCsvFileName', () => {
  it('uses the short title and the date in Japan', () => {
    // 16:30 UTC on 21 Nov is already 22 Nov in Japan.
    expect(registsCsvFileName(compe, new Date('2026-11-21T16:30:00Z'))).toBe(
      'さくら杯-参加申込-20261122.csv',
    );
  });

  it('falls back to the competition id and keeps characters file systems refuse out', () => {
    expect(registsCsvFileName({ id: 'c1', shortTitle: '' }, new Date('2026-11-22T00:00:00Z'))).toBe(
      'c1-参加申込-20261122.csv',
    );
    expect(registsCsvFileName({ id: 'c1', shortTitle: '春/秋:杯' }, new Date('2026-11-22T00:00:00Z'))).toBe(
      '春_秋_杯-参加申込-20261122.csv',
    );
  });
});
