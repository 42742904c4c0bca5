import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Component, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { LABELS, MESSAGES } from '../shared/messages';

/** A page that failed to load (a lost connection while fetching its chunk, usually). */
export function RouteErrorPage({ error }: { error: unknown }) {
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

/** Shows RouteErrorPage when a page throws while loading or rendering. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
