import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { STAFF_APP_UPDATE } from '@/shared/staff-messages';

/**
 * 「新しいバージョンがあります」 on a staff page (src/app/pwa/updates.tsx): the page reloads into the
 * new version only when staff press 更新. At the top, clear of 進行表's 次へ at the bottom.
 */
export default function UpdatePrompt({ onUpdate }: { onUpdate: () => void }) {
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      message={STAFF_APP_UPDATE.newVersion}
      action={
        <Button color="inherit" size="small" onClick={onUpdate}>
          {STAFF_APP_UPDATE.update}
        </Button>
      }
      sx={{ displayPrint: 'none' }}
    />
  );
}
