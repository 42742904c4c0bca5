import { useLocation } from 'react-router-dom';
import { shownDivision, type PublicDivision } from './division-param';

/**
 * The 部門 the address shows (division-param.ts shownDivision), for the page's own location. A
 * module apart from the filter's, so a page can know the 部門 at first paint and load the filter
 * itself later (呼び出し画面).
 */
export function useShownDivision(divisions: readonly PublicDivision[]): PublicDivision | null {
  return shownDivision(divisions, useLocation().search);
}
