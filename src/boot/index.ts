// The entry of the inline boot script (vite.config.ts): keep it tiny, it is in every page's HTML.
import { publicRouteAt, startEarlyReads } from './early-reads';
import { preloadRouteCode } from './preload';

const route = publicRouteAt(window.location.pathname);
if (route) {
  startEarlyReads(route.reads);
  preloadRouteCode(route.id);
}
