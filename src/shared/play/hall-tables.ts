import { hallTableName } from '../divisions';
import type { Stage } from '../schemas/stage';
import type { MatchState } from './resolve';
import { sidesText, stageTables, tableName } from './tables';

/**
 * A stage's tables named as the competition names them (docs/play.md "One floor"): with a hall
 * (compe.hall with tables) a table is the hall's — its own name 「A1」 or 「3番台」 in the hall's
 * word — and without one the stage's own 「3番台」 (tables.ts tableName). Pure; the staff play
 * components use it (the public pages name tables their own way).
 */

/** What of compe.hall names a table: absent or with no tables, each stage names its own. */
export interface HallNames {
  tables: number;
  label: string;
  names: readonly string[];
}

/** Whether the competition numbers the tables hall-wide. */
export const hasHall = (hall: HallNames | undefined): hall is HallNames => !!hall && hall.tables > 0;

/** 「3番台」「A1」: table `table` (the hall's number) of `stage`. */
export function stageTableName(
  hall: HallNames | undefined,
  stage: Pick<Stage, 'tableLabel'>,
  table: number,
): string {
  return hasHall(hall) ? hallTableName(hall, table) : tableName(stage, table);
}

/** The word a table is called by: the hall's, or the stage's own. */
export const stageTableLabel = (hall: HallNames | undefined, stage: Pick<Stage, 'tableLabel'>): string =>
  hasHall(hall) ? hall.label : stage.tableLabel;

/**
 * The tables a stage plays on, in words: 「1〜6番台」, 「3番台」, or 「A1〜A6」 where the hall names
 * its tables; '' for a stage that manages no tables.
 */
export function stageTablesText(
  hall: HallNames | undefined,
  stage: Pick<Stage, 'tableLabel' | 'tableCount'> & { tableFirst?: number | undefined },
): string {
  if (stage.tableCount <= 0) return '';
  const { first, last } = stageTables(hasHall(hall) ? stage : { ...stage, tableFirst: 1 });
  const label = stageTableLabel(hall, stage);
  const own = (table: number) => hasHall(hall) && !!hall.names[table - 1];
  if (first === last) return stageTableName(hall, stage, first);
  if (!own(first) && !own(last)) return `${first}〜${last}番${label}`;
  return `${stageTableName(hall, stage, first)}〜${stageTableName(hall, stage, last)}`;
}

/** 「3番台：山田 太郎 vs 佐藤 花子」 with the hall's table name (tables.ts callText). */
export function stageCallText(
  hall: HallNames | undefined,
  stage: Pick<Stage, 'tableLabel' | 'entrants'>,
  state: Pick<MatchState, 'a' | 'b'>,
  table: number,
): string {
  return `${stageTableName(hall, stage, table)}：${sidesText(stage, state)}`;
}

/** A 部門's name from its id ('' when the stage or entry has none, or the 部門 is gone). */
export function divisionName(
  divisions: readonly { id: string; name: string }[] | undefined,
  id: string | null | undefined,
): string {
  if (!id) return '';
  return divisions?.find((division) => division.id === id)?.name ?? '';
}
