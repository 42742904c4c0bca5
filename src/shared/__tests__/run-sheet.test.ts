import { describe, expect, it } from 'vitest';
import {
  advance,
  applyUnitChanges,
  boardMatches,
  buildBoard,
  delayLabel,
  entryEta,
  etaLabel,
  formatMinutes,
  notBeforeLabel,
  plannedStarts,
  reorder,
  resetProgress,
  startUnit,
  finishUnit,
  timeline,
  unitIdsOfEntries,
  unitIdsOfNumbers,
} from '../run-sheet';
import * as z from 'zod/mini';
import { drawnStageOf } from '@/testing/stages';
import { resolveStage } from '../play/stage-plan';
import { playUnitEnds } from '../play/timing';
import { LIMITS } from '../schemas/limits';
import type { Stage } from '../schemas/stage';
import { boardSchema, type Unit } from '../schemas/unit';

/** A time on the competition day, 2026-11-22, in Japan time. */
const jst = (hhmm: string, seconds = 0) =>
  new Date(`2026-11-22T${hhmm}:${String(seconds).padStart(2, '0')}+09:00`);
const START = jst('09:00');

type UnitPatch = Partial<Omit<Unit, 'id'>>;
/** A waiting unit of the given length; sheet() numbers the order. */
const unit = (id: string, minutes: number, patch: UnitPatch = {}): Unit => ({
  id,
  order: 0,
  title: `種目 ${id}`,
  kind: 'event',
  minutes,
  entryIds: [],
  status: 'waiting',
  startedAt: null,
  endedAt: null,
  note: '',
  ...patch,
});
const sheet = (...units: Unit[]) => units.map((u, i) => ({ ...u, order: i }));

/** u1 30分 09:00, u2 20分 09:30, u3 休憩 10分 09:50, u4 30分 10:00 (planned). */
const day = (patches: Record<string, UnitPatch> = {}) =>
  sheet(
    unit('u1', 30, patches.u1),
    unit('u2', 20, patches.u2),
    unit('u3', 10, { kind: 'break', title: '休憩', ...patches.u3 }),
    unit('u4', 30, patches.u4),
  );
const running = (startedAt: Date): UnitPatch => ({ status: 'running', startedAt });
const done = (startedAt: Date | null, endedAt: Date): UnitPatch => ({ status: 'done', startedAt, endedAt });

