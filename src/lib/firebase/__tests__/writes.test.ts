import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingWrites } from '@/lib/sync/pending-writes';
import { STAFF_SYNC } from '@/shared/staff-messages';
import { deleteDoc, setDoc, updateDoc, writeBatch, writeLabel } from '../writes';

// The SDK's writes, answered when the test says.
const answers = vi.hoisted(() => ({ pending: [] as (() => void)[] }));
const answered = () =>
  new Promise<void>((resolve) => {
    answers.pending.push(resolve);
  });
const sdkBatch = vi.hoisted(() => ({ calls: [] as string[] }));
vi.mock('firebase/firestore', () => ({
  setDoc: () => answered(),
  updateDoc: () => answered(),
  deleteDoc: () => answered(),
  writeBatch: () => ({
    set: (ref: { path: string }) => sdkBatch.calls.push(`set ${ref.path}`),
    update: (ref: { path: string }) => sdkBatch.calls.push(`update ${ref.path}`),
    delete: (ref: { path: string }) => sdkBatch.calls.push(`delete ${ref.path}`),
    commit: () => answered(),
  }),
}));

// Only the path is read of a reference here.
const ref = (path: string) => ({ path }) as never;
const labels = () => pendingWrites().map((write) => write.label);
const answerAll = async () => {
  answers.pending.splice(0).forEach((resolve) => resolve());
  await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  localStorage.clear();
  sdkBatch.calls = [];
});

describe('staff writes through lib/firebase/writes', () => {
  it('names a write by what it changes, in the staff’s words', () => {
    expect(writeLabel('compes/c1/units/u1')).toBe(STAFF_SYNC.writeRunSheet);
    expect(writeLabel('compes/c1/live/board')).toBe(STAFF_SYNC.writeRunSheet);
    expect(writeLabel('compes/c1/regists/r1')).toBe(STAFF_SYNC.writeCheckIn);
    expect(writeLabel('compes/c1/entries/e1')).toBe(STAFF_SYNC.writeEntry);
    expect(writeLabel('compes/c1/stages/s1')).toBe(STAFF_SYNC.writeStage);
    expect(writeLabel('compes/c1')).toBe(STAFF_SYNC.writeCompe);
    expect(writeLabel('clubs/sakura')).toBe(STAFF_SYNC.writeClub);
    expect(writeLabel(undefined)).toBe(STAFF_SYNC.writeOther);
  });

  it('counts each write until it is answered; a batch is one write, named by its first document', async () => {
    void setDoc(ref('compes/c1/entries/e1'), {});
    void updateDoc(ref('compes/c1/regists/r1'), {});
    void deleteDoc(ref('compes/c1/stages/s1'));
    const batch = writeBatch({} as Parameters<typeof writeBatch>[0]);
    batch.update(ref('compes/c1/units/u2'), {}).set(ref('compes/c1/live/board'), {});
    void batch.commit();
    expect(labels()).toEqual([
      STAFF_SYNC.writeEntry,
      STAFF_SYNC.writeCheckIn,
      STAFF_SYNC.writeStage,
      STAFF_SYNC.writeRunSheet,
    ]);
    // The SDK's batch got every write, in order.
    expect(sdkBatch.calls).toEqual(['update compes/c1/units/u2', 'set compes/c1/live/board']);

    await answerAll();
    expect(labels()).toEqual([]);
  });
});

describe('what a write leaves, for the check after a reload (docs/venue-mode.md)', () => {
  const witnesses = () => pendingWrites().map((write) => write.witness);

  it('keeps the first document and its plain values; values the server sets, lists and long text are left out', async () => {
    const serverTime = new (class FieldValue {})();
    const at = new Date('2026-05-10T01:00:00Z');
    void setDoc(ref('compes/c1/entries/e1'), { number: 3, name: '佐藤 健', registId: undefined });
    void updateDoc(ref('compes/c1'), { 'live.notice': '10分遅れ', updatedAt: serverTime, eventedAt: at });
    void updateDoc(
      ref('compes/c1/stages/s1'),
      'results.m1',
      { winner: 'a', games: [3, 1] },
      'updatedAt',
      serverTime,
    );
    void deleteDoc(ref('compes/c1/entries/e2'));
    const batch = writeBatch({} as Parameters<typeof writeBatch>[0]);
    batch
      .update(ref('compes/c1/units/u2'), { status: 'running', startedAt: at, entryIds: ['e1'] })
      .set(ref('compes/c1/live/board'), { units: 'x'.repeat(1000), notice: '' });
    void batch.commit();
    // A check-in says what its refusal means itself: no witness.
    void updateDoc(ref('compes/c1/regists/r1'), { checkedInAt: at });
    expect(witnesses()).toEqual([
      { path: 'compes/c1/entries/e1', fields: { number: 3, name: '佐藤 健' } },
      { path: 'compes/c1', fields: { 'live.notice': '10分遅れ', eventedAt: { ms: at.getTime() } } },
      { path: 'compes/c1/stages/s1', fields: { 'results.m1.winner': 'a' } },
      { path: 'compes/c1/entries/e2', deleted: true, fields: {} },
      { path: 'compes/c1/units/u2', fields: { status: 'running', startedAt: { ms: at.getTime() } } },
      undefined,
    ]);
    await answerAll();
  });
});
