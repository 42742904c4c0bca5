import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type { CheckInSettled, CheckInWrite } from '@/lib/db/regists/set-checked-in';
import type { Live } from '@/lib/firebase/hooks';
import { clearLoaderCache } from '@/lib/use-loader';
import { LABELS, MESSAGES } from '@/shared/messages';
import type { Regist } from '@/shared/schemas/regist';
import type { RegistTicket, Ticket } from '@/shared/schemas/ticket';
import { loading, renderRoutes, signedIn, signedOut } from '@/testing/render';
import type { Session } from '@/lib/session/session';
import TicketPage from '../pages/ticket-page';
import { STAFF_LABELS, STAFF_MESSAGES } from '@/shared/staff-messages';
import { TICKET_ID, ticketOf, ticketPageSettled } from './fixtures';

// The Firebase boundary of the page: its api modules and the callable.
const getTicket = vi.fn<(id: string) => Promise<Ticket | null>>();
let pushTicket: (ticket: RegistTicket) => void = () => {};
const stopWatching = vi.fn();
const callCancelRegist = vi.fn();
let registState: Live<Regist | null> = { status: 'loading' };
const setCheckedIn = vi.fn<(compeId: string, registId: string, checkedIn: boolean) => CheckInWrite>();
/** A check-in write the server has already answered with `outcome`. */
const written = (outcome: CheckInSettled): CheckInWrite => ({
  at: new Date(),
  settled: Promise.resolve(outcome),
});
const getCompeOwner = vi.fn<(compeId: string) => Promise<string | null>>();

// The stages' listener (the participant's matches): no stages here (ticket-match.test.tsx has them).
vi.mock('@/lib/live-stages/watch-stages', () => ({ watchStages: () => () => {} }));
vi.mock('@/lib/db/tickets/get-ticket', () => ({ getTicket: (id: string) => getTicket(id) }));
vi.mock('@/lib/db/tickets/watch-ticket', () => ({
  watchTicket: (_id: string, onTicket: (ticket: RegistTicket) => void) => {
    pushTicket = onTicket;
    return stopWatching;
  },
}));
vi.mock('@/lib/firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callCancelRegist: (...args: unknown[]) => callCancelRegist(...args),
}));
vi.mock('@/lib/db/regists/use-regists', () => ({ useRegist: () => registState }));
vi.mock('@/lib/db/regists/set-checked-in', () => ({
  setCheckedIn: (...args: [string, string, boolean]) => setCheckedIn(...args),
}));
vi.mock('@/lib/db/compes/get-compe-owner', () => ({ getCompeOwner: (id: string) => getCompeOwner(id) }));
// The browser's font loading for 印刷 (jsdom has none).
const loadPrintFonts = vi.hoisted(() =>
  vi.fn<(face: string, root: Element) => Promise<void>>(() => Promise.resolve()),
);
vi.mock('@/components/print/print-fonts', () => ({ loadPrintFonts }));
// The ETA's live board (ticket-eta.test.tsx covers it): not published here, so the ETA stays hidden.
vi.mock('@/lib/live-board/get-board', () => ({ getBoard: async () => ({ kind: 'missing' }) }));
vi.mock('@/lib/live-board/watch-board', () => ({ watchBoard: () => () => {} }));
const ticket = ticketOf({ eventedAt: new Date('2026-11-22T00:30:00Z') });
const regist = (changes: Partial<Regist> = {}): Regist => ({
  id: 'reg-3',
  name: '渡辺 葵',
  kana: 'わたなべ あおい',
  email: 'aoi@participant.example',
  phone: '',
  answers: {},
  status: 'accepted',
  ticketId: TICKET_ID,
  number: 3,
  createdAt: new Date('2026-10-01T03:00:00Z'),
  checkedInAt: null,
  ...changes,
});

const staff = signedIn({ uid: 'staff-1', claims: { sakura: 'staff' } });

function setup(data: Ticket | null = ticket, session: Session = signedOut) {
  getTicket.mockResolvedValue(data);
  const utils = renderRoutes([{ path: paths.ticket.path, element: <TicketPage /> }], {
    path: paths.ticket.getHref(TICKET_ID),
    session,
  });
  return { ...utils, user: userEvent.setup() };
}

