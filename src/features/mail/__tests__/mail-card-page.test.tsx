import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Live } from '@/lib/firebase/hooks';
import { fill } from '@/shared/fill';
import { mailboxSchema, type Mail, type Mailbox } from '@/shared/schemas/mail';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { renderRoutes, signedIn } from '@/testing/render';
import MailCardPage from '../pages/mail-card-page';
import { mailTo } from '@/testing/last-mail-fixtures';

/** Stands in for the Firestore listeners of the page: setting a value re-renders, as a snapshot would. */
const live = vi.hoisted(() => {
  const values: Record<string, unknown> = {};
  const listeners = new Set<() => void>();
  return {
    get: (key: string) => values[key],
    set(key: string, next: unknown) {
      values[key] = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
const queried = vi.fn<(hook: string, ...args: string[]) => void>();
vi.mock('@/lib/db/mailbox/use-mailbox', async () => {
  const { useSyncExternalStore } = await import('react');
  const use = (key: string) => useSyncExternalStore(live.subscribe, () => live.get(key));
  return {
    useMailbox: (clubId: string) => (queried('useMailbox', clubId), use('mailbox')),
    useMailboxEntry: (mailId: string) => (queried('useMailboxEntry', mailId), use('box')),
  };
});
vi.mock('@/lib/db/mails/use-mailbox-mails', async () => {
  const { useSyncExternalStore } = await import('react');
  const use = (key: string) => useSyncExternalStore(live.subscribe, () => live.get(key));
  return {
    useMailboxMails: (clubId: string, mailId: string) => (
      queried('useMailboxMails', clubId, mailId),
      use('mails')
    ),
  };
});
const callResendMail = vi.fn();
vi.mock('@/lib/firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callResendMail: (...args: unknown[]) => callResendMail(...args),
}));

function mailbox(id: string, values: Partial<Omit<Mailbox, 'id'>> = {}): Mailbox {
  const data = mailboxSchema.parse({
    clubId: 'sakura-tt',
    compeId: 'c1',
    subject: '【さくら杯】集合時間のお知らせ',
    body: '{name} 様',
    audience: { kind: 'all' },
    sentBy: 'u1',
    sentAt: new Date('2026-11-01T01:00:00Z'),
    counts: { total: 4, sent: 2, failed: 1 },
    finishedAt: new Date('2026-11-01T01:01:00Z'),
    ...values,
  });
  return { ...data, id };
}

const bulk = (registId: string, values: Parameters<typeof mailTo>[1]) =>
  mailTo(registId, { kind: 'bulk', mailboxId: 'mb1', subject: '集合時間のお知らせ', ...values });
const yamada = bulk('r1', { name: '山田 太郎', state: 'sent', minute: 1 });
const suzuki = bulk('r3', { name: '鈴木 一郎', state: 'sent', minute: 2 });
const kimura = bulk('r2', {
  name: '木村 誤記',
  to: 'kimura@-bad-.example',
  state: 'error',
  error: '501 Error: Bad recipient address syntax',
  attempts: 2,
});
const aoki = bulk('r4', { name: '青木 葵', state: 'pending' });

const setLive = <T,>(key: 'box' | 'mails' | 'mailbox', value: Live<T>) => live.set(key, value);

function open(path = '/sakura-tt/form/mb1/card') {
  renderRoutes([{ path: '/:clubId/form/:mailId?/card', element: <MailCardPage /> }], {
    path,
    session: signedIn({ claims: { 'sakura-tt': 'staff' } }),
  });
  return userEvent.setup();
}

const cards = () => within(screen.getByRole('list', { name: '宛先ごとの結果' })).getAllByRole('listitem');

beforeEach(() => {
  callResendMail.mockReset();
  queried.mockReset();
  setLive('mailbox', { status: 'ready', data: [mailbox('mb1')] });
  setLive('box', { status: 'ready', data: mailbox('mb1') });
  setLive('mails', { status: 'ready', data: [yamada, kimura, aoki, suzuki] });
});

describe('メール結果', () => {
  it('shows one card per recipient, who did not get it first, with totals counted from the messages', () => {
    open();
    expect(queried).toHaveBeenCalledWith('useMailboxEntry', 'mb1');
    expect(queried).toHaveBeenCalledWith('useMailboxMails', 'sakura-tt', 'mb1');
    expect(screen.getByRole('heading', { name: '【さくら杯】集合時間のお知らせ' })).toBeInTheDocument();

    const summary = screen.getByText('全 4件').parentElement as HTMLElement;
    expect(summary).toHaveTextContent('送信済み 2');
    expect(summary).toHaveTextContent('エラー 1');
    expect(summary).toHaveTextContent('送信待ち 1');

    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual([
      '木村 誤記 エラー',
      '青木 葵 送信待ち',
      '山田 太郎 送信済み',
      '鈴木 一郎 送信済み',
    ]);
    const failed = cards()[0];
    // The state is said in words, not only by colour; why it failed (in Japanese) and the time are there.
    expect(failed).toHaveTextContent('kimura@-bad-.example');
    expect(failed).toHaveTextContent('エラー');
    expect(failed).toHaveTextContent(STAFF_MESSAGES.deliveryBadAddress);
    expect(failed).toHaveTextContent('受付 2026年11月1日(日) 10:00（2回目）');
    expect(cards()[2]).toHaveTextContent('送信 2026年11月1日(日) 10:01');
  });

  it("says why a message failed in Japanese; the server's own words only behind 詳細", async () => {
    const user = open();
    const failed = cards()[0];
    expect(failed).toHaveTextContent(STAFF_MESSAGES.deliveryBadAddress);
    expect(failed).not.toHaveTextContent('501 Error');
    const details = within(failed).getByRole('button', { name: STAFF_MESSAGES.deliveryErrorDetails });
    expect(details).toHaveAttribute('aria-expanded', 'false');

    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(failed).toHaveTextContent('501 Error: Bad recipient address syntax');
    await user.click(details);
    expect(failed).not.toHaveTextContent('501 Error');
  });

  it('filters the cards by state', async () => {
    const user = open();
    const filters = screen.getByRole('group', { name: '状態で絞り込む' });
    await user.click(within(filters).getByRole('button', { name: 'エラー 1' }));
    expect(within(filters).getByRole('button', { name: 'エラー 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['木村 誤記 エラー']);

    await user.click(within(filters).getByRole('button', { name: '送信済み 2' }));
    expect(cards()).toHaveLength(2);
    await user.click(within(filters).getByRole('button', { name: '送信待ち 1' }));
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual(['青木 葵 送信待ち']);
    await user.click(within(filters).getByRole('button', { name: 'すべて 4' }));
    expect(cards()).toHaveLength(4);
  });

  it('offers 失敗分を再送する only when some failed', () => {
    setLive('mails', { status: 'ready', data: [yamada, suzuki] });
    open();
    expect(screen.getByText('全 2件')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /失敗分を再送する/ })).not.toBeInTheDocument();

    act(() => setLive('mails', { status: 'ready', data: [yamada, suzuki, kimura] }));
    expect(screen.getByRole('button', { name: '失敗分を再送する（1件）' })).toBeEnabled();
  });

  it('resends the failed ones after a confirmation and says how it went; the cards follow live', async () => {
    const user = open();
    callResendMail.mockResolvedValueOnce({ retried: 1, sent: 1, failed: 0 });
    await user.click(screen.getByRole('button', { name: '失敗分を再送する（1件）' }));
    const dialog = screen.getByRole('dialog', {
      name: fill(STAFF_MESSAGES.mailResendConfirm, { count: 1 }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callResendMail).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '失敗分を再送する（1件）' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '再送する' }));
    expect(callResendMail).toHaveBeenCalledExactlyOnceWith({ mailId: 'mb1' });
    expect(await screen.findByText(fill(STAFF_MESSAGES.mailResent, { sent: 1 }))).toBeInTheDocument();

    act(() =>
      setLive('mails', {
        status: 'ready',
        data: [yamada, suzuki, aoki, { ...kimura, state: 'sent', error: undefined, sentAt: new Date() }],
      }),
    );
    expect(screen.queryByRole('button', { name: /失敗分を再送する/ })).not.toBeInTheDocument();
    expect(screen.getByText('全 4件').parentElement).toHaveTextContent('エラー 0');
  });

  it('says when the resend failed again, and when the call itself failed', async () => {
    const user = open();
    callResendMail.mockResolvedValueOnce({ retried: 1, sent: 0, failed: 1 });
    await user.click(screen.getByRole('button', { name: '失敗分を再送する（1件）' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '再送する' }));
    expect(
      await screen.findByText(fill(STAFF_MESSAGES.mailResentWithErrors, { sent: 0, failed: 1 })),
    ).toBeInTheDocument();

    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    callResendMail.mockRejectedValueOnce(
      Object.assign(new Error('internal'), { code: 'functions/unavailable' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '失敗分を再送する（1件）' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '再送する' }));
    expect(
      await screen.findByText('サーバーに接続できません。ネットワークを確認してください'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '失敗分を再送する（1件）' })).toBeEnabled(),
    );
  });

  it('does not resend while the mail is still being sent', () => {
    setLive('box', { status: 'ready', data: mailbox('mb1', { finishedAt: null }) });
    open();
    expect(screen.getByText('送信中… 3 / 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '失敗分を再送する（1件）' })).toBeDisabled();
  });

  it.each([
    ['an unknown mailId', { status: 'ready', data: null }],
    ['a mail of another club', { status: 'ready', data: mailbox('mb1', { clubId: 'momiji' }) }],
    ['one the rules refuse', { status: 'error', error: new Error('permission-denied') }],
  ] as [string, Live<Mailbox | null>][])('says clearly that %s is not found', (_, box) => {
    setLive('box', box);
    setLive('mails', { status: 'ready', data: [] as Mail[] });
    open();
    expect(screen.getByText(STAFF_MESSAGES.mailCardMissing)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '宛先ごとの結果' })).not.toBeInTheDocument();
  });

  it('keeps a mail to 2,000 people usable: the first cards at once, more on request', async () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      bulk(`p${i}`, { id: `p${i}`, name: `参加者 ${String(i).padStart(4, '0')}`, state: 'sent' }),
    );
    setLive('mails', { status: 'ready', data: many });
    const user = open();
    expect(screen.getByText('全 2000件')).toBeInTheDocument();
    expect(cards()).toHaveLength(200);
    await user.click(screen.getByRole('button', { name: 'さらに表示（残り 1800件）' }));
    expect(cards()).toHaveLength(400);
    // jsdom draws 400 MUI cards in 3–9 s on a 2-CPU machine: the point here is what is drawn, not
    // how fast (the browser's figures are in `npm run bench`, scale section).
  }, 30_000);
});
