import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signedIn, signedOut } from '@/testing/render';
import type * as CreateModule from '@/lib/db/tickets/create-auth-ticket';
import type * as MailModule from '@/lib/db/tickets/mail-invitation';
import { InviteDialog } from '@/components/invitation/invite-dialog';

const createAuthTicket = vi.fn<typeof CreateModule.createAuthTicket>();
const mailInvitation = vi.fn<typeof MailModule.mailInvitation>();
vi.mock('@/lib/db/tickets/create-auth-ticket', async (importOriginal) => {
  const actual = await importOriginal<typeof CreateModule>();
  return {
    ...actual,
    createAuthTicket: (...args: Parameters<typeof actual.createAuthTicket>) => createAuthTicket(...args),
  };
});
vi.mock('@/lib/db/tickets/mail-invitation', async (importOriginal) => ({
  ...(await importOriginal<typeof MailModule>()),
  mailInvitation: (ticketId: string) => mailInvitation(ticketId),
}));

const admin = signedIn({ uid: 'admin-1', displayName: '佐藤 太郎', claims: { 'sakura-tt': 'admin' } });

function setup(session = admin, defaultRole?: 'admin' | 'staff') {
  const onClose = vi.fn();
  renderAt(
    <InviteDialog
      open
      onClose={onClose}
      clubId="sakura-tt"
      clubName="さくら卓球クラブ"
      defaultRole={defaultRole}
    />,
    { session },
  );
  return { onClose, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/お名前/), '山田 花子');
  await user.type(screen.getByLabelText(/メールアドレス/), 'hanako@example.com');
}

describe('invite dialog', () => {
  beforeEach(() => {
    createAuthTicket.mockReset();
    mailInvitation.mockReset();
  });

  it('validates name and e-mail in Japanese and keeps 招待する disabled until valid', async () => {
    const { user } = setup();
    const submit = screen.getByRole('button', { name: '招待する' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /役割/ })).toHaveTextContent('スタッフ');

    await user.type(screen.getByLabelText(/お名前/), ' ');
    expect(await screen.findByText('必須項目')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/メールアドレス/), 'hanako');
    expect(await screen.findByText('アドレスの形式が違います')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText(/お名前/), '山田');
    await user.type(screen.getByLabelText(/メールアドレス/), '@example.com');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('signed out: says to sign in first, writes nothing and keeps what was typed', async () => {
    const actual = await vi.importActual<typeof CreateModule>('@/lib/db/tickets/create-auth-ticket');
    createAuthTicket.mockImplementation(actual.createAuthTicket);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup(signedOut);
    await fill(user);
    await user.click(screen.getByRole('button', { name: '招待する' }));
    expect(await screen.findByText('ログインしてから再実行してください')).toBeInTheDocument();
    expect(mailInvitation).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/お名前/)).toHaveValue('山田 花子');
    expect(screen.getByLabelText(/メールアドレス/)).toHaveValue('hanako@example.com');
    error.mockRestore();
  });

  it('creates the ticket as the signed-in admin, mails it, and shows the link to copy', async () => {
    createAuthTicket.mockResolvedValueOnce('AbCdEfGhIjKlMnOpQrStUvWx');
    mailInvitation.mockResolvedValueOnce('sent');
    const { user } = setup();
    await fill(user);
    await user.click(screen.getByRole('combobox', { name: /役割/ }));
    await user.click(screen.getByRole('option', { name: '管理者' }));
    await user.click(screen.getByRole('button', { name: '招待する' }));

    expect(await screen.findByText('hanako@example.com に招待メールを送信しました。')).toBeInTheDocument();
    expect(createAuthTicket).toHaveBeenCalledWith(
      expect.objectContaining({ uid: 'admin-1', displayName: '佐藤 太郎' }),
      { clubId: 'sakura-tt', clubName: 'さくら卓球クラブ' },
      { receiver: '山田 花子', email: 'hanako@example.com', role: 'admin' },
    );
    expect(mailInvitation).toHaveBeenCalledWith('AbCdEfGhIjKlMnOpQrStUvWx');
    const link = `${window.location.origin}/ticket/AbCdEfGhIjKlMnOpQrStUvWx`;
    expect(screen.getByLabelText('招待リンク')).toHaveValue(link);
    await user.click(screen.getByRole('button', { name: '招待リンクをコピー' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getByText('コピーしました')).toBeInTheDocument();
  });

  it('when the mail fails, says so and still gives the link', async () => {
    createAuthTicket.mockResolvedValueOnce('AbCdEfGhIjKlMnOpQrStUvWx');
    mailInvitation.mockResolvedValueOnce('error');
    const { user } = setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: '招待する' }));
    expect(await screen.findByText(/招待メールを送信できませんでした/)).toBeInTheDocument();
    expect(screen.getByLabelText('招待リンク')).toHaveValue(
      `${window.location.origin}/ticket/AbCdEfGhIjKlMnOpQrStUvWx`,
    );
  });

  it('a failed write shows why and keeps the form', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    createAuthTicket.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const { user } = setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: '招待する' }));
    expect(await screen.findByText('この操作を行う権限がありません')).toBeInTheDocument();
    expect(mailInvitation).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/お名前/)).toHaveValue('山田 花子');
    error.mockRestore();
  });

  it('preselects the role it is given (appointing an admin)', () => {
    setup(admin, 'admin');
    expect(screen.getByRole('combobox', { name: /役割/ })).toHaveTextContent('管理者');
  });
});
