// The entry of the inline boot script (vite.config.ts): keep it tiny, it is in every page's HTML.
import type { BootRoute } from '@/config/public-routes';
import { publicRouteAt, startEarlyReads } from './early-reads';
import { preloadRouteCode } from './preload';

/** The public routes' paths and reads (src/config/public-routes.ts), written in by vite.config.ts. */
declare const __PUBLIC_ROUTES__: readonly BootRoute[];

const route = publicRouteAt(window.location.pathname, __PUBLIC_ROUTES__);
if (route) {
  startEarlyReads(route.reads);
  preloadRouteCode(route.id);
}
