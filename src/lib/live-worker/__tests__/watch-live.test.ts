import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FromLiveWorker, ToLiveWorker } from '../live-targets';

const inPage = vi.hoisted(() => ({ listenInPage: vi.fn(() => () => {}) }));
vi.mock('../in-page', () => inPage);

/** A stand-in for the browser's Worker: records what the page sends, answers as the worker would. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  sent: ToLiveWorker[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(message: ToLiveWorker) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(message: FromLiveWorker) {
    this.dispatchEvent(new MessageEvent('message', { data: message }));
  }
  fail() {
    this.dispatchEvent(new ErrorEvent('error', { message: 'failed to load' }));
  }
}

const { watchLive } = await import('../watch-live');

beforeEach(() => {
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
  localStorage.clear();
  inPage.listenInPage.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('watchLive (docs/performance.md "The live worker")', () => {
  it("listens in one module worker for all of a visitor's listeners, each hearing only its own values", () => {
    const board = vi.fn();
    const stages = vi.fn();
    const stopBoard = watchLive({ kind: 'board', compeId: 'c1' }, board, vi.fn());
    const stopStages = watchLive({ kind: 'stages', compeId: 'c1' }, stages, vi.fn());
    expect(FakeWorker.started).toHaveLength(1);
    const [worker] = FakeWorker.started;
    expect(worker.options.type).toBe('module');
    const [first, second] = worker.sent as Extract<ToLiveWorker, { op: 'watch' }>[];
    expect(first.target).toEqual({ kind: 'board', compeId: 'c1' });
    expect(second.target).toEqual({ kind: 'stages', compeId: 'c1' });

    const snapshot = { stages: [], fromCache: false };
    worker.answer({ id: second.id, type: 'value', value: snapshot });
    expect(stages).toHaveBeenCalledWith(snapshot);
    expect(board).not.toHaveBeenCalled();

    // The worker ends with the page's last listener, and hears no more of the stopped ones.
    stopBoard();
    expect(worker.sent.at(-1)).toEqual({ op: 'stop', id: first.id });
    expect(worker.terminated).toBe(false);
    stopStages();
    expect(worker.terminated).toBe(true);
    worker.answer({ id: second.id, type: 'value', value: snapshot });
    expect(stages).toHaveBeenCalledTimes(1);
    expect(inPage.listenInPage).not.toHaveBeenCalled();
  });

  it('a listener the server stops reports its code once; a worker that cannot load stops them all', () => {
    const denied = vi.fn();
    const dropped = vi.fn();
    watchLive({ kind: 'stages', compeId: 'c1' }, vi.fn(), denied);
    watchLive({ kind: 'board', compeId: 'c1' }, vi.fn(), dropped);
    const [worker] = FakeWorker.started;
    const [first] = worker.sent as Extract<ToLiveWorker, { op: 'watch' }>[];
    worker.answer({ id: first.id, type: 'error', error: { code: 'permission-denied' } });
    expect(denied).toHaveBeenCalledWith({ code: 'permission-denied' });

    // Offline on a first visit: the worker's script does not load. The source subscribes again
    // (lib/live-retry), and that makes a new worker.
    worker.fail();
    expect(dropped).toHaveBeenCalledWith({ code: 'unavailable' });
    expect(denied).toHaveBeenCalledTimes(1);
    expect(worker.terminated).toBe(true);
    watchLive({ kind: 'board', compeId: 'c1' }, vi.fn(), vi.fn());
    expect(FakeWorker.started).toHaveLength(2);
  });

  it("a staff device listens on the page itself, sharing the staff pages' cache", async () => {
    localStorage.setItem('compe:staffDevice', '1');
    const onValue = vi.fn();
    watchLive({ kind: 'board', compeId: 'c1' }, onValue, vi.fn());
    await vi.waitFor(() => expect(inPage.listenInPage).toHaveBeenCalledTimes(1));
    expect(inPage.listenInPage.mock.calls[0]).toEqual([
      { kind: 'board', compeId: 'c1' },
      onValue,
      expect.any(Function),
    ]);
    expect(FakeWorker.started).toHaveLength(0);
  });
});
