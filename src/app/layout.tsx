import { createContext, Suspense, useContext, useEffect } from 'react';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { PRODUCT_NAME } from '@/shared/constants';
import { PageLoading } from '@/components/page-loading';
import { usePageViews } from './analytics';
import { useNewVersionOnNavigation } from './pwa/register';
import { Footer } from './shell/footer';
import { TopBar } from './shell/top-bar';
import { RouteErrorBoundary } from './route-error';
import classes from './shell/shell.module.css';

export interface RouteHandle {
  title?: string;
}

/** The deepest matched route's title (its `handle.title`, docs/product.md), set by AppRoutes. */
export const RouteTitleContext = createContext<string | undefined>(undefined);

export function useRouteTitle(): string | undefined {
  return useContext(RouteTitleContext);
}

/** App shell: top bar, the routed page in a container, footer. */
export function AppLayout() {
  const { clubId } = useParams();
  const title = useRouteTitle();
  const { pathname } = useLocation();
  usePageViews();
  useNewVersionOnNavigation();
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
  return (
    <>
      <TopBar clubId={clubId} title={title} />
      <main className={classes.main}>
        {/* Keyed by path: leaving a page that failed clears the error. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer clubId={clubId} />
    </>
  );
}
