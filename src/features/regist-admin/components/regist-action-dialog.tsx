import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { useNotify } from '@/components/snackbar';
import { LABELS } from '@/shared/messages';
import type { RegistAction } from '@/shared/schemas/callables';
import type { Regist } from '@/shared/schemas/regist';
import { changeRegistStatus } from '../api/set-regist-status';
import { ACTION_TEXT, freesSeat } from '../regist-actions';
import { fill } from '@/shared/fill';

/**
 * Asks before 承認 / 不承認 / キャンセル / 繰り上げ (each mails the person), shows the call in
 * progress, then a snackbar. A refusal (the status changed meanwhile, no free seat…) stays in the
 * dialog in the function's own words.
 */
export function RegistActionDialog({
  compeId,
  regist,
  action,
  regists,
  onClose,
}: {
  compeId: string;
  regist: Regist;
  action: RegistAction;
  /** The live list, to name whoever moves up into a freed seat. */
  regists: readonly Regist[];
  onClose: () => void;
}) {
  const notify = useNotify();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = ACTION_TEXT[action];
  const waiting = regists.some((other) => other.status === 'waitlisted' && other.id !== regist.id);

  const run = async () => {
    setBusy(true);
    setError(null);
    const result = await changeRegistStatus(compeId, regist.id, action);
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    const promoted = result.promotedRegistId
      ? regists.find((other) => other.id === result.promotedRegistId)
      : undefined;
    notify(
      fill(text.done, { name: regist.name }) +
        (promoted ? `。キャンセル待ちの${promoted.name}さんが繰り上がりました` : ''),
    );
    onClose();
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{fill(text.question, { name: regist.name })}</DialogContentText>
          {freesSeat(action, regist.status) && waiting ? (
            <DialogContentText variant="body2">
              空いた席には、キャンセル待ちの先頭の方が繰り上がります（その方にもメールでお知らせします）。
            </DialogContentText>
          ) : null}
          {busy ? <LinearProgress aria-label="処理中" /> : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogFooter
        confirmLabel={text.confirm}
        busyLabel="処理中…"
        busy={busy}
        destructive={text.destructive}
        cancelLabel={error ? LABELS.close : '戻る'}
        onCancel={onClose}
        onConfirm={() => void run()}
      />
    </Dialog>
  );
}
