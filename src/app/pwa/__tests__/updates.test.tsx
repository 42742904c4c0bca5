import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_APP_UPDATE } from '@/shared/staff-messages';
import { UPDATE_INTERVAL_MS, VISIBLE_CHECK_GAP_MS } from '../update-policy';
import { startUpdates } from '../updates';

/** The browser's side of a service worker, as the page sees it (jsdom has none). */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}
class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  readonly update = vi.fn(async () => undefined);
  /** A new version is found and installs: it then waits for the page's word. */
  newVersion(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
    return worker;
  }
}
class FakeContainer extends EventTarget {
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(async (_url: string) => this.registration);
  constructor(public controller: object | null) {
    super();
  }
  /** A worker takes the page (the new version activated, or the first one claimed it). */
  takeOver() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const SKIP_WAITING = { type: 'SKIP_WAITING' };
let container: FakeContainer;
let stop: (() => void) | undefined;
const onOutdated = vi.fn();
const reload = vi.fn();

async function openAt(path: string, { controlled = true } = {}) {
  window.history.replaceState(null, '', path);
  container = new FakeContainer(controlled ? {} : null);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  stop = await act(() => startUpdates({ onOutdated, reload }));
}

beforeEach(() => {
  onOutdated.mockReset();
  reload.mockReset();
});
afterEach(() => {
  act(() => stop?.());
  stop = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('a new version on a page that is read (public)', () => {
  it('takes over at once, and the page is told its code is old, not reloaded under the reader', async () => {
    await openAt('/sakura/live/winter');
    expect(container.register).toHaveBeenCalledWith('/sw.js');
    const worker = container.registration.newVersion();
    expect(worker.messages).toEqual([SKIP_WAITING]);
    act(() => container.takeOver());
    expect(onOutdated).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByText(STAFF_APP_UPDATE.newVersion)).not.toBeInTheDocument();
  });

  it('one already waiting when the page opens takes over too', async () => {
    window.history.replaceState(null, '', '/ticket/tK4p9QzR2mVx7LwN3sYb8c');
    container = new FakeContainer({});
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    container.registration.waiting = waiting;
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    stop = await act(() => startUpdates({ onOutdated, reload }));
    expect(waiting.messages).toEqual([SKIP_WAITING]);
  });
});

describe('a new version on a staff page', () => {
  it('asks 「新しいバージョンがあります」 and takes over only when staff press 更新, then reloads', async () => {
    await openAt('/sakura/form/winter/tab');
    const worker = container.registration.newVersion();
    expect(await screen.findByText(STAFF_APP_UPDATE.newVersion)).toBeVisible();
    expect(worker.messages).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: STAFF_APP_UPDATE.update }));
    expect(worker.messages).toEqual([SKIP_WAITING]);
    expect(reload).not.toHaveBeenCalled();
    act(() => container.takeOver());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('taken by another tab meanwhile: the prompt appears, and 更新 reloads into it', async () => {
    await openAt('/sakura/form/winter/regist');
    act(() => container.takeOver());
    expect(onOutdated).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: STAFF_APP_UPDATE.update }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the first visit', () => {
  it('installs without asking anything, and the first worker claiming the page is no new version', async () => {
    await openAt('/sakura/form/winter/tab', { controlled: false });
    const worker = container.registration.newVersion();
    expect(worker.messages).toEqual([]);
    act(() => container.takeOver());
    expect(onOutdated).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByText(STAFF_APP_UPDATE.newVersion)).not.toBeInTheDocument();
  });
});

describe('a phone that keeps the app open all day', () => {
  const setVisibility = (state: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('asks for a new version about every hour, and when shown again after five minutes or more', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    await openAt('/sakura/live/winter');
    const { update } = container.registration;

    // Shown again a minute later: too soon.
    vi.advanceTimersByTime(60_000);
    setVisibility('visible');
    expect(update).not.toHaveBeenCalled();

    // Shown again after lunch: asks at once.
    vi.advanceTimersByTime(VISIBLE_CHECK_GAP_MS);
    setVisibility('hidden');
    expect(update).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(update).toHaveBeenCalledTimes(1);

    // Left open: not within the hour after that check, and within five minutes after it.
    vi.advanceTimersByTime(UPDATE_INTERVAL_MS - 1000);
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(VISIBLE_CHECK_GAP_MS + 1000);
    expect(update).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(UPDATE_INTERVAL_MS + VISIBLE_CHECK_GAP_MS);
    expect(update).toHaveBeenCalledTimes(3);
  });

  it('offline, a check that fails is left for the next one', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    await openAt('/sakura/live/winter');
    container.registration.update.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.advanceTimersByTime(UPDATE_INTERVAL_MS + VISIBLE_CHECK_GAP_MS);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    await act(async () => {});
    vi.advanceTimersByTime(UPDATE_INTERVAL_MS + VISIBLE_CHECK_GAP_MS);
    expect(container.registration.update).toHaveBeenCalledTimes(2);
  });
});
