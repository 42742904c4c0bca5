import { playStates, rubberSideNames } from '@/shared/play/rubbers';
import { matchName, stageView } from '@/shared/play/view/play-view';
import { stageTableName } from '@/shared/play/hall-tables';
import { publicReads } from '@/lib/firebase/public-reads';
import { getDocument } from '@/lib/firebase/rest';
import { publicHall } from '@/lib/db/compes/get-public-compe';
import { toHallCalls, toLiveStage } from '@/lib/live-stages/live-stage';
import { withHallCalls } from '@/shared/play/hall-calls';
import type { ReportMatch } from '../report-match';

/** Why a link takes no report, in the words reportResult would answer with (REPORT_MESSAGES). */
export type Refusal = 'notFound' | 'notOn' | 'noMatch';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The competition and the stage over REST (a published competition's stages are public, as on
 * ライブ; the boot script sent both reads with the page's code), decoded by hand as ライブ decodes
 * them, and the match resolved by the engine: what the page's first paint shows (docs/play.md
 * "Reporting results from the floor"). A match whose sides are not both known yet takes no report:
 * the page says so in reportResult's own words (notOn), not that the link is wrong — a 試合票
 * printed before the earlier rounds are played is scanned too soon, not mistyped. The rules'
 * refusal (an unpublished competition) reads as a link that cannot be used; other failures throw.
 * The key itself is checked only by the function.
 */
export async function getReportMatch(
  compeId: string,
  stageId: string,
  matchId: string,
): Promise<ReportMatch | { refused: Refusal }> {
  try {
    const [compe, stored, hall] = await Promise.all([
      getDocument(publicReads.compe(compeId)),
      getDocument(publicReads.stage(compeId, stageId)),
      // The match's table, where a competition with a hall keeps its calls (docs/play.md).
      getDocument(publicReads.hallCalls(compeId)),
    ]);
    const own = stored ? toLiveStage(stageId, stored.data()) : null;
    const stage = own && withHallCalls([own], toHallCalls(hall?.data()))[0];
    if (!compe || !stage) return { refused: 'notFound' };
    const view = stageView(stage);
    // A 団体戦 rubber (W1-1r3) is a match of its own on the tables (shared/play/rubbers.ts).
    const state = playStates(stage, view.states).get(matchId);
    if (!state) return { refused: 'notFound' };
    if (state.status === 'void' || state.status === 'bye') return { refused: 'noMatch' };
    if (!state.a || !state.b) return { refused: 'notOn' };
    // A rubber's sides are its players, with their team as the 所属.
    const players = rubberSideNames(stage, state);
    const entrant = (id: string, side: 'a' | 'b') => {
      const found = stage.entrants.find((e) => e.id === id);
      return players
        ? { name: players[side], affiliation: found?.name || '—' }
        : { name: found?.name || '—', affiliation: found?.affiliation ?? '' };
    };
    const call = stage.tables[matchId];
    return {
      compeTitle: text(compe.data().shortTitle) || text(compe.data().title),
      stage,
      matchLabel: matchName(view, matchId),
      // 「A1」 where the competition's hall names its tables, else 「3番台」.
      table: call ? stageTableName(publicHall(compe.data().hall), stage, call.table) : '',
      sides: [entrant(state.a, 'a'), entrant(state.b, 'b')],
      closed: state.status === 'done' && stage.results[matchId]?.confirmed === true,
    };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return { refused: 'notFound' };
    throw error;
  }
}
