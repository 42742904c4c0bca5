import { describe, expect, it } from 'vitest';
import { bracketStage, leagueStage, result } from '@/testing/stages';
import {
  competitionPodium,
  decidingStage,
  divisionPodiums,
  isComplete,
  matchStatusText,
  rankingRulesText,
  stagePlacements,
  stageStandings,
  stageView,
} from '../play-view';
import { stagePlay } from '../stage-play';

const at = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00+09:00`);

/** The league played out: 山田 3 wins; 佐藤, 鈴木 and 高橋 beat one another in a circle. */
const playedLeague = () =>
  leagueStage({
    results: {
      'G1-R1-1': result('a', [0, 3]), // 山田 beats 高橋
      'G1-R1-2': result('a', [1, 2]), // 佐藤 beats 鈴木
      'G1-R2-1': result('b', [2, 0]), // 山田 beats 鈴木
      'G1-R2-2': result('a', [3, 1]), // 高橋 beats 佐藤
      'G1-R3-1': result('a', [0, 1]), // 山田 beats 佐藤
      'G1-R3-2': result('a', [2, 3]), // 鈴木 beats 高橋
    },
  });

describe('a stage as the public pages show it', () => {
  it('groups a bracket by round with its headings, in play order', () => {
    const view = stageView(bracketStage());
    expect(view.rounds.map((r) => [r.label, r.matches.map((m) => m.match.id)])).toEqual([
      ['準決勝', ['W1-1', 'W1-2']],
      ['決勝', ['W2-1']],
    ]);
    expect(view.labels.get('W2-1')).toBe('決勝');
  });

  it('says where a match stands in words: 結果待ち, 速報 until staff confirm, then 確定; 対戦相手待ち', () => {
    const view = stageView(
      bracketStage({
        results: { 'W1-1': result('a', [0, 3], { confirmed: false }), 'W1-2': result('b', [1, 2]) },
      }),
    );
    const stage = view.stage;
    expect(matchStatusText(stage, view.states.get('W1-1')!)).toBe('速報');
    expect(matchStatusText(stage, view.states.get('W1-2')!)).toBe('確定');
    expect(matchStatusText(stage, view.states.get('W2-1')!)).toBe('結果待ち');
    expect(matchStatusText(stage, stageView(bracketStage()).states.get('W2-1')!)).toBe('対戦相手待ち');
  });

  it('ranks a league by its own rules and keeps as a tie what they cannot break', () => {
    const [table] = stageStandings(stageView(playedLeague()));
    // 佐藤, 鈴木 and 高橋 have 3 points each and 3 among themselves: no rule separates them.
    expect(table?.rows.map((r) => [r.entrant, r.rank, r.tied])).toEqual([
      ['e1', 1, false],
      ['e2', 2, true],
      ['e3', 2, true],
      ['e4', 2, true],
    ]);
    expect(rankingRulesText(playedLeague())).toBe('勝点 → 直接対決');
  });

  it('places a league of one group from its table once every match is played, ties sharing a place', () => {
    expect(stagePlacements(stageView(leagueStage({ results: { 'G1-R1-1': result('a', [0, 3]) } })))).toEqual(
      [],
    );
    expect(stagePlacements(stageView(playedLeague()))).toEqual([
      { place: 1, entrants: ['e1'] },
      { place: 2, entrants: ['e2', 'e3', 'e4'] },
    ]);
  });

  it('places a bracket from its final, and both semi-final losers 3位 without 3位決定戦', () => {
    const view = stageView(
      bracketStage({
        results: {
          'W1-1': result('a', [0, 3]),
          'W1-2': result('b', [1, 2]),
          'W2-1': result('b', [0, 2]),
        },
      }),
    );
    expect(isComplete(view)).toBe(true);
    expect(stagePlacements(view)).toEqual([
      { place: 1, entrants: ['e3'] },
      { place: 2, entrants: ['e1'] },
      { place: 3, entrants: ['e4', 'e2'] },
    ]);
  });

  it('decides the competition by the last stage nobody is fed from, and only once it is complete', () => {
    const league = playedLeague();
    const final = bracketStage({ from: { stageId: 'league', qualifiers: 2 } });
    expect(decidingStage([final, league])?.id).toBe('final');
    // A league that feeds no knockout decides by itself.
    expect(decidingStage([league])?.id).toBe('league');
    expect(competitionPodium([league, final])).toEqual([]);
    const done = bracketStage({
      from: { stageId: 'league', qualifiers: 2 },
      results: { 'W1-1': result('a', [0, 3]), 'W1-2': result('b', [1, 2]), 'W2-1': result('a', [0, 2]) },
    });
    expect(competitionPodium([league, done])).toEqual([
      { place: 1, name: '山田 太郎' },
      { place: 2, name: '鈴木 一郎' },
      { place: 3, name: '高橋 次郎' },
      { place: 3, name: '佐藤 花子' },
    ]);
    // The final's result taken back: the podium goes with it.
    const semis = Object.fromEntries(Object.entries(done.results).filter(([id]) => id !== 'W2-1'));
    expect(competitionPodium([league, { ...done, results: semis }])).toEqual([]);
  });
});

describe('the play per 部門', () => {
  /** 準決勝 山田 beats 高橋, 鈴木 beats 佐藤; 決勝 山田 beats 鈴木. */
  const FINAL = { 'W1-1': result('a', [0, 3]), 'W1-2': result('b', [1, 2]), 'W2-1': result('a', [0, 2]) };
  const PODIUM = [
    { place: 1, entrants: ['e1'] },
    { place: 2, entrants: ['e3'] },
    { place: 3, entrants: ['e4', 'e2'] },
  ];

  it('is one part of every stage for a competition without 部門, its podium the competition’s', () => {
    const league = playedLeague();
    const final = bracketStage({ from: { stageId: 'league', qualifiers: 2 }, results: FINAL });
    const parts = divisionPodiums([final, league], undefined);
    expect(parts).toHaveLength(1);
    expect(parts[0]?.division).toBeNull();
    expect(parts[0]?.stages.map((s) => s.id)).toEqual(['league', 'final']);
    expect(parts[0]?.deciding?.id).toBe('final');
    expect(parts[0]?.podium).toEqual(PODIUM);
    expect(competitionPodium([final, league]).map((row) => row.place)).toEqual([1, 2, 3, 3]);
    expect(divisionPodiums([final, league], [])).toEqual(parts);
  });

  it('decides each 部門 by its own last stage, 部門 in the competition’s order, stages of none after them', () => {
    const divisions = [
      { id: 'open', name: '一般シングルス' },
      { id: 'mixed', name: '混合ダブルス' },
      { id: 'junior', name: 'ジュニア' },
    ];
    const league = leagueStage({ ...playedLeague(), divisionId: 'open' });
    // 一般シングルス' 決勝 is still to play: no podium yet, whatever the other 部門 say.
    const final = bracketStage({
      order: 3,
      divisionId: 'open',
      from: { stageId: 'league', qualifiers: 2 },
      results: { 'W1-1': FINAL['W1-1'], 'W1-2': FINAL['W1-2'] },
    });
    const mixed = bracketStage({ id: 'mixed', order: 1, divisionId: 'mixed', results: FINAL });
    const extra = leagueStage({ id: 'extra', order: 2, divisionId: null });
    // A stage of a 部門 removed since is in none.
    const gone = bracketStage({ id: 'gone', order: 4, divisionId: 'd9', results: FINAL });
    const parts = divisionPodiums([final, gone, mixed, extra, league], divisions);
    expect(
      parts.map((p) => [p.division?.name ?? null, p.stages.map((s) => s.id), p.deciding?.id ?? null]),
    ).toEqual([
      ['一般シングルス', ['league', 'final'], 'final'],
      ['混合ダブルス', ['mixed'], 'mixed'],
      ['ジュニア', [], null],
      [null, ['extra', 'gone'], 'gone'],
    ]);
    expect(parts.map((p) => p.podium)).toEqual([[], PODIUM, [], PODIUM]);
    // The 部門's deciding stage finished: its podium.
    const done = { ...final, results: FINAL };
    expect(divisionPodiums([done, mixed, league], divisions)[0]?.podium).toEqual(PODIUM);
  });
});

describe('a stage as it plays now (tables, calls, estimated starts)', () => {
  it('shows the match on each table, the next calls with the free table each takes, and start estimates', () => {
    const stage = bracketStage({ tables: { 'W1-1': { table: 1, at: at('10:00') } } });
    const play = stagePlay(stage, at('10:05'));
    expect(play.tables.map((t) => [t.table, t.matchId, t.a, t.b])).toEqual([
      [1, 'W1-1', 'e1', 'e4'],
      [2, null, null, null],
    ]);
    expect(play.calls).toEqual([{ matchId: 'W1-2', table: 2 }]);
    // On a table: when it was called; the free table's match: now.
    expect(play.starts.get('W1-1')).toEqual(at('10:00'));
    expect(play.starts.get('W1-2')).toEqual(at('10:05'));
    // The final waits for both semi-finals.
    expect(play.starts.get('W2-1')!.getTime()).toBeGreaterThan(at('10:05').getTime());
  });

  it('has no tables, calls or estimates once the stage is over', () => {
    const play = stagePlay(
      bracketStage({
        results: { 'W1-1': result('a', [0, 3]), 'W1-2': result('b', [1, 2]), 'W2-1': result('a', [0, 2]) },
      }),
      at('12:00'),
    );
    expect([play.tables, play.calls, play.starts.size]).toEqual([[], [], 0]);
  });
});
