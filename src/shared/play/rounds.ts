import { doubleElimination, singleElimination } from './knockout';
import { drawGroups, roundRobin } from './league';
import { resolve } from './resolve';
import { drawBracket } from './seeding';
import { stagePlan, type StoredStage } from './stage-plan';
import type { Entrant, PlanMatch } from './types';

/**
 * A stage's rounds in the order they are played, numbered 1, 2, 3 … — the numbering a run-sheet
 * item uses to hold some rounds of a stage (unit.stageRounds, docs/run-sheet-and-live.md "Items that
 * hold a stage"), and the words for a round on every page. Pure and without zod: the 進行表 dialog,
 * the timing (simulate.ts) and the public pages number rounds with this one list.
 *
 * - トーナメント: 1回戦 … 準決勝, 3位決定戦, 決勝 (3位決定戦 before the final, as tables.ts calls them).
 * - ダブルイリミネーション: each round where it can first be played — the longest chain of matches
 *   feeding it — so the losers' side falls between the winners' rounds as the day goes (1回戦,
 *   勝者側 2回戦, 敗者側 1回戦, …), then グランドファイナル and its reset.
 * - リーグ: 第1節, 第2節 … across all groups (A組 and B組 play their 第2節 together).
 * - スイス式: 第1ラウンド … 第Nラウンド, the rounds not paired yet included.
 */

/** 1-based and inclusive: the rounds a run-sheet item holds (null or absent: every round). */
export interface RoundRange {
  from: number;
  to: number;
}

export interface StageRound {
  /** The round's key: `W3`, `L2`, `P3`, `F1` in a bracket; `R2` for a league's 第2節 or a Swiss round. */
  key: string;
  /** 「準決勝」「敗者側 2回戦」「第2節」「第3ラウンド」 */
  label: string;
}

/** A group's letter: 0 → A. */
export const groupLetter = (group: number) => String.fromCharCode(65 + group);

/**
 * The heading of a round: 決勝, 準決勝, 2回戦, 敗者側 3回戦, A組 第2節, 第3ラウンド … In a double
 * elimination (`double`) every winners' round says 勝者側: its 決勝 is not the competition's. The one
 * place a round is named: 対戦, 進行表, the drawn bracket and the public pages all read it.
 */
export function roundLabel(
  match: Pick<PlanMatch, 'part' | 'round' | 'group'>,
  winnersRounds: number,
  double = false,
): string {
  switch (match.part) {
    case 'W': {
      if (double) return `勝者側 ${roundLabel(match, winnersRounds)}`;
      const fromEnd = winnersRounds - match.round;
      return fromEnd === 0
        ? '決勝'
        : fromEnd === 1
          ? '準決勝'
          : fromEnd === 2
            ? '準々決勝'
            : `${match.round}回戦`;
    }
    case 'L':
      return `敗者側 ${match.round}回戦`;
    case 'F':
      return match.round === 1 ? 'グランドファイナル' : 'グランドファイナル（再戦）';
    case 'P':
      return '3位決定戦';
    case 'G':
      return `${groupLetter(match.group ?? 0)}組 第${match.round}節`;
    case 'S':
      return `第${match.round}ラウンド`;
  }
}

/** The round a match belongs to, stage-wide: a league's groups share their 節. */
export const roundKey = (match: Pick<PlanMatch, 'part' | 'round'>): string =>
  match.part === 'G' || match.part === 'S' ? `R${match.round}` : `${match.part}${match.round}`;

/** The key of a Swiss round (paired or not). */
export const swissRoundKey = (round: number) => `R${round}`;

/** Within one wave: 3位決定戦 before the final, the winners' side before the losers', the grand final last. */
const PART_RANK: Record<PlanMatch['part'], number> = { P: 0, W: 1, L: 2, F: 3, G: 4, S: 4 };

/**
 * The rounds of a plan in play order. `swissRounds`: a スイス式 stage's number of rounds, so the
 * rounds not paired yet are listed too. A round nobody plays (every match between two byes) is left
 * out; whether a match is played is read from the plan alone (no results), so the numbering does not
 * move as results come in.
 */
