import TextField from '@mui/material/TextField';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from '@/components/form-dialog';
import { renderAt } from '@/testing/render';

function setup(props: { busy?: boolean; cancelWhileBusy?: boolean; error?: string | null } = {}) {
  const onClose = vi.fn();
  const onSubmit = vi.fn();
  const onDelete = vi.fn();
  renderAt(
    <FormDialog
      title="項目を追加"
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel="追加"
      busyLabel="保存中…"
      onDelete={onDelete}
      actions={<button type="button">追加して続ける</button>}
      {...props}
    >
      <TextField label="タイトル" autoFocus />
    </FormDialog>,
  );
  return { onClose, onSubmit, user: userEvent.setup(), dialog: screen.getByRole('dialog') };
}

describe('FormDialog: the shell of the staff form dialogs', () => {
  it('is named by its title, its form too, and puts the cursor in the field that asks for it', () => {
    const { dialog } = setup();
    expect(dialog).toHaveAccessibleName('項目を追加');
    expect(within(dialog).getByRole('form', { name: '項目を追加' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'タイトル' })).toHaveFocus();
  });

  it('submits on Enter in a field and with the primary button, without leaving the page', async () => {
    const { user, onSubmit, dialog } = setup();
    await user.type(within(dialog).getByRole('textbox', { name: 'タイトル' }), '開会式{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].defaultPrevented).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: '追加' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes with キャンセル and with Escape', async () => {
    const { user, onClose, onSubmit, dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while busy: every button of its own is disabled, the primary one says 保存中…, and Escape does not close', async () => {
    const { user, onClose, dialog } = setup({ busy: true });
    expect(within(dialog).getByRole('button', { name: '保存中…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '削除' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('while busy with cancelWhileBusy: キャンセル still closes, the primary one waits', async () => {
    const { user, onClose, dialog } = setup({ busy: true, cancelWhileBusy: true });
    expect(within(dialog).getByRole('button', { name: '保存中…' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows why the last attempt failed as an alert', () => {
    setup({ error: '保存できませんでした。もう一度お試しください。' });
    expect(screen.getByRole('alert')).toHaveTextContent('保存できませんでした。もう一度お試しください。');
  });

  it('has no alert while nothing failed; extra actions sit among its buttons', () => {
    const { dialog } = setup({ error: null });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '追加して続ける' })).toBeEnabled();
  });
});
