import type { Stage } from '../schemas/stage';
import { doubleElimination, singleElimination } from './knockout';
import { drawGroups, roundRobin } from './league';
import { resolve, type MatchState } from './resolve';
import { drawBracket } from './seeding';
import type { Entrant, PlanMatch, Results } from './types';
import { storedResults } from './stored-results';
import { withTieResults } from './rubbers';

/**
 * Between a stored stage (schemas/stage.ts: entrant indices, the draw, Swiss pairings, results) and
 * the engine (entrant ids, plans, resolved matches). Viewers, staff pages and functions all rebuild
 * a stage's matches through here, so one document is all a viewer reads.
 */
export type StoredStage = Omit<
  Stage,
  'id' | 'order' | 'name' | 'status' | 'tables' | 'tableCount' | 'tableLabel' | 'autoCall'
>;

const idAt = (stage: Pick<StoredStage, 'entrants'>, index: number) => stage.entrants[index]?.id ?? null;

/** Every match of the stage as the engine plans it (Swiss: the rounds paired so far). */
export function stagePlan(stage: StoredStage): PlanMatch[] {
  if (stage.draw.length === 0 && stage.format !== 'swiss') return [];
  switch (stage.format) {
    case 'single':
      return singleElimination(
        stage.draw.map((index) => (index < 0 ? null : idAt(stage, index))),
        stage.thirdPlace,
      );
    case 'double':
      return doubleElimination(
        stage.draw.map((index) => (index < 0 ? null : idAt(stage, index))),
        stage.reset,
      );
    case 'league':
      return roundRobin(leagueGroups(stage));
    case 'swiss':
      return Object.keys(stage.pairings)
        .map(Number)
        .sort((x, y) => x - y)
        .flatMap((round) => swissRound(stage, round));
  }
}

/** A league's groups (A組 first), each in seed order. */
export function leagueGroups(stage: Pick<StoredStage, 'entrants' | 'draw' | 'groups'>): Entrant[][] {
  const groups: Entrant[][] = Array.from({ length: stage.groups }, () => []);
  stage.entrants.forEach((entrant, index) => groups[stage.draw[index] ?? 0]?.push(entrant));
  return groups;
}

function swissRound(stage: StoredStage, round: number): PlanMatch[] {
  const flat = stage.pairings[String(round)] ?? [];
  const matches: PlanMatch[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const a = idAt(stage, flat[i] ?? -1);
    const b = (flat[i + 1] ?? -1) < 0 ? null : idAt(stage, flat[i + 1] ?? -1);
    matches.push({
      id: `S${round}-${i / 2 + 1}`,
      part: 'S',
      round,
      order: i / 2 + 1,
      a: a ? { entrant: a } : null,
      b: b ? { entrant: b } : null,
    });
  }
  return matches;
}

/**
 * The results as the engine reads them (sides as entrant ids), with each 団体戦 tie's result
 * from its rubbers (rubbers.ts withTieResults).
 */
export function stageResults(
  stage: Pick<StoredStage, 'entrants' | 'results'> &
    Partial<Pick<StoredStage, 'scoring' | 'tie' | 'lineups'>>,
): Results {
  const stored = storedResults(stage);
  return stage.tie && stage.scoring ? withTieResults({ ...stage, scoring: stage.scoring }, stored) : stored;
}

/** The stage's matches resolved: who plays, who went through, what is ready. */
export function resolveStage(stage: StoredStage): Map<string, MatchState> {
  return resolve(stagePlan(stage), stageResults(stage));
}

/**
 * 組み合わせを作成: the stored draw for a bracket or a league from the stage's entrants, seeds and
 * draw number (Swiss pairs round by round: draw-stage.ts nextSwissRound).
 */
export function makeDraw(
  stage: Pick<StoredStage, 'format' | 'entrants' | 'seeds' | 'drawSeed' | 'groups'>,
): number[] {
  const index = new Map(stage.entrants.map((entrant, i) => [entrant.id, i]));
  const entrants = stage.entrants.map(({ id, affiliation }) => (affiliation ? { id, affiliation } : { id }));
  if (stage.format === 'league') {
    const draw = new Array<number>(entrants.length).fill(0);
    drawGroups(entrants, stage.groups, { drawSeed: stage.drawSeed }).forEach((group, g) =>
      group.forEach((entrant) => (draw[index.get(entrant.id) ?? 0] = g)),
    );
    return draw;
  }
  if (stage.format === 'swiss') return [];
  return drawBracket(entrants, { seeds: stage.seeds, drawSeed: stage.drawSeed }).map((id) =>
    id === null ? -1 : (index.get(id) ?? -1),
  );
}