const row = (t: ReturnType<typeof timeline>, id: string) => {
  const found = t.units.find((u) => u.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const estimates = (t: ReturnType<typeof timeline>) =>
  Object.fromEntries(t.units.map((u) => [u.id, u.estimatedStart?.toISOString() ?? null]));
const iso = (hhmm: string) => jst(hhmm).toISOString();

describe('plannedStarts', () => {
  it('adds up the minutes of every unit before, breaks included', () => {
    const starts = plannedStarts(START, day());
    expect([...starts.entries()]).toEqual([
      ['u1', jst('09:00')],
      ['u2', jst('09:30')],
      ['u3', jst('09:50')],
      ['u4', jst('10:00')],
    ]);
  });

  it('follows the order field, not the position in the list', () => {
    const [u1, u2, u3] = day();
    const starts = plannedStarts(START, [
      { ...u3, order: 0 },
      { ...u1, order: 2 },
      { ...u2, order: 1 },
    ]);
    expect(starts.get('u3')).toEqual(jst('09:00'));
    expect(starts.get('u2')).toEqual(jst('09:10'));
    expect(starts.get('u1')).toEqual(jst('09:30'));
  });

  it('gives nothing for an empty sheet', () => {
    expect(plannedStarts(START, []).size).toBe(0);
  });
});

describe('timeline', () => {
  it('before the start, every estimate is the planned time and the sheet is on time', () => {
    const t = timeline(START, day(), jst('08:30'));
    expect(estimates(t)).toEqual({ u1: iso('09:00'), u2: iso('09:30'), u3: iso('09:50'), u4: iso('10:00') });
    expect(row(t, 'u4').plannedEnd).toEqual(jst('10:30'));
    expect(row(t, 'u4').estimatedEnd).toEqual(jst('10:30'));
    expect(t.delayMinutes).toBe(0);
    expect(t.currentUnitId).toBeNull();
  });

  it('when nothing has started by the start time, the delay grows with the clock', () => {
    const t = timeline(START, day(), jst('09:10'));
    expect(estimates(t)).toEqual({ u1: iso('09:10'), u2: iso('09:40'), u3: iso('10:00'), u4: iso('10:10') });
    expect(t.delayMinutes).toBe(10);
  });

  it('on time: a unit started at its planned time keeps every later estimate on plan', () => {
    const t = timeline(START, day({ u1: running(jst('09:00')) }), jst('09:05'));
    expect(estimates(t)).toEqual({ u1: iso('09:00'), u2: iso('09:30'), u3: iso('09:50'), u4: iso('10:00') });
    expect(t.delayMinutes).toBe(0);
    expect(t.currentUnitId).toBe('u1');
  });

  it('late start: every later unit moves by the delay', () => {
    const t = timeline(START, day({ u1: running(jst('09:10')) }), jst('09:12'));
    expect(estimates(t)).toEqual({ u1: iso('09:10'), u2: iso('09:40'), u3: iso('10:00'), u4: iso('10:10') });
    expect(row(t, 'u1').delayMinutes).toBe(10);
    expect(row(t, 'u4').estimatedEnd).toEqual(jst('10:40'));
    expect(t.delayMinutes).toBe(10);
  });

  it('early start: a negative delay, and later units move earlier too', () => {
    const t = timeline(START, day({ u1: running(jst('08:55')) }), jst('08:56'));
    expect(estimates(t)).toEqual({ u1: iso('08:55'), u2: iso('09:25'), u3: iso('09:45'), u4: iso('09:55') });
    expect(t.delayMinutes).toBe(-5);
  });

  it('a unit running past its planned end pushes later ones to now, and the delay grows', () => {
    const units = day({ u1: running(jst('09:00')) });
    const at940 = timeline(START, units, jst('09:40'));
    expect(row(at940, 'u1').estimatedEnd).toEqual(jst('09:40'));
    expect(estimates(at940)).toEqual({
      u1: iso('09:00'),
      u2: iso('09:40'),
      u3: iso('10:00'),
      u4: iso('10:10'),
    });
    expect(at940.delayMinutes).toBe(10);
    const at950 = timeline(START, units, jst('09:50'));
    expect(row(at950, 'u2').estimatedStart).toEqual(jst('09:50'));
    expect(at950.delayMinutes).toBe(20);
  });

  it('finished units keep their actual times, however long they took', () => {
    const units = day({ u1: done(jst('09:03'), jst('09:41')), u2: running(jst('09:41')) });
    const t = timeline(START, units, jst('09:45'));
    expect(row(t, 'u1').estimatedStart).toEqual(jst('09:03'));
    expect(row(t, 'u1').estimatedEnd).toEqual(jst('09:41'));
    expect(row(t, 'u1').startedAt).toEqual(jst('09:03'));
    expect(row(t, 'u1').endedAt).toEqual(jst('09:41'));
    expect(row(t, 'u3').estimatedStart).toEqual(jst('10:01'));
    expect(t.delayMinutes).toBe(11);
  });

  it('the delay of a finished unit still holds for the next one until it starts', () => {
    // Started 10 minutes late, ran 5 minutes short: the next is due at planned + 10, not now.
    const units = day({ u1: done(jst('09:10'), jst('09:35')) });
    const t = timeline(START, units, jst('09:36'));
    expect(row(t, 'u2').estimatedStart).toEqual(jst('09:40'));
    expect(t.delayMinutes).toBe(10);
  });

  it('a unit that finishes early does not pull the next one before planned + delay', () => {
    const units = day({ u1: done(jst('09:00'), jst('09:15')) });
    const t = timeline(START, units, jst('09:16'));
    expect(row(t, 'u2').estimatedStart).toEqual(jst('09:30'));
    expect(t.delayMinutes).toBe(0);
  });

  it('estimates of waiting units are never in the past', () => {
    const units = day({ u1: done(jst('09:00'), jst('09:30')) });
    for (const now of [jst('09:31'), jst('09:45'), jst('11:00'), jst('13:07')]) {
      const t = timeline(START, units, now);
      for (const u of t.units.filter((x) => x.status === 'waiting')) {
        expect(u.estimatedStart!.getTime()).toBeGreaterThanOrEqual(now.getTime());
      }
    }
    const late = timeline(START, units, jst('11:00'));
    expect(row(late, 'u2').estimatedStart).toEqual(jst('11:00'));
    expect(late.delayMinutes).toBe(90);
  });

  it('a break counts like any other unit', () => {
    const units = day({ u1: done(jst('09:00'), jst('09:30')), u2: done(jst('09:30'), jst('09:50')) });
    const onBreak = applyUnitChanges(units, startUnit(units, 'u3', jst('09:55')));
    const t = timeline(START, onBreak, jst('10:10'));
    expect(t.currentUnitId).toBe('u3');
    expect(row(t, 'u3').delayMinutes).toBe(5);
    expect(row(t, 'u4').estimatedStart).toEqual(jst('10:10'));
    expect(t.delayMinutes).toBe(10);
  });

  it('a unit done without starting is skipped: no estimate, and the chain runs on without it', () => {
    const units = day({
      u1: done(jst('09:00'), jst('09:30')),
      u2: done(null, jst('09:30')),
    });
    const t = timeline(START, units, jst('09:31'));
    expect(row(t, 'u2')).toMatchObject({ skipped: true, estimatedStart: null, delayMinutes: null });
    // Skipping does not pull the next unit before its planned time; starting it early does.
    expect(row(t, 'u3').estimatedStart).toEqual(jst('09:50'));
    expect(t.delayMinutes).toBe(0);
    const started = applyUnitChanges(units, startUnit(units, 'u3', jst('09:32')));
    const after = timeline(START, started, jst('09:33'));
    expect(after.delayMinutes).toBe(-18);
    expect(row(after, 'u4').estimatedStart).toEqual(jst('09:42'));
  });

  it('a waiting unit passed over by a later one is skipped and does not hold the sheet back', () => {
    const units = day({ u1: done(jst('09:00'), jst('09:30')), u3: running(jst('09:30')) });
    const t = timeline(START, units, jst('09:35'));
    expect(row(t, 'u2')).toMatchObject({ status: 'waiting', skipped: true, estimatedStart: null });
    expect(row(t, 'u3').delayMinutes).toBe(-20);
    expect(row(t, 'u4').estimatedStart).toEqual(jst('09:40'));
    expect(t.delayMinutes).toBe(-20);
  });

  it('a waiting unit before a unit that was only skipped is still ahead, not passed over', () => {
    const t = timeline(START, day({ u2: done(null, jst('08:50')) }), jst('08:55'));
    expect(row(t, 'u1')).toMatchObject({ skipped: false, estimatedStart: jst('09:00') });
  });

  it('reordered mid-day: the order field decides the sequence and the planned times', () => {
    const units = day({ u1: done(jst('09:00'), jst('09:30')) });
    // Staff drag 休憩 (index 2) before u2 (index 1).
    const moved = applyUnitChanges(units, reorder(units, 2, 1));
    const t = timeline(START, moved, jst('09:31'));
    expect(t.units.map((u) => u.id)).toEqual(['u1', 'u3', 'u2', 'u4']);
    expect(row(t, 'u3').plannedStart).toEqual(jst('09:30'));
    expect(row(t, 'u2').plannedStart).toEqual(jst('09:40'));
    expect(row(t, 'u3').estimatedStart).toEqual(jst('09:31'));
    expect(row(t, 'u2').estimatedStart).toEqual(jst('09:41'));
  });

  it('a zero-minute unit starts and ends at the same moment', () => {
    const units = sheet(unit('a', 30), unit('award', 0, { kind: 'award' }), unit('b', 10));
    const t = timeline(START, units, jst('08:00'));
    expect(row(t, 'award').estimatedStart).toEqual(jst('09:30'));
    expect(row(t, 'award').estimatedEnd).toEqual(jst('09:30'));
    expect(row(t, 'b').estimatedStart).toEqual(jst('09:30'));
  });

  it('an empty sheet is on time with nothing current', () => {
    expect(timeline(START, [], jst('10:00'))).toEqual({ units: [], delayMinutes: 0, currentUnitId: null });
  });

  it('rounds half a minute away from zero either way', () => {
    expect(timeline(START, day({ u1: running(jst('09:02', 30)) }), jst('09:03')).delayMinutes).toBe(3);
    expect(timeline(START, day({ u1: running(jst('08:57', 30)) }), jst('08:58')).delayMinutes).toBe(-3);
    expect(Object.is(timeline(START, day({ u1: running(jst('08:59', 45)) }), START).delayMinutes, 0)).toBe(
      true,
    );
  });

  it('all done: the delay is the start delay of the last unit that ran', () => {
    const units = day({
      u1: done(jst('09:00'), jst('09:30')),
      u2: done(jst('09:30'), jst('09:50')),
      u3: done(jst('09:50'), jst('10:00')),
      u4: done(jst('10:07'), jst('10:40')),
    });
    const t = timeline(START, units, jst('12:00'));
    expect(t.delayMinutes).toBe(7);
    expect(t.currentUnitId).toBeNull();
  });

  it('a running unit without a start time (bad data) sits where the chain puts it', () => {
    const t = timeline(START, day({ u1: { status: 'running' } }), jst('09:05'));
    expect(row(t, 'u1').estimatedStart).toEqual(jst('09:00'));
    expect(row(t, 'u2').estimatedStart).toEqual(jst('09:30'));
  });
});

describe('timeline with an item that holds a stage', () => {
  /** 8 entrants on 2 tables: 4 waves of matches (4 + 2 + 1 matches), drawn, nothing played yet. */
  const knockout = (): Stage => drawnStageOf('single', 8, { id: 'st1', seeds: 8 });
  /** The match called at `from` and its result entered at `to` (the first side won). */
  const play = (stage: Stage, matchId: string, table: number, from: Date, to: Date): Stage => {
    const state = resolveStage(stage).get(matchId);
    const index = (id: unknown) => stage.entrants.findIndex((e) => e.id === id);
    return {
      ...stage,
      tables: { ...stage.tables, [matchId]: { table, at: from } },
      results: {
        ...stage.results,
        [matchId]: {
          outcome: 'a',
          how: 'played',
          sides: [index(state?.a), index(state?.b)],
          confirmed: true,
          at: to,
        },
      },
    };
  };
  /** u1 30分, u2 = the knockout 60分 (15 minutes a wave), u3 20分, u4 30分; u2 started on time at 09:30. */
  const units = (u2: UnitPatch = running(jst('09:30'))) =>
    day({
      u1: done(jst('09:00'), jst('09:30')),
      u2: { minutes: 60, stageId: 'st1', ...u2 },
      u3: { minutes: 20 },
    });
  const retime = (stage: Stage, now: Date, sheetUnits = units()) =>
    timeline(START, sheetUnits, now, playUnitEnds(sheetUnits, [stage], now));

  it('before any match is timed, the item ends as planned: its minutes spread over its matches', () => {
    const t = retime(knockout(), jst('09:30'));
    expect(row(t, 'u2').estimatedEnd).toEqual(jst('10:30'));
    expect(estimates(t)).toMatchObject({ u3: iso('10:30'), u4: iso('10:50') });
  });

  it('a result that makes the stage run long pushes every later item', () => {
    // The first two matches took 25 minutes, not 15: six matches left in three waves of 25.
    let stage = knockout();
    stage = play(stage, 'W1-1', 1, jst('09:30'), jst('09:55'));
    stage = play(stage, 'W1-2', 2, jst('09:30'), jst('09:55'));
    const t = retime(stage, jst('09:55'));
    expect(row(t, 'u2').estimatedEnd).toEqual(jst('11:10'));
    expect(estimates(t)).toMatchObject({ u3: iso('11:10'), u4: iso('11:30') });
    expect(t.delayMinutes).toBe(40);
    // The same sheet without the stage's estimate keeps its planned length.
    expect(row(timeline(START, units(), jst('09:55')), 'u3').estimatedStart).toEqual(jst('10:30'));
  });

  it('a stage that will finish early does not pull later items before their planned start + delay', () => {
    // Two-minute matches: the stage is estimated to end at 09:42, but u3 stays at 10:30 (started on time).
    let stage = knockout();
    stage = play(stage, 'W1-1', 1, jst('09:30'), jst('09:32'));
    stage = play(stage, 'W1-2', 2, jst('09:30'), jst('09:32'));
    const t = retime(stage, jst('09:32'));
    expect(row(t, 'u2').estimatedEnd).toEqual(jst('09:38'));
    expect(row(t, 'u3').estimatedStart).toEqual(jst('10:30'));
    expect(t.delayMinutes).toBe(0);
  });

  it('a stage whose matches are all played ends its running item now, not in the past', () => {
    let stage = knockout();
    for (const [id, table] of [
      ['W1-1', 1],
      ['W1-2', 2],
      ['W1-3', 1],
      ['W1-4', 2],
      ['W2-1', 1],
      ['W2-2', 2],
      ['W3-1', 1],
    ] as const)
      stage = play(stage, id, table, jst('09:30'), jst('09:40'));
    const t = retime(stage, jst('10:00'));
    expect(row(t, 'u2').estimatedEnd).toEqual(jst('10:00'));
    expect(row(t, 'u3').estimatedStart).toEqual(jst('10:30'));
  });

  it('a waiting item that holds a stage is planned for its own minutes', () => {
    const waiting = day({ u2: { minutes: 60, stageId: 'st1' } });
    let stage = knockout();
    stage = play(stage, 'W1-1', 1, jst('08:00'), jst('08:50'));
    const t = timeline(START, waiting, jst('09:00'), playUnitEnds(waiting, [stage], jst('09:00')));
    expect(row(t, 'u2').estimatedEnd).toEqual(jst('10:30'));
    expect(row(t, 'u3').estimatedStart).toEqual(jst('10:30'));
  });

  it('two items hold the stage’s rounds (準々決勝・準決勝, then 決勝): each is timed by its own', () => {
    // u2 holds 準々決勝・準決勝: 45 minutes over its 3 waves, 15 a match; u4 the final after the break.
    const split = day({
      u1: done(jst('09:00'), jst('09:30')),
      u2: { minutes: 45, stageId: 'st1', stageRounds: { from: 1, to: 2 }, ...running(jst('09:30')) },
      u4: { minutes: 30, stageId: 'st1', stageRounds: { from: 3, to: 3 } },
    });
    expect(estimates(retime(knockout(), jst('09:30'), split))).toMatchObject({
      u3: iso('10:15'),
      u4: iso('10:25'),
    });
    // The first two matches took 25 minutes: two waves of 25 left in the morning's rounds (the final,
    // a third, is the afternoon's); the waiting final keeps its own 30 minutes.
    let stage = knockout();
    stage = play(stage, 'W1-1', 1, jst('09:30'), jst('09:55'));
    stage = play(stage, 'W1-2', 2, jst('09:30'), jst('09:55'));
    const t = retime(stage, jst('09:55'), split);
    expect(row(t, 'u2').estimatedEnd).toEqual(jst('10:45'));
    expect(estimates(t)).toMatchObject({ u3: iso('10:45'), u4: iso('10:55') });
    expect(row(t, 'u4').estimatedEnd).toEqual(jst('11:25'));

    const board = buildBoard({ startAt: START, units: split, entries: [], notice: '', now: jst('09:55') });
    expect(board.units.map((u) => u.stageRounds ?? null)).toEqual([
      null,
      { from: 1, to: 2 },
      null,
      { from: 3, to: 3 },
    ]);
    const written = { ...board, updatedAt: jst('09:55') };
    expect(boardSchema.parse(z.encode(boardSchema, written))).toEqual(written);
  });

  it('a range without a stage is not carried to the board (it means nothing there)', () => {
    const loose = day({ u2: { stageRounds: { from: 1, to: 2 } } });
    const board = buildBoard({ startAt: START, units: loose, entries: [], notice: '', now: jst('09:00') });
    expect(board.units.some((u) => 'stageRounds' in u)).toBe(false);
  });

  it('the board names the stage an item holds, and reads back through boardSchema', () => {
    const board = buildBoard({ startAt: START, units: units(), entries: [], notice: '', now: jst('09:40') });
    expect(board.units.map((u) => u.stageId ?? null)).toEqual([null, 'st1', null, null]);
    const written = { ...board, updatedAt: jst('09:40') };
    expect(boardSchema.parse(z.encode(boardSchema, written))).toEqual(written);
  });
});

describe('delayLabel', () => {
  it.each([
    [0, '予定どおり'],
    [2, '予定どおり'],
    [2.4, '予定どおり'],
    [-2, '予定どおり'],
    [2.5, '予定より約3分遅れ'],
    [3, '予定より約3分遅れ'],
    [5, '予定より約5分遅れ'],
    [-3, '予定より約3分早い'],
    [-12, '予定より約12分早い'],
    [60, '予定より約1時間遅れ'],
    [75, '予定より約1時間15分遅れ'],
  ])('%s minutes → %s', (minutes, label) => {
    expect(delayLabel(minutes)).toBe(label);
  });
});

describe('formatMinutes', () => {
  it('says minutes under an hour and hours with minutes above', () => {
    expect(formatMinutes(45)).toBe('45分');
    expect(formatMinutes(120)).toBe('2時間');
    expect(formatMinutes(-61)).toBe('1時間1分');
  });
});

describe('entryEta', () => {
  // docs/run-sheet-and-live.md's example: 13:00 start, the entry is on the second unit, planned for 14:00.
  const AFTERNOON = jst('13:00');
  const afternoon = (patches: Record<string, UnitPatch> = {}) =>
    sheet(
      unit('a1', 60, { entryIds: ['e1'], ...patches.a1 }),
      unit('a2', 30, { entryIds: ['e2', 'e3'], ...patches.a2 }),
      unit('a3', 30, { entryIds: ['e3'], ...patches.a3 }),
    );
  const eta = (units: Unit[], entryIds: string[], now: Date) =>
    entryEta(timeline(AFTERNOON, units, now), unitIdsOfEntries(units, entryIds), now);

  it('for a later unit: the estimate, minutes from now, and the planned start as "not before"', () => {
    const e = eta(afternoon({ a1: running(jst('13:05')) }), ['e2'], jst('13:50'));
    expect(e).toMatchObject({
      state: 'upcoming',
      estimatedStart: jst('14:05'),
      minutesFromNow: 15,
      notBefore: jst('14:00'),
    });
    expect(etaLabel(e)).toBe('出番の目安 14:05頃（約15分後）');
    expect(notBeforeLabel(e)).toBe('14:00より前には始まりません');
  });

  it('drops the "not before" once that time has passed', () => {
    const e = eta(afternoon({ a1: running(jst('13:20')) }), ['e2'], jst('14:01'));
    expect(e).toMatchObject({ state: 'upcoming', estimatedStart: jst('14:20'), notBefore: null });
    expect(notBeforeLabel(e)).toBeNull();
  });

  it('when the sheet runs ahead, "not before" follows the earlier estimate', () => {
    const e = eta(afternoon({ a1: running(jst('12:50')) }), ['e2'], jst('12:51'));
    expect(e).toMatchObject({ state: 'upcoming', estimatedStart: jst('13:50'), notBefore: jst('13:50') });
  });

  it('says まもなく under a minute and hours for long waits', () => {
    const soon = eta(afternoon({ a1: running(jst('13:00')) }), ['e2'], jst('13:59', 40));
    expect(etaLabel(soon)).toBe('出番の目安 14:00頃（まもなく）');
    const later = eta(afternoon({ a1: running(jst('13:00')) }), ['e3'], jst('13:15'));
    expect(etaLabel(later)).toBe('出番の目安 14:00頃（約45分後）');
    const far = eta(afternoon(), ['e3'], jst('12:45'));
    expect(etaLabel(far)).toBe('出番の目安 14:00頃（約1時間15分後）');
  });

  it('出番中 while the entry’s unit is running', () => {
    const e = eta(afternoon({ a1: running(jst('13:00')) }), ['e1'], jst('13:10'));
    expect(e.state).toBe('running');
    expect(etaLabel(e)).toBe('出番中');
  });

  it('takes the first unit not yet done when the entry is on several', () => {
    const units = afternoon({ a1: done(jst('13:00'), jst('14:00')), a2: done(jst('14:00'), jst('14:30')) });
    const e = eta(units, ['e3'], jst('14:31'));
    expect(e.state === 'upcoming' && e.unit.id).toBe('a3');
  });

  it('looks past a unit of theirs that was passed over to the next one', () => {
    const units = afternoon({ a1: done(jst('13:00'), jst('14:00')), a3: running(jst('14:00')) });
    expect(eta(units, ['e2'], jst('14:05')).state).toBe('skipped');
    const both = eta(units, ['e3'], jst('14:05'));
    expect(both.state === 'running' && both.unit.id).toBe('a3');
  });

  it('says so when every unit of theirs is done', () => {
    const units = afternoon({
      a1: done(jst('13:00'), jst('14:00')),
      a2: done(jst('14:00'), jst('14:30')),
      a3: running(jst('14:30')),
    });
    const e = eta(units, ['e2'], jst('14:35'));
    expect(e).toEqual({ state: 'done' });
    expect(etaLabel(e)).toBe('出番は終わりました');
  });

  it('has labels for a skipped turn and for an entry on no unit', () => {
    const skipped = eta(afternoon({ a2: done(null, jst('12:00')) }), ['e2'], jst('12:30'));
    expect(skipped).toEqual({ state: 'skipped' });
    expect(etaLabel(skipped)).toBe('出番の時刻は係の人にお尋ねください');
    const none = eta(afternoon(), ['nobody'], jst('12:30'));
    expect(none).toEqual({ state: 'none' });
    expect(etaLabel(none)).toBe('出番の予定はありません');
    expect(notBeforeLabel(none)).toBeNull();
  });

  it('finds the units of a participant by entry id or, on the board, by entry number', () => {
    expect(unitIdsOfEntries(afternoon(), ['e3'])).toEqual(['a2', 'a3']);
    const boardUnits = [
      { id: 'a1', entries: [{ number: 1 }] },
      { id: 'a2', entries: [{ number: 2 }, { number: 3 }] },
    ];
    expect(unitIdsOfNumbers(boardUnits, [3, 1])).toEqual(['a1', 'a2']);
    expect(unitIdsOfNumbers(boardUnits, [9])).toEqual([]);
  });

  it('works on the board as the live page and the ticket read it', () => {
    const entries = [
      { id: 'e1', number: 1, name: '山田 太郎' },
      { id: 'e2', number: 2, name: '佐藤 花子' },
    ];
    const board = buildBoard({
      startAt: AFTERNOON,
      units: afternoon({ a1: running(jst('13:05')) }),
      entries,
      notice: '',
      now: jst('13:06'),
    });
    const now = jst('13:50');
    const e = entryEta(timeline(board.startAt, board.units, now), unitIdsOfNumbers(board.units, [2]), now);
    expect(etaLabel(e)).toBe('出番の目安 14:05頃（約15分後）');
  });
});

describe('buildBoard', () => {
  const entries = [
    { id: 'e1', number: 1, name: '山田 太郎' },
    { id: 'e2', number: 2, name: '佐藤 花子' },
    { id: 'e3', number: 3, name: '鈴木 一郎', registId: 'r3' },
  ];
  // Given out of order, as a query without orderBy would return them.
  const units = () => [
    unit('u1', 30, { order: 2, entryIds: ['e3', 'gone', 'e1'] }),
    unit('u2', 20, { order: 1 }),
    unit('u3', 10, { order: 3, kind: 'break', title: '休憩' }),
    unit('u0', 15, { order: 0, entryIds: ['e2'], ...running(jst('09:00')) }),
  ];

  it('sorts units, resolves entries in the unit’s own order and drops deleted ones', () => {
    const board = buildBoard({
      startAt: START,
      units: units(),
      entries,
      notice: 'お知らせ',
      now: jst('09:10'),
    });
    expect(board.units.map((u) => u.id)).toEqual(['u0', 'u2', 'u1', 'u3']);
    expect(board.units[2].entries).toEqual([
      { id: 'e3', number: 3, name: '鈴木 一郎', registId: 'r3' },
      { id: 'e1', number: 1, name: '山田 太郎' },
    ]);
    expect(board.units[3].entries).toEqual([]);
    expect(board.units[0]).toEqual({
      id: 'u0',
      order: 0,
      title: '種目 u0',
      kind: 'event',
      minutes: 15,
      status: 'running',
      startedAt: jst('09:00'),
      endedAt: null,
      note: '',
      entries: [{ id: 'e2', number: 2, name: '佐藤 花子' }],
    });
    expect(board.startAt).toEqual(START);
    expect(board.notice).toBe('お知らせ');
  });

  it('takes the running unit as current and the delay at the moment of the change', () => {
    const board = buildBoard({ startAt: START, units: units(), entries, notice: '', now: jst('09:25') });
    expect(board.currentUnitId).toBe('u0');
    // u0 overran its 15 minutes: u2 (planned 09:15) cannot start before 09:25.
    expect(board.delayMinutes).toBe(10);
  });

  it('has no current unit when nothing runs, and honours staff’s choice when given', () => {
    const idle = units().map((u) => (u.id === 'u0' ? { ...u, ...done(jst('09:00'), jst('09:15')) } : u));
    expect(
      buildBoard({ startAt: START, units: idle, entries, notice: '', now: jst('09:40') }).currentUnitId,
    ).toBeNull();
    const chosen = { startAt: START, units: units(), entries, notice: '', now: jst('09:10') };
    expect(buildBoard({ ...chosen, currentUnitId: 'u3' }).currentUnitId).toBe('u3');
    expect(buildBoard({ ...chosen, currentUnitId: null }).currentUnitId).toBeNull();
    expect(buildBoard({ ...chosen, currentUnitId: 'deleted' }).currentUnitId).toBeNull();
  });

  it('copies only the board’s keys, so the document passes boardSchema', () => {
    const extra = units().map((u) => ({ ...u, createdAt: jst('08:00') }));
    const board = buildBoard({ startAt: START, units: extra, entries, notice: '', now: jst('09:10') });
    expect(Object.keys(board.units[0]).sort()).toEqual(
      ['id', 'order', 'title', 'kind', 'minutes', 'status', 'startedAt', 'endedAt', 'note', 'entries'].sort(),
    );
    // Stored with its items as one string, and read back the same.
    const written = { ...board, updatedAt: jst('09:10') };
    const stored = z.encode(boardSchema, written);
    expect(typeof stored.units).toBe('string');
    expect(boardSchema.parse(stored)).toEqual(written);
  });

  it('a 300-unit board with 10 entries each stays well under Firestore’s 1 MiB', () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      unit(`unit${i}`, 5, {
        order: i,
        title: `男子シングルス 予選リーグ 第${i + 1}組`,
        note: 'コート1〜4を使用します',
        entryIds: Array.from({ length: 10 }, (_, j) => `e${i * 10 + j}`),
      }),
    );
    const people = Array.from({ length: 3000 }, (_, n) => ({
      id: `e${n}`,
      number: n + 1,
      name: `選手名前長め${n}（クラブ所属）`,
    }));
    const board = buildBoard({ startAt: START, units: many, entries: people, notice: '', now: START });
    expect(board.units.every((u) => u.entries.length === 10)).toBe(true);
    const stored = z.encode(boardSchema, { ...board, updatedAt: START });
    expect(stored.units.length).toBeLessThanOrEqual(LIMITS.boardText);
    const bytes = new TextEncoder().encode(JSON.stringify(stored)).length;
    expect(bytes).toBeLessThan(512 * 1024);
  });
});

