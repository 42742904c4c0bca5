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
