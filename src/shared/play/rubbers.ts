import type { Stage } from '../schemas/stage';
import type { MatchState } from './resolve';
import type { TieTemplate } from './tie-template';
import { decodeOrder, rubberLabel, type OrderSlots } from './tie-places';
import { tieResult, tieScore, type RubberStatus, type TieScore } from './tie-score';
import type { Result, Results } from './types';
import { storedResults } from './stored-results';

/**
 * 団体戦 on the floor (docs/play.md "Team ties"): each tie's rubbers are matches of their own —
 * called to tables, reported and timed like any match — stored in the stage under their own ids
 * (`W1-1r3`: the tie W1-1's 3番), while the bracket, the league and the standings see the tie, whose
 * result follows from its rubbers (tie.ts). Pure.
 */

/** The stage as the rubbers read it. */
export type TieStage = Pick<Stage, 'entrants' | 'results' | 'scoring' | 'tie' | 'lineups'>;

/**
 * A rubber's id: the tie's id, `r` and the rubber's 1-based number (W1-1r3: the tie W1-1's 3番; the
 * 代表戦 is the layout's length + 1). No dot: a stage's results and calls are written by field
 * path (results.W1-1r3), where a dot would nest.
 */
export const rubberId = (tieId: string, index: number): string => `${tieId}r${index + 1}`;

/** The tie and 0-based rubber of a rubber's id; null for a tie's or an ordinary match's id. */
export function parseRubberId(id: string): { tieId: string; index: number } | null {
  const match = /^(.+\d)r(\d{1,2})$/.exec(id);
  const n = Number(match?.[2]);
  return match?.[1] && Number.isInteger(n) && n >= 1 ? { tieId: match[1], index: n - 1 } : null;
}

/** Bracket ties (W, L, F, P) must have a winner; league and Swiss ties may end level. */
const isKnockout = (tieId: string) => /^[WLFP]/.test(tieId);

/** The person a member of a team is on the hall: their own registration, or the member in the entry. */
export const memberPerson = (entrantId: string, member: { id: string; registId?: string | undefined }) =>
  member.registId ?? `${entrantId}:${member.id}`;

interface OpenTie {
  template: TieTemplate;
  /** The teams (entrant ids) the lineup was given for. */
  sides: readonly [string, string];
  lineup: { a: OrderSlots; b: OrderSlots };
  score: TieScore;
}

/**
 * A tie whose orders are open, scored from its rubbers' results (those entered for these two teams
 * only); null when the stage is not a 団体戦 or the orders are still sealed.
 */
export function openTie(stage: TieStage, tieId: string, stored: Results): OpenTie | null {
  const template = stage.tie;
  const lineup = stage.lineups?.[tieId];
  if (!template || !lineup) return null;
  const a = stage.entrants[lineup.sides[0] ?? -1]?.id;
  const b = stage.entrants[lineup.sides[1] ?? -1]?.id;
  if (!a || !b) return null;
  const results: Record<number, Result | undefined> = {};
  for (let index = 0; index <= template.layout.length; index += 1) {
    const result = stored[rubberId(tieId, index)];
    if (result && (!result.sides || (result.sides[0] === a && result.sides[1] === b)))
      results[index] = result;
  }
  const slots = { a: decodeOrder(lineup.a), b: decodeOrder(lineup.b) };
  const score = tieScore(template, slots, results, { scoring: stage.scoring, knockout: isKnockout(tieId) });
  return { template, sides: [a, b], lineup: slots, score };
}

/**
 * The results as the bracket and the standings read them: each tie decided by its rubbers gets
 * its result (tie.ts tieResult) for the teams it was played by, unless one is stored for the tie
 * itself (staff's 不戦勝 or 棄権 of a whole team, which counts over the rubbers).
 */
export function withTieResults(stage: TieStage, results: Results): Results {
  if (!stage.tie || !stage.lineups) return results;
  const out: Record<string, Result | undefined> = { ...results };
  for (const tieId of Object.keys(stage.lineups)) {
    if (results[tieId]) continue;
    const open = openTie(stage, tieId, results);
    const result = open && tieResult(open.score);
    if (open && result) out[tieId] = { ...result, sides: open.sides };
  }
  return out;
}

const STATUS: Record<RubberStatus, MatchState['status']> = {
  sealed: 'waiting',
  ready: 'ready',
  done: 'done',
  forfeit: 'done',
  void: 'void',
};

/**
 * The matches as the tables and the floor play them: a 団体戦's ties give way to their rubbers
 * once their orders are open for the teams now in them, each rubber with the people of its places;
 * a tie still sealed waits (it is never called as a whole); every other match as resolved.
 * Another stage's states come back as they are.
 */
