import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/firebase/hooks';
import { MESSAGES } from '@/shared/messages';
import { mailboxSchema, type Mailbox } from '@/shared/schemas/mail';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { renderRoutes, signedIn } from '@/testing/render';
import { MailLayout } from '../components/mail-layout';
import { fakeMediaQueryList } from '@/testing/media';

// The Firebase boundary of the sidebar: the club's mailbox listener.
let state: Live<Mailbox[]>;
const mailboxArgs = vi.fn<(clubId: string) => void>();
vi.mock('@/lib/db/mailbox/use-mailbox', () => ({
  useMailbox: (clubId: string) => {
    mailboxArgs(clubId);
    return state;
  },
}));

function mailbox(id: string, values: Partial<Omit<Mailbox, 'id'>>): Mailbox {
  const data = mailboxSchema.parse({
    clubId: 'sakura-tt',
    compeId: 'c1',
    subject: '件名',
    body: '本文',
    audience: { kind: 'all' },
    sentBy: 'u1',
    sentAt: new Date('2026-11-01T01:00:00Z'),
    counts: { total: 0, sent: 0, failed: 0 },
    finishedAt: new Date('2026-11-01T01:01:00Z'),
    ...values,
  });
  return { ...data, id };
}

// Newest first, as the query orders them.
const newest = mailbox('mb2', {
  subject: '【さくら杯】集合時間のお知らせ',
  sentAt: new Date('2026-11-20T03:15:00Z'),
  audience: { kind: 'status', status: 'waitlisted' },
  counts: { total: 12, sent: 10, failed: 2 },
});
const older = mailbox('mb1', {
  subject: '参加票のご案内',
  sentAt: new Date('2026-11-01T00:30:00Z'),
  audience: { kind: 'entries' },
  counts: { total: 3, sent: 3, failed: 0 },
});

function open(currentId?: string) {
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <MailLayout clubId="sakura-tt" currentId={currentId}>
            <p>page content</p>
          </MailLayout>
        ),
      },
    ],
    { path: '/sakura-tt/form/mail', session: signedIn({ claims: { 'sakura-tt': 'staff' } }) },
  );
  return userEvent.setup();
}

/** A wide screen: MUI's useMediaQuery asks window.matchMedia (the tests' default matches nothing: a phone). */
function wideScreen() {
  vi.stubGlobal('matchMedia', (media: string) => fakeMediaQueryList(media, true));
}

beforeEach(() => {
  mailboxArgs.mockReset();
  state = { status: 'ready', data: [newest, older] };
});
afterEach(() => vi.unstubAllGlobals());

const items = () => within(screen.getByRole('list', { name: '送信したメール' })).getAllByRole('link');

describe('送信履歴 (mailbox sidebar)', () => {
  it('on a wide screen lists the club’s sent mails beside the page, newest first, with totals and failures in words', () => {
    wideScreen();
    open('mb1');
    expect(mailboxArgs).toHaveBeenCalledWith('sakura-tt');
    expect(screen.queryByRole('button', { name: /送信履歴/ })).not.toBeInTheDocument();
    const [first, second] = items();
    expect(first).toHaveTextContent('【さくら杯】集合時間のお知らせ');
    expect(first).toHaveTextContent('2026年11月20日(金) 12:15 ・ 申込状態：キャンセル待ち');
    expect(first).toHaveTextContent('送信済み 10 / 全 12 ⚠ エラー 2');
    expect(first).toHaveAttribute('href', '/sakura-tt/form/mb2/card');
    expect(first).not.toHaveAttribute('aria-current');

    expect(second).toHaveTextContent('エントリー済みの人');
    expect(second).toHaveTextContent('送信済み 3 / 全 3');
    expect(second).not.toHaveTextContent('エラー');
    expect(second).toHaveAttribute('aria-current', 'page');
    // The page content comes first in reading order on a wide screen.
    expect(
      screen.getByText('page content').compareDocumentPosition(screen.getByRole('list')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('on a phone folds above the page into one button that still says how many failed', async () => {
    const user = open();
    const toggle = screen.getByRole('button', { name: /送信履歴/ });
    expect(toggle).toHaveTextContent('送信履歴（2件）⚠ エラーあり 1件');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: '送信したメール' })).not.toBeInTheDocument();
    expect(
      toggle.compareDocumentPosition(screen.getByText('page content')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(items().map((link) => link.getAttribute('href'))).toEqual([
      '/sakura-tt/form/mb2/card',
      '/sakura-tt/form/mb1/card',
    ]);
  });

  it('says when nothing was sent yet', () => {
    wideScreen();
    state = { status: 'ready', data: [] };
    open();
    expect(screen.getByText(STAFF_MESSAGES.mailboxEmpty)).toBeInTheDocument();
  });

  it('says when the list cannot be read', () => {
    wideScreen();
    state = { status: 'error', error: new Error('permission-denied') };
    open();
    expect(screen.getByText(MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
