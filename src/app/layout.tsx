import Container from '@mui/material/Container';
import { Suspense, useEffect } from 'react';
import { Outlet, useMatches, useParams } from 'react-router-dom';
import { PRODUCT_NAME } from '../shared/constants';
import { PageLoading } from '../components/page-loading';
import { usePageViews } from './analytics';
import { Footer } from './shell/footer';
import { TopBar } from './shell/top-bar';

export interface RouteHandle {
  title?: string;
}

/** The deepest route's title (SPEC.md §2: page title from route metadata). */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i].handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** App shell: top bar, the routed page in a container, footer. */
export function AppLayout() {
  const { clubId } = useParams();
  const title = useRouteTitle();
  usePageViews();
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
  return (
    <>
      <TopBar clubId={clubId} title={title} />
      {/* At least a screen tall: the footer starts below the fold, so content arriving never pushes it. */}
      <Container component="main" maxWidth="lg" sx={{ pt: 3, minHeight: '100vh' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
      <Footer clubId={clubId} />
    </>
  );
}
