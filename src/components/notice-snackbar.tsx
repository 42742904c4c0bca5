import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_MS } from '@/config/design';

export type Severity = 'success' | 'info' | 'warning' | 'error';
export interface Notice {
  message: string;
  severity: Severity;
  key: number;
}

export default function NoticeSnackbar({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <Snackbar
      key={notice.key}
      open
      autoHideDuration={SNACKBAR_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={notice.severity} variant="filled" onClose={onClose} role="status">
        {notice.message}
      </Alert>
    </Snackbar>
  );
}
