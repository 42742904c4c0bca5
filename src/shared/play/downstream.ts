import { resolveStage, type StoredStage } from './stage-plan';

/**
 * The matches already played that `matchId` feeds, through its winner or loser and on down the
 * bracket: the results a changed winner could undo. The result dialog names them before a
 * correction is saved (docs/play.md "The engine"); record-result.ts `affectedBy` says, once
 * the new result is known, which of them stop counting. Match ids in play order; none in a league
 * or a Swiss round, whose matches feed no other.
 */
export function downstreamOf(stage: StoredStage, matchId: string): string[] {
  const states = resolveStage(stage);
  const fed = new Set([matchId]);
  // The plan lists a match after those feeding it, so one pass finds every match further on.
  for (const state of states.values()) {
    const feeds = [state.match.a, state.match.b].flatMap((feed) =>
      feed && !('entrant' in feed) ? ['winnerOf' in feed ? feed.winnerOf : feed.loserOf] : [],
    );
    if (feeds.some((id) => fed.has(id))) fed.add(state.match.id);
  }
  fed.delete(matchId);
  return [...fed].filter((id) => states.get(id)?.status === 'done');
}
