import { crossSeed } from '@/shared/play/cross-seed';
import type { StoredStage } from '@/shared/play/stage-plan';
import type { Stage } from '@/shared/schemas/stage';
import { groupLetter } from '@/shared/play/rounds';
import { stageStandings, stageView } from '@/shared/play/view/play-view';

/**
 * 決勝トーナメント from a league: the qualifiers as entrants and the bracket, cross-seeded. A tie the
 * rules could not break is taken in seed order, and said (`ties`) so the organiser can look first.
 * The tables are the ones every page shows (stageStandings: 勝数 when no tiebreaks are set).
 */
export function qualifiersFrom(
  league: StoredStage,
  qualifiers: number,
): { entrants: Stage['entrants']; draw: number[]; ties: string[]; unfinished: boolean } {
  const view = stageView(league);
  const tables = stageStandings(view);
  const unfinished = [...view.states.values()].some(
    (state) => state.status === 'ready' || state.status === 'waiting',
  );
  const ties = tables.flatMap(({ group, rows }) =>
    rows.some(
      (row, i) =>
        i < qualifiers && row.tied && rows.slice(qualifiers).some((other) => other.rank === row.rank),
    )
      ? [`${groupLetter(group ?? 0)}組`]
      : [],
  );
  const rankings = tables.map(({ rows }) => rows.map((row) => row.entrant));
  const slots = crossSeed(rankings, qualifiers);
  const byId = new Map(league.entrants.map((entrant) => [entrant.id, entrant]));
  const entrants = slots
    .filter((id): id is string => id !== null)
    .map((id) => byId.get(id))
    .filter((e) => e !== undefined);
  const index = new Map(entrants.map((entrant, i) => [entrant.id, i]));
  return { entrants, draw: slots.map((id) => (id === null ? -1 : (index.get(id) ?? -1))), ties, unfinished };
}
