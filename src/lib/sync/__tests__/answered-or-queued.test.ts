import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredOrQueued } from '../answered-or-queued';

const never = () => new Promise<void>(() => {});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('answeredOrQueued', () => {
  it('is sent when the server answers in time', async () => {
    await expect(answeredOrQueued(Promise.resolve(), { keptOnDevice: true })).resolves.toBe('sent');
  });

  it('is queued at once when the browser is offline and the device keeps its writes', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(answeredOrQueued(never(), { keptOnDevice: true, waitMs: 60_000 })).resolves.toBe('queued');
  });

  it('is queued after waitMs on a network that does not answer', async () => {
    vi.useFakeTimers();
    const outcome = answeredOrQueued(never(), { keptOnDevice: true, waitMs: 3000 });
    await vi.advanceTimersByTimeAsync(2999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('queued');
  });

  it('throws a refusal that comes before it stops waiting, offline too', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const refused = Promise.reject(Object.assign(new Error('invalid'), { code: 'invalid-argument' }));
    await expect(answeredOrQueued(refused, { keptOnDevice: true })).rejects.toThrow('invalid');
  });

  it('waits for the server when nothing is kept on the device (memory cache): a reload would lose it', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let answer: () => void = () => {};
    const outcome = answeredOrQueued(new Promise<void>((resolve) => (answer = resolve)), {
      keptOnDevice: false,
      waitMs: 10,
    });
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).toBe(false);
    answer();
    await expect(outcome).resolves.toBe('sent');
  });
});
