import { resolveStage } from '@/shared/play/stage-plan';
import type { MatchState } from '@/shared/play/resolve';
import type { ReportsDoc } from '@/shared/schemas/report';
import type { Stage } from '@/shared/schemas/stage';

/** One match to look at (要確認): its stage and state, and the reports that disagree. */
export interface OpenConflict {
  stage: Stage;
  state: MatchState;
  reports: ReportsDoc;
}

/**
 * The matches whose reports from the floor disagree and that staff have not decided yet
 * (docs/play.md "Reporting results from the floor"): a reports document in `conflict` for the
 * match's present sides, while no result was entered after its last report and the result is not
 * 確定. Staff decide by entering the result; a 速報 already there when the reports began to
 * disagree keeps its time, so it counts as decided once 確定.
 */
export function openConflicts(stages: readonly Stage[], docs: readonly ReportsDoc[]): OpenConflict[] {
  const byId = new Map(stages.map((stage) => [stage.id, stage]));
  const states = new Map<string, Map<string, MatchState>>();
  return docs.flatMap((reports) => {
    if (reports.status !== 'conflict') return [];
    const stage = byId.get(reports.stageId);
    if (!stage) return [];
    const stageStates = states.get(stage.id) ?? resolveStage(stage);
    states.set(stage.id, stageStates);
    const state = stageStates.get(reports.matchId);
    if (!state?.a || !state.b) return [];
    const index = (id: string) => stage.entrants.findIndex((entrant) => entrant.id === id);
    if (index(state.a) !== reports.sides[0] || index(state.b) !== reports.sides[1]) return [];
    const result = stage.results[reports.matchId];
    const decided =
      result && result.sides[0] === reports.sides[0] && result.sides[1] === reports.sides[1]
        ? result.confirmed || result.at.getTime() > reports.updatedAt.getTime()
        : false;
    return decided ? [] : [{ stage, state, reports }];
  });
}
