import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { bracketStage, drawnStageOf, leagueStage, result } from '@/testing/stages';
import { RESULTS_CSV_HEADER, resultsCsv, resultsCsvFileName, stageRows } from '../results-csv';

const parse = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('結果 CSV', () => {
  it("lists a league's final table: 順位, 名前, 所属, 勝, 負, 分, 勝点, a tie the rules cannot break as one rank", () => {
    const stage = leagueStage({
      results: {
        'G1-R1-1': result('a', [0, 3]),
        'G1-R1-2': result('draw', [1, 2]),
        'G1-R2-1': result('b', [2, 0]),
        'G1-R2-2': result('b', [3, 1]),
        'G1-R3-1': result('a', [0, 1]),
        'G1-R3-2': result('a', [2, 3]),
      },
    });
    expect(stageRows(stage)).toEqual([
      ['予選リーグ', '', 1, '山田 太郎', '桜クラブ', 3, 0, 0, 9],
      ['予選リーグ', '', 2, '佐藤 花子', '梅クラブ', 1, 1, 1, 4],
      // 佐藤 and 鈴木 drew: 勝点 and 直接対決 leave them level.
      ['予選リーグ', '', 2, '鈴木 一郎', '桜クラブ', 1, 1, 1, 4],
      ['予選リーグ', '', 4, '高橋 次郎', '', 0, 3, 0, 0],
    ]);
  });

  it("lists a bracket's placings, then each round's losers as ベストN", () => {
    const stage = drawnStageOf('single', 8, { name: 'トーナメント', draw: [0, 7, 3, 4, 1, 6, 2, 5] });
    const played = {
      ...stage,
      results: {
        'W1-1': result('a', [0, 7]),
        'W1-2': result('a', [3, 4]),
        'W1-3': result('a', [1, 6]),
        'W1-4': result('a', [2, 5]),
        'W2-1': result('a', [0, 3]),
        'W2-2': result('a', [1, 2]),
        'W3-1': result('b', [0, 1]),
      },
    };
    expect(stageRows(played).map((row) => [row[2], row[3]])).toEqual([
      ['優勝', '選手2'],
      ['準優勝', '選手1'],
      ['3位', '選手4'],
      ['3位', '選手3'],
      ['ベスト8', '選手8'],
      ['ベスト8', '選手5'],
      ['ベスト8', '選手7'],
      ['ベスト8', '選手6'],
    ]);
  });

  it('is Excel-friendly: BOM, CRLF, the header, every stage in play order, then the named awards', () => {
    const final = bracketStage({
      results: {
        'W1-1': result('a', [0, 3], { games: [2, 0] }),
        'W1-2': result('a', [1, 2], { games: [2, 1] }),
        'W2-1': result('a', [0, 1], { games: [2, 1] }),
      },
    });
    const csv = resultsCsv(
      [final, leagueStage()],
      [{ title: '敢闘賞', name: '=伊藤', affiliation: '北高校' }],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
    const rows = parse(csv);
    expect(rows[0]).toEqual([...RESULTS_CSV_HEADER]);
    expect(rows.map((row) => row[0])).toEqual([
      'ステージ',
      '予選リーグ',
      '予選リーグ',
      '予選リーグ',
      '予選リーグ',
      '決勝トーナメント',
      '決勝トーナメント',
      '決勝トーナメント',
      '決勝トーナメント',
      '表彰',
    ]);
    // A name is never a formula on the organiser's computer.
    expect(rows.at(-1)).toEqual(['表彰', '', '敢闘賞', "'=伊藤", '北高校', '', '', '', '']);
  });

  it('has a first column 部門 when the competition has 部門, its stages grouped by 部門 in its order', () => {
    const done = {
      'W1-1': result('a', [0, 3], { games: [2, 0] }),
      'W1-2': result('a', [1, 2], { games: [2, 1] }),
      'W2-1': result('a', [0, 1], { games: [2, 1] }),
    };
    const open = bracketStage({ order: 2, divisionId: 'open', results: done });
    const mixed = bracketStage({ id: 'mixed', order: 1, name: '本戦', divisionId: 'mixed', results: done });
    const rows = parse(
      resultsCsv(
        [open, mixed],
        [{ title: '敢闘賞', name: '伊藤 三郎', affiliation: '' }],
        [
          { id: 'open', name: '一般シングルス' },
          { id: 'mixed', name: '混合ダブルス' },
        ],
      ),
    );
    expect(rows[0]).toEqual(['部門', ...RESULTS_CSV_HEADER]);
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ['一般シングルス', '決勝トーナメント', '', '優勝'],
      ['一般シングルス', '決勝トーナメント', '', '準優勝'],
      ['一般シングルス', '決勝トーナメント', '', '3位'],
      ['一般シングルス', '決勝トーナメント', '', '3位'],
      ['混合ダブルス', '本戦', '', '優勝'],
      ['混合ダブルス', '本戦', '', '準優勝'],
      ['混合ダブルス', '本戦', '', '3位'],
      ['混合ダブルス', '本戦', '', '3位'],
      ['', '表彰', '', '敢闘賞'],
    ]);
  });

  it('is named after the short title, without characters a file name may not hold', () => {
    expect(resultsCsvFileName({ title: '夏季大会', shortTitle: '夏/季' })).toBe('夏_季_結果.csv');
    expect(resultsCsvFileName({ title: '夏季大会', shortTitle: '' })).toBe('夏季大会_結果.csv');
  });
});
