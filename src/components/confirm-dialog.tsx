import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { DialogFooter } from './dialog-footer';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Red confirm button for what cannot be undone. */
  destructive?: boolean;
  /** While the action runs: the confirm button is disabled. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before an action the user may regret: a title, an explanation, cancel and confirm. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  destructive,
  busy,
  onCancel,
  onConfirm,
}: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children ? (
        <DialogContent>
          <DialogContentText>{children}</DialogContentText>
        </DialogContent>
      ) : null}
      <DialogFooter
        confirmLabel={confirmLabel}
        destructive={destructive}
        busy={busy}
        cancelWhileBusy
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}
