/**
 * 結果 CSV (docs/play.md "Awards (表彰状)"): each stage's final standings — a league's or a Swiss
 * stage's table (順位, 勝, 負, 分, 勝点), a bracket's placings (優勝, 準優勝, 3位, ベスト8 …) — per 部門
 * (a first column 部門 when the competition has them), then the named awards, Excel-friendly as every
 * export (lib/csv).
 */
import {
  divisionPodiums,
  isComplete,
  stagePlacements,
  stageStandings,
  stageView,
  type StageView,
} from '@/shared/play/view/play-view';
import { toCsv } from '@/lib/csv';
import { groupLetter } from '@/shared/play/rounds';
import type { Award, Compe, Division } from '@/shared/schemas/compe';
import type { Stage } from '@/shared/schemas/stage';
import { LIST_PLACES } from './certificates';

export const RESULTS_CSV_HEADER = [
  'ステージ',
  '組',
  '順位',
  '名前',
  '所属',
  '勝',
  '負',
  '分',
  '勝点',
] as const;
type Row = (string | number)[];

/**
 * A bracket's entrants by how far they went: the podium first, then, in a トーナメント, each round's
 * losers as ベストN (lost in the quarter-finals of 8 → ベスト8). Entrants not placed yet are left out.
 */
function bracketRows(view: StageView): { place: string; entrant: string }[] {
  const rows: { place: string; entrant: string }[] = [];
  const placed = new Set<string>();
  for (const row of stagePlacements(view)) {
    for (const id of row.entrants) {
      rows.push({ place: LIST_PLACES[row.place], entrant: id });
      placed.add(id);
    }
  }
  if (view.stage.format !== 'single') return rows;
  const winners = [...view.states.values()].filter((s) => s.match.part === 'W');
  const lastRound = winners.reduce((max, s) => Math.max(max, s.match.round), 0);
  const byRound = [...winners].sort((x, y) => y.match.round - x.match.round || x.match.order - y.match.order);
  for (const state of byRound) {
    const loser = state.status === 'done' ? state.loser : null;
    if (!loser || placed.has(loser)) continue;
    placed.add(loser);
    rows.push({ place: `ベスト${2 ** (lastRound - state.match.round + 1)}`, entrant: loser });
  }
  return rows;
}

/** The rows of one stage: nothing before its draw. */
export function stageRows(stage: Stage): Row[] {
  const view = stageView(stage);
  const entrant = (id: string) => stage.entrants.find((e) => e.id === id);
  if (stage.format === 'single' || stage.format === 'double') {
    return bracketRows(view).map(({ place, entrant: id }) => [
      stage.name,
      '',
      place,
      entrant(id)?.name ?? '',
      entrant(id)?.affiliation ?? '',
      '',
      '',
      '',
      '',
    ]);
  }
  const tables = stageStandings(view);
  return tables.flatMap(({ group, rows }) =>
    rows.map((row) => [
      stage.name,
      group === null || tables.length === 1 ? '' : `${groupLetter(group)}組`,
      row.rank,
      entrant(row.entrant)?.name ?? '',
      entrant(row.entrant)?.affiliation ?? '',
      row.wins,
      row.losses,
      row.draws,
      row.points,
    ]),
  );
}

/** Whether a stage has final standings to export: its matches all played. */
export const hasFinalStandings = (stage: Stage) => isComplete(stageView(stage));

/**
 * The whole CSV: stages in play order, then the named awards (組 and the counts left empty). With
 * 部門, a first column 部門 and the stages grouped by 部門 in the competition's order (divisionPodiums;
 * stages in none after them, 部門 left empty, as for the named awards); without, as before 部門.
 */
export function resultsCsv(
  stages: readonly Stage[],
  awards: readonly Award[],
  divisions: readonly Pick<Division, 'id' | 'name'>[] = [],
): string {
  const divided = divisions.length > 0;
  const rows: Row[] = [
    ...divisionPodiums(stages, divisions).flatMap((part) =>
      part.stages.flatMap(stageRows).map((row) => (divided ? [part.division?.name ?? '', ...row] : row)),
    ),
    ...awards.map((award) => [
      ...(divided ? [''] : []),
      '表彰',
      '',
      award.title,
      award.name,
      award.affiliation,
      '',
      '',
      '',
      '',
    ]),
  ];
  return toCsv(divided ? ['部門', ...RESULTS_CSV_HEADER] : RESULTS_CSV_HEADER, rows);
}

/** {略称, else the title}_結果.csv, without characters a file name may not hold. */
export function resultsCsvFileName(compe: Pick<Compe, 'title' | 'shortTitle'>): string {
  const base = (compe.shortTitle.trim() || compe.title.trim()).replace(/[\\/:*?"<>|\r\n\t]/g, '_');
  return `${base || '大会'}_結果.csv`;
}
