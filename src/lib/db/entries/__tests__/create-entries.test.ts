import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Entry, EntryData } from '@/shared/schemas/entry';

// The Firestore boundary: each batch records its writes; commits resolve or fail as set per test.
const batches: { set: ReturnType<typeof vi.fn>; commit: ReturnType<typeof vi.fn> }[] = [];
let commitOutcomes: (Error | null)[] = [];
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  doc: (parent: { path: string }) => ({ path: `${parent.path}/auto` }),
  writeBatch: () => {
    const outcome = commitOutcomes.shift() ?? null;
    const batch = {
      set: vi.fn(),
      commit: vi.fn(() => (outcome ? Promise.reject(outcome) : Promise.resolve())),
    };
    batches.push(batch);
    return batch;
  },
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}), keepsWritesOnDevice: () => false }));

const { createEntries } = await import('@/lib/db/entries/create-entries');
// Said in Japanese by the feature that imports (エントリー): the errors are checked through it.
const { createEntriesErrorMessage } = await import('@/features/entry/api/create-entries-error');

const draft = (number: number, registId?: string): EntryData => ({
  number,
  name: `選手${number}`,
  kana: '',
  affiliation: '',
  category: '',
  memo: '',
  ...(registId ? { registId } : {}),
});
const current: Entry[] = [{ id: 'e1', ...draft(1, 'r1') }];

beforeEach(() => {
  batches.length = 0;
  commitOutcomes = [];
});

describe('createEntries', () => {
  it('writes exactly the rules’ keys: registId only when there is one', async () => {
    await createEntries('c1', [draft(2, 'r2'), draft(3)], current);
    const written = batches[0].set.mock.calls.map(([, data]) => data);
    expect(written[0]).toStrictEqual({ ...draft(2), registId: 'r2' });
    expect(written[1]).toStrictEqual(draft(3));
    expect(Object.keys(written[1])).not.toContain('registId');
  });

  it('keeps a 部門 (divisionId) and writes no key for one left undefined', async () => {
    await createEntries(
      'c1',
      [
        { ...draft(2), divisionId: 'd2' },
        { ...draft(3), divisionId: undefined },
      ],
      current,
    );
    const written = batches[0].set.mock.calls.map(([, data]) => data);
    expect(written[0]).toStrictEqual({ ...draft(2), divisionId: 'd2' });
    expect(written[1]).toStrictEqual(draft(3));
  });

  it('refuses, before writing, a number someone took since the preview', async () => {
    const error = await createEntries('c1', [draft(2), draft(1)], current).catch((e: unknown) => e);
    expect(createEntriesErrorMessage(error)).toBe(
      'ほかのスタッフが同時にエントリーを変更しました。一覧の最新の内容でもう一度お試しください',
    );
    expect(batches).toHaveLength(0);
  });

  it('refuses a registration that already has an entry, and numbers twice in the drafts', async () => {
    const refusal = (drafts: EntryData[]) =>
      createEntries('c1', drafts, current).then(
        () => 'written',
        (error: unknown) => createEntriesErrorMessage(error),
      );
    expect(await refusal([draft(5, 'r1')])).toMatch(/ほかのスタッフが同時に/);
    expect(await refusal([draft(5), draft(5)])).toMatch(/ほかのスタッフが同時に/);
    expect(batches).toHaveLength(0);
  });

  it('takes one registration into each of its 部門 once, a pair’s partner counting as linked', async () => {
    const inD1: Entry[] = [{ id: 'e1', ...draft(1, 'r1'), divisionId: 'd1' }];
    const pair = { ...draft(3, 'r1'), divisionId: 'd2', partnerRegistId: 'r2' };
    expect(await createEntries('c1', [{ ...draft(2, 'r1'), divisionId: 'd2' }], inD1)).toBe(1);
    expect(await createEntries('c1', [pair], inD1)).toBe(1);
    expect(batches[1].set.mock.calls[0][1]).toStrictEqual(pair);
    const refusal = (drafts: EntryData[], list: Entry[]) =>
      createEntries('c1', drafts, list).then(
        () => 'written',
        (error: unknown) => createEntriesErrorMessage(error),
      );
    // Twice in one 部門; the partner already in a pair of that 部門; one registration twice in the drafts.
    expect(await refusal([{ ...draft(5, 'r1'), divisionId: 'd1' }], inD1)).toMatch(/ほかのスタッフが同時に/);
    expect(await refusal([{ ...draft(5, 'r2'), divisionId: 'd2' }], [{ id: 'e3', ...pair }])).toMatch(
      /ほかのスタッフが同時に/,
    );
    expect(await refusal([{ ...draft(5, 'r2'), divisionId: 'd2' }, pair], inD1)).toMatch(
      /ほかのスタッフが同時に/,
    );
  });

  it('reports how many were written when a later batch fails', async () => {
    commitOutcomes = [null, Object.assign(new Error('offline'), { code: 'unavailable' })];
    const progress: number[] = [];
    const drafts = Array.from({ length: 700 }, (_, i) => draft(i + 2));
    const error = await createEntries('c1', drafts, current, (n) => progress.push(n)).catch(
      (e: unknown) => e,
    );
    expect(batches.map((batch) => batch.set.mock.calls.length)).toEqual([500, 200]);
    expect(progress).toEqual([500]);
    expect(createEntriesErrorMessage(error)).toBe(
      '500件を登録したところで中断しました（サーバーに接続できません。ネットワークを確認してください）。登録できた分は一覧に表示されています',
    );
  });
});
