export interface PublicRoute {
  /** Key in bench/budget.json `firstLoadKB` and bench/baseline.json. */
  id: string;
  /** The URL pattern, for display. */
  path: string;
  /** Repo-relative id of the lazily imported page module. */
  page: string;
  /**
   * Repo-relative ids of the other modules the page imports before it shows its content: the api
   * modules of its first reads (the `import()`s of its hooks, src/features/x/api/use-x.ts).
   * index.html preloads their chunks with the page's (src/boot/preload.ts), so they count in the
   * first load.
   */
  preload: readonly string[];
}

export const PUBLIC_ROUTES: readonly PublicRoute[];
