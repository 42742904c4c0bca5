import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useNotify } from '@/components/snackbar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { formatDate, formatTime } from '@/shared/date-time';
import { useLoader } from '@/lib/use-loader';
import { MESSAGES } from '@/shared/messages';
import type { RegistStatus } from '@/shared/regist-status';
import type { Regist } from '@/shared/schemas/regist';
import type { RegistTicket } from '@/shared/schemas/ticket';
import { getCompeOwner } from '@/lib/db/compes/get-compe-owner';
import { setCheckedIn } from '@/lib/db/regists/set-checked-in';
import { writeErrorMessage } from '@/lib/firebase/errors';
import { useRegist } from '@/lib/db/regists/use-regists';
import { STAFF_LABELS, STAFF_MESSAGES } from '@/shared/staff-messages';
import { fill } from '@/shared/fill';

/** Why a registration in this status cannot be checked in. */
const NOT_CHECKABLE: Record<Exclude<RegistStatus, 'accepted'>, string> = {
  pending: STAFF_MESSAGES.checkInNotAccepted,
  waitlisted: STAFF_MESSAGES.checkInWaitlisted,
  rejected: STAFF_MESSAGES.checkInRejected,
  cancelled: STAFF_MESSAGES.checkInCancelled,
};

function CheckInState({ ticket, regist }: { ticket: RegistTicket; regist: Regist }) {
  const notify = useNotify();
  const [note, setNote] = useState<string | null>(null);
  const [confirmingUndo, setConfirmingUndo] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // Done at once, with or without a connection (offline the server answers when the connection
  // returns); the answer is said here if staff need it: another phone's earlier check-in stands,
  // or the write was refused.
  const write = (checkedIn: boolean) => {
    setConfirmingUndo(false);
    setProblem(null);
    setNote(null);
    const { settled } = setCheckedIn(ticket.compeId, ticket.registId, checkedIn);
    notify(checkedIn ? STAFF_MESSAGES.checkInDone : STAFF_MESSAGES.checkInUndone);
    void settled.then((outcome) => {
      if (outcome.kind === 'earlier') {
        const time = formatTime(outcome.at);
        setNote(fill(STAFF_MESSAGES.checkInEarlierElsewhere, { name: ticket.name, time }));
      } else if (outcome.kind === 'failed') {
        console.error('check-in failed', outcome.error);
        setProblem(writeErrorMessage(outcome.error));
      }
    });
  };

  let body: ReactNode;
  if (regist.checkedInAt) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <div>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'success.dark' }}>
            {STAFF_LABELS.checkedIn}
          </Typography>
          <Typography color="textSecondary">
            {formatDate(regist.checkedInAt)} {formatTime(regist.checkedInAt)} に受付
          </Typography>
        </div>
        <Button variant="outlined" color="error" onClick={() => setConfirmingUndo(true)}>
          {STAFF_LABELS.undoCheckIn}
        </Button>
      </Stack>
    );
  } else if (regist.status === 'accepted') {
    body = (
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={() => write(true)}
        sx={{ minHeight: 64, fontSize: '1.25rem', fontWeight: 700 }}
      >
        {STAFF_LABELS.checkIn}
      </Button>
    );
  } else {
    body = <LoadError tone="warning">{NOT_CHECKABLE[regist.status]}</LoadError>;
  }

  return (
    <>
      {body}
      {note ? (
        <Box sx={{ mt: 2 }}>
          <Alert severity="info">{note}</Alert>
        </Box>
      ) : null}
      {problem ? (
        <Box sx={{ mt: 2 }}>
          <LoadError>{problem}</LoadError>
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirmingUndo}
        title={STAFF_MESSAGES.checkInUndoConfirm}
        confirmLabel={STAFF_LABELS.undoCheckIn}
        destructive
        onCancel={() => setConfirmingUndo(false)}
        onConfirm={() => write(false)}
      >
        {ticket.name} 様（受付番号 {ticket.number}）の受付を取り消します。
      </ConfirmDialog>
    </>
  );
}

function CheckInPanel({ ticket }: { ticket: RegistTicket }) {
  const headingId = useId();
  const regist = useRegist(ticket.compeId, ticket.registId);
  let body: ReactNode;
  if (regist.status === 'loading') body = <PageLoading label="受付状況を読み込み中" />;
  else if (regist.status === 'error') {
    const denied = (regist.error as { code?: unknown }).code === 'permission-denied';
    body = <LoadError>{denied ? MESSAGES.permissionDenied : MESSAGES.loadFailed}</LoadError>;
  } else if (!regist.data) body = <LoadError tone="warning">{STAFF_MESSAGES.checkInRegistMissing}</LoadError>;
  else body = <CheckInState ticket={ticket} regist={regist.data} />;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 2 }}>
        受付（スタッフ用）
      </Typography>
      {body}
    </Paper>
  );
}

/** An indie competition is run by its owner: check in only after the compe says it is this user. */
function IndieOwnerGate({
  ticket,
  uid,
  otherwise,
}: {
  ticket: RegistTicket;
  uid: string;
  otherwise: ReactNode;
}) {
  const owner = useLoader(`compe-owner:${ticket.compeId}:${uid}`, () => getCompeOwner(ticket.compeId));
  if (owner.status === 'loading') return null;
  if (owner.status === 'ready' && owner.data === uid) return <CheckInPanel ticket={ticket} />;
  return <>{otherwise}</>;
}

/**
 * 受付 (check-in) on the ticket page for staff of the ticket's club (docs/product.md §5). Loaded
 * with React.lazy: none of it, nor the full Firestore SDK it writes with, is in the first load.
 * With `indieUid` the viewer is staff only if they own the indie compe; else `otherwise` shows.
 */
export default function StaffCheckIn({
  ticket,
  indieUid,
  otherwise = null,
}: {
  ticket: RegistTicket;
  indieUid?: string;
  otherwise?: ReactNode;
}) {
  if (indieUid) return <IndieOwnerGate ticket={ticket} uid={indieUid} otherwise={otherwise} />;
  return <CheckInPanel ticket={ticket} />;
}
