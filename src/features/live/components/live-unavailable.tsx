import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { MESSAGES } from '../../../shared/messages';

/** An unpublished or unknown competition: said plainly, with the way back to the club. */
export function LiveUnavailable({ clubId, dark = false }: { clubId: string; dark?: boolean }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography role="alert" variant="h6" component="p" sx={{ mb: 3, fontWeight: 700 }}>
        {MESSAGES.liveUnavailable}
      </Typography>
      <Box
        component={RouterLink}
        to={paths.club.getHref(clubId)}
        sx={{ color: dark ? '#8fd3ff' : 'primary.dark', fontWeight: 700, fontSize: '1.1rem' }}
      >
        {MESSAGES.liveBackToClub}
      </Box>
    </Box>
  );
}
