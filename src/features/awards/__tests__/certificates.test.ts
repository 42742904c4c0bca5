import { describe, expect, it } from 'vitest';
import { bracketStage, leagueStage, result } from '@/testing/stages';
import {
  awardCertificates,
  certificateDate,
  certificateText,
  divisionCertificates,
  fitSize,
  kanjiNumber,
  pairNames,
  stageCertificates,
  uprightText,
} from '../certificates';

/** The 4-entrant bracket played out: 山田 beats 高橋, 佐藤 beats 鈴木, 山田 wins the final. */
const played = (confirmed = true) =>
  bracketStage({
    results: {
      'W1-1': result('a', [0, 3], { games: [2, 0], confirmed }),
      'W1-2': result('a', [1, 2], { games: [2, 1] }),
      'W2-1': result('a', [0, 1], { games: [2, 1] }),
    },
  });

describe('which placings 表彰 can print', () => {
  it('prints 優勝, 第二位 and both semi-final losers as 第三位 of a finished, 確定 bracket', () => {
    const [stage] = stageCertificates([played()]);
    expect(stage.settled).toBe(true);
    expect(stage.certificates.map((c) => [c.honour, c.name, c.affiliation])).toEqual([
      ['優勝', '山田 太郎', '桜クラブ'],
      ['第二位', '佐藤 花子', '梅クラブ'],
      ['第三位', '高橋 次郎', ''],
      ['第三位', '鈴木 一郎', '桜クラブ'],
    ]);
    expect(stage.certificates[1].label).toBe('決勝トーナメント 準優勝');
  });

  it('prints nothing while one result is still 速報', () => {
    const [stage] = stageCertificates([played(false)]);
    expect(stage).toMatchObject({ settled: false, certificates: [] });
  });

  it('prints nothing while a match is still to play', () => {
    const stage = bracketStage({ results: { 'W1-1': result('a', [0, 3], { games: [2, 0] }) } });
    expect(stageCertificates([stage])[0]).toMatchObject({ settled: false, certificates: [] });
  });

  it("prints a finished league's top three from its table", () => {
    // 山田 wins all three, 佐藤 two, 鈴木 one, 高橋 none.
    const stage = leagueStage({
      results: {
        'G1-R1-1': result('a', [0, 3]),
        'G1-R1-2': result('a', [1, 2]),
        'G1-R2-1': result('b', [2, 0]),
        'G1-R2-2': result('b', [3, 1]),
        'G1-R3-1': result('a', [0, 1]),
        'G1-R3-2': result('a', [2, 3]),
      },
    });
    const [league] = stageCertificates([stage]);
    expect(league.settled).toBe(true);
    expect(league.certificates.map((c) => `${c.honour} ${c.name}`)).toEqual([
      '優勝 山田 太郎',
      '第二位 佐藤 花子',
      '第三位 鈴木 一郎',
    ]);
  });

  it('names the stage on the 表彰状 when more than one stage places somebody', () => {
    const league = leagueStage({
      results: {
        'G1-R1-1': result('a', [0, 3]),
        'G1-R1-2': result('a', [1, 2]),
        'G1-R2-1': result('b', [2, 0]),
        'G1-R2-2': result('b', [3, 1]),
        'G1-R3-1': result('a', [0, 1]),
        'G1-R3-2': result('a', [2, 3]),
      },
    });
    const stages = stageCertificates([played(), league]);
    expect(stages.map((s) => s.stage.name)).toEqual(['予選リーグ', '決勝トーナメント']);
    expect(stages[1].certificates[0].honour).toBe('決勝トーナメント 優勝');
  });

  it('prints the named awards as they were entered', () => {
    expect(
      awardCertificates([{ title: '敢闘賞', name: '伊藤 三郎', affiliation: '北高校' }]).map((c) => [
        c.honour,
        c.name,
        c.affiliation,
      ]),
    ).toEqual([['敢闘賞', '伊藤 三郎', '北高校']]);
  });
});

