import { fill } from '../fill';
import { TIE_MESSAGES } from '../tie-messages';
import type { TieTemplate } from './tie-template';
import { rubberLabel, rubberPlayers, type OrderSlots } from './tie-places';

/**
 * 団体戦's order checks (docs/play.md "Team ties"): whether an order keeps the template's rules, in
 * Japanese. Pure; the 参加票's order form, 対戦's order dialog and the submitOrder function read
 * the same answers. The tie's score is tie-score.ts.
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
