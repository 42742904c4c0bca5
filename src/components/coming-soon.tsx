import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@/shared/messages';

/** A page whose own issue has not landed yet: its title and 準備中, nothing pretending to work. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, mt: 3, textAlign: 'center' }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="textSecondary">{MESSAGES.preparing}</Typography>
    </Paper>
  );
}
