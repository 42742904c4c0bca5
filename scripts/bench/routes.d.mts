export interface PublicRoute {
  /** Key in bench/budget.json `firstLoadKB` and bench/baseline.json. */
  id: string;
  /** The URL pattern, for display. */
  path: string;
  /** Repo-relative id of the lazily imported page module. */
  page: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[];
