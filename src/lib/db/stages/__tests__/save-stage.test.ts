import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraw,
  recordResult,
  saveEntrants,
  StageDrawnError,
  StageHasResultsError,
  updateStageSettings,
  type ResultChange,
} from '../save-stage';

// The server's copy of the stage, as a transaction reads it, and what was written.
type Ref = { path: string };
let stored: Record<string, unknown> | undefined;
// The hall's calls (compes/c1/stages/_hall) as a transaction reads them. The change log's new
// document has no path here (doc() of a collection).
let hallStored: Record<string, unknown> | undefined;
const written =
  vi.fn<(how: 'transaction' | 'update' | 'set', path: string, data: Record<string, unknown>) => void>();
vi.mock('firebase/firestore', () => ({
  serverTimestamp: () => 'SERVER_TIME',
  deleteField: () => 'DELETE',
  writeBatch: () => ({
    update: (ref: Ref, data: Record<string, unknown>) => written('update', ref.path, data),
    set: (ref: Ref, data: Record<string, unknown>) => written('set', ref.path, data),
    delete: () => undefined,
    commit: async () => undefined,
  }),
  doc: (_db: unknown, ...path: string[]): Ref => ({ path: path.join('/') }),
  collection: (_db: unknown, ...path: string[]): Ref => ({ path: path.join('/') }),
  updateDoc: async (ref: Ref, data: Record<string, unknown>) => written('update', ref.path, data),
  runTransaction: async (
    _db: unknown,
    run: (tx: {
      get: (ref: Ref) => Promise<unknown>;
      update: (ref: Ref, data: Record<string, unknown>) => void;
      set: (ref: Ref, data: Record<string, unknown>) => void;
    }) => unknown,
  ) =>
    run({
      get: async (ref) => ({ data: () => (ref.path.endsWith('/_hall') ? hallStored : stored) }),
      update: (ref, data) => written('transaction', ref.path, data),
      set: (ref, data) => written('transaction', ref.path, data),
    }),
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}) }));

const PATH = 'compes/c1/stages/s1';
const undrawn = { draw: [], pairings: {}, results: {}, status: 'draft' };

beforeEach(() => {
  stored = { ...undrawn };
  hallStored = undefined;
  written.mockReset();
});

describe('saveEntrants', () => {
  it('writes each entrant with exactly its keys, while the stage is undrawn', async () => {
    const extra = { id: 'e1', name: '山田 太郎', affiliation: '', memo: 'x' } as never;
    await saveEntrants('c1', 's1', [extra, { id: 'e2', name: '佐藤 花子', affiliation: 'さくら' }]);
    expect(written).toHaveBeenCalledExactlyOnceWith('transaction', PATH, {
      entrants: [
        { id: 'e1', name: '山田 太郎', affiliation: '' },
        { id: 'e2', name: '佐藤 花子', affiliation: 'さくら' },
      ],
    });
  });

  it('keeps the people behind an entrant (persons) when the entrants are moved by hand', async () => {
    const pair = { id: 'e1', name: '山田・佐藤', affiliation: '', persons: ['r1', 'r2'] };
    await saveEntrants('c1', 's1', [{ id: 'e2', name: '鈴木 一郎', affiliation: '' }, pair]);
    expect(written).toHaveBeenCalledExactlyOnceWith('transaction', PATH, {
      entrants: [{ id: 'e2', name: '鈴木 一郎', affiliation: '' }, pair],
    });
  });

  it('keeps a team’s roster (members) and its captain’s registration when the entrants are moved', async () => {
    const team = {
      id: 'e3',
      name: 'さくらA',
      affiliation: 'さくら',
      persons: ['r1'],
      members: [
        { id: 'm1', name: '山田 太郎', lead: true, registId: 'r1' },
        { id: 'm2', name: '佐藤 健' },
      ],
    };
    await saveEntrants('c1', 's1', [{ id: 'e4', name: 'みなと', affiliation: '' }, team]);
    expect(written).toHaveBeenCalledExactlyOnceWith('transaction', PATH, {
      entrants: [{ id: 'e4', name: 'みなと', affiliation: '' }, team],
    });
  });

  it.each([
    ['a bracket drawn', { ...undrawn, draw: [0, 1], status: 'running' }],
    ['a Swiss round paired', { ...undrawn, pairings: { '1': [0, 1] } }],
    ['the stage under way', { ...undrawn, status: 'running' }],
    ['the stage gone', undefined],
  ])('refuses once there is %s, writing nothing', async (_what, data) => {
    stored = data;
    await expect(saveEntrants('c1', 's1', [])).rejects.toBeInstanceOf(StageDrawnError);
    expect(written).not.toHaveBeenCalled();
  });
});

