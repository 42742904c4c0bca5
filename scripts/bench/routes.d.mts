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
   * first load. (Live's and livez's lazily loaded views were tried here too: +7 kB, no faster.)
   */
  preload: readonly string[];
  /**
   * Repo-relative ids of modules the page loads lazily, right after its first paint, to draw its
   * content (livez's view). Not preloaded and not counted in the first load; the build's chunking
   * (vite.config.ts) keeps what they share with other pages out of the zod schemas' chunk.
   */
  view?: readonly string[];
}

export const PUBLIC_ROUTES: readonly PublicRoute[];
