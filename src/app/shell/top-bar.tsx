import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { TOOLBAR_HEIGHT, TOPBAR_HIDE_THRESHOLD } from '../../config/theme';
import { useClub } from '../../features/club/api/use-club';
import { useSession } from '../../features/auth/session';
import { LABELS } from '../../shared/messages';
import { PRODUCT_NAME } from '../../shared/constants';
import { Logo } from '../../components/logo';

const LoginDialog = lazy(() => import('../../features/auth/components/login-dialog'));
// The menu exists only for a signed-in user, known after Auth arrives: no reason to ship it first.
const AvatarMenu = lazy(() => import('./avatar-menu'));

/** On small screens the bar slides away once the page scrolls past 40 px (SPEC.md §2). */
function HideOnScroll({ children }: { children: ReactElement }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const scrolled = useScrollTrigger({ threshold: TOPBAR_HIDE_THRESHOLD });
  return (
    <Slide appear={false} direction="down" in={!(small && scrolled)}>
      {children}
    </Slide>
  );
}

export function TopBar({ clubId, title }: { clubId?: string; title?: string }) {
  const { session } = useSession({ deferred: true });
  const club = useClub(clubId);
  const [loginOpen, setLoginOpen] = useState(false);
  const clubName = club.data?.shortName ?? club.data?.clubName ?? clubId;

  return (
    <HideOnScroll>
      <AppBar
        position="sticky"
        color="primary"
        elevation={1}
        data-testid="top-bar"
        // Printed pages (参加票, run sheet) carry only their content.
        sx={{ displayPrint: 'none' }}
      >
        <Toolbar sx={{ minHeight: TOOLBAR_HEIGHT, gap: 1.5 }}>
          <Link
            component={RouterLink}
            to={paths.home.getHref()}
            aria-label={LABELS.home}
            color="inherit"
            sx={{ display: 'flex' }}
          >
            <Logo size={32} />
          </Link>
          <Box
            sx={{
              minWidth: 0,
              flex: 1,
              display: 'flex',
              alignItems: 'baseline',
              gap: 1.5,
              overflow: 'hidden',
            }}
          >
            {clubId ? (
              <Link
                component={RouterLink}
                to={paths.club.getHref(clubId)}
                color="inherit"
                underline="hover"
                noWrap
                sx={{ fontWeight: 700, fontSize: '1.1rem' }}
              >
                {clubName}
              </Link>
            ) : (
              <Typography component="span" noWrap sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                {PRODUCT_NAME}
              </Typography>
            )}
            {title ? (
              <Typography component="h1" variant="body2" noWrap sx={{ opacity: 0.9 }}>
                {title}
              </Typography>
            ) : null}
          </Box>
          {session.status === 'signedOut' ? (
            <Button color="inherit" variant="outlined" onClick={() => setLoginOpen(true)}>
              {LABELS.login}
            </Button>
          ) : null}
          {session.status === 'signedIn' ? (
            <Suspense fallback={null}>
              <AvatarMenu user={session.user} />
            </Suspense>
          ) : null}
        </Toolbar>
        {loginOpen ? (
          <Suspense fallback={null}>
            <LoginDialog open onClose={() => setLoginOpen(false)} />
          </Suspense>
        ) : null}
      </AppBar>
    </HideOnScroll>
  );
}
