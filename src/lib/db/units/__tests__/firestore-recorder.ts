import { vi } from 'vitest';

/**
 * A stand-in for firebase/firestore that records batched writes instead of sending them. Tests use
 * it as `vi.mock('firebase/firestore', async () => (await import('./firestore-recorder')).firestore)`.
 */
export const SERVER_TIME = { serverTimestamp: 'request.time' } as const;

export interface Write {
  op: 'set' | 'update' | 'delete';
  path: string;
  data?: Record<string, unknown>;
}

type Ref = { id: string; path: string };

export const recorder = {
  /** Batches created, committed or not. */
  created: 0,
  /** The writes of each committed batch, in commit order. */
  committed: [] as Write[][],
  /** What commit() does after recording; reject to simulate the server refusing. */
  commit: vi.fn<(writes: Write[]) => Promise<void>>(),
  autoId: 0,
};

export function resetRecorder() {
  recorder.created = 0;
  recorder.committed = [];
  recorder.commit.mockReset().mockResolvedValue();
  recorder.autoId = 0;
}

/** The only committed batch; fails the test when there is not exactly one. */
export function onlyBatch(): Write[] {
  if (recorder.committed.length !== 1) {
    throw new Error(`expected exactly one committed batch, got ${recorder.committed.length}`);
  }
  return recorder.committed[0];
}

/** The write to `path` in a batch. */
export function writeTo(writes: Write[], path: string): Write {
  const found = writes.filter((write) => write.path === path);
  if (found.length !== 1) throw new Error(`expected one write to ${path}, got ${found.length}`);
  return found[0];
}

export const firestore = {
  collection: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  doc: (parent: { path?: string }, ...segments: string[]): Ref => {
    const parts = [...(parent.path ? [parent.path] : []), ...segments];
    if (segments.length === 0) parts.push(`auto${(recorder.autoId += 1)}`);
    const path = parts.join('/');
    return { id: path.split('/').at(-1) ?? '', path };
  },
  serverTimestamp: () => SERVER_TIME,
  writeBatch: () => {
    recorder.created += 1;
    const writes: Write[] = [];
    return {
      set: (ref: Ref, data: Record<string, unknown>) => writes.push({ op: 'set', path: ref.path, data }),
      update: (ref: Ref, data: Record<string, unknown>) =>
        writes.push({ op: 'update', path: ref.path, data }),
      delete: (ref: Ref) => writes.push({ op: 'delete', path: ref.path }),
      commit: () => {
        recorder.committed.push(writes);
        return recorder.commit(writes);
      },
    };
  },
};
