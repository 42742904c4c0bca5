import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from '@/components/snackbar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatTime } from '@/shared/date-time';
import type { Regist } from '@/shared/schemas/regist';
import { setCheckedIn } from '@/lib/db/regists/set-checked-in';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { followCheckIn } from '../use-check-in-notices';

/**
 * 受付 of one row: a switch for accepted registrations (undoing asks first, as the time is lost);
 * for others only the time of an earlier check-in, if any.
 */
export function CheckInToggle({ compeId, regist }: { compeId: string; regist: Regist }) {
  const notify = useNotify();
  const [confirmUndo, setConfirmUndo] = useState(false);
  const time = regist.checkedInAt ? formatTime(regist.checkedInAt) : null;

  if (regist.status !== 'accepted') {
    return (
      <Typography variant="body2" color="textSecondary">
        {time ? `受付済み ${time}` : '—'}
      </Typography>
    );
  }

  // Shown as done at once: offline the server answers only when the connection returns, and the
  // desk cannot wait for that. Its answer, if staff need it, comes later (check-in-notices.ts).
  const write = (checkedIn: boolean) => {
    followCheckIn(compeId, regist, setCheckedIn(compeId, regist.id, checkedIn));
    notify(`${regist.name}さん: ${checkedIn ? STAFF_MESSAGES.checkInDone : STAFF_MESSAGES.checkInUndone}`);
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Switch
        checked={!!regist.checkedInAt}
        onChange={(event) => (event.target.checked ? write(true) : setConfirmUndo(true))}
        slotProps={{ input: { 'aria-label': `${regist.name}さんの受付` } }}
      />
      <Typography variant="body2" color={time ? 'success.dark' : 'text.secondary'}>
        {time ?? '未受付'}
      </Typography>
      <ConfirmDialog
        open={confirmUndo}
        title={STAFF_MESSAGES.checkInUndoConfirm}
        confirmLabel="取り消す"
        onCancel={() => setConfirmUndo(false)}
        onConfirm={() => {
          setConfirmUndo(false);
          write(false);
        }}
      >
        {`${regist.name}さん（受付番号 ${regist.number}）の受付（${time}）を取り消します。`}
      </ConfirmDialog>
    </Stack>
  );
}
