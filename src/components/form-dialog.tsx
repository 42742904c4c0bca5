import Alert from '@mui/material/Alert';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';
import { DialogFooter } from './dialog-footer';

interface Props {
  /** Mounted open unless told: most form dialogs are rendered only while they are shown. */
  open?: boolean;
  /** The heading; the dialog and its form are named by it. */
  title: ReactNode;
  /** キャンセル, Escape and a click beside the dialog (not while busy, unless `cancelWhileBusy`). */
  onClose: () => void;
  /**
   * The primary button and Enter in a field. The page does not reload (the event's default is
   * prevented); react-hook-form's `handleSubmit(…)` fits as it is.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The primary button's text (保存, 追加, 作成…). */
  submitLabel: ReactNode;
  /** Shown on the primary button instead while busy (保存中…). */
  busyLabel?: ReactNode;
  /** While the write runs: the buttons are disabled and the dialog does not close. */
  busy?: boolean;
  /** キャンセル and closing stay possible while busy (the form keeps what was typed either way). */
  cancelWhileBusy?: boolean;
  /** The primary button is disabled (an invalid form, nothing to send…). */
  submitDisabled?: boolean;
  /** Why the last attempt failed, in Japanese: shown under the fields as an alert (role=alert). */
  error?: ReactNode;
  /** A red 削除 at the start of the buttons. */
  onDelete?: () => void;
  /** More buttons between キャンセル and the primary one (速報で保存, 追加して続ける…). */
  actions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** The fields, stacked; the first one a person types in carries `autoFocus`. */
  children: ReactNode;
}

/**
 * The shell of every staff form dialog: a titled dialog holding one form — the fields, the error
 * of the last attempt, then キャンセル and the primary action. Full-screen on a phone with its buttons
 * wrapping onto the screen (docs/product.md "Staff pages work on a phone too").
 */
export function FormDialog({
  open = true,
  title,
  onClose,
  onSubmit,
  submitLabel,
  busyLabel,
  busy = false,
  cancelWhileBusy = false,
  submitDisabled = false,
  error,
  onDelete,
  actions,
  maxWidth = 'sm',
  children,
}: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const locked = busy && !cancelWhileBusy;
  return (
    <Dialog
      open={open}
      onClose={locked ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth={maxWidth}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
        noValidate
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {/* pt: an outlined field's label sits above its box and would be cut off by the title. */}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {error ? <Alert severity="error">{error}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogFooter
          // Buttons that do not fit a phone's width wrap onto a second row instead of off the screen.
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
          confirmLabel={submitLabel}
          busyLabel={busyLabel}
          busy={busy}
          cancelWhileBusy={cancelWhileBusy}
          disabled={submitDisabled}
          onCancel={onClose}
          onDelete={onDelete}
        >
          {actions}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
