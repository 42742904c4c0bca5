import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stage } from '@/shared/schemas/stage';
import { applyCalls, indexOf, withResult, type TestStage } from '@/testing/play-steps';
import { drawnStageOf, entrantsOf } from '@/testing/stages';
import { resultWrite } from '../record-result';
import type { MatchState } from '../resolve';
import { resolveStage } from '../stage-plan';
import { nextSwissRound } from '../draw-stage';
import { callsWithResult, firstCalls, nextCalls, readyQueue } from '../tables';
import { walkoverResult, walkoverWrites, withdrawals, withdrawnEntrants } from '../withdrawn';

const T0 = new Date('2026-11-25T10:00:00+09:00');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

const stage = (format: Stage['format'], count: number, patch: Partial<Stage> = {}): TestStage =>
  drawnStageOf(format, count, { seeds: count, entrants: entrantsOf(count), ...patch });

const sidesOf = (s: TestStage, matchId: string) => {
  const m = resolveStage(s).get(matchId);
  return [m?.a, m?.b];
};

describe('withdrawnEntrants', () => {
  it('names the entrants whose entry came from a registration now cancelled or refused', () => {
    const entrants = entrantsOf(4);
    const entries = [
      { id: 'e1', registId: 'r1' },
      { id: 'e2', registId: 'r2' },
      { id: 'e3' },
      { id: 'x9', registId: 'r9' },
    ];
    expect(withdrawnEntrants(entrants, entries, new Set(['r2', 'r9']))).toEqual(new Set(['e2']));
    expect(withdrawnEntrants(entrants, entries, new Set())).toEqual(new Set());
  });
});

describe('calls pass over a withdrawn entrant', () => {
  it('the queue and the first calls of a draw leave out a match with a withdrawn side', () => {
    // 8 seeded in order: W1-1 e1 v e8, W1-2 e4 v e5, W1-3 e2 v e7, W1-4 e3 v e6.
    const s = stage('single', 8, { tableCount: 2, autoCall: true });
    const out = new Set(['e5']);
    expect(readyQueue(s, undefined, out).map((m) => m.match.id)).toEqual(['W1-1', 'W1-3', 'W1-4']);
    expect(firstCalls(s, T0, out).map((c) => [c.matchId, c.table])).toEqual([
      ['W1-1', 1],
      ['W1-3', 2],
    ]);
    // Nobody said withdrawn (the public pages): the old order.
    expect(firstCalls(s, T0).map((c) => c.matchId)).toEqual(['W1-1', 'W1-2']);
  });

  it('a result that frees a table calls the next match without the withdrawn entrant (自動)', () => {
    let s = stage('single', 8, { tableCount: 1, autoCall: true });
    s = applyCalls(s, { 'W1-1': { table: 1, at: minutes(0) } });
    const played = resolveStage(s).get('W1-1') as MatchState;
    const result = { outcome: 'a' as const, how: 'played' as const, sides: [0, 7] as [number, number] };
    const write = resultWrite(s, 'W1-1', { ...result, confirmed: false }, minutes(9), new Set(['e4']));
    expect(write.calls).toEqual({ 'W1-3': { matchId: 'W1-3', table: 1, at: minutes(9) } });
    expect(played.a).toBe('e1');
  });

  it('棄権 records a walkover to the opponent, and the bracket goes on with the next call', () => {
    let s = stage('single', 4, { tableCount: 1, autoCall: true });
    const out = new Set(['e4']);
    // 4 seeded: W1-1 e1 v e4 (e4 withdrawn), W1-2 e2 v e3.
    s = applyCalls(s, Object.fromEntries(firstCalls(s, T0, out).map((c) => [c.matchId, c])));
    expect(Object.keys(s.tables)).toEqual(['W1-2']);
    const [offer] = withdrawals(s, resolveStage(s), out);
    expect(offer?.entrant).toBe('e4');
    expect(offer?.matches.map((m) => m.match.id)).toEqual(['W1-1']);
    const walkover = walkoverResult(s, offer?.matches[0] as MatchState, 'e4');
    expect(walkover).toEqual({ outcome: 'a', how: 'walkover', sides: [0, 3], confirmed: true });
    const write = resultWrite(s, 'W1-1', walkover ?? null, minutes(3), out);
    s = applyCalls({ ...s, results: write.results }, write.calls);
    expect(resolveStage(s).get('W1-1')).toMatchObject({ status: 'done', winner: 'e1' });
    expect(withdrawals(s, resolveStage(s), out)).toEqual([]);
    // W1-2 ends: the final e1 v its winner is called to the freed table.
    const after = withResult(s, resolveStage(s).get('W1-2') as MatchState, 'a', minutes(10));
    expect(callsWithResult(s, after, minutes(10), out)).toEqual({
      'W2-1': { matchId: 'W2-1', table: 1, at: minutes(10) },
    });
  });

  it('offers nothing yet for a withdrawn entrant whose next opponent is still to be decided', () => {
    let s = stage('single', 4);
    s = withResult(s, resolveStage(s).get('W1-1') as MatchState, 'a', minutes(5));
    // e1 won W1-1 and then cancelled: the final waits for W1-2.
    expect(withdrawals(s, resolveStage(s), new Set(['e1']))).toEqual([
      { entrant: 'e1', matches: [], waiting: true },
    ]);
    // A loser who cancels has nothing left to settle.
    expect(withdrawals(s, resolveStage(s), new Set(['e4']))).toEqual([]);
  });

  it('a league offers every match still to play of the withdrawn entrant', () => {
    const s = stage('league', 4, { groups: 1 });
    const [offer] = withdrawals(s, resolveStage(s), new Set(['e2']));
    expect(offer?.matches).toHaveLength(3);
    for (const m of offer?.matches ?? []) expect([m.a, m.b]).toContain('e2');
  });

  it('a Swiss round pairs a withdrawn entrant no more', () => {
    let s = stage('swiss', 6, { rounds: 3 });
    const first = nextSwissRound(s);
    s = { ...s, pairings: { '1': first.stored } };
    for (const m of resolveStage(s).values()) if (m.status === 'ready') s = withResult(s, m, 'a', minutes(1));
    const second = nextSwissRound(s, new Set(['e3']));
    expect(second.pairing.ok).toBe(true);
    expect(second.stored).not.toContain(indexOf(s, 'e3'));
    // Five left: one of them has the bye (−1).
    expect(second.stored.filter((i) => i === -1)).toHaveLength(1);
  });
});

