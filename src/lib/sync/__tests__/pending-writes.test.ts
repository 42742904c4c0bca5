import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The ledger module as a new page load sees it: module state starts afresh, storage stays. */
async function pageLoad() {
  vi.resetModules();
  return import('../pending-writes');
}

/** A write whose answer the test decides. */
function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the ledger of unsent writes (docs/venue-mode.md)', () => {
  it('counts a write until the server answers it, whatever the answer', async () => {
    const ledger = await pageLoad();
    const first = deferred();
    const second = deferred();
    void ledger.trackWrite('進行表', first.promise);
    void ledger.trackWrite('受付', second.promise).catch(() => {});
    expect(ledger.pendingWrites().map((write) => write.label)).toEqual(['進行表', '受付']);

    first.resolve();
    await settle();
    expect(ledger.pendingWrites().map((write) => write.label)).toEqual(['受付']);
    second.reject({ code: 'permission-denied' });
    await settle();
    expect(ledger.pendingWrites()).toEqual([]);
  });

  it('keeps the count across a reload, and settles the earlier load’s writes when Firestore says its queue is sent', async () => {
    const before = await pageLoad();
    void before.trackWrite('進行表', new Promise(() => {}));
    void before.trackWrite('受付', new Promise(() => {}));

    const after = await pageLoad();
    expect(after.pendingWrites()).toHaveLength(2);
    const earlier = after.earlierWrites();
    expect(earlier).toHaveLength(2);
    // A write of this load made meanwhile is not the earlier queue's.
    const mine = deferred();
    void after.trackWrite('エントリー', mine.promise);

    const sent = deferred();
    const settled = after.settleEarlier(
      earlier.map((write) => write.id),
      sent.promise,
    );
    await settle();
    expect(after.pendingWrites()).toHaveLength(3);
    sent.resolve();
    await settled;
    expect(after.pendingWrites().map((write) => write.label)).toEqual(['エントリー']);
  });

  it('tells subscribers, and hears another tab through the storage event', async () => {
    const ledger = await pageLoad();
    const heard = vi.fn();
    const stop = ledger.subscribePendingWrites(heard);
    void ledger.trackWrite('進行表', new Promise(() => {}));
    expect(heard).toHaveBeenCalledTimes(1);

    // Another tab writes the shared ledger.
    const other = [{ id: 'other-1', label: '受付', at: Date.now(), page: 'other' }];
    localStorage.setItem('compe:pendingWrites', JSON.stringify([...ledger.pendingWrites(), ...other]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'compe:pendingWrites' }));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(ledger.pendingWrites().map((write) => write.label)).toEqual(['進行表', '受付']);
    stop();
  });

  it('reports a refusal of a write that waited (made offline), not one answered at once online', async () => {
    const ledger = await pageLoad();
    const online = deferred();
    void ledger.trackWrite('大会設定', online.promise).catch(() => {});
    online.reject({ code: 'permission-denied' });
    // The ledger has handled the answer (it drops the write and keeps a refusal in one step).
    await vi.waitFor(() => expect(ledger.pendingWrites()).toEqual([]));
    expect(ledger.refusedWrites()).toEqual([]);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const queued = deferred();
    void ledger.trackWrite('進行表', queued.promise).catch(() => {});
    queued.reject({ code: 'permission-denied' });
    await settle();
    expect(ledger.refusedWrites()).toMatchObject([{ label: '進行表', code: 'permission-denied' }]);
    ledger.dismissRefused();
    expect(ledger.refusedWrites()).toEqual([]);
  });

  it('leaves a refusal to a caller that reports it itself (a check-in another phone made earlier)', async () => {
    const ledger = await pageLoad();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const queued = deferred();
    void ledger.trackWrite('受付', queued.promise, { reportsRefusal: true }).catch(() => {});
    queued.reject({ code: 'permission-denied' });
    // Handled (dropped from the pending writes, in the step that would keep a refusal): none kept.
    await vi.waitFor(() => expect(ledger.pendingWrites()).toEqual([]));
    expect(ledger.refusedWrites()).toEqual([]);
    expect(ledger.pendingWrites()).toEqual([]);
  });

  it('reads a damaged ledger as empty, and forgets everything at sign-out', async () => {
    localStorage.setItem('compe:pendingWrites', '{not json');
    const ledger = await pageLoad();
    expect(ledger.pendingWrites()).toEqual([]);
    void ledger.trackWrite('進行表', new Promise(() => {}));
    ledger.forgetPendingWrites();
    expect(ledger.pendingWrites()).toEqual([]);
    expect(localStorage.getItem('compe:pendingWrites')).toBeNull();
  });
});

