import { describe, expect, it } from 'vitest';
import type { Stage } from '@/shared/schemas/stage';
import { LIMITS } from '@/shared/schemas/limits';
import { applyCalls, withResult } from '@/testing/play-steps';
import { drawnStageOf, entrantsOf, leagueStage, result, stageOf } from '@/testing/stages';
import { downstreamOf } from '../downstream';
import { drawStage } from '../draw-stage';
import type { MatchState } from '../resolve';
import { makeDraw, resolveStage } from '../stage-plan';
import { firstCalls } from '../tables';
import { walkoverWrites, withdrawals } from '../withdrawn';

const T0 = new Date('2026-11-25T10:00:00+09:00');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

/** Every ready match played, the lower seed winning, until none is ready. */
function playAll<S extends Parameters<typeof withResult>[0]>(s: S, through = Infinity): S {
  let current = s;
  for (let round = 0; round < through; round++) {
    const ready = [...resolveStage(current).values()].filter((m) => m.status === 'ready');
    if (ready.length === 0) break;
    for (const m of ready) current = withResult(current, m, 'a', minutes(round)) as S;
  }
  return current;
}

describe('downstreamOf: the results a changed winner could undo', () => {
  it('names the played matches its winner and loser went on to, not the ones still to play', () => {
    // 8 in a トーナメント with 3位決定戦: 準々決勝 W1-1 feeds 準決勝 W2-1, which feeds 決勝 and 3位決定戦.
    const s = drawnStageOf('single', 8, { seeds: 8, thirdPlace: true });
    expect(downstreamOf(s, 'W1-1')).toEqual([]);
    const played = playAll(s, 2);
    expect(downstreamOf(played, 'W1-1')).toEqual(['W2-1']);
    const all = playAll(s);
    expect(downstreamOf(all, 'W1-1').sort()).toEqual(['P1', 'W2-1', 'W3-1']);
    expect(downstreamOf(all, 'W1-2').sort()).toEqual(['P1', 'W2-1', 'W3-1']);
    expect(downstreamOf(all, 'W3-1')).toEqual([]);
  });

  it('none in a league, whose matches feed no other', () => {
    const all = playAll(drawnStageOf('league', 4, { groups: 1 }));
    for (const id of resolveStage(all).keys()) expect(downstreamOf(all, id)).toEqual([]);
  });
});

describe('drawStage: 組み合わせを作成', () => {
  it('draws a bracket from its entrants with the given draw number, results and calls empty', () => {
    const s = stageOf('single', 6, { seeds: 2, results: { x: result('a', [0, 1]) } });
    const drawn = drawStage(s, [s], 42);
    expect(drawn.ok).toBe(true);
    if (!drawn.ok) return;
    expect(drawn.plan.drawSeed).toBe(42);
    // The draw number reproduces the draw.
    expect(drawn.plan.draw).toEqual(makeDraw({ ...s, drawSeed: 42 }));
    expect(drawn.plan.drawn).toMatchObject({ draw: drawn.plan.draw, results: {}, tables: {}, pairings: {} });
    expect(drawn.plan.entrants).toBeUndefined();
  });

  it('refuses fewer than 2 entrants, and a league of more matches than a stage holds', () => {
    expect(drawStage(stageOf('single', 1), [], 1)).toEqual({ ok: false, reason: 'too-few' });
    const count = 120;
    const huge = stageOf('league', count, { groups: 1 });
    const refused = drawStage(huge, [huge], 1);
    expect(refused).toMatchObject({ ok: false, reason: 'too-large', max: LIMITS.stageMatches });
    expect(refused.ok === false && refused.reason === 'too-large' && refused.count).toBe(
      (count * (count - 1)) / 2,
    );
  });

  it('takes a 決勝トーナメント from its league once every match has a result', () => {
    const league = { ...drawnStageOf('league', 8, { groups: 2, entrants: entrantsOf(8) }), id: 'league' };
    const final = stageOf('single', 0, { id: 'final', from: { stageId: 'league', qualifiers: 2 } });
    expect(drawStage(final, [league, final], 5)).toEqual({
      ok: false,
      reason: 'league-unfinished',
      league: league.name,
    });
    expect(drawStage(final, [final], 5)).toEqual({ ok: false, reason: 'no-league' });
    const played = playAll(league);
    const drawn = drawStage(final, [played, final], 5);
    expect(drawn.ok).toBe(true);
    if (!drawn.ok) return;
    expect(drawn.plan.entrants).toHaveLength(4);
    expect(drawn.plan.drawn.entrants).toBe(drawn.plan.entrants);
    expect(drawn.plan.drawSeed).toBe(5);
  });

  it('leaves a league too small to qualify anyone short of 2', () => {
    const league = { ...leagueStage({ draw: [0, 0] }), entrants: entrantsOf(2), id: 'league' };
    const played = playAll(league);
    const final = stageOf('single', 0, { id: 'final', from: { stageId: 'league', qualifiers: 1 } });
    expect(drawStage(final, [played, final], 5)).toEqual({ ok: false, reason: 'too-few' });
  });
});

describe('walkoverWrites: 棄権 of someone who cancelled after the draw', () => {
  it('writes each settled match as the opponent’s 不戦勝, one on the other, calling the freed table on', () => {
    // A league of 4 on one table, 自動: e2 cancels; three matches become walkovers to the opponent.
    let s = drawnStageOf('league', 4, { groups: 1, tableCount: 1, autoCall: true, entrants: entrantsOf(4) });
    const out = new Set(['e2']);
    s = applyCalls(s, Object.fromEntries(firstCalls(s, T0, out).map((c) => [c.matchId, c]))) as Stage;
    const [offer] = withdrawals(s, resolveStage(s), out);
    expect(offer?.matches).toHaveLength(3);
    const { writes, stage: after } = walkoverWrites(s, offer!, minutes(5), out);
    expect(writes.map((w) => w.matchId)).toEqual(offer!.matches.map((m) => m.match.id));
    for (const write of writes) {
      expect(write.after).toMatchObject({ how: 'walkover', confirmed: true });
      expect(write.before).toBeNull();
    }
    const states = resolveStage(after);
    for (const m of offer!.matches) {
      const state = states.get(m.match.id) as MatchState;
      expect(state.status).toBe('done');
      expect(state.winner).not.toBe('e2');
    }
    // No call ever goes to a match of the withdrawn entrant.
    for (const write of writes)
      for (const id of Object.keys(write.calls))
        expect([states.get(id)?.a, states.get(id)?.b]).not.toContain('e2');
    expect(withdrawals(after, states, out)).toEqual([]);
  });

  it('writes nothing for a match that cannot be settled yet', () => {
    const s = drawnStageOf('single', 4, { seeds: 4 });
    const waiting = { entrant: 'e1', matches: [resolveStage(s).get('W2-1') as MatchState] };
    expect(walkoverWrites(s, waiting, T0).writes).toEqual([]);
  });
});
