import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayPlay } from '@/shared/play/view/stage-play';
import { bracketStage, leagueStage, result } from '@/testing/stages';
import { boardCalls, newCalls, spokenName, spokenText, type CallRow } from '../calls';

const jst = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00+09:00`);
const NOW = jst('10:30');

/** 準決勝 W1-1 山田 vs 高橋 on 1番台 since 10:00, W1-2 佐藤 vs 鈴木 on 2番台 since 10:20. */
const semis = () =>
  bracketStage({
    tables: { 'W1-1': { table: 1, at: jst('10:00') }, 'W1-2': { table: 2, at: jst('10:20') } },
  });

describe('boardCalls', () => {
  it('lists the matches on a table now, newest call first, as 対戦 words them', () => {
    const { now } = boardCalls(dayPlay(null, [semis()], NOW).plays);
    expect(now.map((row) => row.text)).toEqual([
      '2番台：佐藤 花子 vs 鈴木 一郎',
      '1番台：山田 太郎 vs 高橋 次郎',
    ]);
    expect(now[0]).toMatchObject({
      tableText: '2番台',
      a: '佐藤 花子',
      b: '鈴木 一郎',
      stageName: '決勝トーナメント',
      round: '準決勝',
      calledAt: jst('10:20'),
    });
  });

  it('leaves out a finished match, and lists the next call with the table it would take', () => {
    // 山田 beat 高橋 and 鈴木 beat 佐藤: the final is ready, 1番台 and 2番台 free.
    const stage = semis();
    stage.results = { 'W1-1': result('a', [0, 3]), 'W1-2': result('b', [1, 2]) };
    const { now, next } = boardCalls(dayPlay(null, [stage], NOW).plays);
    expect(now).toEqual([]);
    expect(next).toEqual([
      {
        key: 'final/W2-1',
        stageName: '決勝トーナメント',
        round: '決勝',
        tableText: '1番台',
        sides: '山田 太郎 vs 鈴木 一郎',
      },
    ]);
  });

  it('merges the stages of the hall, and lists next calls with a free table before those waiting for one', () => {
    const league = leagueStage({ tableCount: 1, tables: { 'G1-R1-1': { table: 1, at: jst('10:25') } } });
    const { now, next } = boardCalls(dayPlay(null, [league, semis()], NOW).plays);
    expect(now.map((row) => `${row.stageName} ${row.tableText}`)).toEqual([
      '予選リーグ 1番台',
      '決勝トーナメント 2番台',
      '決勝トーナメント 1番台',
    ]);
    // The league's other matches wait for its one table; nothing has a free table.
    expect(next.every((row) => row.tableText === null)).toBe(true);
    expect(next.length).toBeLessThanOrEqual(5);
  });

  it("names the tables as the competition's hall names them: its own names, else its word", () => {
    const hall = { tables: 3, label: 'コート', names: ['A1', ''] };
    const stage = semis();
    stage.tableCount = 3;
    stage.tables = { 'W1-1': { table: 1, at: jst('10:00') }, 'W1-2': { table: 2, at: jst('10:20') } };
    const { now } = boardCalls(dayPlay(null, [stage], NOW).plays, undefined, hall);
    expect(now.map((r) => r.text)).toEqual([
      '2番コート：佐藤 花子 vs 鈴木 一郎',
      'A1：山田 太郎 vs 高橋 次郎',
    ]);
    expect(spokenText(now[1]!)).toBe('A1、山田太郎さん、高橋次郎さん');
    stage.results = { 'W1-1': result('a', [0, 3]), 'W1-2': result('b', [1, 2]) };
    expect(boardCalls(dayPlay(null, [stage], NOW).plays, undefined, hall).next[0]?.tableText).toBe('A1');
  });
});

const row = (key: string, minute: number): CallRow => ({
  key,
  stageId: 's',
  matchId: key,
  table: 1,
  tableText: '1番台',
  text: '',
  a: '',
  b: '',
  stageName: '',
  round: '',
  calledAt: new Date(minute * 60_000),
});

describe('newCalls', () => {
  it('finds the calls not seen before, oldest first (the order they are read out)', () => {
    const rows = [row('c', 30), row('a', 10), row('b', 20)];
    expect(newCalls(new Set(['a']), rows).map((r) => r.key)).toEqual(['b', 'c']);
    expect(newCalls(new Set(['a', 'b', 'c']), rows)).toEqual([]);
  });

  it('is a new call when a match is moved to another table (its key changes)', () => {
    const stage = semis();
    const before = boardCalls(dayPlay(null, [stage], NOW).plays).now;
    stage.tables = { ...stage.tables, 'W1-1': { table: 3, at: jst('10:00') } };
    stage.tableCount = 3;
    const after = boardCalls(dayPlay(null, [stage], NOW).plays).now;
    const fresh = newCalls(new Set(before.map((r) => r.key)), after);
    expect(fresh.map((r) => r.text)).toEqual(['3番台：山田 太郎 vs 高橋 次郎']);
  });

  it('never returns a seen call, and returns every unseen one exactly once, in call order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.string({ minLength: 1 }), fc.integer({ min: 0, max: 1000 })), {
          selector: ([key]) => key,
        }),
        fc.func(fc.boolean()),
        (pairs, isSeen) => {
          const rows = pairs.map(([key, minute]) => row(key, minute));
          const seen = new Set(rows.filter((r) => isSeen(r.key)).map((r) => r.key));
          const fresh = newCalls(seen, rows);
          expect(fresh.map((r) => r.key).sort()).toEqual(
            rows
              .filter((r) => !seen.has(r.key))
              .map((r) => r.key)
              .sort(),
          );
          for (let i = 1; i < fresh.length; i++) {
            expect(fresh[i]!.calledAt.getTime()).toBeGreaterThanOrEqual(fresh[i - 1]!.calledAt.getTime());
          }
        },
      ),
    );
  });
});

describe('spokenText', () => {
  it('reads 「3番台、山田太郎さん、佐藤花子さん」: names without the space, with さん', () => {
    expect(spokenText({ tableText: '3番台', a: '山田 太郎', b: '佐藤　花子' })).toBe(
      '3番台、山田太郎さん、佐藤花子さん',
    );
  });

  it('reads a team, a pair or a one-word name as written', () => {
    expect(spokenName('桜クラブA')).toBe('桜クラブA');
    expect(spokenName('山田 太郎・佐藤 花子')).toBe('山田 太郎・佐藤 花子');
    expect(spokenName('  チーム 東京 北  ')).toBe('チーム 東京 北');
    expect(spokenText({ tableText: '1番コート', a: '桜クラブA', b: '梅クラブ' })).toBe(
      '1番コート、桜クラブA、梅クラブ',
    );
  });
});
