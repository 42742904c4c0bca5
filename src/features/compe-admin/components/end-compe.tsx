import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DialogFooter } from '@/components/dialog-footer';
import { useNotify } from '@/components/snackbar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { compeLinkHref, paths } from '@/config/paths';
import { callErrorMessage } from '@/lib/firebase/errors';
import { formatDateTime } from '@/shared/date-time';
import { fill } from '@/shared/fill';
import { LIMITS } from '@/shared/schemas/limits';
import type { Compe } from '@/shared/schemas/compe';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { countRegists } from '@/lib/db/regists/count-regists';
import { cancelCompe, deleteCompe, newCancelRequestId } from '../api/end-compe-calls';

type Counts = { active: number; total: number };

/**
 * 大会を中止: says before confirming how many people will be told, takes an optional note for
 * the mail, and keeps one request id while open (a second tap or a retry sends nothing twice).
 * The dialog stays open while the mail goes out; a failure keeps the note.
 */
function CancelDialog({
  compe,
  clubId,
  active,
  open,
  onClose,
}: {
  compe: Compe;
  clubId: string;
  active: number;
  open: boolean;
  onClose: () => void;
}) {
  const notify = useNotify();
  const navigate = useNavigate();
  const titleId = useId();
  const [note, setNote] = useState('');
  const [requestId, setRequestId] = useState(newCancelRequestId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tooLong = note.length > LIMITS.notice;

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { counts, mailId } = await cancelCompe(clubId, { compeId: compe.id, requestId, note });
      // Not sent = failed, or (a retry answered with the first call's totals) still unsent: the
      // per-recipient results say who, with a resend.
      const unsent = counts.total - counts.sent;
      if (unsent > 0) {
        notify(
          fill(STAFF_MESSAGES.compeCancelDoneFailed, { count: counts.total, failed: unsent }),
          'warning',
        );
      } else {
        notify(fill(STAFF_MESSAGES.compeCancelDone, { count: counts.total }));
      }
      setRequestId(newCancelRequestId());
      onClose();
      if (mailId && unsent > 0) navigate(paths.form.card.getHref(clubId, mailId));
    } catch (error) {
      console.error(error);
      setFailure(callErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{fill(STAFF_MESSAGES.compeCancelTitle, { title: compe.title })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {active > 0
              ? fill(STAFF_MESSAGES.compeCancelNotice, { count: active })
              : STAFF_MESSAGES.compeCancelNoOne}
          </DialogContentText>
          {active > 0 ? (
            <TextField
              label={STAFF_MESSAGES.compeCancelNoteLabel}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={3}
              fullWidth
              disabled={busy}
              error={tooLong}
              helperText={tooLong ? `${LIMITS.notice}文字以内で入力してください` : undefined}
            />
          ) : null}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogFooter
        confirmLabel={active > 0 ? `中止して ${active} 人に知らせる` : '中止する'}
        busyLabel="中止しています…"
        busy={busy}
        disabled={tooLong}
        destructive
        onCancel={onClose}
        onConfirm={() => void confirm()}
      />
    </Dialog>
  );
}

/**
 * The end of a competition on 大会設定 (docs/product.md "Cancelling and deleting a competition"): 大会を中止 keeps the records and tells everyone;
 * 大会を削除 is offered only while nobody has applied. A cancelled competition says so instead.
 */
export function EndCompe({ compe, clubId }: { compe: Compe; clubId: string }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [counts, setCounts] = useState<Counts | null>(null);
  const [asking, setAsking] = useState<'cancel' | 'delete' | null>(null);
  const cancelled = compe.cancelledAt !== undefined;

  // Counted afresh each time a dialog may open: applications keep arriving.
  useEffect(() => {
    if (cancelled) return;
    let active = true;
    countRegists(compe.id).then(
      (next) => active && setCounts(next),
      (error: unknown) => console.error(error),
    );
    return () => {
      active = false;
    };
  }, [compe.id, cancelled, asking]);

  if (cancelled) {
    return (
      <Alert severity="warning" role="status">
        {fill(STAFF_MESSAGES.compeCancelled, { at: formatDateTime(compe.cancelledAt!) })}{' '}
        <RouterLink to={paths.form.mail.getHref(clubId)}>送信結果はメールの一覧で確認できます</RouterLink>
      </Alert>
    );
  }

  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {counts && counts.total === 0 ? (
        <Button color="error" onClick={() => setAsking('delete')}>
          大会を削除
        </Button>
      ) : null}
      <Button color="error" variant="outlined" onClick={() => setAsking('cancel')} disabled={!counts}>
        大会を中止
      </Button>
      {counts ? (
        <CancelDialog
          compe={compe}
          clubId={clubId}
          active={counts.active}
          open={asking === 'cancel'}
          onClose={() => setAsking(null)}
        />
      ) : null}
      <ConfirmDialog
        open={asking === 'delete'}
        title={fill(STAFF_MESSAGES.compeDeleteTitle, { title: compe.title })}
        confirmLabel="削除する"
        destructive
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          setAsking(null);
          try {
            await deleteCompe(clubId, compe.id);
            notify('大会を削除しました');
            navigate(compeLinkHref(clubId));
          } catch (error) {
            console.error(error);
            notify(callErrorMessage(error, '削除できませんでした'), 'error');
          }
        }}
      >
        {STAFF_MESSAGES.compeDeleteNotice}
      </ConfirmDialog>
    </Stack>
  );
}
