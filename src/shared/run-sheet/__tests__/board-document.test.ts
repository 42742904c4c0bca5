import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { day, done, jst, running, START, unit } from '@/testing/run-sheet-fixtures';
import { LIMITS } from '../../schemas/limits';
import { boardSchema } from '../../schemas/unit';
import { boardMatches, buildBoard } from '../board-document';

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

  it('carries the stages an item holds in parallel, and leaves the key out when it holds one', () => {
    const holding = [
      unit('am', 60, {
        order: 0,
        stageId: 'men',
        stageRounds: { from: 1, to: 2 },
        parallelStages: [{ stageId: 'women', rounds: null }],
      }),
      unit('pm', 30, { order: 1, stageId: 'men', parallelStages: [] }),
    ];
    const board = buildBoard({ startAt: START, units: holding, entries, notice: '', now: jst('09:10') });
    expect(board.units[0]).toMatchObject({
      stageId: 'men',
      stageRounds: { from: 1, to: 2 },
      parallelStages: [{ stageId: 'women', rounds: null }],
    });
    expect('parallelStages' in board.units[1]).toBe(false);
    const written = { ...board, updatedAt: jst('09:10') };
    expect(boardSchema.parse(z.encode(boardSchema, written))).toEqual(written);
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