describe('updateStageSettings', () => {
  it('before the draw, checks the stored stage is still undrawn', async () => {
    stored = { ...undrawn, draw: [0, 1], status: 'running' };
    await expect(
      updateStageSettings('c1', 's1', { format: 'league' }, { beforeDraw: true }),
    ).rejects.toBeInstanceOf(StageDrawnError);
    expect(written).not.toHaveBeenCalled();
  });

  it('after the draw, is a plain update (it can wait offline like a result)', async () => {
    stored = { ...undrawn, draw: [0, 1], status: 'running' };
    await updateStageSettings('c1', 's1', { name: '決勝', tableCount: 3 }, { beforeDraw: false });
    expect(written).toHaveBeenCalledExactlyOnceWith('update', PATH, { name: '決勝', tableCount: 3 });
  });
});

describe('clearDraw', () => {
  it("takes the stage back to before the draw, a league's qualifiers too", async () => {
    stored = { ...undrawn, draw: [0, 1], status: 'running' };
    await clearDraw('c1', 's1', true);
    expect(written).toHaveBeenCalledExactlyOnceWith('transaction', PATH, {
      draw: [],
      pairings: {},
      results: {},
      tables: {},
      status: 'draft',
      entrants: [],
    });
  });

  it("with a hall, takes the stage's calls out of the hall's calls, and no other stage's", async () => {
    stored = { ...undrawn, draw: [0, 1], status: 'running' };
    hallStored = { calls: { 's1:W1-1': { table: 1 }, 's2:W1-1': { table: 2 }, 's10:W1-2': { table: 3 } } };
    await clearDraw('c1', 's1', false);
    expect(written).toHaveBeenCalledWith('transaction', 'compes/c1/stages/_hall', {
      calls: { 's1:W1-1': 'DELETE' },
    });
  });

  it('refuses once a result is in', async () => {
    stored = { ...undrawn, draw: [0, 1], status: 'running', results: { 'W1-1': {} } };
    await expect(clearDraw('c1', 's1', false)).rejects.toBeInstanceOf(StageHasResultsError);
    expect(written).not.toHaveBeenCalled();
  });
});

describe('recordResult', () => {
  const first = new Date('2026-05-10T05:20:00Z');
  const sokuho = { outcome: 'a' as const, how: 'played' as const, sides: [0, 1], confirmed: false };
  const change = (after: typeof sokuho | null, before: (typeof sokuho & { at: Date }) | null) => ({
    matchId: 'W1-1',
    before,
    after,
    affected: [],
    uid: 'u1',
  });
  const storedAt = () => (written.mock.calls[0]?.[2]['results.W1-1'] as { at?: unknown } | undefined)?.at;

  it('stamps a first result with the server time', async () => {
    await recordResult('c1', 's1', change(sokuho, null));
    expect(storedAt()).toBe('SERVER_TIME');
  });

  it('keeps the time of the 速報 when it is confirmed later, so the match does not grow longer', async () => {
    await recordResult('c1', 's1', change({ ...sokuho, confirmed: true }, { ...sokuho, at: first }));
    expect(storedAt()).toEqual(first);
  });
});

describe('the hall\'s calls (docs/play.md "The hall\'s calls")', () => {
  const result = { outcome: 'a' as const, how: 'played' as const, sides: [0, 1], confirmed: true };
  const change = (calls: ResultChange['calls'], elsewhere: ResultChange['elsewhere']) => ({
    matchId: 'W1-1',
    before: null,
    after: result,
    affected: [],
    uid: 'u1',
    calls,
    elsewhere,
  });
  const documents = () =>
    written.mock.calls.filter(([, path]) => path !== '').map(([how, path]) => `${how} ${path}`);

  it('a result calling matches of three stages writes two documents: its stage and the hall', async () => {
    await recordResult(
      'c1',
      's1',
      change(
        { 'W2-1': { matchId: 'W2-1', table: 1 }, 'W1-2': null },
        {
          s2: { 'W1-3': { matchId: 'W1-3', table: 2 } },
          s3: { 'G1-R1-1': { matchId: 'G1-R1-1', table: 3 } },
        },
      ),
    );
    expect(documents()).toEqual([`update ${PATH}`, 'set compes/c1/stages/_hall']);
    expect(written).toHaveBeenCalledWith('update', PATH, {
      'results.W1-1': { ...result, at: 'SERVER_TIME' },
      'tables.W2-1': { table: 1, at: 'SERVER_TIME' },
      'tables.W1-2': 'DELETE',
    });
    expect(written).toHaveBeenCalledWith('set', 'compes/c1/stages/_hall', {
      calls: {
        's1:W1-2': 'DELETE',
        's2:W1-3': { table: 2, at: 'SERVER_TIME' },
        's3:G1-R1-1': { table: 3, at: 'SERVER_TIME' },
      },
    });
  });

  it('a result calling in its own stage only is one document, as before', async () => {
    await recordResult('c1', 's1', change({ 'W2-1': { matchId: 'W2-1', table: 1 } }, {}));
    expect(documents()).toEqual([`update ${PATH}`]);
  });
});
