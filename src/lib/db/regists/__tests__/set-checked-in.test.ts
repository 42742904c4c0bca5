import { Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCheckedIn } from '../set-checked-in';

// The Firestore boundary: what updateDoc was given and how the server answers; the document the
// server holds when a refused write is read back.
const sdk = vi.hoisted(() => ({
  updates: [] as { path: string; data: unknown }[],
  answer: (): Promise<void> => Promise.resolve(),
  stored: undefined as unknown,
}));
vi.mock('firebase/firestore', async (importOriginal) => {
  const actual = await importOriginal<typeof import('firebase/firestore')>();
  return {
    ...actual,
    doc: (_fs: unknown, ...segments: string[]) => ({ path: segments.join('/') }),
    updateDoc: (ref: { path: string }, data: unknown) => {
      sdk.updates.push({ path: ref.path, data });
      return sdk.answer();
    },
    getDoc: async () => ({ get: () => sdk.stored }),
  };
});
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}) }));

const denied = () => Promise.reject(Object.assign(new Error('denied'), { code: 'permission-denied' }));
const NOW = new Date('2026-11-22T01:07:00Z');

beforeEach(() => {
  sdk.updates = [];
  sdk.answer = () => Promise.resolve();
  sdk.stored = undefined;
});

describe('setCheckedIn', () => {
  it('writes the device’s time, not the server’s, and returns before the server answers', async () => {
    sdk.answer = () => new Promise(() => {}); // offline: no answer
    const write = setCheckedIn('c1', 'r2', true, NOW);
    expect(write.at).toEqual(NOW);
    expect(sdk.updates).toEqual([
      { path: 'compes/c1/regists/r2', data: { checkedInAt: Timestamp.fromDate(NOW) } },
    ]);
    const settled = vi.fn();
    void write.settled.then(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
  });

  it('undoes with null', async () => {
    const write = setCheckedIn('c1', 'r2', false, NOW);
    expect(write.at).toBeNull();
    expect(sdk.updates[0].data).toEqual({ checkedInAt: null });
    expect(await write.settled).toEqual({ kind: 'saved' });
  });

  it('refused because another device checked the person in earlier: says when', async () => {
    sdk.answer = denied;
    sdk.stored = Timestamp.fromDate(new Date('2026-11-22T01:03:00Z'));
    expect(await setCheckedIn('c1', 'r2', true, NOW).settled).toEqual({
      kind: 'earlier',
      at: new Date('2026-11-22T01:03:00Z'),
    });
  });

  it('refused with no earlier check-in standing (rights lost, a time too old): a failure', async () => {
    sdk.answer = denied;
    sdk.stored = null;
    expect((await setCheckedIn('c1', 'r2', true, NOW).settled).kind).toBe('failed');
    sdk.stored = Timestamp.fromDate(new Date('2026-11-22T01:09:00Z'));
    expect((await setCheckedIn('c1', 'r2', true, NOW).settled).kind).toBe('failed');
  });

  it('any other failure, and a refused undo, are failures with their error', async () => {
    const unavailable = Object.assign(new Error('gone'), { code: 'unavailable' });
    sdk.answer = () => Promise.reject(unavailable);
    expect(await setCheckedIn('c1', 'r2', true, NOW).settled).toEqual({ kind: 'failed', error: unavailable });
    sdk.answer = denied;
    sdk.stored = Timestamp.fromDate(new Date('2026-11-22T01:03:00Z'));
    expect((await setCheckedIn('c1', 'r2', false, NOW).settled).kind).toBe('failed');
  });
});
