import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../../../shared/messages';

// The meeting layout (16:9, no app chrome) is built by the live issue; until then its title.
export default function LivezPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#000', color: '#fff' }}>
      <Box component="main" sx={{ textAlign: 'center' }}>
        <Typography variant="h3" component="h1">
          ライブZoom
        </Typography>
        <Typography variant="h5">{MESSAGES.preparing}</Typography>
      </Box>
    </Box>
  );
}
