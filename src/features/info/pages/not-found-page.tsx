import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LABELS } from '@/shared/messages';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, mx: 'auto', mt: 2 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        ページが見つかりません
      </Typography>
      <Typography color="textSecondary" sx={{ wordBreak: 'break-all' }}>
        「{pathname}」というページはありません。URL をご確認ください。
      </Typography>
      <Button component={RouterLink} to={paths.home.getHref()} variant="contained" sx={{ mt: 3 }}>
        {LABELS.home}へ
      </Button>
    </Paper>
  );
}
