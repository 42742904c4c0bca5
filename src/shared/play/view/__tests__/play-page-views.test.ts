import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { resolveStage } from '@/shared/play/stage-plan';
import type { Stage, StageResult } from '@/shared/schemas/stage';
import { resultFormSchemaFor, resultFromForm } from '@/shared/schemas/stage-form';
import { drawnStageOf, entrantsOf } from '@/testing/stages';
import { affectedBy } from '@/shared/play/record-result';
import { qualifiersFrom } from '@/shared/play/qualifiers';
import type { StoredStage } from '@/shared/play/stage-plan';
import { matchName, matchNames, stageView } from '../play-view';

const roundsOf = (stage: StoredStage) => stageView(stage).rounds;

/** Drawn with 3位決定戦, 3 groups of 得点 in best of 3, entrants of 3 clubs (クラブ0–2) in turn. */
const stage = (format: Stage['format'], count: number, patch: Partial<Stage> = {}): Stage =>
  drawnStageOf(format, count, {
    name: 'テスト',
    scoring: 'points',
    bestOf: 3,
    tiebreaks: ['points', 'headToHead', 'pointDiff'],
    thirdPlace: true,
    groups: 3,
    drawSeed: 7,
    entrants: entrantsOf(count, (i) => ({ affiliation: `クラブ${i % 3}` })),
    tableCount: 0,
    ...patch,
  });

const won = (a: number, b: number, outcome: 'a' | 'b' = 'a'): StageResult => ({
  outcome,
  how: 'played',
  points: outcome === 'a' ? [11, 5] : [5, 11],
  sides: [a, b],
  confirmed: true,
  at: new Date(),
});

/** Plays every ready match: the lower entrant index wins. */
function playAll(s: Stage): Stage {
  let current = s;
  for (;;) {
    const ready = [...resolveStage(current).values()].filter((state) => state.status === 'ready');
    if (!ready.length) return current;
    const results = { ...current.results };
    for (const state of ready) {
      const [a, b] = [state.a, state.b].map((id) => current.entrants.findIndex((e) => e.id === id)) as [
        number,
        number,
      ];
      results[state.match.id] = won(a, b, a < b ? 'a' : 'b');
    }
    current = { ...current, results };
  }
}

describe('対戦 page views', () => {
  it('names the rounds of a bracket from the final backwards (a bracket of eight starts at 準々決勝) and keeps byes out of play', () => {
    const rounds = roundsOf(stage('single', 6));
    expect(rounds.map((r) => r.label)).toEqual(['準々決勝', '準決勝', '決勝', '3位決定戦']);
    // Six entrants in a bracket of eight: two byes, so two first-round matches are played.
    expect(rounds[0]?.matches.filter((m) => m.status === 'ready')).toHaveLength(2);
  });

  it('sends the top two of each of three groups on, cross-seeded, once the league is complete', () => {
    const league = stage('league', 12);
    expect(qualifiersFrom(league, 2).unfinished).toBe(true);
    const done = qualifiersFrom(playAll(league), 2);
    expect(done.unfinished).toBe(false);
    expect(done.entrants).toHaveLength(6);
    expect(done.draw).toHaveLength(8);
    expect(done.draw.filter((i) => i < 0)).toHaveLength(2);
  });

  it('says which later results a changed winner undoes', () => {
    const played = playAll(stage('single', 4, { thirdPlace: false }));
    const semi = resolveStage(played).get('W1-1');
    if (!semi?.a || !semi.b) throw new Error('the first semi-final has both sides');
    const [a, b] = [semi.a, semi.b].map((id) => played.entrants.findIndex((e) => e.id === id)) as [
      number,
      number,
    ];
    const flipped = won(a, b, played.results['W1-1']?.outcome === 'a' ? 'b' : 'a');
    expect(affectedBy(played, 'W1-1', flipped)).toEqual(['W2-1']);
    // The same winner again changes nothing further on.
    expect(affectedBy(played, 'W1-1', played.results['W1-1'] ?? null)).toEqual([]);
  });
});

