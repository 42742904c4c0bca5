import { groupLetter, resultText, roundLabel, sideName } from '@/shared/play/view/play-view';
import { crossSeed } from '@/shared/play/cross-seed';
import type { MatchState } from '@/shared/play/resolve';
import { leagueGroups, resolveStage, stagePlan, type StoredStage } from '@/shared/play/stage-plan';
import { standings, type StandingRow } from '@/shared/play/standings';
import { tablesNow, type StoredStageWithTables } from '@/shared/play/tables';
import type { Stage } from '@/shared/schemas/stage';

// One wording of rounds, sides and results on staff and public pages alike (components/play).
export { groupLetter, resultText, roundLabel, sideName };
// One result write for 対戦 and the reportResult function (shared/play/record-result.ts).
export { affectedBy } from '@/shared/play/record-result';

/** The rounds of a stage in play order, each with its resolved matches (void ones left out). */
export function roundsOf(stage: StoredStage): { key: string; label: string; matches: MatchState[] }[] {
  const states = resolveStage(stage);
  const plan = stagePlan(stage);
  const winnersRounds = plan.filter((m) => m.part === 'W').reduce((max, m) => Math.max(max, m.round), 0);
  const rounds = new Map<string, { key: string; label: string; matches: MatchState[] }>();
  for (const match of plan) {
    const state = states.get(match.id);
    if (!state || state.status === 'void') continue;
    const key = `${match.part}${match.group ?? ''}-${match.round}`;
    const round = rounds.get(key) ?? { key, label: roundLabel(match, winnersRounds), matches: [] };
    round.matches.push(state);
    rounds.set(key, round);
  }
  return [...rounds.values()];
}

/** Each group's table (リーグ) or the one table (スイス式). */
export function stageTables(stage: StoredStage): { group: number | null; rows: StandingRow[] }[] {
  const states = [...resolveStage(stage).values()];
  if (stage.format === 'league') {
    return leagueGroups(stage).map((group, g) => ({
      group: g,
      rows: standings(
        group.map((entrant) => entrant.id),
        states.filter((state) => state.match.group === g),
        stage.points,
        stage.tiebreaks,
      ),
    }));
  }
  if (stage.format === 'swiss') {
    return [
      {
        group: null,
        rows: standings(
          stage.entrants.map((e) => e.id),
          states,
          stage.points,
          stage.tiebreaks,
        ),
      },
    ];
  }
  return [];
}

/**
 * 決勝トーナメント from a league: the qualifiers as entrants and the bracket, cross-seeded. A tie the
 * rules could not break is taken in seed order, and said (`ties`) so the organiser can look first.
 */
export function qualifiersFrom(
  league: StoredStage,
  qualifiers: number,
): { entrants: Stage['entrants']; draw: number[]; ties: string[]; unfinished: boolean } {
  const tables = stageTables(league);
  const unfinished = [...resolveStage(league).values()].some(
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

/** A match on a table now: the table a lower 台の数 would take away, and the match in words. */
export interface TableInUse {
  table: number;
  /** 「準々決勝 第3試合」 */
  match: string;
}

/** The matches on a table now (two on one table included), named as 対戦 names them. */
export function tablesInUse(stage: StoredStageWithTables): TableInUse[] {
  const labels = new Map(
    roundsOf(stage).flatMap((round) =>
      round.matches.map((m) => [m.match.id, `${round.label} 第${m.match.order}試合`] as const),
    ),
  );
  return tablesNow(stage).flatMap((row) =>
    [row.matchId, ...row.clash].flatMap((id) =>
      id ? [{ table: row.table, match: labels.get(id) ?? id }] : [],
    ),
  );
}