export function playStates(
  stage: TieStage,
  states: ReadonlyMap<string, MatchState>,
): ReadonlyMap<string, MatchState> {
  if (!stage.tie) return states;
  const stored = storedResults(stage);
  const out = new Map<string, MatchState>();
  for (const [id, state] of states) {
    const open = state.a && state.b ? openTieOf(stage, id, state, stored) : null;
    if (!open) {
      out.set(id, state.status === 'ready' ? { ...state, status: 'waiting' } : state);
      continue;
    }
    const members = (side: string) => stage.entrants.find((entrant) => entrant.id === side)?.members ?? [];
    const person = (side: string, memberId: string) => {
      const member = members(side).find((m) => m.id === memberId);
      return member ? memberPerson(side, member) : `${side}:${memberId}`;
    };
    const [a, b] = open.sides;
    // A tie settled by a result of its own (不戦勝, 棄権) plays no more rubbers.
    const settled = state.status === 'done' && stage.results[id] !== undefined;
    for (const rubber of open.score.rubbers) {
      const rid = rubberId(id, rubber.index);
      const status = settled && rubber.status !== 'done' ? 'void' : STATUS[rubber.status];
      const winner =
        status !== 'done' || !rubber.result || rubber.result.outcome === 'draw'
          ? status === 'done'
            ? null
            : undefined
          : rubber.result.outcome === 'a'
            ? a
            : b;
      const loser = winner === a ? b : winner === b ? a : winner;
      out.set(rid, {
        match: { ...state.match, id: rid },
        a,
        b,
        status,
        winner,
        loser,
        ...(rubber.result ? { result: rubber.result } : {}),
        rubber: {
          tie: id,
          index: rubber.index,
          players: { a: rubber.a.map((m) => person(a, m)), b: rubber.b.map((m) => person(b, m)) },
        },
      });
    }
  }
  return out;
}

/** The open tie of a resolved tie state, when its lineup was given for the teams now in it. */
function openTieOf(stage: TieStage, tieId: string, state: MatchState, stored: Results): OpenTie | null {
  const open = openTie(stage, tieId, stored);
  return open && open.sides[0] === state.a && open.sides[1] === state.b ? open : null;
}

/** A member's name in a team entrant's roster (the id itself if the roster has no such member). */
const memberName = (stage: Pick<Stage, 'entrants'>, entrantId: string, memberId: string) =>
  stage.entrants.find((entrant) => entrant.id === entrantId)?.members?.find((m) => m.id === memberId)?.name ??
  memberId;

/**
 * The players of a rubber's side by name: 「山田 太郎」, a doubles 「山田 太郎・佐藤 一郎」, and 欠員
 * for an empty place; null for a match that is no rubber.
 */
export function rubberSideNames(
  stage: Pick<Stage, 'entrants' | 'lineups'>,
  state: Pick<MatchState, 'a' | 'b' | 'rubber'>,
): { a: string; b: string } | null {
  const rubber = state.rubber;
  if (!rubber) return null;
  const lineup = stage.lineups?.[rubber.tie];
  const side = (entrantId: string | null | undefined, stored: readonly string[] | undefined) => {
    const place = decodeOrder(stored ?? [])[rubber.index] ?? [];
    return place.length === 0 || !entrantId
      ? '欠員'
      : place.map((memberId) => memberName(stage, entrantId, memberId)).join('・');
  };
  return { a: side(state.a, lineup?.a), b: side(state.b, lineup?.b) };
}

/** A rubber's name within its tie: 「1番」「第2ダブルス」「主将」「代表戦」 (tie-template.ts rubberLabel). */
export function rubberName(stage: Pick<Stage, 'tie'>, matchId: string): string | null {
  const rubber = parseRubberId(matchId);
  return rubber && stage.tie ? rubberLabel(stage.tie, rubber.index) : null;
}

/**
 * A tie's rubbers in words, one line each, for ライブ and 結果 (docs/play.md "Team ties"):
 * 「1番 山田 太郎 vs 佐藤 一郎：3 - 1」, 「主将 … ：山田 太郎の勝ち」, 「5番 打ち切り」; none while the
 * orders are sealed. Strings only, so a match's card still compares field by field.
 */
export function rubberLines(stage: TieStage, tieId: string): string[] {
  const open = openTie(stage, tieId, storedResults(stage));
  if (!open || !stage.tie) return [];
  const [a, b] = open.sides;
  return open.score.rubbers.flatMap((rubber) => {
    if (rubber.status === 'sealed') return [];
    const label = rubberLabel(open.template, rubber.index);
    if (rubber.status === 'void')
      return [`${label} ${rubber.a.length + rubber.b.length > 0 ? '打ち切り' : '—'}`];
    const names = (entrantId: string, ids: readonly string[]) =>
      ids.length === 0 ? '欠員' : ids.map((id) => memberName(stage, entrantId, id)).join('・');
    const [na, nb] = [names(a, rubber.a), names(b, rubber.b)];
    const result = rubber.result;
    const score = result?.games ?? result?.points;
    const words = !result
      ? ''
      : result.how === 'walkover'
        ? '不戦'
        : score && stage.scoring !== 'outcome'
          ? `${score[0]} - ${score[1]}`
          : result.outcome === 'draw'
            ? '引き分け'
            : `${result.outcome === 'a' ? na : nb}の勝ち`;
    return [`${label} ${na} vs ${nb}${words ? `：${words}` : ''}`];
  });
}