describe('startUnit', () => {
  it('starts the unit now and finishes the one that was running at the same moment', () => {
    const units = day({ u1: running(jst('09:00')) });
    const changes = startUnit(units, 'u2', jst('09:31'));
    expect(changes).toEqual([
      { ...units[0], status: 'done', endedAt: jst('09:31') },
      { ...units[1], status: 'running', startedAt: jst('09:31'), endedAt: null },
    ]);
    expect(units[0].status).toBe('running');
  });

  it('a double tap keeps the first start time', () => {
    const units = day({ u1: running(jst('09:00')) });
    expect(startUnit(units, 'u1', jst('09:01'))).toEqual([]);
  });

  it('starting a done unit starts it again', () => {
    const units = day({ u1: done(jst('09:00'), jst('09:10')) });
    expect(startUnit(units, 'u1', jst('09:12'))).toEqual([
      { ...units[0], status: 'running', startedAt: jst('09:12'), endedAt: null },
    ]);
  });

  it('changes nothing for a unit no longer on the sheet', () => {
    expect(startUnit(day(), 'deleted', jst('09:00'))).toEqual([]);
  });
});

describe('finishUnit', () => {
  it('finishes the running unit now, keeping its start', () => {
    const units = day({ u1: running(jst('09:00')) });
    expect(finishUnit(units, 'u1', jst('09:29'))).toEqual([
      { ...units[0], status: 'done', startedAt: jst('09:00'), endedAt: jst('09:29') },
    ]);
  });

  it('on a waiting unit skips it: done without a start', () => {
    const units = day();
    const [skipped] = finishUnit(units, 'u2', jst('08:50'));
    expect(skipped).toMatchObject({ id: 'u2', status: 'done', startedAt: null, endedAt: jst('08:50') });
    expect(row(timeline(START, applyUnitChanges(units, [skipped]), jst('08:51')), 'u2').skipped).toBe(true);
  });

  it('changes nothing for a done unit or an unknown one', () => {
    const units = day({ u1: done(jst('09:00'), jst('09:30')) });
    expect(finishUnit(units, 'u1', jst('09:40'))).toEqual([]);
    expect(finishUnit(units, 'deleted', jst('09:40'))).toEqual([]);
  });
});