export function planRounds(plan: readonly PlanMatch[], swissRounds = 0): StageRound[] {
  const states = resolve(plan, {});
  const depth = new Map<string, number>();
  const fed = (feed: PlanMatch['a']) =>
    feed === null || 'entrant' in feed
      ? 0
      : (depth.get('winnerOf' in feed ? feed.winnerOf : feed.loserOf) ?? 0);
  const winnersRounds = plan.reduce((max, m) => (m.part === 'W' ? Math.max(max, m.round) : max), 0);
  const double = plan.some((m) => m.part === 'L');
  const rounds = new Map<
    string,
    { round: StageRound; part: PlanMatch['part']; number: number; wave: number }
  >();
  // The plan lists every match after the ones it is fed from (resolve.ts relies on it too).
  for (const match of plan) {
    const wave =
      match.part === 'G' || match.part === 'S' ? match.round : 1 + Math.max(fed(match.a), fed(match.b));
    depth.set(match.id, wave);
    if (states.get(match.id)?.status === 'void') continue;
    const key = roundKey(match);
    const known = rounds.get(key);
    if (known) {
      known.wave = Math.max(known.wave, wave);
      continue;
    }
    // A league's groups share their 節: the round is named without its group.
    const label = match.part === 'G' ? `第${match.round}節` : roundLabel(match, winnersRounds, double);
    rounds.set(key, { round: { key, label }, part: match.part, number: match.round, wave });
  }
  for (let round = 1; round <= swissRounds; round++) {
    const key = swissRoundKey(round);
    if (!rounds.has(key))
      rounds.set(key, { round: { key, label: `第${round}ラウンド` }, part: 'S', number: round, wave: round });
  }
  return [...rounds.values()]
    .sort((x, y) => x.wave - y.wave || PART_RANK[x.part] - PART_RANK[y.part] || x.number - y.number)
    .map(({ round }) => round);
}

/** What the numbering reads of a stage: the engine's part and, for a 決勝トーナメント, where it is fed from. */
export type RoundsStage = StoredStage & { id: string };

const placeholders = (count: number): Entrant[] =>
  Array.from({ length: count }, (_, i) => ({ id: `#${i + 1}` }));

/**
 * How many entrants a stage will have: its own, or for a 決勝トーナメント not drawn yet, as many as
 * the league it comes from sends (the top `qualifiers` of each group).
 */
export function expectedEntrants(stage: RoundsStage, stages: readonly RoundsStage[] = []): number {
  if (stage.entrants.length > 0 || !stage.from) return stage.entrants.length;
  const { stageId, qualifiers } = stage.from;
  const source = stages.find((s) => s.id === stageId);
  if (!source) return 0;
  const n = source.entrants.length;
  const groups = source.format === 'league' ? Math.max(1, Math.min(source.groups, n)) : 1;
  let count = 0;
  for (let g = 0; g < groups; g++)
    count += Math.min(qualifiers, Math.floor(n / groups) + (g < n % groups ? 1 : 0));
  return count;
}

/**
 * The rounds of a stage in play order: a drawn stage's from its plan; one not drawn yet as its draw
 * will make them (a bracket of the entrants it will have, a league of its groups), so an item can hold
 * the afternoon's rounds before the morning decides who plays them. `stages`: the competition's
 * stages, for a 決勝トーナメント fed from another.
 */
export function stageRounds(stage: RoundsStage, stages: readonly RoundsStage[] = []): StageRound[] {
  const swissRounds = stage.format === 'swiss' ? stage.rounds : 0;
  const plan = stagePlan(stage);
  if (plan.length > 0 || stage.format === 'swiss') return planRounds(plan, swissRounds);
  const count = expectedEntrants(stage, stages);
  if (count < 2) return [];
  const entrants = placeholders(count);
  switch (stage.format) {
    case 'single':
      return planRounds(singleElimination(drawBracket(entrants, { ordered: true }), stage.thirdPlace));
    case 'double':
      return planRounds(doubleElimination(drawBracket(entrants, { ordered: true }), stage.reset));
    case 'league':
      return planRounds(roundRobin(drawGroups(entrants, stage.groups, { ordered: true })));
  }
}

/**
 * The range an item holds, fitted to the stage's rounds: null for every round (no range, or one that
 * covers them all); a range past the last round is cut at it; one that holds no round (it starts past
 * the end, or ends before it starts) gives `{ from, to }` with to < from, which holds nothing.
 */
export function heldRange(count: number, range: RoundRange | null | undefined): RoundRange | null {
  if (!range) return null;
  const from = Math.max(1, Math.floor(range.from));
  const to = Math.min(count, Math.floor(range.to));
  if (from <= 1 && to >= count) return null;
  return { from, to };
}

/** The keys of the rounds an item holds; null: every round. */
export function heldKeys(
  rounds: readonly StageRound[],
  range: RoundRange | null | undefined,
): Set<string> | null {
  const held = heldRange(rounds.length, range);
  if (!held) return null;
  return new Set(rounds.slice(held.from - 1, Math.max(held.from - 1, held.to)).map((round) => round.key));
}

/** 「準決勝〜決勝」「第3節」; '' for every round or none. */
export function rangeLabel(rounds: readonly StageRound[], range: RoundRange | null | undefined): string {
  const held = heldRange(rounds.length, range);
  if (!held || held.to < held.from) return '';
  const first = rounds[held.from - 1]?.label ?? '';
  const last = rounds[held.to - 1]?.label ?? '';
  return held.from === held.to ? first : `${first}〜${last}`;
}