describe('結果を入力 checks', () => {
  const parse = (s: Pick<Stage, 'format' | 'scoring' | 'bestOf'>, value: object) =>
    z.safeParse(resultFormSchemaFor(s), value);
  const messages = (result: ReturnType<typeof parse>) =>
    result.success ? [] : result.error.issues.map((i) => i.message);

  it('asks for a winner, and refuses a draw in a bracket', () => {
    const bracket = { format: 'single', scoring: 'outcome', bestOf: 1 } as const;
    expect(messages(parse(bracket, { outcome: '', how: 'played', scoreA: '', scoreB: '' }))).toEqual([
      '勝者を選んでください',
    ]);
    expect(messages(parse(bracket, { outcome: 'draw', how: 'played', scoreA: '', scoreB: '' }))).toEqual([
      'このステージでは引き分けにできません',
    ]);
    expect(
      parse({ ...bracket, format: 'league' }, { outcome: 'draw', how: 'played', scoreA: '', scoreB: '' })
        .success,
    ).toBe(true);
  });

  it('needs the games to win in a best-of match, and a higher score for the winner', () => {
    const games = { format: 'league', scoring: 'games', bestOf: 5 } as const;
    expect(parse(games, { outcome: 'a', how: 'played', scoreA: '3', scoreB: '1' }).success).toBe(true);
    expect(messages(parse(games, { outcome: 'a', how: 'played', scoreA: '2', scoreB: '1' }))).toEqual([
      '勝者のゲーム数は3、敗者は3未満にしてください（5ゲームマッチ）',
    ]);
    const points = { format: 'swiss', scoring: 'points', bestOf: 1 } as const;
    expect(messages(parse(points, { outcome: 'b', how: 'played', scoreA: '21', scoreB: '15' }))).toEqual([
      '勝者と得点が合いません',
    ]);
    expect(messages(parse(points, { outcome: 'b', how: 'played', scoreA: '', scoreB: 'x' }))).toEqual([
      '両方の得点を入力してください',
      '得点は0以上の整数で入力してください',
    ]);
    // Full-width digits from a Japanese keyboard are read as numbers; a walkover needs no score.
    expect(parse(points, { outcome: 'b', how: 'played', scoreA: '１５', scoreB: '２１' }).success).toBe(true);
    expect(parse(points, { outcome: 'a', how: 'walkover', scoreA: '', scoreB: '' }).success).toBe(true);
  });

  it('stores games or points only for a played match, with the sides it was entered for', () => {
    const values = { outcome: 'a', how: 'played', scoreA: '３', scoreB: '0' } as const;
    expect(resultFromForm({ scoring: 'games' }, values, [2, 5], false)).toEqual({
      outcome: 'a',
      how: 'played',
      games: [3, 0],
      sides: [2, 5],
      confirmed: false,
    });
    expect(resultFromForm({ scoring: 'points' }, { ...values, how: 'walkover' }, [2, 5], true)).toEqual({
      outcome: 'a',
      how: 'walkover',
      sides: [2, 5],
      confirmed: true,
    });
  });
});

describe('a match in words: one name on every page, the drawn bracket and the 試合票', () => {
  it('numbers a match in its round, names a round of one match alone, and says 勝者側 in a double elimination', () => {
    const single = drawnStageOf('single', 8, { thirdPlace: true });
    const view = stageView(single);
    expect(matchName(view, 'W1-3')).toBe('準々決勝 第3試合');
    expect(matchName(view, 'W3-1')).toBe('決勝');
    expect(matchName(view, 'P1')).toBe('3位決定戦');
    expect(matchNames(single, view.states)).toEqual(view.names);

    const double = stageView(drawnStageOf('double', 8, { reset: true }));
    const winners = double.rounds.filter((round) => round.key.startsWith('W')).map((round) => round.label);
    expect(winners).toEqual(['勝者側 準々決勝', '勝者側 準決勝', '勝者側 決勝']);
    const winnersFinal = double.rounds.find((round) => round.label === '勝者側 決勝')?.matches[0];
    expect(matchName(double, winnersFinal?.match.id ?? '')).toBe('勝者側 決勝');
  });
});