describe('advance (次へ)', () => {
  const ids = (units: Unit[]) => units.map((u) => `${u.id}:${u.status}`);

  it('finishes the running unit and starts the next waiting one', () => {
    const changes = advance(day({ u1: running(jst('09:00')) }), jst('09:30'));
    expect(ids(changes)).toEqual(['u1:done', 'u2:running']);
    expect(changes[0].endedAt).toEqual(jst('09:30'));
    expect(changes[1].startedAt).toEqual(jst('09:30'));
  });

  it('starts the first unit of a fresh sheet', () => {
    expect(ids(advance(day(), jst('09:00')))).toEqual(['u1:running']);
  });

  it('steps over skipped units', () => {
    const units = day({ u1: running(jst('09:00')), u2: done(null, jst('08:50')) });
    expect(ids(advance(units, jst('09:30')))).toEqual(['u1:done', 'u3:running']);
  });

  it('with nothing running, starts the unit after the last one that ran, leaving passed-over ones', () => {
    const units = day({ u1: done(jst('09:00'), jst('09:30')), u3: done(jst('09:30'), jst('09:40')) });
    expect(ids(advance(units, jst('09:45')))).toEqual(['u4:running']);
    const afterU1 = day({ u1: done(jst('09:00'), jst('09:30')) });
    expect(ids(advance(afterU1, jst('09:31')))).toEqual(['u2:running']);
  });

  it('at the last unit only finishes it', () => {
    const units = day({
      u1: done(jst('09:00'), jst('09:30')),
      u2: done(jst('09:30'), jst('09:50')),
      u3: done(jst('09:50'), jst('10:00')),
      u4: running(jst('10:00')),
    });
    const changes = advance(units, jst('10:30'));
    expect(changes).toEqual([{ ...units[3], status: 'done', endedAt: jst('10:30') }]);
    expect(advance(applyUnitChanges(units, changes), jst('10:31'))).toEqual([]);
  });
});

