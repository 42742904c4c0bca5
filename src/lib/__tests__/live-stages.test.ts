import { ORDER_4S1D, teamStageOf, withLineup } from '@/testing/team-stages';
import { stagePlayStates } from '@/shared/play/tables';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { stageView } from '@/shared/play/view/play-view';
import { resolveStage } from '@/shared/play/stage-plan';
import { stageSchema } from '@/shared/schemas/stage';
import { bracketStage, leagueStage, result } from '@/testing/stages';
import { LIMITS } from '@/shared/schemas/limits';
import { DIVISION_ID } from '@/shared/divisions';
import {
  byOrder,
  DIVISION_ID_PATTERN,
  STAGE_BOUNDS,
  toLiveStage,
  toLiveStages,
} from '../live-stages/live-stage';

/** The stored document: everything but the id. */
const stored = (stage = bracketStage()): Record<string, unknown> =>
  Object.fromEntries(Object.entries(stage).filter(([key]) => key !== 'id'));

describe('a stage as the public pages read it (soft decoder, no zod)', () => {
  it('reads a stage as staff store it, field for field, and what it gives passes the schema', () => {
    const stage = bracketStage({
      results: { 'W1-1': result('a', [0, 3], { games: [2, 1] }) },
      tables: { 'W1-2': { table: 2, at: new Date('2026-11-22T05:10:00Z') } },
    });
    const read = toLiveStage('final', stored(stage));
    expect(read).toEqual(stage);
    expect(stageSchema.safeParse(stored(read as NonNullable<typeof read>)).success).toBe(true);
  });

  it("keeps a stage's 部門, its first hall table and the people behind each entrant, and what it gives passes the schema", () => {
    const base = bracketStage();
    const stage = bracketStage({
      divisionId: 'd2',
      tableFirst: 5,
      entrants: base.entrants.map((entrant, i) =>
        i === 0 ? { ...entrant, persons: ['regist0001', 'regist0002'] } : entrant,
      ),
    });
    const read = toLiveStage('final', stored(stage));
    expect(read).toEqual(stage);
    expect(read?.entrants[0].persons).toEqual(['regist0001', 'regist0002']);
    expect(stageSchema.safeParse(stored(read as NonNullable<typeof read>)).success).toBe(true);
    expect(toLiveStage('final', stored(bracketStage({ divisionId: null })))?.divisionId).toBeNull();
  });

  it('drops a malformed 部門, first table or people list, reading the stage as before 部門 existed', () => {
    const stage = stored();
    const entrants = [...(stage.entrants as Record<string, unknown>[])];
    entrants[0] = { ...entrants[0], persons: ['regist0001', 7] };
    entrants[1] = { ...entrants[1], persons: Array.from({ length: 9 }, (_, i) => `r${i}`) };
    const read = toLiveStage('final', { ...stage, entrants, divisionId: 'D 1', tableFirst: 65 });
    expect(read).not.toHaveProperty('divisionId');
    expect(read).not.toHaveProperty('tableFirst');
    expect(read?.entrants[0]).not.toHaveProperty('persons');
    expect(read?.entrants[1]).not.toHaveProperty('persons');
    expect(toLiveStage('final', { ...stage, tableFirst: 0 })).not.toHaveProperty('tableFirst');
    expect(stageSchema.safeParse(stored(read as NonNullable<typeof read>)).success).toBe(true);
  });

  it('leaves out a result of the wrong shape and keeps the rest: that match reads as not played', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stage = stored(
      bracketStage({ results: { 'W1-1': result('a', [0, 3]), 'W1-2': result('b', [1, 2]) } }),
    );
    const broken = {
      ...stage,
      results: {
        'W1-1': (stage.results as Record<string, unknown>)['W1-1'],
        'W1-2': { outcome: 'nobody', sides: [1, 2] },
        // Sides that name no entrant of the stage.
        'W2-1': { outcome: 'a', sides: [0, 9], how: 'played', confirmed: true },
      },
    };
    const read = toLiveStage('final', broken);
    expect(Object.keys(read?.results ?? {})).toEqual(['W1-1']);
    const view = stageView(read as NonNullable<typeof read>);
    expect(view.states.get('W1-1')?.status).toBe('done');
    expect(view.states.get('W1-2')?.status).toBe('ready');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('keeps a malformed entrant in its place, nameless, so the draw still points at the right people', () => {
    const stage = stored();
    const entrants = [...(stage.entrants as unknown[])];
    entrants[1] = { id: 42 };
    const read = toLiveStage('final', { ...stage, entrants });
    expect(read?.entrants.map((e) => e.name)).toEqual(['山田 太郎', '', '鈴木 一郎', '高橋 次郎']);
    // 準決勝 W1-1 is still 山田 vs 高橋 (indices 0 and 3).
    const view = stageView(read as NonNullable<typeof read>);
    expect([view.states.get('W1-1')?.a, view.states.get('W1-1')?.b]).toEqual(['e1', 'e4']);
  });

  it('reads a call stored as a bare table number (before calls had times) and drops a call to table 0', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const read = toLiveStage('final', {
      ...stored(),
      tables: { 'W1-1': 1, 'W1-2': { table: 0, at: new Date() } },
    });
    expect(read?.tables).toEqual({ 'W1-1': { table: 1, at: new Date(0) } });
    warn.mockRestore();
  });

  it('shows no matches for a bracket whose draw is not a power of two, rather than failing the page', () => {
    const read = toLiveStage('final', { ...stored(), draw: [0, 1, 2] });
    expect(read?.draw).toEqual([]);
    expect(stageView(read as NonNullable<typeof read>).rounds).toEqual([]);
  });

  it('is no stage at all without a known format (left out by the reader)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(toLiveStage('x', { ...stored(), format: 'roulette' })).toBeNull();
    expect(toLiveStage('x', null)).toBeNull();
    expect(toLiveStage('x', 'stage')).toBeNull();
    warn.mockRestore();
  });

  it('never throws, and what it keeps the engine can always read, whatever the document holds', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const field = fc.oneof(fc.anything(), fc.array(fc.integer({ min: -2, max: 6 })), fc.constant({}));
    fc.assert(
      fc.property(
        fc.record({
          format: fc.constantFrom('single', 'double', 'league', 'swiss', 'x'),
          draw: field,
          entrants: fc.oneof(fc.constant(stored().entrants), fc.anything()),
          results: fc.oneof(
            fc.dictionary(fc.constantFrom('W1-1', 'W1-2', 'W2-1', 'G1-R1-1', 'S1-1'), fc.anything()),
            fc.constant(stored(bracketStage({ results: { 'W1-1': result('a', [0, 3]) } })).results),
          ),
          pairings: fc.oneof(fc.dictionary(fc.constantFrom('1', '2'), field), fc.anything()),
          tables: fc.anything(),
          groups: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.anything()),
        }),
        (patch) => {
          const read = toLiveStage('s', { ...stored(), ...patch });
          // The engine itself, not stageView (which would catch what it throws).
          if (read) expect(() => resolveStage(read)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
    warn.mockRestore();
  });

  it("holds counts within the schema's bounds: a league of 10^15 groups is one the engine can draw", () => {
    // Found by the property above (fast-check seed -1689741805): the engine allocated an array of
    // that many groups and threw RangeError.
    const read = toLiveStage('s', {
      ...stored(leagueStage()),
      groups: 3660154706672688,
      rounds: 1e9,
      bestOf: 1e6,
      tableCount: 1e7,
    });
    expect(read).toMatchObject({ groups: 128, rounds: 15, bestOf: 9, tableCount: 64 });
    expect(() => resolveStage(read!)).not.toThrow();
    expect(STAGE_BOUNDS).toEqual({
      groups: LIMITS.stageEntrants / 2,
      rounds: LIMITS.swissRounds,
      bestOf: LIMITS.bestOf,
      tables: LIMITS.tables,
      persons: LIMITS.entrantPersons,
      personId: LIMITS.id,
      members: LIMITS.teamMembers,
    });
    expect(DIVISION_ID_PATTERN.source).toBe(DIVISION_ID.source);
  });

  it('keeps a 団体戦 stage’s template, opened orders and rosters, and drops what is malformed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const team = withLineup(teamStageOf('single', 4), 'W1-1', ['t1', 't4'], { a: ORDER_4S1D, b: ORDER_4S1D });
    const data = stored(team) as Record<string, unknown>;
    const read = toLiveStage('team', {
      ...data,
      lineups: { ...(data.lineups as object), 'W1-2': { a: ['x1'], b: [], sides: [1, 2] } },
    });
    expect(read?.tie).toEqual(team.tie);
    expect(read?.lineups).toEqual({ 'W1-1': team.lineups?.['W1-1'] });
    expect(read?.entrants[0]?.members).toEqual(team.entrants[0]?.members);
    // The public pages then play it as staff do: the tie's rubbers on the tables.
    expect(stagePlayStates(read!).get('W1-1r1')?.status).toBe('ready');
    // A template whose layout does not read is no 団体戦: no lineups either.
    expect(toLiveStage('team', { ...data, tie: { ...team.tie, layout: 'SXS' } })).not.toHaveProperty(
      'lineups',
    );
    warn.mockRestore();
  });

  it("merges the hall's calls into their stages, checked as a stage's calls are, and takes the hall for no stage", () => {
    const at = new Date('2026-11-22T05:10:00Z');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stages = toLiveStages([
      { id: 'final', data: stored(bracketStage({ order: 2 })) },
      {
        id: '_hall',
        data: {
          calls: {
            'final:W1-2': { table: 5, at },
            'league:G1-R1-1': 3,
            'final:W1-1': { table: 0, at },
            'no key': { table: 1, at },
          },
        },
      },
      { id: 'league', data: stored(leagueStage({ order: 1 })) },
    ]);
    expect(stages.map((stage) => stage.id)).toEqual(['league', 'final']);
    expect(stages[1]?.tables).toEqual({ 'W1-2': { table: 5, at } });
    // A call stored as a bare table number (before calls had times) reads as ever.
    expect(stages[0]?.tables).toEqual({ 'G1-R1-1': { table: 3, at: new Date(0) } });
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('a stage of unknown shape'), '_hall');
    warn.mockRestore();
  });

  it('orders stages by `order`, then id, as every device must', () => {
    const stages = [
      bracketStage({ id: 'b', order: 1 }),
      leagueStage({ id: 'z', order: 0 }),
      bracketStage({ id: 'a', order: 1 }),
    ];
    expect(byOrder(stages).map((s) => s.id)).toEqual(['z', 'a', 'b']);
  });
});
