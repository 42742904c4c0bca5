// The play views' home is shared/play/view (docs/play.md): this file only re-exports them until
// 対戦's page imports them from there.
import { stageView, type Round } from '@/shared/play/view/play-view';
import type { StoredStage } from '@/shared/play/stage-plan';

export { groupLetter, resultText, roundLabel, sideName } from '@/shared/play/view/play-view';
export { affectedBy } from '@/shared/play/record-result';
export { qualifiersFrom } from '@/shared/play/qualifiers';
export { tablesInUse, type TableInUse } from '@/shared/play/view/tables-in-use';

/** The rounds of a stage in play order: stageView(stage).rounds. */
export const roundsOf = (stage: StoredStage): Round[] => stageView(stage).rounds;
