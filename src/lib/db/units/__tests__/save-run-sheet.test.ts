import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { decodeBoardUnits } from '@/shared/board-codec';
import { advance } from '@/shared/run-sheet/unit-actions';
import type { Unit } from '@/shared/schemas/unit';
import { saveRunSheet, type RunSheet } from '@/lib/db/units/save-run-sheet';
// Said in Japanese by 進行表: a refusal is checked through it.
import { runSheetErrorMessage } from '@/features/run-sheet/api/run-sheet-error';
import { compe, entries, jst, NOW, units } from './fixtures';
import { onlyBatch, recorder, resetRecorder, SERVER_TIME, writeTo } from './firestore-recorder';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

vi.mock('firebase/firestore', async () => (await import('./firestore-recorder')).firestore);
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}) }));

const sheet: RunSheet = {
  compeId: compe.id,
  startAt: compe.eventedAt,
  units,
  entries,
  notice: '会場は2階です',
};
const UNIT_KEYS = ['order', 'title', 'kind', 'minutes', 'entryIds', 'status', 'startedAt', 'endedAt', 'note'];
const BOARD_KEYS = ['startAt', 'units', 'currentUnitId', 'delayMinutes', 'notice', 'updatedAt'];
const unitPath = (id: string) => `compes/spring-open/units/${id}`;
const BOARD = 'compes/spring-open/live/board';

type BoardWrite = {
  units: { id: string; title: string; status: string; entries: object[] }[];
  currentUnitId: string | null;
  delayMinutes: number;
  notice: string;
  startAt: Date;
  updatedAt: unknown;
};
/** The board written, its items decoded from the one string they are stored as. */
const boardOf = (writes = onlyBatch()) => {
  const data = writeTo(writes, BOARD).data ?? {};
  expect(typeof data.units).toBe('string');
  return { ...data, units: decodeBoardUnits(data.units) } as unknown as BoardWrite;
};

beforeEach(() => resetRecorder());

describe('saveRunSheet', () => {
  it('commits one batch: every changed unit with exactly the unit keys, and the board of the whole sheet', async () => {
    const at = jst('09:20');
    await saveRunSheet(sheet, { units: advance(units, at) }, at);

    expect(recorder.created).toBe(1);
    const writes = onlyBatch();
    expect(writes.map((write) => `${write.op} ${write.path}`)).toEqual([
      `update ${unitPath('u2')}`,
      `update ${unitPath('u3')}`,
      `set ${BOARD}`,
    ]);
    const finished = writeTo(writes, unitPath('u2')).data;
    expect(Object.keys(finished ?? {}).sort()).toEqual([...UNIT_KEYS].sort());
    expect(finished).toMatchObject({ status: 'done', startedAt: jst('09:15'), endedAt: at });
    expect(writeTo(writes, unitPath('u3')).data).toMatchObject({
      status: 'running',
      startedAt: at,
      endedAt: null,
    });

    const board = boardOf(writes);
    expect(Object.keys(board).sort()).toEqual([...BOARD_KEYS].sort());
    expect(board.updatedAt).toBe(SERVER_TIME);
    expect(board.startAt).toEqual(compe.eventedAt);
    expect(board.notice).toBe('会場は2階です');
    // The board has every unit, not only the changed ones, with the change applied.
    expect(board.units.map((u) => `${u.title}:${u.status}`)).toEqual([
      '開会式:done',
      '男子シングルス 予選:done',
      '休憩:running',
      '決勝:waiting',
    ]);
    expect(board.currentUnitId).toBe('u3');
    // 休憩 started 20 minutes early, so 決勝 (planned 09:50) is expected at 09:30.
    expect(board.delayMinutes).toBe(-20);
    expect(board.units[1].entries).toEqual([
      { id: 'e1', number: 1, name: '山田 太郎' },
      { id: 'e2', number: 2, name: '鈴木 花子', registId: 'r2' },
    ]);
  });

  it('creates new units, deletes removed ones, and the board shows the sheet after both', async () => {
    const added: Unit = { ...units[2], id: 'new1', order: 4, title: '表彰式', kind: 'award' };
    await saveRunSheet(sheet, { units: [added], deletedIds: ['u3'] }, NOW);

    const writes = onlyBatch();
    expect(writeTo(writes, unitPath('new1'))).toMatchObject({
      op: 'set',
      data: { title: '表彰式', order: 4 },
    });
    expect(writeTo(writes, unitPath('u3'))).toEqual({ op: 'delete', path: unitPath('u3') });
    expect(boardOf(writes).units.map((u) => u.id)).toEqual(['u1', 'u2', 'u4', 'new1']);
  });

  it('writes the stage an item holds, and the board’s delay follows the play’s estimated end', async () => {
    const at = jst('09:20');
    // 男子シングルス 予選 (running since 09:15) runs a stage estimated to end at 10:05, not 09:45.
    const holding = units.map((u) => (u.id === 'u2' ? { ...u, stageId: 'st1' } : u));
    const playEnds = new Map([['u2', jst('10:05')]]);
    await saveRunSheet(
      { ...sheet, units: holding, playEnds },
      { units: [{ ...holding[3], note: '4台' }] },
      at,
    );
    const board = boardOf();
    expect(board.units.find((u) => u.id === 'u2')).toMatchObject({ stageId: 'st1' });
    expect(board.units.find((u) => u.id === 'u3')).not.toHaveProperty('stageId');
    // 休憩 planned 09:40, now expected at 10:05.
    expect(board.delayMinutes).toBe(25);
  });

  it('writes a new notice to the competition and the board in the same batch', async () => {
    await saveRunSheet(sheet, { notice: '決勝は第1コートで行います' }, NOW);

    const writes = onlyBatch();
    expect(writeTo(writes, 'compes/spring-open')).toEqual({
      op: 'update',
      path: 'compes/spring-open',
      data: { 'live.notice': '決勝は第1コートで行います', updatedAt: SERVER_TIME },
    });
    expect(boardOf(writes).notice).toBe('決勝は第1コートで行います');
    expect(writes).toHaveLength(2);
  });

  it('leaves the competition alone when the notice does not change', async () => {
    await saveRunSheet(sheet, { units: [{ ...units[3], minutes: 25 }] }, NOW);
    expect(onlyBatch().some((write) => write.path === 'compes/spring-open')).toBe(false);
  });

  it('sends nothing when a unit would be refused by the rules', async () => {
    await expect(saveRunSheet(sheet, { units: [{ ...units[3], title: '   ' }] }, NOW)).rejects.toThrow();
    await expect(saveRunSheet(sheet, { units: [{ ...units[3], minutes: 1441 }] }, NOW)).rejects.toThrow();
    expect(recorder.committed).toEqual([]);
  });

  it('rejects when the server refuses the batch, said in Japanese', async () => {
    recorder.commit.mockRejectedValue({ code: 'permission-denied' });
    const failure = saveRunSheet(sheet, { units: advance(units, NOW) }, NOW);
    await expect(failure).rejects.toEqual({ code: 'permission-denied' });
    expect(runSheetErrorMessage({ code: 'permission-denied' })).toBe(MESSAGES.permissionDenied);
    // A unit another staff member deleted meanwhile: update() finds no document.
    expect(runSheetErrorMessage({ code: 'not-found' })).toBe(STAFF_MESSAGES.runSheetConflict);
  });
});