const card = () => screen.findByRole('article', { name: 'さくらウィンターカップ' });

beforeEach(() => {
  clearLoaderCache();
  getTicket.mockReset();
  stopWatching.mockReset();
  callCancelRegist.mockReset();
  setCheckedIn.mockReset();
  getCompeOwner.mockReset();
  registState = { status: 'loading' };
  pushTicket = () => {};
});

afterEach(() => vi.restoreAllMocks());

describe('参加票: what the participant sees', () => {
  it('shows the competition, the participant, the status label, the receipt number, date and venue', async () => {
    setup({ ...ticket, status: 'waitlisted' });
    const article = await card();
    expect(within(article).getByText('キャンセル待ち')).toBeInTheDocument();
    expect(within(article).getByText('渡辺 葵 様')).toBeInTheDocument();
    expect(within(article).getByText('受付番号').nextElementSibling).toHaveTextContent(/^3$/);
    // 09:30 in Japan, whatever the machine's time zone.
    expect(within(article).getByText(/2026年11月22日\(日\) 09:30〜/)).toBeInTheDocument();
    expect(within(article).getByText('市民体育館')).toBeInTheDocument();
  });

  it('shows a QR code of this ticket’s URL, named for screen readers', async () => {
    setup();
    const qr = await within(await card()).findByRole('img', { name: MESSAGES.ticketQrLabel });
    expect(qr).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(qr).toHaveAttribute('width', '200');
    // The image is exactly the QR code of this ticket's URL.
    const QRCode = await vi.importActual<typeof import('qrcode')>('qrcode');
    const expected = await QRCode.toString(`${window.location.origin}/ticket/${TICKET_ID}`, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 1,
    });
    expect(decodeURIComponent((qr.getAttribute('src') as string).split(',')[1])).toBe(expected);
  });

  it('prints with 印刷 once the print’s own font is in for the ticket’s text', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    let fontsIn: () => void = () => {};
    loadPrintFonts.mockReturnValue(new Promise<void>((resolve) => (fontsIn = resolve)));
    const { user } = setup();
    await card();
    await user.click(screen.getByRole('button', { name: LABELS.print }));
    await waitFor(() => expect(loadPrintFonts).toHaveBeenCalledTimes(1));
    const [face, root] = loadPrintFonts.mock.calls[0] ?? [];
    expect(face).toBe('sans');
    expect(root).toHaveTextContent(ticket.compeTitle);
    // Printed only once the font is in, the ticket then drawn in it on paper.
    expect(print).not.toHaveBeenCalled();
    await act(async () => fontsIn());
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(root).toHaveAttribute('data-print-font', 'sans');
  });

  it('a ticket of a cancelled competition says so first, keeps the record and offers no cancel', async () => {
    // The same ticket before the competition was called off offers キャンセルする: the participant's
    // actions are loaded and drawn at once from here on, so the absence below is not just "not yet".
    const before = setup();
    await card();
    await screen.findByRole('button', { name: LABELS.cancelRegist });
    before.unmount();
    clearLoaderCache();
    localStorage.clear();
    setup({ ...ticket, compeCancelled: true });
    const article = await card();
    expect(screen.getByTestId('compe-cancelled')).toHaveTextContent(MESSAGES.compeCancelled);
    // The notice comes before the ticket in reading order.
    expect(
      screen.getByTestId('compe-cancelled').compareDocumentPosition(article) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(article).getByText('渡辺 葵 様')).toBeInTheDocument();
    await ticketPageSettled();
    expect(screen.queryByRole('button', { name: LABELS.cancelRegist })).not.toBeInTheDocument();
  });

  it('says so when the ticket does not exist', async () => {
    setup(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.ticketNotFound);
  });
});