describe('表彰 per 部門', () => {
  const DIVISIONS = [
    { id: 'open', name: '一般シングルス', kind: 'single' as const },
    { id: 'mixed', name: '混合ダブルス', kind: 'pair' as const },
  ];
  /** 混合ダブルス' bracket of four pairs, played out and 確定 as `played`. */
  const pairs = () =>
    bracketStage({
      ...played(),
      id: 'mixed',
      order: 0,
      divisionId: 'mixed',
      entrants: [
        { id: 'm1', name: '山田 太郎・佐藤 花子', affiliation: '桜クラブ' },
        { id: 'm2', name: 'ジョン・スミス・佐藤 花子', affiliation: '' },
        { id: 'm3', name: '鈴木 一郎・高橋 次郎', affiliation: '' },
        { id: 'm4', name: '伊藤', affiliation: '' },
      ],
    });

  it('names the 部門 on every 表彰状 and groups the stages by 部門 in the competition’s order', () => {
    const parts = divisionCertificates([pairs(), { ...played(), divisionId: 'open' }], DIVISIONS);
    expect(parts.map((p) => [p.division?.name, p.stages.map((s) => s.stage.id)])).toEqual([
      ['一般シングルス', ['final']],
      ['混合ダブルス', ['mixed']],
    ]);
    const open = parts[0]?.stages[0]?.certificates ?? [];
    expect(open.map((c) => [c.honour, c.label, c.names])).toEqual([
      ['一般シングルス\u3000優勝', '一般シングルス 決勝トーナメント 優勝', ['山田 太郎']],
      ['一般シングルス\u3000第二位', '一般シングルス 決勝トーナメント 準優勝', ['佐藤 花子']],
      ['一般シングルス\u3000第三位', '一般シングルス 決勝トーナメント 3位', ['高橋 次郎']],
      ['一般シングルス\u3000第三位', '一般シングルス 決勝トーナメント 3位', ['鈴木 一郎']],
    ]);
  });

  it('prints a pair’s placing as one 表彰状 for each player, each naming both', () => {
    const [, mixed] = divisionCertificates([pairs()], DIVISIONS);
    const certificates = mixed?.stages[0]?.certificates ?? [];
    expect(certificates.map((c) => [c.key, c.honour, c.names, c.holder, c.affiliation])).toEqual([
      ['mixed:1:m1:0', '混合ダブルス\u3000優勝', ['山田 太郎', '佐藤 花子'], '山田 太郎', '桜クラブ'],
      ['mixed:1:m1:1', '混合ダブルス\u3000優勝', ['山田 太郎', '佐藤 花子'], '佐藤 花子', '桜クラブ'],
      // A pair named another way (one name, or a katakana name's own 「・」) is printed as typed.
      ['mixed:2:m2', '混合ダブルス\u3000第二位', ['ジョン・スミス・佐藤 花子'], undefined, ''],
      ['mixed:3:m4', '混合ダブルス\u3000第三位', ['伊藤'], undefined, ''],
      ['mixed:3:m3:0', '混合ダブルス\u3000第三位', ['鈴木 一郎', '高橋 次郎'], '鈴木 一郎', ''],
      ['mixed:3:m3:1', '混合ダブルス\u3000第三位', ['鈴木 一郎', '高橋 次郎'], '高橋 次郎', ''],
    ]);
  });

  it('splits a pair’s name only where it joins exactly two players', () => {
    expect(pairNames('山田 太郎・佐藤 花子')).toEqual(['山田 太郎', '佐藤 花子']);
    expect(pairNames('ジョン・スミス・佐藤 花子')).toEqual(['ジョン・スミス・佐藤 花子']);
    expect(pairNames('山田・')).toEqual(['山田・']);
  });
});

describe('the words of a 表彰状', () => {
  it('writes numbers of a date in 漢数字', () => {
    expect([1, 8, 10, 11, 20, 27, 31].map(kanjiNumber)).toEqual([
      '一',
      '八',
      '十',
      '十一',
      '二十',
      '二十七',
      '三十一',
    ]);
  });

  it('dates it in 令和 or 西暦 on the Japanese day', () => {
    // 15:30 UTC on 27 November is already the 28th in Japan.
    const date = new Date('2026-11-27T15:30:00Z');
    expect(certificateDate(date, 'reiwa')).toBe('令和八年十一月二十八日');
    expect(certificateDate(date, 'western')).toBe('二〇二六年十一月二十八日');
    expect(certificateDate(new Date('2019-05-01T03:00:00Z'), 'reiwa')).toBe('令和元年五月一日');
  });

  it('sets half-width digits and letters full-width so they stand upright', () => {
    expect(uprightText('第3回 Cup')).toBe('第３回 Ｃｕｐ');
    expect(certificateText({ title: '第12回 市民大会' })).toBe(
      'あなたは第１２回 市民大会において頭書の成績を収められました\u3000よってこれを賞します',
    );
  });

  it('sets a long name smaller so it fits its column, never larger than the cap', () => {
    expect(fitSize('山田 太郎', 180, 16)).toBe(16);
    const long = 'あ'.repeat(40);
    expect(fitSize(long, 180, 16)).toBe(4.5);
    expect(fitSize(long, 180, 16) * 40).toBeLessThanOrEqual(180);
  });
});