describe('reorder', () => {
  const orders = (units: { id: string; order: number }[]) => units.map((u) => `${u.id}=${u.order}`);

  it('moves a unit and returns only the units whose order changed', () => {
    expect(orders(reorder(day(), 3, 1))).toEqual(['u4=1', 'u2=2', 'u3=3']);
    expect(orders(reorder(day(), 0, 1))).toEqual(['u2=0', 'u1=1']);
  });

  it('works on the sorted sheet, whatever the list order', () => {
    const shuffled = [...day()].reverse();
    expect(orders(reorder(shuffled, 0, 3))).toEqual(['u2=0', 'u3=1', 'u4=2', 'u1=3']);
  });

  it('closes gaps left by deleted units', () => {
    const gappy = day().map((u, i) => ({ ...u, order: i * 2 }));
    expect(orders(reorder(gappy, 1, 1))).toEqual(['u2=1', 'u3=2', 'u4=3']);
  });

  it('changes nothing for a move in place or indices off the sheet', () => {
    expect(reorder(day(), 2, 2)).toEqual([]);
    expect(reorder(day(), -1, 0)).toEqual([]);
    expect(reorder(day(), 0, 4)).toEqual([]);
    expect(reorder(day(), 0.5, 1)).toEqual([]);
    expect(reorder([], 0, 0)).toEqual([]);
  });
});

