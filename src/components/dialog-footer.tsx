import Button from '@mui/material/Button';
import DialogActions, { type DialogActionsProps } from '@mui/material/DialogActions';
import type { ReactNode } from 'react';
import { LABELS } from '@/shared/messages';

interface Props {
  /** The primary button's text. */
  confirmLabel: ReactNode;
  /** Shown on the primary button instead while busy. */
  busyLabel?: ReactNode;
  /** The primary button's click; without it the button submits the dialog's form. */
  onConfirm?: () => void;
  onCancel: () => void;
  /** キャンセル unless told (戻る, 閉じる…). */
  cancelLabel?: ReactNode;
  /** While the action runs: both buttons are disabled and the primary one shows `busyLabel`. */
  busy?: boolean;
  /** The cancel button stays enabled while busy. */
  cancelWhileBusy?: boolean;
  /** The primary button is disabled (an invalid form, nothing to do…). */
  disabled?: boolean;
  /** Red primary button for what cannot be undone. */
  destructive?: boolean;
  /** A red 削除 button at the start of the row, disabled while busy. */
  onDelete?: () => void;
  /** More buttons between cancel and the primary one. */
  children?: ReactNode;
  sx?: DialogActionsProps['sx'];
}

/** The row at the bottom of a dialog: an optional 削除, キャンセル, any others, then the primary action. */
export function DialogFooter({
  confirmLabel,
  busyLabel,
  onConfirm,
  onCancel,
  cancelLabel = LABELS.cancel,
  busy = false,
  cancelWhileBusy = false,
  disabled = false,
  destructive = false,
  onDelete,
  children,
  sx,
}: Props) {
  return (
    <DialogActions sx={sx}>
      {onDelete ? (
        <Button color="error" onClick={onDelete} disabled={busy} sx={{ mr: 'auto' }}>
          削除
        </Button>
      ) : null}
      <Button onClick={onCancel} disabled={busy && !cancelWhileBusy}>
        {cancelLabel}
      </Button>
      {children}
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={destructive ? 'error' : 'primary'}
        variant="contained"
        onClick={onConfirm}
        disabled={busy || disabled}
      >
        {busy && busyLabel !== undefined ? busyLabel : confirmLabel}
      </Button>
    </DialogActions>
  );
}
