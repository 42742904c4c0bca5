import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { toLiveBoard } from '../live-board/board';
import { boardSchema, type Board } from '@/shared/schemas/unit';

const at = (hhmm: string) => new Date(`2026-05-10T${hhmm}:00+09:00`);
const written: Board = {
  startAt: at('09:00'),
  units: [
    {
      id: 'u1',
      order: 0,
      title: '開会式',
      kind: 'other',
      minutes: 10,
      status: 'done',
      startedAt: at('09:00'),
      endedAt: at('09:12'),
      note: '',
      entries: [],
    },
    {
      id: 'u2',
      order: 1,
      title: '男子シングルス 予選',
      kind: 'event',
      minutes: 30,
      status: 'running',
      startedAt: at('09:12'),
      endedAt: null,
      note: 'コート1〜4',
      stageId: 'stage1',
      stageRounds: { from: 2, to: 3 },
      entries: [{ id: 'e1', number: 1, name: '山田太郎', registId: 'r1' }],
    },
  ],
  currentUnitId: 'u2',
  delayMinutes: 2,
  notice: '予選は2分遅れです',
  updatedAt: at('09:12'),
};
/** The document as Firestore holds it: the items as one string (shared/board-codec.ts). */
const stored = () => z.encode(boardSchema, written) as Record<string, unknown>;

describe('the live board as viewers read it', () => {
  it('reads the items back from the one string they are stored as, times and all', () => {
    expect(typeof stored().units).toBe('string');
    expect(toLiveBoard(stored())).toEqual(written);
  });

  it('leaves out an item of the wrong shape and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const items = JSON.parse(stored().units as string) as object[];
    const units = JSON.stringify([{ ...items[0], status: 'lost' }, items[1]]);
    expect(toLiveBoard({ ...stored(), units }).units.map((unit) => unit.id)).toEqual(['u2']);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps the stage an item holds only when it is an id, so the page never looks for a stage of null', () => {
    const items = JSON.parse(stored().units as string) as object[];
    const units = JSON.stringify([
      { ...items[0], stageId: null },
      { ...items[1], stageId: 7 },
    ]);
    const read = toLiveBoard({ ...stored(), units }).units;
    expect(read.map((unit) => 'stageId' in unit)).toEqual([false, false]);
    expect(toLiveBoard(stored()).units.map((unit) => unit.stageId)).toEqual([undefined, 'stage1']);
  });

  it('keeps the rounds an item holds only as a range of whole rounds from 1, so a bad one reads as every round', () => {
    const items = JSON.parse(stored().units as string) as object[];
    const bad = [
      { from: 3, to: 2 },
      { from: 0, to: 2 },
      { from: 1.5, to: 2 },
      { from: '1', to: 2 },
      { from: 1 },
      [1, 2],
      null,
    ];
    const units = JSON.stringify(bad.map((stageRounds) => ({ ...items[1], stageRounds })));
    const read = toLiveBoard({ ...stored(), units }).units;
    expect(read.map((unit) => 'stageRounds' in unit)).toEqual(bad.map(() => false));
    expect(read.map((unit) => unit.stageId)).toEqual(bad.map(() => 'stage1'));
    // Rounds without a stage name nothing.
    const loose = JSON.stringify([{ ...items[0], stageRounds: { from: 1, to: 2 } }]);
    expect('stageRounds' in (toLiveBoard({ ...stored(), units: loose }).units[0] ?? {})).toBe(false);
    expect(toLiveBoard(stored()).units.map((unit) => unit.stageRounds)).toEqual([
      undefined,
      { from: 2, to: 3 },
    ]);
  });

  it('keeps the stages an item holds in parallel that name a stage, each with its rounds or every round', () => {
    const items = written.units;
    const many = JSON.stringify([
      {
        ...items[1],
        startedAt: null,
        parallelStages: [
          { stageId: 'stage2', rounds: { from: 1, to: 2 } },
          { stageId: 'stage3', rounds: { from: 3, to: 1 } },
          { stageId: '' },
          'stage4',
        ],
      },
      { ...items[0], startedAt: null, endedAt: null, parallelStages: [{ stageId: 'stage2', rounds: null }] },
    ]);
    const read = toLiveBoard({ ...stored(), units: many }).units;
    expect(read[0]?.parallelStages).toEqual([
      { stageId: 'stage2', rounds: { from: 1, to: 2 } },
      { stageId: 'stage3', rounds: null },
    ]);
    // Without a first stage, the others name nothing.
    expect(read[1] && 'parallelStages' in read[1]).toBe(false);
  });

  it('refuses a document whose items are not a stored list', () => {
    expect(() => toLiveBoard({ ...stored(), units: '{"id":"u1"}' })).toThrow();
    expect(() => toLiveBoard({ ...stored(), units: 'not json' })).toThrow();
    expect(() => toLiveBoard({ ...stored(), units: written.units })).toThrow();
  });

  it('staff code reads the same document through boardSchema, and a broken string is a schema issue', () => {
    expect(boardSchema.parse(stored())).toEqual(written);
    const result = boardSchema.safeParse({ ...stored(), units: 'not json' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['units']);
  });
});
