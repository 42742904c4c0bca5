import { describe, expect, it } from 'vitest';
import type { StageResult } from '@/shared/schemas/stage';
import { at, played, stage, won } from '@/testing/stage-timing-fixtures';
import { resolveStage } from '../stage-plan';
import { averageMatchMinutes, keptResultTime, matchLengths } from '../match-lengths';

describe('averageMatchMinutes', () => {
  it('is the median of call → result of the matches played, so one match typed in late moves it by one place', () => {
    let s = stage('single', 8);
    s = played(s, 'W1-1', 1, -60, 10);
    s = played(s, 'W1-2', 2, -60, 12);
    s = played(s, 'W1-3', 1, -48, 11);
    expect(averageMatchMinutes(s, 30)).toBe(11);
    // The fourth result entered an hour and a half after its call: the mean would jump to 30.75.
    s = played(s, 'W1-4', 2, -46, 90);
    expect(averageMatchMinutes(s, 30)).toBe(11.5);
  });

  it('falls back to the given length before any match is timed, and ignores walkovers and matches never called', () => {
    let s = stage('single', 8);
    expect(averageMatchMinutes(s, 25)).toBe(25);
    // Entered without a call: no start to measure from.
    s = { ...s, results: { 'W1-1': won(s, 'W1-1', at(-5)) } };
    expect(averageMatchMinutes(s, 25)).toBe(25);
    // A walkover on a table is not a match length.
    s = {
      ...s,
      tables: { 'W1-2': { table: 1, at: at(-30) } },
      results: { ...s.results, 'W1-2': won(s, 'W1-2', at(-29), 'walkover') },
    };
    expect(averageMatchMinutes(s, 25)).toBe(25);
  });
});

describe('matchLengths without calls', () => {
  it('measures a match entered without a call from the later of its sides’ previous results', () => {
    let s = stage('league', 4, { tableCount: 0 });
    const ids = (round: number) =>
      [...resolveStage(s).values()].filter((m) => m.match.round === round).map((m) => m.match.id);
    const enter = (id: string, minutes: number) => {
      s = { ...s, results: { ...s.results, [id]: won(s, id, at(minutes)) } };
    };
    // Round 1 has nothing before it to measure from; round 2 follows 12 and 14 minutes later.
    const [r1a, r1b] = ids(1);
    const [r2a, r2b] = ids(2);
    enter(r1a, -30);
    enter(r1b, -29);
    expect(averageMatchMinutes(s, 20)).toBe(20);
    enter(r2a, -17);
    enter(r2b, -15);
    expect(averageMatchMinutes(s, 20)).toBe(13);
  });
});

describe('keptResultTime', () => {
  const call = { table: 1, at: at(0) };
  const sokuho: StageResult = { outcome: 'a', how: 'played', sides: [0, 1], confirmed: false, at: at(20) };
  const stored = (result: Omit<StageResult, 'at'>, now: Date) => ({
    ...result,
    at: keptResultTime(sokuho, result) ?? now,
  });

  it('keeps when the result was first entered for 確定 and a corrected score or winner: the match stays 20 minutes long', () => {
    for (const after of [
      { ...sokuho, confirmed: true },
      { ...sokuho, outcome: 'b' as const, points: [9, 11], confirmed: true },
    ]) {
      const result = stored(after, at(35));
      expect(result.at).toEqual(at(20));
      expect(matchLengths({ tables: { 'W1-1': call }, results: { 'W1-1': result } })).toEqual([20]);
    }
  });

  it('takes the new time for a first result and for a result entered for other sides', () => {
    expect(keptResultTime(null, sokuho)).toBeNull();
    expect(keptResultTime(sokuho, { sides: [0, 2] })).toBeNull();
    expect(keptResultTime(sokuho, { sides: [1, 0] })).toBeNull();
    expect(keptResultTime(sokuho, null)).toBeNull();
  });
});

describe('matchLengths of results entered at the same moment', () => {
  it('does not depend on the order the stored map holds them in (two phones write either way)', () => {
    const result = (sides: [number, number], minutes: number): StageResult => ({
      outcome: 'a',
      how: 'played',
      sides,
      confirmed: true,
      at: at(minutes),
    });
    // Entrant 1 last played at 10, 2 at 5, 3 at 20; then two results at 30 both naming entrant 1
    // (a test's stage, not a real day): which comes first decides the other's start.
    const earlier = {
      'G1-R1-1': result([0, 1], 10),
      'G1-R1-2': result([2, 4], 5),
      'G1-R1-3': result([3, 5], 20),
    };
    const x: [string, StageResult] = ['G1-R2-1', result([1, 2], 30)];
    const y: [string, StageResult] = ['G1-R2-2', result([1, 3], 30)];
    const one = { tables: {}, results: Object.fromEntries([...Object.entries(earlier), x, y]) };
    const two = { tables: {}, results: Object.fromEntries([...Object.entries(earlier), y, x]) };
    expect(matchLengths(two)).toEqual(matchLengths(one));
  });
});
