import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module each time: "first content" happens once per page load. */
const load = () => import('../first-content');

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const frames = (n: number) => vi.advanceTimersByTime(n * 20);

describe('first content', () => {
  it('waits for every read the page started, then for the frame that paints them', async () => {
    const { afterFirstContent, holdFirstContent } = await load();
    const club = holdFirstContent();
    const compes = holdFirstContent();
    const font = vi.fn();
    afterFirstContent(font);

    club();
    frames(5);
    expect(font).not.toHaveBeenCalled();

    compes();
    expect(font).not.toHaveBeenCalled(); // not before the browser painted
    frames(5);
    expect(font).toHaveBeenCalledTimes(1);
  });

  it('a read that starts in the frame after another settled (the QR code after the ticket) is waited for', async () => {
    const { afterFirstContent, holdFirstContent } = await load();
    const font = vi.fn();
    afterFirstContent(font);
    holdFirstContent()();
    const qr = holdFirstContent();
    frames(5);
    expect(font).not.toHaveBeenCalled();
    qr();
    frames(5);
    expect(font).toHaveBeenCalledTimes(1);
  });

  it('releasing the same read twice counts once', async () => {
    const { afterFirstContent, holdFirstContent } = await load();
    const a = holdFirstContent();
    holdFirstContent();
    const font = vi.fn();
    afterFirstContent(font);
    a();
    a();
    frames(5);
    expect(font).not.toHaveBeenCalled();
  });

  it('a page that reads nothing reaches it soon after load; later callers run at once', async () => {
    const { afterFirstContent } = await load();
    const font = vi.fn();
    afterFirstContent(font);
    vi.advanceTimersByTime(1000);
    expect(font).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    expect(font).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    afterFirstContent(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a read that never settles (offline) holds it back for 8 s at most', async () => {
    const { afterFirstContent, holdFirstContent } = await load();
    holdFirstContent();
    const font = vi.fn();
    afterFirstContent(font);
    vi.advanceTimersByTime(7900);
    expect(font).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(font).toHaveBeenCalledTimes(1);
  });
});