describe('a whole day with withdrawals (property)', () => {
  const day = fc.record({
    format: fc.constantFrom<Stage['format']>('single', 'double', 'league'),
    count: fc.integer({ min: 2, max: 20 }),
    tableCount: fc.integer({ min: 1, max: 6 }),
    autoCall: fc.boolean(),
    drawSeed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    /** Entrants (by index) who cancel, and after which step each does. */
    cancels: fc.array(fc.record({ who: fc.nat(), after: fc.nat({ max: 40 }) }), { maxLength: 4 }),
    steps: fc.array(
      fc.record({ pick: fc.nat(), winner: fc.constantFrom<'a' | 'b'>('a', 'b'), settle: fc.boolean() }),
      { maxLength: 60 },
    ),
  });

  it('never calls a match with a withdrawn entrant, in either mode, and 棄権 lets the stage go on', () => {
    fc.assert(
      fc.property(day, ({ format, count, tableCount, autoCall, drawSeed, cancels, steps }) => {
        let s = stage(format, count, { tableCount, autoCall, drawSeed, seeds: 0, groups: 1 });
        const withdrawnAt = (step: number) =>
          new Set(cancels.filter((c) => c.after <= step).map((c) => s.entrants[c.who % count]?.id ?? ''));
        const noneWithdrawn = (calls: Iterable<{ matchId: string } | null>, out: Set<string>) => {
          for (const call of calls) {
            if (!call) continue;
            for (const side of sidesOf(s, call.matchId))
              expect(out.has(side ?? ''), `called ${call.matchId} with ${side}`).toBe(false);
          }
        };
        let out = withdrawnAt(0);
        const first = firstCalls(s, T0, out);
        noneWithdrawn(first, out);
        s = applyCalls(s, Object.fromEntries(first.map((c) => [c.matchId, c])));
        for (const [i, step] of steps.entries()) {
          out = withdrawnAt(i);
          const clock = minutes(i + 1);
          // 確認してから: what 台の状況 offers to call.
          const offered = nextCalls(s, undefined, clock, out);
          noneWithdrawn(offered, out);
          if (!autoCall) s = applyCalls(s, Object.fromEntries(offered.map((c) => [c.matchId, c])));
          // Staff settle a withdrawal now and then: a walkover to the opponent, through the result write.
          const offer = withdrawals(s, resolveStage(s), out)[0];
          const match = offer?.matches[0];
          if (step.settle && offer && match) {
            const walkover = walkoverResult(s, match, offer.entrant);
            expect(walkover).toBeDefined();
            const write = resultWrite(s, match.match.id, walkover ?? null, clock, out);
            const before = s;
            s = applyCalls({ ...s, results: write.results }, write.calls);
            noneWithdrawn(
              Object.values(write.calls).filter((c) => c && !before.tables[c.matchId]),
              out,
            );
            expect(resolveStage(s).get(match.match.id)?.status).toBe('done');
            continue;
          }
          // A match on a table finishes (its players may have cancelled during it: it is played out).
          const playing = [...resolveStage(s).values()].filter(
            (m) => m.status === 'ready' && s.tables[m.match.id],
          );
          const finished = playing[step.pick % Math.max(1, playing.length)];
          if (!finished) continue;
          const write = resultWrite(
            s,
            finished.match.id,
            {
              outcome: step.winner,
              how: 'played',
              sides: [indexOf(s, finished.a), indexOf(s, finished.b)],
              confirmed: true,
            },
            clock,
            out,
          );
          s = applyCalls({ ...s, results: write.results }, write.calls);
          noneWithdrawn(
            Object.entries(write.calls).flatMap(([id, c]) => (c ? [{ matchId: id }] : [])),
            out,
          );
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('walkoverWrites: 棄権 of someone who cancelled after the draw', () => {
  it('writes each settled match as the opponent’s 不戦勝, one on the other, calling the freed table on', () => {
    // A league of 4 on one table, 自動: e2 cancels; three matches become walkovers to the opponent.
    let s = stage('league', 4, { groups: 1, tableCount: 1, autoCall: true });
    const out = new Set(['e2']);
    s = applyCalls(s, Object.fromEntries(firstCalls(s, T0, out).map((c) => [c.matchId, c])));
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
      expect(states.get(m.match.id)?.status).toBe('done');
      expect(states.get(m.match.id)?.winner).not.toBe('e2');
    }
    expect(withdrawals(after, states, out)).toEqual([]);
  });

  it('writes nothing for a match that cannot be settled yet', () => {
    const s = stage('single', 4);
    const waiting = { entrant: 'e1', matches: [resolveStage(s).get('W2-1') as MatchState] };
    expect(walkoverWrites(s, waiting, T0)).toEqual({ writes: [], stage: s });
  });

  it('is the result writes made one after another on the stage each leaves, never calling the withdrawn (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          format: fc.constantFrom<Stage['format']>('single', 'double', 'league'),
          count: fc.integer({ min: 3, max: 12 }),
          groups: fc.integer({ min: 1, max: 3 }),
          tableCount: fc.integer({ min: 0, max: 4 }),
          autoCall: fc.boolean(),
          drawSeed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          played: fc.array(fc.constantFrom<'a' | 'b'>('a', 'b'), { maxLength: 12 }),
          who: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
        }),
        ({ format, count, groups, tableCount, autoCall, drawSeed, played, who }) => {
          let s = stage(format, count, { groups, tableCount, autoCall, drawSeed, seeds: 0 });
          const out = new Set(who.map((i) => s.entrants[i % count]?.id ?? ''));
          s = applyCalls(s, Object.fromEntries(firstCalls(s, T0, out).map((c) => [c.matchId, c])));
          // Some matches played first, none of them the withdrawn entrants'.
          for (const [i, winner] of played.entries()) {
            const next = [...resolveStage(s).values()].find(
              (m) => m.status === 'ready' && !out.has(m.a ?? '') && !out.has(m.b ?? ''),
            );
            if (!next) break;
            const write = resultWrite(
              s,
              next.match.id,
              {
                outcome: winner,
                how: 'played',
                sides: [indexOf(s, next.a), indexOf(s, next.b)],
                confirmed: true,
              },
              minutes(i),
              out,
            );
            s = applyCalls({ ...s, results: write.results }, write.calls);
          }
          for (const offer of withdrawals(s, resolveStage(s), out)) {
            const now = minutes(30);
            const { writes, stage: after } = walkoverWrites(s, offer, now, out);
            // As 対戦 wrote them one by one before the engine did.
            let current = s;
            const expected = [];
            for (const state of offer.matches) {
              const walkover = walkoverResult(current, state, offer.entrant);
              if (!walkover) continue;
              const write = resultWrite(current, state.match.id, walkover, now, out);
              expected.push({
                matchId: state.match.id,
                before: write.before,
                after: walkover,
                affected: write.affected,
                calls: write.calls,
              });
              current = applyCalls({ ...current, results: write.results }, write.calls);
            }
            expect(writes).toEqual(expected);
            expect(after).toEqual(current);
            const states = resolveStage(after);
            for (const write of writes) {
              expect(states.get(write.matchId)).toMatchObject({ status: 'done', loser: offer.entrant });
              for (const [id, call] of Object.entries(write.calls))
                if (call) for (const side of sidesOf(after, id)) expect(out.has(side ?? '')).toBe(false);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
