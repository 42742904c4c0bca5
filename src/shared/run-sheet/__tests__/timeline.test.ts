import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { drawnStageOf } from '@/testing/stages';
import {
  day,
  done,
  estimates,
  iso,
  jst,
  row,
  running,
  sheet,
  START,
  unit,
  type UnitPatch,
} from '@/testing/run-sheet-fixtures';
import { resolveStage } from '../../play/stage-plan';
import { playUnitEnds } from '../../play/unit-play';
import type { Stage } from '../../schemas/stage';
import { boardSchema } from '../../schemas/unit';
import { delayLabel, formatMinutes, plannedStarts, timeline } from '../timeline';
import { buildBoard } from '../board-document';
import { applyUnitChanges, reorder, startUnit } from '../unit-actions';

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
