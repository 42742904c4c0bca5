import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { dismissCheckInNotice, useCheckInNotices } from '../use-check-in-notices';

/**
 * The server's later answers to this phone's check-ins (check-in-notices.ts): each stays until
 * closed, since it may come long after the tap, when nobody is looking at a snackbar.
 */
export function CheckInNotices({ compeId }: { compeId: string }) {
  const notices = useCheckInNotices(compeId);
  if (notices.length === 0) return null;
  return (
    <Stack spacing={1} role="log" aria-live="polite" aria-label="受付の確認">
      {notices.map((notice) => (
        <Alert
          key={notice.key}
          severity={notice.tone}
          role="none"
          onClose={() => dismissCheckInNotice(notice.key)}
          slotProps={{ closeButton: { title: 'お知らせを閉じる', 'aria-label': 'お知らせを閉じる' } }}
        >
          {notice.text}
        </Alert>
      ))}
    </Stack>
  );
}
