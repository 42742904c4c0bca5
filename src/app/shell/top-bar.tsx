import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useClub } from '@/lib/db/clubs/use-club';
import { useSession } from '@/lib/session/session';
import { LABELS } from '@/shared/messages';
import { PRODUCT_NAME } from '@/shared/constants';
import { withMui } from '@/components/with-mui';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import classes from './shell.module.css';
import { useHideOnScroll } from './use-hide-on-scroll';

const LoginDialog = lazy(withMui(() => import('@/components/login-dialog')));
// The menu exists only for a signed-in user, known after Auth arrives: no reason to ship it first.
const AvatarMenu = lazy(withMui(() => import('./avatar-menu')));

export function TopBar({ clubId, title }: { clubId?: string; title?: string }) {
  const { session } = useSession({ deferred: true });
  const club = useClub(clubId);
  const [loginOpen, setLoginOpen] = useState(false);
  const hidden = useHideOnScroll();
  const clubName = club.data?.shortName ?? club.data?.clubName ?? clubId;
  // The club's name comes from a read after first paint: until it is in, the names line stays empty
  // rather than showing the club's id and then moving the page's title over when the name, of
  // another width, replaces it (docs/performance.md §1 "Layout shifts"). A failed read shows the id.
  const namesPending = clubId !== undefined && club.status === 'loading';

  return (
    // Printed pages (参加票, run sheet) carry only their content (shell.module.css).
    <header className={classes.bar} data-hidden={hidden} data-testid="top-bar">
      <div className={classes.toolbar}>
        <Link to={paths.home.getHref()} aria-label={LABELS.home} className={classes.home}>
          <Logo size={32} />
        </Link>
        <div className={classes.names}>
          {namesPending ? null : clubId ? (
            <Link to={paths.club.getHref(clubId)} className={`${classes.clubName} t-nowrap`}>
              {clubName}
            </Link>
          ) : (
            <span className={`${classes.clubName} t-nowrap`}>{PRODUCT_NAME}</span>
          )}
          {title && !namesPending ? <h1 className={`${classes.title} t-nowrap`}>{title}</h1> : null}
        </div>
        {session.status === 'signedOut' ? (
          <Button
            color="inherit"
            variant="outlined"
            className={classes.login}
            onClick={() => setLoginOpen(true)}
          >
            {LABELS.login}
          </Button>
        ) : null}
        {session.status === 'signedIn' ? (
          <Suspense fallback={null}>
            <AvatarMenu user={session.user} />
          </Suspense>
        ) : null}
      </div>
      {loginOpen ? (
        <Suspense fallback={null}>
          <LoginDialog open onClose={() => setLoginOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
