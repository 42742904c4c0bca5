import type { MatchState } from './resolve';
import { resolveStage, type StoredStage } from './stage-plan';

/**
 * The matches already played that `matchId` feeds, through its winner or loser and on down the
 * bracket (and a grand final's reset on its first final): the results a changed winner could undo. The result dialog names them before a
 * correction is saved (docs/play.md "The engine"); record-result.ts `affectedBy` says, once
 * the new result is known, which of them stop counting. Match ids in play order; none in a league
 * or a Swiss round, whose matches feed no other. `states`: the stage resolved already (a page's
 * stageView, which shows an unreadable draw as no matches instead of throwing).
 */
export function downstreamOf(
  stage: StoredStage,
  matchId: string,
  states: ReadonlyMap<string, MatchState> = resolveStage(stage),
): string[] {
  const fed = new Set([matchId]);
  // The plan lists a match after those feeding it, so one pass finds every match further on.
  for (const state of states.values()) {
    const feeds = [state.match.a, state.match.b].flatMap((feed) =>
      feed && !('entrant' in feed) ? ['winnerOf' in feed ? feed.winnerOf : feed.loserOf] : [],
    );
    // A grand final's reset is played only as the first final went: it hangs on it as on a feed.
    if (state.match.resetOf) feeds.push(state.match.resetOf);
    if (feeds.some((id) => fed.has(id))) fed.add(state.match.id);
  }
  fed.delete(matchId);
  return [...fed].filter((id) => states.get(id)?.status === 'done');
}
