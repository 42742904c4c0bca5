import { tablesNow, type StoredStageWithTables } from '@/shared/play/tables';
import { matchName, stageView } from './play-view';

/** A match on a table now: the table a lower 台の数 would take away, and the match in words. */
export interface TableInUse {
  table: number;
  /** 「準々決勝 第3試合」 */
  match: string;
}

/** The matches on a table now (two on one table included), named as 対戦 names them. */
export function tablesInUse(stage: StoredStageWithTables): TableInUse[] {
  const view = stageView(stage);
  return tablesNow(stage).flatMap((row) =>
    [row.matchId, ...row.clash].flatMap((id) =>
      id ? [{ table: row.table, match: matchName(view, id) }] : [],
    ),
  );
}
