import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { LABELS } from '@/shared/messages';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Red confirm button for what cannot be undone. */
  destructive?: boolean;
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
      <DialogActions>
        <Button onClick={onCancel}>{LABELS.cancel}</Button>
        <Button color={destructive ? 'error' : 'primary'} variant="contained" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