describe('resetProgress', () => {
  it('puts every started, done or skipped unit back to waiting without times, and only those', () => {
    const units = day({
      u1: done(jst('09:02'), jst('09:31')),
      u2: running(jst('09:31')),
      u3: done(null, jst('09:31')),
    });
    const changed = resetProgress(units);
    expect(changed.map((u) => u.id)).toEqual(['u1', 'u2', 'u3']);
    for (const u of changed) {
      expect(u).toMatchObject({ status: 'waiting', startedAt: null, endedAt: null });
    }
    expect(changed[0]).toMatchObject({ title: '種目 u1', minutes: 30, order: 0 });
  });

  it('changes nothing on a fresh sheet', () => {
    expect(resetProgress(day())).toEqual([]);
  });
});

describe('boardMatches', () => {
  const entries = [
    { id: 'e1', number: 1, name: '山田 太郎' },
    { id: 'e2', number: 2, name: '佐藤 花子', registId: 'r2' },
  ];
  const input = {
    startAt: START,
    units: day({ u1: { ...running(jst('09:05')), entryIds: ['e1', 'e2'] } }),
    entries,
    notice: 'お知らせ',
    now: jst('09:10'),
  };
  /** The board as read back: keys in the schema's order, and written a while ago. */
  const stored = () => {
    const { units, ...rest } = buildBoard(input);
    const reordered = units.map(({ entries: unitEntries, ...unit }) => ({
      entries: unitEntries.map(({ name, number, ...entry }) => ({ name, number, ...entry })),
      ...unit,
    }));
    return { updatedAt: jst('09:05'), ...rest, units: reordered };
  };

  it('matches the same sheet, whatever the key order, the delay or the time of writing', () => {
    expect(boardMatches(stored(), buildBoard({ ...input, now: jst('09:40') }))).toBe(true);
  });

  it('tells when the start time, the notice, an entry or a unit changed', () => {
    expect(boardMatches(stored(), buildBoard({ ...input, startAt: jst('09:30') }))).toBe(false);
    expect(boardMatches(stored(), buildBoard({ ...input, notice: '' }))).toBe(false);
    const renamed = [{ ...entries[0], name: '山田 太朗' }, entries[1]];
    expect(boardMatches(stored(), buildBoard({ ...input, entries: renamed }))).toBe(false);
    const retitled = input.units.map((u) => (u.id === 'u4' ? { ...u, title: '決勝' } : u));
    expect(boardMatches(stored(), buildBoard({ ...input, units: retitled }))).toBe(false);
  });
});
