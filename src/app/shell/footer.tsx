import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PRODUCT_NAME } from '../../shared/constants';
import { LABELS } from '../../shared/messages';
import { Logo } from '../../components/logo';

/** SPEC.md §2: home button (logo + name), CONTACT, © current year. */
export function Footer({ clubId }: { clubId?: string }) {
  return (
    <Box
      component="footer"
      sx={{
        mt: 6,
        py: 3,
        px: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        displayPrint: 'none',
      }}
    >
      <Button component={RouterLink} to={paths.home.getHref()} startIcon={<Logo size={24} />} color="inherit">
        {PRODUCT_NAME}
      </Button>
      <Button component={RouterLink} to={paths.contact.getHref(clubId)} color="primary">
        {LABELS.contact}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
