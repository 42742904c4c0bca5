import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';
import { LABELS, MESSAGES } from '../shared/messages';

/** A page that failed to load (a lost connection while fetching its chunk, usually). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      {/* Plain text, not Alert: this page sits in every first load, Alert would add ~5 KB to all. */}
      <Typography role="alert" color="error" variant="h6" component="h2" sx={{ mb: 2 }}>
        {MESSAGES.loadFailed}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ mr: 1 }}>
        再読み込み
      </Button>
      <Button component={RouterLink} to={paths.home.getHref()}>
        {LABELS.home}
      </Button>
    </Container>
  );
}