describe('参加票: the participant cancels', () => {
  it('asks first; going back calls nothing', async () => {
    const { user } = setup();
    await card();
    // The participant's actions come once the ticket has painted.
    await user.click(await screen.findByRole('button', { name: 'キャンセルする' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.ticketCancelConfirm });
    await user.click(within(dialog).getByRole('button', { name: LABELS.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callCancelRegist).not.toHaveBeenCalled();
    expect(within(await card()).getByText('承認済')).toBeInTheDocument();
  });

  it('on confirmation calls cancelRegist with the ticket id and this site’s origin, then shows キャンセル済', async () => {
    callCancelRegist.mockResolvedValueOnce({ status: 'cancelled' });
    const { user } = setup();
    await card();
    // The participant's actions come once the ticket has painted.
    await user.click(await screen.findByRole('button', { name: 'キャンセルする' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.ticketCancelConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセルする' }));

    expect(await screen.findByText(MESSAGES.ticketCancelled)).toBeInTheDocument();
    expect(callCancelRegist).toHaveBeenCalledWith({ ticketId: TICKET_ID, origin: window.location.origin });
    expect(callCancelRegist).toHaveBeenCalledTimes(1);
    const article = await card();
    expect(within(article).getByText('キャンセル済')).toBeInTheDocument();
    expect(within(article).queryByText('承認済')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'キャンセルする' })).not.toBeInTheDocument();
  });

  it('a refusal is shown in the function’s Japanese words and the status stays', async () => {
    callCancelRegist.mockRejectedValueOnce(
      Object.assign(new Error(MESSAGES.registRejectedCannotCancel), {
        code: 'functions/failed-precondition',
      }),
    );
    const { user } = setup({ ...ticket, status: 'pending' });
    await card();
    // The participant's actions come once the ticket has painted.
    await user.click(await screen.findByRole('button', { name: 'キャンセルする' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.ticketCancelConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセルする' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.registRejectedCannotCancel);
    expect(within(await card()).getByText('受付中')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'キャンセルする' })).toBeEnabled();
  });

  it.each(['rejected', 'cancelled'] as const)('offers no cancel for a %s ticket', async (status) => {
    setup({ ...ticket, status });
    await card();
    expect(screen.getByRole('button', { name: LABELS.print })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'キャンセルする' })).not.toBeInTheDocument();
  });

  it('offers nothing to cancel while the session is still unknown', async () => {
    setup(ticket, loading);
    await card();
    expect(screen.queryByRole('button', { name: 'キャンセルする' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STAFF_LABELS.checkIn })).not.toBeInTheDocument();
  });
});

describe('参加票: live status', () => {
  it('shows a status changed elsewhere without a reload, and stops listening on leave', async () => {
    const { unmount } = setup({ ...ticket, status: 'waitlisted' });
    const article = await card();
    expect(within(article).getByText('キャンセル待ち')).toBeInTheDocument();
    await waitFor(() => expect(stopWatching).not.toHaveBeenCalled());

    // Promoted from the waitlist by another cancellation.
    pushTicket({ ...ticket, status: 'accepted' });
    expect(await within(article).findByText('承認済')).toBeInTheDocument();
    expect(within(article).queryByText('キャンセル待ち')).not.toBeInTheDocument();

    unmount();
    expect(stopWatching).toHaveBeenCalled();
  });
});

describe('参加票: staff check in (受付)', () => {
  it('staff of the club see 受付する instead of キャンセル, and checking in writes the regist', async () => {
    registState = { status: 'ready', data: regist() };
    setCheckedIn.mockReturnValueOnce(written({ kind: 'saved' }));
    const { user } = setup(ticket, staff);
    const checkIn = await screen.findByRole('button', { name: STAFF_LABELS.checkIn });
    expect(screen.queryByRole('button', { name: 'キャンセルする' })).not.toBeInTheDocument();

    await user.click(checkIn);
    expect(setCheckedIn).toHaveBeenCalledWith('winter-cup', 'reg-3', true);
    expect(await screen.findByText(STAFF_MESSAGES.checkInDone)).toBeInTheDocument();
  });

  it('shows 受付済み with the time in Japan, and undoing asks first', async () => {
    registState = { status: 'ready', data: regist({ checkedInAt: new Date('2026-11-22T00:12:00Z') }) };
    setCheckedIn.mockReturnValueOnce(written({ kind: 'saved' }));
    const { user } = setup(ticket, signedIn({ claims: { sakura: 'admin' } }));
    expect(await screen.findByText(STAFF_LABELS.checkedIn)).toBeInTheDocument();
    expect(screen.getByText(/2026年11月22日\(日\) 09:12 に受付/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STAFF_LABELS.checkIn })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: STAFF_LABELS.undoCheckIn }));
    const dialog = await screen.findByRole('dialog', { name: STAFF_MESSAGES.checkInUndoConfirm });
    expect(setCheckedIn).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: STAFF_LABELS.undoCheckIn }));
    expect(setCheckedIn).toHaveBeenCalledWith('winter-cup', 'reg-3', false);
    expect(await screen.findByText(STAFF_MESSAGES.checkInUndone)).toBeInTheDocument();
  });

  it.each([
    ['waitlisted', STAFF_MESSAGES.checkInWaitlisted],
    ['pending', STAFF_MESSAGES.checkInNotAccepted],
    ['rejected', STAFF_MESSAGES.checkInRejected],
    ['cancelled', STAFF_MESSAGES.checkInCancelled],
  ] as const)('a %s registration cannot be checked in, and says why', async (status, why) => {
    registState = { status: 'ready', data: regist({ status }) };
    setup({ ...ticket, status }, staff);
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STAFF_LABELS.checkIn })).not.toBeInTheDocument();
    expect(setCheckedIn).not.toHaveBeenCalled();
  });

  it('a refused write is said in Japanese', async () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    registState = { status: 'ready', data: regist() };
    setCheckedIn.mockReturnValueOnce(
      written({ kind: 'failed', error: Object.assign(new Error('denied'), { code: 'permission-denied' }) }),
    );
    const { user } = setup(ticket, staff);
    await user.click(await screen.findByRole('button', { name: STAFF_LABELS.checkIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.permissionDenied);
  });

  it('offline, says 受付しました at once; when another phone checked the participant in earlier, says so', async () => {
    registState = { status: 'ready', data: regist() };
    let answer: (outcome: CheckInSettled) => void = () => {};
    setCheckedIn.mockReturnValueOnce({
      at: new Date(),
      settled: new Promise<CheckInSettled>((resolve) => (answer = resolve)),
    });
    const { user } = setup(ticket, staff);
    await user.click(await screen.findByRole('button', { name: STAFF_LABELS.checkIn }));
    expect(await screen.findByText(STAFF_MESSAGES.checkInDone)).toBeInTheDocument();

    // The connection returns: the server kept the other phone's 09:03 check-in.
    act(() => answer({ kind: 'earlier', at: new Date('2026-11-22T00:03:00Z') }));
    expect(
      await screen.findByText(
        `${ticket.name}さんは別の端末で 09:03 に受付済みでした。受付時刻は 09:03 のままです`,
      ),
    ).toBeInTheDocument();
  });

  it('staff of another club are treated as anyone holding the ticket', async () => {
    setup(ticket, signedIn({ claims: { momiji: 'admin' } }));
    expect(await screen.findByRole('button', { name: 'キャンセルする' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '受付（スタッフ用）' })).not.toBeInTheDocument();
  });

  it('in indie, the competition’s owner checks in; another signed-in user may cancel', async () => {
    const indieTicket = { ...ticket, clubId: 'indie' };
    registState = { status: 'ready', data: regist() };
    getCompeOwner.mockResolvedValue('host-1');
    const { unmount } = setup(indieTicket, signedIn({ uid: 'host-1' }));
    expect(await screen.findByRole('button', { name: STAFF_LABELS.checkIn })).toBeInTheDocument();
    expect(getCompeOwner).toHaveBeenCalledWith('winter-cup');
    unmount();

    clearLoaderCache();
    setup(indieTicket, signedIn({ uid: 'someone-else' }));
    expect(await screen.findByRole('button', { name: 'キャンセルする' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STAFF_LABELS.checkIn })).not.toBeInTheDocument();
  });
});
