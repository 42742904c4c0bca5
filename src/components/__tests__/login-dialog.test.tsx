import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/testing/render';
import LoginDialog from '@/components/login-dialog';
import type { SendLinkResult } from '@/lib/session/send-sign-in-link';
import { fill } from '@/shared/fill';
import { MESSAGES } from '@/shared/messages';

const sendSignInLink = vi.fn<(email: string) => Promise<SendLinkResult>>();
vi.mock('@/lib/session/send-sign-in-link', () => ({
  sendSignInLink: (email: string) => sendSignInLink(email),
}));

function setup() {
  const onClose = vi.fn();
  const utils = renderRoutes([
    { path: '/', element: <LoginDialog open onClose={onClose} /> },
    { path: '/confirm/:code/:secret?', element: <p>confirm</p> },
  ]);
  return { ...utils, onClose, user: userEvent.setup() };
}

describe('login dialog (docs/product.md)', () => {
  it('keeps submit disabled until the e-mail is valid, with both messages', async () => {
    const { user } = setup();
    const field = screen.getByLabelText(/メールアドレス/);
    const submit = screen.getByRole('button', { name: '送信' });
    expect(submit).toBeDisabled();

    await user.type(field, 'taro');
    expect(await screen.findByText('アドレスの形式が違います')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(field);
    expect(await screen.findByText('必須項目')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(field, 'taro@example.com');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText('アドレスの形式が違います')).not.toBeInTheDocument();
  });

  it('confirms with a snackbar once the link is sent', async () => {
    sendSignInLink.mockResolvedValueOnce({ kind: 'sent' });
    const { user, onClose } = setup();
    await user.type(screen.getByLabelText(/メールアドレス/), 'admin@sakura-tt.example');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByText(/ログインリンクを送信しました/)).toBeInTheDocument();
    expect(sendSignInLink).toHaveBeenCalledWith('admin@sakura-tt.example');
    expect(onClose).toHaveBeenCalled();
  });

  it('goes to sign_unqualified for an unregistered e-mail', async () => {
    sendSignInLink.mockResolvedValueOnce({ kind: 'unqualified' });
    const { user, router } = setup();
    await user.type(screen.getByLabelText(/メールアドレス/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/sign_unqualified'));
  });

  it('goes to sign_reject with the reference code when sending fails', async () => {
    sendSignInLink.mockResolvedValueOnce({ kind: 'rejected', secret: 'quota-exceeded-2611220500' });
    const { user, router } = setup();
    await user.type(screen.getByLabelText(/メールアドレス/), 'admin@sakura-tt.example');
    await user.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/confirm/sign_reject/quota-exceeded-2611220500'),
    );
  });

  it('says when to try again, and keeps the address, when lookups are throttled', async () => {
    const wait = fill(MESSAGES.tooManyRequestsWait, { wait: '10分' });
    sendSignInLink.mockResolvedValueOnce({ kind: 'throttled', message: wait });
    const { user } = setup();
    await user.type(screen.getByLabelText(/メールアドレス/), 'admin@sakura-tt.example');
    await user.click(screen.getByRole('button', { name: '送信' }));
    expect(await screen.findByText(wait)).toBeInTheDocument();
    expect(screen.getByLabelText(/メールアドレス/)).toHaveValue('admin@sakura-tt.example');
  });
});