describe('a write queued before a reload that the server refused (docs/venue-mode.md)', () => {
  /** The server's documents as a faked Firestore holds them: field paths to values, or absent. */
  type ServerDoc = Record<string, unknown>;
  const server =
    (docs: Record<string, ServerDoc>) => async (witness: import('../pending-writes').Witness) => {
      const { shows } = await import('../pending-writes');
      const doc = docs[witness.path];
      return shows(witness, { exists: doc !== undefined, read: (field) => doc?.[field] });
    };
  const at = new Date('2026-05-10T01:00:00Z');
  /** A Firestore Timestamp as the server gives it back. */
  const timestamp = (date: Date) => ({ toMillis: () => date.getTime() });

  async function queuedThenReloaded() {
    const before = await pageLoad();
    const never = new Promise<void>(() => {});
    void before.trackWrite('進行表', never, {
      witness: before.witnessOf('compes/c1/units/u1', { status: 'running', startedAt: at }),
    });
    void before.trackWrite('エントリー', never, {
      witness: { path: 'compes/c1/entries/e1', deleted: true, fields: {} },
    });
    void before.trackWrite('大会設定', never, {
      witness: before.witnessOf('compes/c1', { 'live.notice': '10分遅れ' }),
    });
    const after = await pageLoad();
    return { after, ids: after.earlierWrites().map((write) => write.id) };
  }

  it('reports, once the queue is answered, each write the server does not show', async () => {
    const { after, ids } = await queuedThenReloaded();
    const sent = deferred();
    const settled = after.settleEarlier(
      ids,
      sent.promise,
      server({
        // 次へ was refused: the unit still waits. The deletion went through; the notice did not.
        'compes/c1/units/u1': { status: 'waiting', startedAt: null },
        'compes/c1': { 'live.notice': '' },
      }),
    );
    await settle();
    expect(after.refusedWrites()).toEqual([]);
    sent.resolve();
    await settled;
    expect(after.pendingWrites()).toEqual([]);
    expect(after.refusedWrites()).toMatchObject([
      { label: '進行表', code: after.UNSEEN },
      { label: '大会設定', code: after.UNSEEN },
    ]);
  });

  it('reports nothing when the server shows every write, or cannot be asked', async () => {
    const { after, ids } = await queuedThenReloaded();
    await after.settleEarlier(
      ids,
      Promise.resolve(),
      server({
        'compes/c1/units/u1': { status: 'running', startedAt: timestamp(at) },
        'compes/c1': { 'live.notice': '10分遅れ' },
      }),
    );
    expect(after.refusedWrites()).toEqual([]);

    const again = await queuedThenReloaded();
    await again.after.settleEarlier(again.ids, Promise.resolve(), () => Promise.reject(new Error('offline')));
    expect(again.after.refusedWrites()).toEqual([]);
    expect(again.after.pendingWrites()).toEqual([]);
  });

  it('does not check a document written again since, on this device: the later write is what the server shows', async () => {
    const { after, ids } = await queuedThenReloaded();
    // After the reload, still offline, 次へ again on the same item.
    void after.trackWrite('進行表', new Promise(() => {}), {
      witness: after.witnessOf('compes/c1/units/u1', { status: 'done' }),
    });
    const check = vi.fn(
      server({ 'compes/c1/units/u1': { status: 'done' }, 'compes/c1': { 'live.notice': '10分遅れ' } }),
    );
    await after.settleEarlier(ids, Promise.resolve(), check);
    expect(check.mock.calls.map(([witness]) => witness.path)).toEqual(['compes/c1/entries/e1', 'compes/c1']);
    expect(after.refusedWrites()).toEqual([]);
  });
});
