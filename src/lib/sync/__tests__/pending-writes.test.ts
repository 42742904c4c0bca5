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
    await settle();
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
    await settle();
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
