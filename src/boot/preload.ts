/**
 * The code of the public page being opened, fetched alongside the app's shell: without it the page's
 * chunk and the chunks of its reads (the zod schemas among them) are only asked for once the shell
 * has arrived and run, one more round trip and download on the critical path of a phone.
 * `__ROUTE_PRELOADS__` is written into the boot script at build time (vite.config.ts,
 * `earlyReadsScript`): per route id, the files of PUBLIC_ROUTES' `page` and `preload`
 * (src/config/public-routes.ts) beyond what index.html already loads, and their stylesheets if the build
 * splits CSS by chunk (it does not: vite.config.ts `cssCodeSplit`). Vite's own preloading skips a
 * file that already has its link.
 */
import type { PublicRouteId } from '@/config/public-routes';

declare const __ROUTE_PRELOADS__: Partial<Record<PublicRouteId, readonly string[]>> | undefined;

export function preloadRouteCode(id: PublicRouteId): void {
  // Not defined in development, where Vite serves modules one by one.
  const files = typeof __ROUTE_PRELOADS__ === 'undefined' ? [] : (__ROUTE_PRELOADS__[id] ?? []);
  const links = document.createDocumentFragment();
  for (const href of files) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      // Fetched, not applied: Vite's import() applies it (finding it in the cache) with the page.
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    // As Vite writes its own links: the same request as the import() that will follow.
    link.crossOrigin = '';
    link.href = href;
    links.appendChild(link);
  }
  document.head.appendChild(links);
}
