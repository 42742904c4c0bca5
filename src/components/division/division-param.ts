/**
 * The 部門 a public page shows, kept in its address (`?division=d2`) so a hall's board PC or a
 * meeting screen can be bookmarked to one 部門 (docs/run-sheet-and-live.md §5 "部門で絞り込む"). Pure:
 * the filter (division-filter.tsx) and the pages that show stages (ライブ, ライブZoom, 呼び出し画面, 結果)
 * read the same answer.
 */

import type { PublicDivision } from '@/lib/db/compes/get-public-compe';

/** A 部門 as the public pages know it (lib/db/compes publicDivisions). */
export type { PublicDivision };

/** The search parameter that names the 部門 shown. */
export const DIVISION_PARAM = 'division';

/**
 * The 部門 shown for `search` (a location's search string or its params): null — every 部門 — when
 * the address names none, or one the competition does not have (a stale bookmark shows everything,
 * without an error), or the competition has fewer than two 部門 (nothing to choose between).
 */
export function shownDivision(
  divisions: readonly PublicDivision[],
  search: string | URLSearchParams,
): PublicDivision | null {
  if (divisions.length < 2) return null;
  const id = (typeof search === 'string' ? new URLSearchParams(search) : search).get(DIVISION_PARAM);
  return (id && divisions.find((division) => division.id === id)) || null;
}

/** `search` with the 部門 `id` shown (null: every 部門), the other parameters kept: 「?division=d2」. */
export function divisionSearch(search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(DIVISION_PARAM);
  else params.set(DIVISION_PARAM, id);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Whether a stage (or anything with a 部門) is shown when `shown` is: everything when every 部門 is,
 * else only what belongs to that 部門 (a stage of no 部門 belongs to none).
 */
export const inDivision = (
  item: { divisionId?: string | null | undefined },
  shown: Pick<PublicDivision, 'id'> | null,
): boolean => shown === null || item.divisionId === shown.id;
