import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import MuiScope from '@/components/mui-scope';
import { forgetPendingWrites, settleEarlier, trackWrite } from '@/lib/sync/pending-writes';
import { SENT_SHOWN_MS, UNREACHABLE_AFTER_MS } from '@/lib/sync/use-sync-state';
import { MESSAGES } from '@/shared/messages';
import { STAFF_SYNC } from '@/shared/staff-messages';
import { OfflineBar } from '../offline-bar';

// Firestore's side: whether this page load keeps writes on the device, and the probe listener's
// metadata (the club document), which the test sends as Firestore would.
const firestore = vi.hoisted(() => ({
  kept: true,
  probe: null as null | ((snapshot: { metadata: { fromCache: boolean } }) => void),
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}), keepsWritesOnDevice: () => firestore.kept }));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  onSnapshot: (
    _ref: unknown,
    _options: unknown,
    next: (snapshot: { metadata: { fromCache: boolean } }) => void,
  ) => {
    firestore.probe = next;
    return () => {
      firestore.probe = null;
    };
  },
}));

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** A write the test answers. */
function write(label: string) {
  let answer: (error?: unknown) => void = () => {};
  act(() => {
    void trackWrite(
      label,
      new Promise<void>((resolve, reject) => (answer = (error) => (error ? reject(error) : resolve()))),
    ).catch(() => {});
  });
  return (error?: unknown) => act(async () => answer(error));
}

const status = () => screen.getByRole('status');
const renderBar = () =>
  render(
    <MuiScope>
      <OfflineBar clubId="sakura" />
    </MuiScope>,
  );
const unsent = (n: number) => STAFF_SYNC.unsent.replace('{n}', String(n));

beforeEach(() => {
  localStorage.clear();
  forgetPendingWrites();
  firestore.kept = true;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the offline bar (docs/venue-mode.md)', () => {
  it('says nothing online with nothing unsent, but is there for a screen reader to hear changes', () => {
    renderBar();
    expect(status()).toHaveTextContent('');
    expect(status()).toHaveAttribute('aria-live', 'polite');
  });

  it('offline, says changes are kept with the count; back online, sending, then all sent, then nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderBar();
    setOnline(false);
    expect(status()).toHaveTextContent(STAFF_SYNC.offline);
    const next = write('進行表');
    const checkIn = write('受付');
    expect(status()).toHaveTextContent(`${STAFF_SYNC.offline}（${unsent(2)}）`);

    setOnline(true);
    expect(status()).toHaveTextContent(STAFF_SYNC.sending.replace('{n}', '2'));
    await next();
    expect(status()).toHaveTextContent(STAFF_SYNC.sending.replace('{n}', '1'));
    await checkIn();
    expect(status()).toHaveTextContent(STAFF_SYNC.allSent);
    act(() => vi.advanceTimersByTime(SENT_SHOWN_MS));
    expect(status()).toHaveTextContent('');
  });

  it('calls the page offline when Firestore answers from its cache for a while, though the browser says online', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderBar();
    // Every listener starts from the cache: not offline yet.
    act(() => firestore.probe?.({ metadata: { fromCache: true } }));
    act(() => vi.advanceTimersByTime(UNREACHABLE_AFTER_MS - 100));
    expect(status()).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(100));
    expect(status()).toHaveTextContent(STAFF_SYNC.offline);
    // The server answers again.
    act(() => firestore.probe?.({ metadata: { fromCache: false } }));
    expect(status()).toHaveTextContent('');
  });

  it('says so when this page keeps nothing on the device (a staff page opened after ライブ in one load)', () => {
    firestore.kept = false;
    renderBar();
    setOnline(false);
    expect(status()).toHaveTextContent(STAFF_SYNC.offlineNotKept);
  });

  it('says which queued changes the server refused, and why, until closed', async () => {
    const user = userEvent.setup();
    renderBar();
    setOnline(false);
    const refuse = write('進行表');
    setOnline(true);
    await refuse({ code: 'permission-denied' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      STAFF_SYNC.refused.replace('{reason}', MESSAGES.permissionDenied).replace('{labels}', '進行表'),
    );
    await user.click(within(alert).getByRole('button', { name: STAFF_SYNC.refusedDismiss }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names a change queued before a reload that the server does not show, until closed', async () => {
    const user = userEvent.setup();
    // An earlier page load's write, its promise gone with that page.
    const earlier = { id: 'old-1', label: '進行表', at: Date.now(), page: 'old' };
    localStorage.setItem(
      'compe:pendingWrites',
      JSON.stringify([
        { ...earlier, witness: { path: 'compes/c1/units/u1', fields: { status: 'running' } } },
      ]),
    );
    renderBar();
    // Firestore's queue answered; the server's unit still waits.
    await act(() => settleEarlier(['old-1'], Promise.resolve(), () => Promise.resolve(false)));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(STAFF_SYNC.unseen.replace('{labels}', '進行表'));
    expect(alert).not.toHaveTextContent('次の変更は保存されませんでした');
    await user.click(within(alert).getByRole('button', { name: STAFF_SYNC.refusedDismiss }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
