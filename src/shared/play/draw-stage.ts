import { LIMITS } from '../schemas/limits';
import type { Stage } from '../schemas/stage';
import { leagueMatchCount } from './league';
import { qualifiersFrom } from './qualifiers';
import { makeDraw, resolveStage, type StoredStage } from './stage-plan';
import { pairSwiss, type SwissPairing } from './swiss';

/** Why 「組み合わせを作成」 cannot draw the stage now (staff are told in Japanese). */
export type DrawRefusal =
  /** The league the stage takes its qualifiers from is gone (deleted meanwhile). */
  | { reason: 'no-league' }
  /** That league still has a match without a result. */
  | { reason: 'league-unfinished'; league: string }
  /** Fewer than 2 entrants (or qualifiers). */
  | { reason: 'too-few' }
  /** A league of more matches than a stage may hold (LIMITS.stageMatches). */
  | { reason: 'too-large'; count: number; max: number };

/** A draw to store: what 組み合わせを作成 writes, and the stage as it is once drawn. */
export interface DrawPlan {
  draw: number[];
  drawSeed: number;
  /** From a league: its qualifiers, stored as the stage's entrants with the draw. */
  entrants?: Stage['entrants'];
  /** The stage drawn, results and tables empty: its first calls (自動呼び出し) are made from it. */
  drawn: Stage;
  /** Groups (「A組」) where a tie for the last place through was taken in seed order. */
  ties: string[];
}

/**
 * 組み合わせを作成 (again) with `drawSeed`: a bracket or league from the stage's entrants, or from the
 * qualifiers of the league it follows (`stages`: the competition's stages), cross-seeded
 * (docs/play.md "The draw"). Either the draw to store or why there is none.
 */
export function drawStage(
  stage: Stage,
  stages: readonly Stage[],
  drawSeed: number,
): { ok: true; plan: DrawPlan } | ({ ok: false } & DrawRefusal) {
  if (stage.from) {
    const { stageId, qualifiers } = stage.from;
    const league = stages.find((other) => other.id === stageId);
    if (!league) return { ok: false, reason: 'no-league' };
    const { entrants, draw, ties, unfinished } = qualifiersFrom(league, qualifiers);
    if (unfinished) return { ok: false, reason: 'league-unfinished', league: league.name };
    if (entrants.length < 2) return { ok: false, reason: 'too-few' };
    const drawn: Stage = { ...stage, entrants, draw, drawSeed, results: {}, tables: {} };
    return { ok: true, plan: { draw, drawSeed, entrants, drawn, ties } };
  }
  if (stage.entrants.length < 2) return { ok: false, reason: 'too-few' };
  const count = stage.format === 'league' ? leagueMatchCount(stage.entrants.length, stage.groups) : 0;
  if (count > LIMITS.stageMatches) return { ok: false, reason: 'too-large', count, max: LIMITS.stageMatches };
  const draw = makeDraw({ ...stage, drawSeed });
  const drawn: Stage = { ...stage, draw, drawSeed, pairings: {}, results: {}, tables: {} };
  return { ok: true, plan: { draw, drawSeed, drawn, ties: [] } };
}

/**
 * スイス式: the next round's pairings as stored (a, b, a, b …; b = −1 for the bye). Entrants who
 * cancelled after the draw (`withdrawn`, withdrawn.ts) are paired no more: their earlier games
 * still count for their opponents' SOS. Here beside the draw, not in stage-plan.ts: the pairing's
 * matching (edmonds-blossom) then stays off the public pages, which resolve stages but never pair.
 */
export function nextSwissRound(
  stage: StoredStage,
  withdrawn: ReadonlySet<string> = new Set(),
): {
  round: number;
  pairing: SwissPairing;
  stored: number[];
} {
  const round = Object.keys(stage.pairings).length + 1;
  const earlier = [...resolveStage(stage).values()];
  const pairing = pairSwiss(
    stage.entrants.map((entrant) => entrant.id).filter((id) => !withdrawn.has(id)),
    earlier,
    round,
    stage.points,
  );
  const index = new Map(stage.entrants.map((entrant, i) => [entrant.id, i]));
  const stored = pairing.ok
    ? pairing.matches.flatMap((m) =>
        [m.a, m.b].map((feed) => (feed && 'entrant' in feed ? (index.get(feed.entrant) ?? -1) : -1)),
      )
    : [];
  return { round, pairing, stored };
}
