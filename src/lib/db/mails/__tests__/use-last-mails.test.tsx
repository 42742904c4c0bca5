import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLastMails } from '@/lib/db/mails/use-last-mails';
import { mailTo } from '@/testing/last-mail-fixtures';

// The Firestore boundary: the query is recorded as plain data, the listener is driven by the test.
type Snapshot = { docs: { id: string; data: () => unknown }[] };
const listeners: { query: unknown; next: (s: Snapshot) => void; error: (e: Error) => void }[] = [];
const unsubscribe = vi.fn();
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}) }));
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, path: string) => ({ collection: path }),
  where: (field: string, op: string, value: unknown) => ({ where: [field, op, value] }),
  query: (ref: object, ...constraints: object[]) => ({ ...ref, constraints }),
  onSnapshot: (query: unknown, next: (s: Snapshot) => void, error: (e: Error) => void) => {
    listeners.push({ query, next, error });
    return unsubscribe;
  },
}));

const snapshotOf = (...mails: ReturnType<typeof mailTo>[]): Snapshot => ({
  docs: mails.map(({ id, ...data }) => ({ id, data: () => data })),
});

beforeEach(() => {
  listeners.length = 0;
  unsubscribe.mockReset();
});

describe('useLastMails', () => {
  it("listens to the competition's mails of the club (the rules need clubId) and stops on unmount", () => {
    const { unmount } = renderHook(() => useLastMails('sakura-tt', 'c1'));
    expect(listeners).toHaveLength(1);
    expect(listeners[0].query).toEqual({
      collection: 'mails',
      constraints: [{ where: ['clubId', '==', 'sakura-tt'] }, { where: ['compeId', '==', 'c1'] }],
    });
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('answers registId → the newest message, and follows each change', () => {
    const { result } = renderHook(() => useLastMails('sakura-tt', 'c1'));
    expect(result.current.status).toBe('loading');

    const failed = mailTo('r1', { id: 'a', minute: 1, state: 'error', error: '550 User unknown' });
    act(() => listeners[0].next(snapshotOf(failed, mailTo('r2', { id: 'b', minute: 2 }))));
    expect(result.current.status).toBe('ready');
    expect(result.current.data?.get('r1')).toMatchObject({
      id: 'a',
      state: 'error',
      error: '550 User unknown',
    });
    expect(result.current.data?.get('r2')?.id).toBe('b');
    expect(result.current.data?.has('r3')).toBe(false);

    // 再送 rewrites the same document: the row turns 送信済み without a reload.
    act(() => listeners[0].next(snapshotOf({ ...failed, state: 'sent', error: undefined })));
    expect(result.current.data?.get('r1')?.state).toBe('sent');
  });

  it('says when the mails cannot be read', () => {
    const { result } = renderHook(() => useLastMails('indie', 'c9'));
    act(() => listeners[0].error(Object.assign(new Error('denied'), { code: 'permission-denied' })));
    expect(result.current.status).toBe('error');
  });
});
