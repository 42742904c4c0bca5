import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '@/components/snackbar';
import { MESSAGES } from '@/shared/messages';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { LastMailStatus } from '@/components/delivery/last-mail-status';
import { mailTo } from '@/testing/last-mail-fixtures';

const callResendMail = vi.fn();
vi.mock('@/lib/firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callResendMail: (...args: unknown[]) => callResendMail(...args),
}));

const failed = mailTo('r-bad', {
  id: 'm-bad',
  to: 'user@-bad-.example',
  state: 'error',
  error: '501 Error: Bad recipient address syntax',
  name: '佐藤 花子',
});

function open(mail = failed) {
  render(
    <SnackbarProvider>
      <LastMailStatus mail={mail} name="佐藤 花子" />
    </SnackbarProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => callResendMail.mockReset());

describe('宛先を直して再送 (a failed row of 参加申込リスト / エントリー)', () => {
  it('shows the reason, checks the new address, and resends to it', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: `佐藤 花子さんの${STAFF_MESSAGES.deliveryFix}` }));
    const dialog = screen.getByRole('dialog', { name: STAFF_MESSAGES.deliveryFixTitle });
    expect(dialog).toHaveTextContent(STAFF_MESSAGES.deliveryBadAddress);
    expect(dialog).not.toHaveTextContent('501 Error');
    await user.click(within(dialog).getByRole('button', { name: STAFF_MESSAGES.deliveryErrorDetails }));
    expect(dialog).toHaveTextContent('501 Error: Bad recipient address syntax');
    const field = screen.getByLabelText(/メールアドレス/);
    expect(field).toHaveValue('user@-bad-.example');

    await user.clear(field);
    await user.type(field, 'hanako@example');
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.deliveryResend }));
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(callResendMail).not.toHaveBeenCalled();

    callResendMail.mockResolvedValueOnce({ retried: 1, sent: 1, failed: 0 });
    await user.type(field, '.com');
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.deliveryResend }));
    await waitFor(() => expect(callResendMail).toHaveBeenCalledTimes(1));
    expect(callResendMail.mock.calls[0][0]).toStrictEqual({ messageId: 'm-bad', to: 'hanako@example.com' });
    expect(await screen.findByText('佐藤 花子さんにメールを再送しました')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an unchanged (valid) address resends as it is; a refusal keeps the dialog and the address', async () => {
    const user = open({ ...failed, to: 'hanako@example.com', error: '421 Try again later' });
    await user.click(screen.getByRole('button', { name: `佐藤 花子さんの${STAFF_MESSAGES.deliveryFix}` }));
    callResendMail.mockRejectedValueOnce(
      Object.assign(new Error(STAFF_MESSAGES.mailAddressTaken), { code: 'functions/already-exists' }),
    );
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.deliveryResend }));
    await waitFor(() => expect(callResendMail).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(STAFF_MESSAGES.mailAddressTaken)).toBeInTheDocument();
    expect(callResendMail.mock.calls[0][0]).toStrictEqual({ messageId: 'm-bad' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText(/メールアドレス/)).toHaveValue('hanako@example.com');
  });

  it('when another resend of the message is already under way, says so instead of claiming it was sent', async () => {
    const user = open({ ...failed, to: 'hanako@example.com' });
    await user.click(screen.getByRole('button', { name: `佐藤 花子さんの${STAFF_MESSAGES.deliveryFix}` }));
    callResendMail.mockResolvedValueOnce({ retried: 0, sent: 0, failed: 0 });
    await user.click(screen.getByRole('button', { name: STAFF_MESSAGES.deliveryResend }));
    expect(await screen.findByText(STAFF_MESSAGES.deliveryResendBusy)).toBeInTheDocument();
    expect(screen.queryByText('佐藤 花子さんにメールを再送しました')).not.toBeInTheDocument();
  });
});
