import { Component, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import classes from '@/components/ui/feedback.module.css';
import { paths } from '@/config/paths';
import { LABELS, MESSAGES } from '@/shared/messages';
import { reloadIntoNewVersion } from './pwa/register';
import { reloadPage } from './pwa/reload';

/** A page that failed to load (a lost connection while fetching its chunk, usually). */
export function RouteErrorPage({ error }: { error: unknown }) {
  console.error(error);
  return (
    <div className={classes.routeError}>
      <h2 role="alert" className={classes.routeErrorTitle}>
        {MESSAGES.loadFailed}
      </h2>
      <div className={classes.routeErrorActions}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          再読み込み
        </Button>
        <ButtonLink to={paths.home.getHref()}>{LABELS.home}</ButtonLink>
      </div>
    </div>
  );
}

/** Shows RouteErrorPage when a page throws while loading or rendering. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  // A chunk of the version this page started with, gone since a new one took over: load the page
  // again, into the new version (docs/venue-mode.md), rather than show the error.
  override componentDidCatch(error: unknown) {
    if (reloadIntoNewVersion(error)) reloadPage();
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
