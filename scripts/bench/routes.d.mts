export interface PublicRoute {
  /** Key in bench/budget.json `firstLoadKB` and bench/baseline.json. */
  id: string;
  /** The URL pattern, for display. */
  path: string;
  /** Repo-relative id of the lazily imported page module. */
  page: string;
  /**
   * Repo-relative ids of the modules holding the page's first reads (the `import()`s of its hooks
   * in src/features/x/api/use-x.ts). index.html preloads their chunks and the page's together
   * (src/boot/preload.ts), so they count in the first load.
   */
  reads: readonly string[];
}

export const PUBLIC_ROUTES: readonly PublicRoute[];
