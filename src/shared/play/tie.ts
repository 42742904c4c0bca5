import { fill } from '../fill';
import { TIE_MESSAGES } from '../tie-messages';
import type { Outcome, Result } from './types';
import { rubberLabel, rubberPlayers, type OrderSlots, type TieTemplate } from './tie-template';

/**
 * 団体戦's engine (docs/play.md "Team ties"): whether an order keeps the template's rules, and a
 * tie's score, state and result from its rubbers' results. Pure; the 参加票's order form, the
 * submitOrder function, 対戦, ライブ and the standings all read these answers.
 */

/** One thing wrong with an order, in Japanese; `rubber` is the 0-based rubber it is about. */
export interface OrderIssue {
  message: string;
  rubber?: number;
}

/** A roster member as the checks read it. */
export interface RosterMember {
  id: string;
  lead?: boolean | undefined;
}

/**
 * The issues of an order against the template and the team's roster (none: it may be submitted).
 * `decider`: the order is a 代表戦's (one place, one player, any member of the roster).
 *
 * The rules (docs/play.md "Team ties", the order rules): the places are the layout's rubbers; each
 * is empty (欠員) or holds the rubber's number of players, members of the roster, each once; the
 * empty places follow `vacancy`; an order with nobody in it is refused; no member plays more
 * singles, doubles or rubbers than the template allows (one message per member, at the rubber
 * where the limit is first passed, the singles and doubles limits named before the total); the
 * 4単1複 doubles is not the pair of the 1番 and 2番 players; with `leadFirst` the roster's 主将, when
 * in the order, plays the first rubber (a 主将 left out of the order is allowed: he or she may be
 * absent that day).
 */
export function orderIssues(
  template: TieTemplate,
  roster: readonly RosterMember[],
  slots: OrderSlots,
  decider = false,
): OrderIssue[] {
  const known = new Set(roster.map((member) => member.id));
  const n = template.layout.length;
  const label = (index: number) => rubberLabel(template, index);
  if (decider) {
    if (!template.decider) return [{ message: TIE_MESSAGES.noDecider, rubber: n }];
    const players = slots.length === 1 ? slots[0] : undefined;
    if (!players || players.length !== 1) return [{ message: TIE_MESSAGES.deciderOne, rubber: n }];
    return players.every((id) => known.has(id))
      ? []
      : [{ message: fill(TIE_MESSAGES.unknown, { rubber: label(n) }), rubber: n }];
  }
  if (slots.length !== n) return [{ message: fill(TIE_MESSAGES.count, { count: n }) }];
  if (slots.every((players) => players.length === 0)) return [{ message: TIE_MESSAGES.allEmpty }];

  const issues: OrderIssue[] = [];
  slots.forEach((players, index) => {
    if (players.length === 0) return;
    const rubber = label(index);
    const need = rubberPlayers(template, index);
    if (players.length !== need) {
      const message = need === 1 ? TIE_MESSAGES.singlesPlayers : TIE_MESSAGES.doublesPlayers;
      issues.push({ message: fill(message, { rubber }), rubber: index });
    }
    if (players.some((id) => !known.has(id)))
      issues.push({ message: fill(TIE_MESSAGES.unknown, { rubber }), rubber: index });
    if (new Set(players).size !== players.length)
      issues.push({ message: fill(TIE_MESSAGES.twice, { rubber }), rubber: index });
  });

  // Per member, the first rubber where a limit is passed.
  const counts = new Map<string, { singles: number; doubles: number; rubbers: number; told: boolean }>();
  slots.forEach((players, index) => {
    const doubles = template.layout[index] === 'D';
    for (const id of new Set(players)) {
      const count = counts.get(id) ?? { singles: 0, doubles: 0, rubbers: 0, told: false };
      counts.set(id, count);
      if (doubles) count.doubles += 1;
      else count.singles += 1;
      count.rubbers += 1;
      if (count.told) continue;
      const passed: [string, number, number] | undefined =
        !doubles && count.singles > template.singlesPerPlayer
          ? [TIE_MESSAGES.singlesPerPlayer, count.singles, template.singlesPerPlayer]
          : doubles && count.doubles > template.doublesPerPlayer
            ? [TIE_MESSAGES.doublesPerPlayer, count.doubles, template.doublesPerPlayer]
            : count.rubbers > template.rubbersPerPlayer
              ? [TIE_MESSAGES.rubbersPerPlayer, count.rubbers, template.rubbersPerPlayer]
              : undefined;
      if (!passed) continue;
      count.told = true;
      const [message, times, limit] = passed;
      issues.push({ message: fill(message, { rubber: label(index), count: times, limit }), rubber: index });
    }
  });

  if (template.noPairOfFirstTwo && n > 2) {
    const [first, second] = [slots[0] ?? [], slots[1] ?? []];
    if (first.length === 1 && second.length === 1) {
      const pair = new Set([...first, ...second]);
      slots.forEach((players, index) => {
        if (template.layout[index] !== 'D' || players.length !== 2 || pair.size !== 2) return;
        if (players.every((id) => pair.has(id)))
          issues.push({
            message: fill(TIE_MESSAGES.pairOfFirstTwo, {
              rubber: label(index),
              first: label(0),
              second: label(1),
            }),
            rubber: index,
          });
      });
    }
  }

  if (template.leadFirst) {
    const lead = roster.find((member) => member.lead)?.id;
    const at = lead === undefined ? -1 : slots.findIndex((players) => players.includes(lead));
    if (at > 0)
      issues.push({
        message:
          template.labels === 'board'
            ? TIE_MESSAGES.leadBoard
            : fill(TIE_MESSAGES.lead, { rubber: label(0) }),
        rubber: at,
      });
  }

  // 欠員 first: no empty place after a filled one; last: no filled place after an empty one.
  if (template.vacancy !== 'any') {
    const empty = slots.map((players) => players.length === 0);
    const wrong =
      template.vacancy === 'first'
        ? empty.findIndex((isEmpty, index) => isEmpty && index > 0 && !empty[index - 1])
        : empty.findIndex((isEmpty, index) => isEmpty && index < n - 1 && !empty[index + 1]);
    if (wrong >= 0)
      issues.push({
        message: fill(template.vacancy === 'first' ? TIE_MESSAGES.vacancyFirst : TIE_MESSAGES.vacancyLast, {
          rubber: label(template.vacancy === 'first' ? 0 : n - 1),
        }),
        rubber: wrong,
      });
  }
  return issues;
}

