import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenerRetry } from '../live-retry';

/** The waits between one `schedule()` and its try, in order, read off the fake clock. */
function waitsOf(retry: ReturnType<typeof listenerRetry>, start: ReturnType<typeof vi.fn>, tries: number) {
  const waits: number[] = [];
  for (let i = 0; i < tries; i++) {
    const calls = start.mock.calls.length;
    const before = Date.now();
    retry.schedule();
    vi.advanceTimersToNextTimer();
    expect(start).toHaveBeenCalledTimes(calls + 1);
    waits.push(Date.now() - before);
  }
  return waits;
}

describe('listenerRetry: a failed public listener is subscribed again (docs/run-sheet-and-live.md §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 1 s, then twice as long after each failure, at most 30 s', () => {
    const start = vi.fn();
    const retry = listenerRetry(start);
    expect(waitsOf(retry, start, 7)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    retry.stop();
  });

  it('does not try before its wait is over', () => {
    const start = vi.fn();
    const retry = listenerRetry(start);
    retry.schedule();
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    retry.stop();
  });

  it('waits 1 s again once the server has answered', () => {
    const start = vi.fn();
    const retry = listenerRetry(start);
    expect(waitsOf(retry, start, 3)).toEqual([1000, 2000, 4000]);
    retry.reset();
    expect(waitsOf(retry, start, 2)).toEqual([1000, 2000]);
    retry.stop();
  });

  it('keeps one try waiting however often the listener fails meanwhile', () => {
    const start = vi.fn();
    const retry = listenerRetry(start);
    retry.schedule();
    retry.schedule();
    expect(vi.getTimerCount()).toBe(1);
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(1);
    retry.stop();
  });

  it('tries at once when the browser comes back online, and only when a try waits', () => {
    const start = vi.fn();
    const retry = listenerRetry(start);
    window.dispatchEvent(new Event('online'));
    expect(start).not.toHaveBeenCalled();
    retry.schedule();
    window.dispatchEvent(new Event('online'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    retry.stop();
  });

  it('tries no more once stopped (the page unsubscribed): neither the waiting try nor online', () => {
    const start = vi.fn();
    const retry = listenerRetry(start);
    retry.schedule();
    retry.stop();
    expect(vi.getTimerCount()).toBe(0);
    window.dispatchEvent(new Event('online'));
    retry.schedule();
    expect(vi.getTimerCount()).toBe(0);
    expect(start).not.toHaveBeenCalled();
  });
});