/**
 * A rubber's state: sealed — the orders are not open yet; ready — to be played; done — its result
 * is in; forfeit — a side has nobody in its place (欠員), the other side wins it by the template's
 * forfeit; void — not played: the tie was decided first (打ち切り), or both places are empty, or
 * a 代表戦 that is not needed.
 */
export type RubberStatus = 'sealed' | 'ready' | 'done' | 'forfeit' | 'void';

export interface RubberState {
  /** 0-based; the 代表戦 is layout.length. */
  index: number;
  status: RubberStatus;
  /** The players' member ids on each side ([] while sealed, or for 欠員). */
  a: readonly string[];
  b: readonly string[];
  /** The result that counts: the rubber's own, or the forfeit's (how 'walkover'). */
  result?: Result;
}

export interface TieScore {
  /** The layout's rubbers in order, then the 代表戦 when the template has one and it is needed. */
  rubbers: RubberState[];
  /** Rubbers won by a and b (a forfeit counts; a draw counts for neither). */
  won: readonly [number, number];
  /** Games (ゲーム scoring) or points (得点 scoring: 剣道's 本数) won by a and b over the rubbers. */
  scored: readonly [number, number];
  /** The tie's winner once decided (early, or with every rubber in); null while it is not. */
  outcome: Outcome | null;
}

export interface TieOptions {
  /** How the stage scores a rubber (stage.scoring). */
  scoring: 'outcome' | 'games' | 'points';
  /** A knockout tie must have a winner: a level tie plays the 代表戦 (template.decider). */
  knockout: boolean;
}

/**
 * The tie's score and state. `lineup`: both orders once open (null: sealed). `results`: each
 * rubber's stored result by 0-based index (the 代表戦's at layout.length).
 *
 * - Sealed: no lineup yet, or a side opened without an order ([] = 未提出): every rubber waits.
 * - A place empty on one side (欠員) is a forfeit: the other side wins it by `template.forfeit`
 *   (the games under ゲーム scoring, the points — 剣道's 本数 — under 得点 scoring, nothing finer
 *   under 勝敗 scoring), how 'walkover'; empty on both sides it is void.
 * - Decided early when the side ahead in rubbers won leads by more than the rubbers still to play;
 *   with `stopWhenDecided` those become void (打ち切り), and one already played (the other table of
 *   a pair played side by side) still counts when its result comes in.
 * - Every rubber over and level in rubbers won: `byPoints` compares the games or points won; still
 *   level, a knockout with a `decider` plays the 代表戦 (its result decides, a draw there decides
 *   nothing); otherwise the tie is a draw (a league counts it as one; a knockout decides nothing by
 *   a draw, resolve.ts, and waits for staff).
 * The 代表戦 adds nothing to `won` and `scored`: they are the layout's rubbers (「2-2、代表戦」).
 */
export function tieScore(
  template: TieTemplate,
  lineup: { a: OrderSlots; b: OrderSlots } | null,
  results: Readonly<Record<number, Result | undefined>>,
  options: TieOptions,
): TieScore {
  const n = template.layout.length;
  const sealed = !lineup || lineup.a.length === 0 || lineup.b.length === 0;
  const rubbers: RubberState[] = [];
  for (let index = 0; index < n; index++) {
    if (sealed) {
      rubbers.push({ index, status: 'sealed', a: [], b: [] });
      continue;
    }
    const a = lineup.a[index] ?? [];
    const b = lineup.b[index] ?? [];
    const result = results[index];
    if (a.length === 0 && b.length === 0) rubbers.push({ index, status: 'void', a, b });
    else if (a.length === 0 || b.length === 0)
      rubbers.push({
        index,
        status: 'forfeit',
        a,
        b,
        result: forfeitResult(template, options, a.length === 0 ? 'b' : 'a'),
      });
    else if (result) rubbers.push({ index, status: 'done', a, b, result });
    else rubbers.push({ index, status: 'ready', a, b });
  }

  const won: [number, number] = [0, 0];
  const scored: [number, number] = [0, 0];
  for (const rubber of rubbers) {
    const result = rubber.result;
    if (!result) continue;
    if (result.outcome === 'a') won[0] += 1;
    if (result.outcome === 'b') won[1] += 1;
    const figures =
      options.scoring === 'games' ? result.games : options.scoring === 'points' ? result.points : undefined;
    if (figures) {
      scored[0] += figures[0];
      scored[1] += figures[1];
    }
  }
  const open = rubbers.filter((rubber) => rubber.status === 'ready' || rubber.status === 'sealed').length;
  let outcome: Outcome | null = null;
  if (Math.abs(won[0] - won[1]) > open) {
    outcome = won[0] > won[1] ? 'a' : 'b';
    if (template.stopWhenDecided)
      for (const rubber of rubbers) if (rubber.status === 'ready') rubber.status = 'void';
  } else if (open === 0) {
    const lead = won[0] - won[1] || (template.byPoints ? scored[0] - scored[1] : 0);
    if (lead !== 0) outcome = lead > 0 ? 'a' : 'b';
    else if (template.decider && options.knockout) {
      const decider = deciderState(n, lineup, results[n]);
      rubbers.push(decider);
      const result = decider.result;
      if (result && result.outcome !== 'draw') outcome = result.outcome;
    } else outcome = 'draw';
  }
  return { rubbers, won, scored, outcome };
}

/** The rubber an empty place loses, to `winner`. */
function forfeitResult(template: TieTemplate, options: TieOptions, winner: 'a' | 'b'): Result {
  const side = (value: number): readonly [number, number] => (winner === 'a' ? [value, 0] : [0, value]);
  return {
    outcome: winner,
    how: 'walkover',
    ...(options.scoring === 'games' ? { games: side(template.forfeit.games) } : {}),
    ...(options.scoring === 'points' ? { points: side(template.forfeit.points) } : {}),
  };
}

/** The 代表戦: sealed until both sides' one player is in the lineup (at index layout.length). */
function deciderState(
  index: number,
  lineup: { a: OrderSlots; b: OrderSlots } | null,
  result: Result | undefined,
): RubberState {
  const a = lineup?.a[index] ?? [];
  const b = lineup?.b[index] ?? [];
  if (a.length === 0 || b.length === 0) return { index, status: 'sealed', a: [], b: [] };
  return result ? { index, status: 'done', a, b, result } : { index, status: 'ready', a, b };
}

/**
 * The tie as one match's result for the bracket and the standings (resolve.ts, standings.ts):
 * its games are the rubbers won, its points the games (or 本数) won; undefined while undecided.
 * Always how 'played', so the standings count its figures even when rubbers were forfeits.
 */
export function tieResult(score: TieScore): Result | undefined {
  if (!score.outcome) return undefined;
  return { outcome: score.outcome, how: 'played', games: score.won, points: score.scored };
}
