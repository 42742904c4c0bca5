import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fill } from '@/shared/fill';
import { TIE_MESSAGES } from '@/shared/tie-messages';
import { roundRobin } from '../league';
import { resolve } from '../resolve';
import { standings, type PointsTable, type Tiebreak } from '../standings';
import { orderIssues, type OrderIssue, type RosterMember } from '../tie';
import { tieResult, tieScore, type TieOptions } from '../tie-score';
import { TIE_PRESETS, type TiePreset, type TieTemplate } from '../tie-template';
import { decodeOrder, encodeOrder, rubberLabel, rubberPlayers } from '../tie-places';
import { TIE_PRESET_STAGES, TIE_PRESET_TEMPLATES } from '../tie-presets';
import type { Outcome, Result } from '../types';

/*
 * 団体戦's engine (docs/play.md "Team ties"): for every preset, orders built to keep the rules are
 * accepted and each rule, broken on purpose, is refused with its message; a tie's score stops
 * when decided and never decides against what the remaining rubbers could bring; tie results
 * rank a league by the preset's 順位の決め方.
 */

type Slots = string[][];
const RUNS = { numRuns: 60 };

interface OrderCase {
  preset: TiePreset;
  template: TieTemplate;
  roster: RosterMember[];
  slots: Slots;
}

/**
 * A valid order, built place by place: each member picked among those the limits still allow
 * (singles, doubles, rubbers per player; the 4単1複 doubles not the 1番・2番 pair), the 主将 on
 * the first place or left out when the template has leadFirst, the empty places where `vacancy`
 * puts them. null when the roster runs out (the arbitrary filters those).
 */
function buildOrder(
  template: TieTemplate,
  roster: readonly RosterMember[],
  empty: ReadonlySet<number>,
  pick: readonly number[],
  leadPlays: boolean,
): Slots | null {
  const n = template.layout.length;
  const lead = template.leadFirst ? roster.find((member) => member.lead)?.id : undefined;
  const counts = new Map<string, { singles: number; doubles: number; rubbers: number }>();
  const countOf = (id: string) => counts.get(id) ?? { singles: 0, doubles: 0, rubbers: 0 };
  let k = 0;
  const slots: Slots = [];
  for (let index = 0; index < n; index++) {
    if (empty.has(index)) {
      slots.push([]);
      continue;
    }
    const doubles = rubberPlayers(template, index) === 2;
    const players: string[] = lead !== undefined && leadPlays && index === 0 ? [lead] : [];
    const [first, second] = [slots[0] ?? [], slots[1] ?? []];
    const pair = first.length === 1 && second.length === 1 ? [...first, ...second] : [];
    while (players.length < (doubles ? 2 : 1)) {
      const candidates = roster
        .map((member) => member.id)
        .filter((id) => {
          const count = countOf(id);
          if (players.includes(id) || id === lead) return false;
          if (
            doubles ? count.doubles >= template.doublesPerPlayer : count.singles >= template.singlesPerPlayer
          )
            return false;
          if (count.rubbers >= template.rubbersPerPlayer) return false;
          const partner = players[0];
          const isPair =
            partner !== undefined && pair.includes(partner) && pair.includes(id) && partner !== id;
          return !(template.noPairOfFirstTwo && doubles && isPair);
        });
      if (candidates.length === 0) return null;
      players.push(candidates[(pick[k++ % pick.length] ?? 0) % candidates.length] as string);
    }
    for (const id of players) {
      const count = countOf(id);
      counts.set(id, {
        singles: count.singles + (doubles ? 0 : 1),
        doubles: count.doubles + (doubles ? 1 : 0),
        rubbers: count.rubbers + 1,
      });
    }
    slots.push(players);
  }
  return slots.every((players) => players.length === 0) ? null : slots;
}

/** The places left empty: the first v (vacancy first), the last v (last) or the marked (any). */
function emptyPlaces(template: TieTemplate, marks: readonly boolean[]): Set<number> {
  const n = template.layout.length;
  const v = Math.min(n - 1, marks.filter((mark) => mark).length);
  if (template.vacancy === 'first') return new Set(Array.from({ length: v }, (_, i) => i));
  if (template.vacancy === 'last') return new Set(Array.from({ length: v }, (_, i) => n - 1 - i));
  const marked = new Set(marks.flatMap((mark, i) => (mark ? [i] : [])));
  if (marked.size === n) marked.delete(0);
  return marked;
}

/** A roster of the preset's size (ids m1…m60, not in a row: members come and go) and a valid order. */
const orderCaseArb = (preset: TiePreset, template: TieTemplate = TIE_PRESET_TEMPLATES[preset]) => {
  const { min, max } = TIE_PRESET_STAGES[preset].roster;
  const n = template.layout.length;
  return fc
    .record({
      ids: fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: max, maxLength: max }),
      size: fc.integer({ min, max }),
      lead: fc.option(fc.nat(max - 1)),
      leadPlays: fc.boolean(),
      marks: fc.array(
        fc.integer({ min: 0, max: 5 }).map((x) => x === 0),
        { minLength: n, maxLength: n },
      ),
      pick: fc.array(fc.nat(), { minLength: 2 * n + 2, maxLength: 2 * n + 2 }),
    })
    .map(({ ids, size, lead, leadPlays, marks, pick }) => {
      const roster: RosterMember[] = ids
        .slice(0, size)
        .map((id, i) => (i === lead ? { id: `m${id}`, lead: true } : { id: `m${id}` }));
      const slots = buildOrder(template, roster, emptyPlaces(template, marks), pick, leadPlays);
      return { preset, template, roster, slots };
    })
    .filter((c): c is OrderCase => c.slots !== null);
};

const filled = (slots: Slots) => slots.flatMap((players, i) => (players.length > 0 ? [i] : []));
const copy = (slots: Slots): Slots => slots.map((players) => [...players]);
const issue = (message: string, rubber?: number): OrderIssue =>
  rubber === undefined ? { message } : { message, rubber };

describe.each(TIE_PRESETS)('the order checks: %s', (preset) => {
  const template = TIE_PRESET_TEMPLATES[preset];
  const n = template.layout.length;
  const label = (i: number) => rubberLabel(template, i);
  const arb = orderCaseArb(preset);

  it('accepts the orders that keep the rules (with 欠員 where the template puts them), also stored and read back', () => {
    fc.assert(
      fc.property(arb, ({ roster, slots }) => {
        expect(orderIssues(template, roster, slots)).toEqual([]);
        expect(orderIssues(template, roster, decodeOrder(encodeOrder(slots)))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('refuses another number of places, and an order with nobody in it', () => {
    fc.assert(
      fc.property(arb, fc.boolean(), ({ roster, slots }, longer) => {
        const wrong = longer ? [...slots, []] : slots.slice(0, -1);
        expect(orderIssues(template, roster, wrong)).toEqual([issue(fill(TIE_MESSAGES.count, { count: n }))]);
        expect(
          orderIssues(
            template,
            roster,
            slots.map(() => []),
          ),
        ).toEqual([issue(TIE_MESSAGES.allEmpty)]);
      }),
      RUNS,
    );
  });

  it("refuses a place with another number of players than its rubber's", () => {
    fc.assert(
      fc.property(arb, fc.nat(), ({ roster, slots }, at) => {
        const places = filled(slots);
        const i = places[at % places.length] as number;
        const wrong = copy(slots);
        const place = wrong[i] as string[];
        if (rubberPlayers(template, i) === 2) place.pop();
        else place.push(roster.find((m) => !place.includes(m.id))?.id as string);
        const message =
          rubberPlayers(template, i) === 2 ? TIE_MESSAGES.doublesPlayers : TIE_MESSAGES.singlesPlayers;
        expect(orderIssues(template, roster, wrong)).toContainEqual(
          issue(fill(message, { rubber: label(i) }), i),
        );
      }),
      RUNS,
    );
  });

  it('refuses a member not on the roster, and one member twice in a doubles', () => {
    fc.assert(
      fc.property(arb, fc.nat(), ({ roster, slots }, at) => {
        const places = filled(slots);
        const i = places[at % places.length] as number;
        const wrong = copy(slots);
        const stranger = ['m61', 'm99'].find((id) => !roster.some((m) => m.id === id)) as string;
        (wrong[i] as string[])[0] = stranger;
        expect(orderIssues(template, roster, wrong)).toContainEqual(
          issue(fill(TIE_MESSAGES.unknown, { rubber: label(i) }), i),
        );
        const doubles = places.filter((p) => rubberPlayers(template, p) === 2);
        if (doubles.length === 0) return;
        const d = doubles[at % doubles.length] as number;
        const twice = copy(slots);
        const player = (twice[d] as string[])[0] as string;
        twice[d] = [player, player];
        expect(orderIssues(template, roster, twice)).toContainEqual(
          issue(fill(TIE_MESSAGES.twice, { rubber: label(d) }), d),
        );
      }),
      RUNS,
    );
  });

  it.runIf(template.layout.split('S').length > 2)(
    'refuses a member in more singles than the template allows, named at the rubber past the limit',
    () => {
      fc.assert(
        fc.property(arb, fc.nat(), fc.nat(), ({ roster, slots }, x, y) => {
          const singles = filled(slots).filter((p) => rubberPlayers(template, p) === 1);
          fc.pre(singles.length >= 2);
          const first = x % singles.length;
          const other = (first + 1 + (y % (singles.length - 1))) % singles.length;
          const [i, j] = [singles[Math.min(first, other)], singles[Math.max(first, other)]] as [
            number,
            number,
          ];
          const wrong = copy(slots);
          wrong[j] = [...(wrong[i] as string[])];
          const message = fill(TIE_MESSAGES.singlesPerPlayer, {
            rubber: label(j),
            count: 2,
            limit: template.singlesPerPlayer,
          });
          expect(orderIssues(template, roster, wrong)).toContainEqual(issue(message, j));
        }),
        RUNS,
      );
    },
  );

  it.runIf(template.layout.split('D').length > 2)(
    'refuses a member in more doubles than the template allows',
    () => {
      fc.assert(
        fc.property(arb, ({ roster, slots }) => {
          const doubles = filled(slots).filter((p) => rubberPlayers(template, p) === 2);
          fc.pre(doubles.length >= 2);
          const [i, j] = doubles as [number, number];
          const wrong = copy(slots);
          const player = (wrong[i] as string[])[0] as string;
          wrong[j] = [player, (wrong[j] as string[])[1] as string];
          const message = fill(TIE_MESSAGES.doublesPerPlayer, {
            rubber: label(j),
            count: 2,
            limit: template.doublesPerPlayer,
          });
          expect(orderIssues(template, roster, wrong)).toContainEqual(issue(message, j));
        }),
        RUNS,
      );
    },
  );

  it('refuses a member in more rubbers than the template allows (the per-kind limits lifted)', () => {
    const lifted: TieTemplate = { ...template, singlesPerPlayer: 9, doublesPerPlayer: 9 };
    fc.assert(
      fc.property(orderCaseArb(preset, lifted), ({ roster, slots }) => {
        const places = filled(slots);
        fc.pre(places.length > template.rubbersPerPlayer);
        const wrong = copy(slots);
        const player = (wrong[places[0] as number] as string[])[0] as string;
        for (const p of places) {
          const place = wrong[p] as string[];
          if (!place.includes(player)) place[0] = player;
        }
        const past = places[template.rubbersPerPlayer] as number;
        const message = fill(TIE_MESSAGES.rubbersPerPlayer, {
          rubber: label(past),
          count: template.rubbersPerPlayer + 1,
          limit: template.rubbersPerPlayer,
        });
        expect(orderIssues(lifted, roster, wrong)).toContainEqual(issue(message, past));
      }),
      RUNS,
    );
  });

  it.runIf(template.noPairOfFirstTwo)('refuses the doubles made of the 1番 and 2番 players only', () => {
    fc.assert(
      fc.property(arb, ({ roster, slots }) => {
        const d = template.layout.indexOf('D');
        fc.pre([0, 1, d].every((p) => (slots[p] as string[]).length > 0));
        const wrong = copy(slots);
        wrong[d] = [(slots[1] as string[])[0] as string, (slots[0] as string[])[0] as string];
        const message = fill(TIE_MESSAGES.pairOfFirstTwo, {
          rubber: label(d),
          first: label(0),
          second: label(1),
        });
        expect(orderIssues(template, roster, wrong)).toEqual([issue(message, d)]);
        // The same pair is fine where the template does not forbid it.
        expect(orderIssues({ ...template, noPairOfFirstTwo: false }, roster, wrong)).toEqual([]);
      }),
      RUNS,
    );
  });

  it.runIf(template.leadFirst)(
    'refuses the 主将 on another board than the first; a 主将 left out is fine',
    () => {
      fc.assert(
        fc.property(arb, fc.nat(), ({ roster, slots }, at) => {
          const lead = roster.find((m) => m.lead)?.id;
          const places = filled(slots);
          fc.pre(lead !== undefined && places.length >= 2);
          const k = places.slice(1)[at % (places.length - 1)] as number;
          const wrong = copy(slots);
          if ((wrong[0] as string[])[0] === lead)
            [wrong[0], wrong[k]] = [wrong[k] as string[], wrong[0] as string[]];
          else wrong[k] = [lead as string];
          const message =
            template.labels === 'board'
              ? TIE_MESSAGES.leadBoard
              : fill(TIE_MESSAGES.lead, { rubber: label(0) });
          expect(orderIssues(template, roster, wrong)).toEqual([issue(message, k)]);
        }),
        RUNS,
      );
    },
  );

  it(`keeps 欠員 where the template says (${template.vacancy})`, () => {
    fc.assert(
      fc.property(arb, fc.nat(), ({ roster, slots }, at) => {
        const places = filled(slots);
        fc.pre(places.length >= 2);
        const wrong = copy(slots);
        if (template.vacancy === 'any') {
          wrong[places[at % places.length] as number] = [];
          expect(orderIssues(template, roster, wrong)).toEqual([]);
          return;
        }
        // first: the filled places are the last ones, so emptying the last leaves a gap; last: the other way.
        const gap = template.vacancy === 'first' ? n - 1 : 0;
        wrong[gap] = [];
        const message = fill(
          template.vacancy === 'first' ? TIE_MESSAGES.vacancyFirst : TIE_MESSAGES.vacancyLast,
          {
            rubber: label(template.vacancy === 'first' ? 0 : n - 1),
          },
        );
        expect(orderIssues(template, roster, wrong)).toEqual([issue(message, gap)]);
      }),
      RUNS,
    );
  });

  it('checks a 代表戦 order: one member of the roster, only where the template plays one', () => {
    fc.assert(
      fc.property(arb, fc.nat(), ({ roster }, at) => {
        const member = (roster[at % roster.length] as RosterMember).id;
        const decider = (order: Slots) => orderIssues(template, roster, order, true);
        if (!template.decider) {
          expect(decider([[member]])).toEqual([issue(TIE_MESSAGES.noDecider, n)]);
          return;
        }
        expect(decider([[member]])).toEqual([]);
        for (const wrong of [[], [[]], [[member, member]], [[member], [member]]])
          expect(decider(wrong)).toEqual([issue(TIE_MESSAGES.deciderOne, n)]);
        expect(decider([['m99']])).toEqual([issue(fill(TIE_MESSAGES.unknown, { rubber: '代表戦' }), n)]);
      }),
      RUNS,
    );
  });
});

describe('the order checks, in words', () => {
  const tt = TIE_PRESET_TEMPLATES.tt4s1d;
  const roster = ['m1', 'm2', 'm3', 'm4', 'm5'].map((id) => ({ id }));
  const messages = (template: TieTemplate, slots: Slots, members: RosterMember[] = roster) =>
    orderIssues(template, members, slots).map((i) => i.message);

  it('names the rubber and the rule', () => {
    expect(messages(tt, [['m1'], ['m1'], ['m3', 'm4'], ['m3'], ['m4']])).toEqual([
      '2番：同じ選手がシングルスに2回出場しています（1人1回まで）',
    ]);
    expect(messages(tt, [['m1'], ['m2'], ['m2', 'm1'], ['m3'], ['m4']])).toEqual([
      '3番：ダブルスは1番・2番の選手だけで組めません',
    ]);
    expect(messages(tt, [['m1'], [], ['m2', 'm3'], ['m2'], ['m3']])).toEqual([
      '欠員は1番から順に空けてください',
    ]);
    expect(messages(tt, [['m1'], ['m2'], ['m3'], ['m4'], ['m5']])).toEqual([
      '3番：ダブルスは2人で組んでください',
    ]);
    const board = TIE_PRESET_TEMPLATES.board3;
    const team = [{ id: 'm1' }, { id: 'm2', lead: true }, { id: 'm3' }];
    expect(messages(board, [['m1'], ['m2'], ['m3']], team)).toEqual(['主将は主将の盤（1将）に出場します']);
    expect(messages(board, [['m2'], [], ['m3']], team)).toEqual(['欠員は三将から順に空けてください']);
    expect(messages(board, [['m2'], ['m1'], []], team)).toEqual([]);
    const bd = TIE_PRESET_TEMPLATES.bd3d2s;
    expect(messages(bd, [['m1', 'm2'], ['m1'], ['m1', 'm3'], ['m4'], ['m4', 'm5']])).toEqual([
      '第2ダブルス：同じ選手がダブルスに2回出場しています（1人1回まで）',
    ]);
  });
});

// ---- the tie's score ----

const OPTIONS: Record<TiePreset, TieOptions> = Object.fromEntries(
  TIE_PRESETS.map((preset) => [preset, { scoring: TIE_PRESET_STAGES[preset].scoring, knockout: false }]),
) as Record<TiePreset, TieOptions>;

/** A full order: member m1… in every place, no one twice (the checks are not what is tested here). */
const fullOrder = (template: TieTemplate, prefix = 'm'): Slots => {
  let next = 1;
  return [...template.layout].map((letter) =>
    letter === 'D' ? [`${prefix}${next++}`, `${prefix}${next++}`] : [`${prefix}${next++}`],
  );
};

const tt = TIE_PRESET_TEMPLATES.tt4s1d;
const ttWin = (side: 'a' | 'b'): Result => ({ outcome: side, games: side === 'a' ? [3, 1] : [1, 3] });
const ttResults = (sides: string) =>
  Object.fromEntries(
    [...sides].flatMap((side, i) => (side === 'a' || side === 'b' ? [[i, ttWin(side)]] : [])),
  );
const statuses = (score: ReturnType<typeof tieScore>) => score.rubbers.map((rubber) => rubber.status);

describe('a tie: 卓球 4単1複 stops once decided (打ち切り)', () => {
  const lineup = { a: fullOrder(tt), b: fullOrder(tt) };
  const score = (sides: string) => tieScore(tt, lineup, ttResults(sides), OPTIONS.tt4s1d);

  it('stops at 3-0 and at 3-1, the rest not played', () => {
    const threeNil = score('aaa');
    expect(threeNil.outcome).toBe('a');
    expect(threeNil.won).toEqual([3, 0]);
    expect(threeNil.scored).toEqual([9, 3]);
    expect(statuses(threeNil)).toEqual(['done', 'done', 'done', 'void', 'void']);
    expect(tieResult(threeNil)).toEqual({ outcome: 'a', how: 'played', games: [3, 0], points: [9, 3] });
    const threeOne = score('bbab');
    expect(threeOne.outcome).toBe('b');
    expect(threeOne.won).toEqual([1, 3]);
    expect(statuses(threeOne)).toEqual(['done', 'done', 'done', 'done', 'void']);
  });

  it('plays out 3-2: undecided at 2-2, the 5番 still to play', () => {
    const twoAll = score('abba');
    expect(twoAll.outcome).toBeNull();
    expect(tieResult(twoAll)).toBeUndefined();
    expect(statuses(twoAll)).toEqual(['done', 'done', 'done', 'done', 'ready']);
    const done = score('abbaa');
    expect(done.outcome).toBe('a');
    expect(done.won).toEqual([3, 2]);
  });

  it('counts a rubber played beside the deciding one (two tables) when its result comes in', () => {
    // 1番, 2番 and 4番 to a while the 3番 is still on its table: 3-0, two left — decided.
    const decided = score('aa-a');
    expect(decided.outcome).toBe('a');
    expect(statuses(decided)).toEqual(['done', 'done', 'void', 'done', 'void']);
    const later = score('aaba');
    expect(later.outcome).toBe('a');
    expect(later.won).toEqual([3, 1]);
    expect(statuses(later)).toEqual(['done', 'done', 'done', 'done', 'void']);
  });

  it('is sealed until both orders are open (a side opened without one: 未提出)', () => {
    for (const sealed of [
      tieScore(tt, null, {}, OPTIONS.tt4s1d),
      tieScore(tt, { a: fullOrder(tt), b: [] }, ttResults('aaa'), OPTIONS.tt4s1d),
    ]) {
      expect(statuses(sealed)).toEqual(['sealed', 'sealed', 'sealed', 'sealed', 'sealed']);
      expect(sealed.rubbers.every((r) => r.a.length === 0 && r.b.length === 0)).toBe(true);
      expect(sealed.outcome).toBeNull();
      expect(tieResult(sealed)).toBeUndefined();
    }
  });
});

describe('a tie: short-handed teams forfeit their empty places', () => {
  it('卓球: the 1番 left empty is lost 0-3, and the tie goes on from there', () => {
    const b = [[], ['m2'], ['m2', 'm3'], ['m3'], ['m4']];
    const start = tieScore(tt, { a: fullOrder(tt), b }, {}, OPTIONS.tt4s1d);
    expect(start.rubbers[0]).toEqual({
      index: 0,
      status: 'forfeit',
      a: ['m1'],
      b: [],
      result: { outcome: 'a', how: 'walkover', games: [3, 0] },
    });
    expect(start.won).toEqual([1, 0]);
    expect(start.scored).toEqual([3, 0]);
    // b wins the next three: 3-1, the 5番 not played.
    const end = tieScore(tt, { a: fullOrder(tt), b }, ttResults('-bbb'), OPTIONS.tt4s1d);
    expect(end.outcome).toBe('b');
    expect(end.won).toEqual([1, 3]);
    expect(statuses(end)).toEqual(['forfeit', 'done', 'done', 'done', 'void']);
  });

  it('a place empty on both sides is not played and counts for nobody', () => {
    const b = [[], ['m2'], ['m2', 'm3'], ['m3'], ['m4']];
    const both = tieScore(tt, { a: b, b }, {}, OPTIONS.tt4s1d);
    expect(both.rubbers[0]?.status).toBe('void');
    expect(both.won).toEqual([0, 0]);
  });

  it('剣道: an empty place is lost by 2本 (不戦勝), and 将棋: an empty board by one game', () => {
    const kendo = TIE_PRESET_TEMPLATES.kendo5;
    const a = [['m1'], [], ['m3'], ['m4'], ['m5']];
    const score = tieScore(kendo, { a, b: fullOrder(kendo) }, {}, OPTIONS.kendo5);
    expect(score.rubbers[1]?.result).toEqual({ outcome: 'b', how: 'walkover', points: [0, 2] });
    expect(score.scored).toEqual([0, 2]);
    const board = TIE_PRESET_TEMPLATES.board3;
    const short = tieScore(board, { a: fullOrder(board), b: [['m1'], ['m2'], []] }, {}, OPTIONS.board3);
    expect(short.rubbers[2]?.result).toEqual({ outcome: 'a', how: 'walkover' });
    expect(short.won).toEqual([1, 0]);
  });
});

describe('a tie: 将棋 3面 and 剣道 play every rubber', () => {
  it('将棋 3面: two boards won decide the tie, the third board plays on', () => {
    const board = TIE_PRESET_TEMPLATES.board3;
    const lineup = { a: fullOrder(board), b: fullOrder(board) };
    const decided = tieScore(board, lineup, { 0: { outcome: 'a' }, 1: { outcome: 'a' } }, OPTIONS.board3);
    expect(decided.outcome).toBe('a');
    expect(statuses(decided)).toEqual(['done', 'done', 'ready']);
    const all = tieScore(
      board,
      lineup,
      { 0: { outcome: 'a' }, 1: { outcome: 'a' }, 2: { outcome: 'b' } },
      OPTIONS.board3,
    );
    expect(all.won).toEqual([2, 1]);
    expect(tieResult(all)).toEqual({ outcome: 'a', how: 'played', games: [2, 1], points: [0, 0] });
  });

  const kendo = TIE_PRESET_TEMPLATES.kendo5;
  const lineup = { a: fullOrder(kendo), b: fullOrder(kendo) };
  const hon = (a: number, b: number): Result => ({
    outcome: a > b ? 'a' : a < b ? 'b' : 'draw',
    points: [a, b],
  });
  const league = OPTIONS.kendo5;
  const knockout = { ...league, knockout: true };

  it('剣道: 勝者数 first, then 本数', () => {
    const wins = tieScore(kendo, lineup, [hon(1, 0), hon(0, 2), hon(1, 0), hon(0, 0), hon(1, 1)], league);
    expect([wins.outcome, wins.won, wins.scored]).toEqual(['a', [2, 1], [3, 3]]);
    const byHon = tieScore(kendo, lineup, [hon(2, 0), hon(0, 1), hon(0, 0), hon(1, 1), hon(0, 0)], league);
    expect([byHon.outcome, byHon.won, byHon.scored]).toEqual(['a', [1, 1], [3, 2]]);
    // 3 wins after the 中堅: decided, and the 副将 and 大将 still play (their 本数 count).
    const early = tieScore(kendo, lineup, [hon(1, 0), hon(1, 0), hon(2, 1)], league);
    expect(early.outcome).toBe('a');
    expect(statuses(early)).toEqual(['done', 'done', 'done', 'ready', 'ready']);
  });

  it('剣道: level in wins and 本数 — a draw in a league, a 代表戦 in a knockout', () => {
    const level = [hon(1, 0), hon(0, 1), hon(0, 0), hon(1, 1), hon(0, 0)];
    const inLeague = tieScore(kendo, lineup, level, league);
    expect(inLeague.outcome).toBe('draw');
    expect(inLeague.rubbers).toHaveLength(5);
    expect(tieResult(inLeague)).toEqual({ outcome: 'draw', how: 'played', games: [1, 1], points: [2, 2] });

    const waiting = tieScore(kendo, lineup, level, knockout);
    expect(waiting.outcome).toBeNull();
    expect(waiting.rubbers[5]).toEqual({ index: 5, status: 'sealed', a: [], b: [] });
    expect(rubberLabel(kendo, 5)).toBe('代表戦');
    const withDecider = { a: [...lineup.a, ['m3']], b: [...lineup.b, ['m5']] };
    expect(tieScore(kendo, withDecider, level, knockout).rubbers[5]).toEqual({
      index: 5,
      status: 'ready',
      a: ['m3'],
      b: ['m5'],
    });
    expect(tieScore(kendo, withDecider, { ...level, 5: hon(0, 0) }, knockout).outcome).toBeNull();
    const decided = tieScore(kendo, withDecider, { ...level, 5: hon(0, 1) }, knockout);
    expect(decided.outcome).toBe('b');
    expect(decided.won).toEqual([1, 1]);
    // A knockout tie not level (本数 3-2) plays no 代表戦.
    expect(tieScore(kendo, withDecider, [hon(2, 0), ...level.slice(1)], knockout).rubbers).toHaveLength(5);
  });
});

/** One rubber's result as the stage scores it (bestOf from the preset). */
const resultArb = (preset: TiePreset): fc.Arbitrary<Result> => {
  const { scoring, bestOf } = TIE_PRESET_STAGES[preset];
  const need = Math.ceil(bestOf / 2);
  const side = fc.constantFrom<'a' | 'b'>('a', 'b');
  if (scoring === 'games')
    return fc.record({ side, lost: fc.integer({ min: 0, max: need - 1 }) }).map(({ side: s, lost }) => ({
      outcome: s,
      games: s === 'a' ? [need, lost] : [lost, need],
    }));
  if (scoring === 'points')
    return fc
      .record({ a: fc.integer({ min: 0, max: 2 }), b: fc.integer({ min: 0, max: 2 }) })
      .map(({ a, b }): Result => ({ outcome: a > b ? 'a' : a < b ? 'b' : 'draw', points: [a, b] }));
  return fc.constantFrom<Outcome>('a', 'b', 'a', 'b', 'draw').map((outcome) => ({ outcome }));
};

/** Both sides' valid orders and every rubber's result, the results known so far a random subset. */
const tieArb = (preset: TiePreset) => {
  const n = TIE_PRESET_TEMPLATES[preset].layout.length;
  return fc.record({
    a: orderCaseArb(preset),
    b: orderCaseArb(preset),
    results: fc.array(resultArb(preset), { minLength: n, maxLength: n }),
    known: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    knockout: fc.boolean(),
  });
};

const pickResults = (results: readonly Result[], known: readonly boolean[]) =>
  Object.fromEntries(results.flatMap((result, i) => (known[i] ? [[i, result]] : [])));

describe.each(TIE_PRESETS)('a tie, any results: %s', (preset) => {
  const template = TIE_PRESET_TEMPLATES[preset];
  const n = template.layout.length;

  it('counts the rubbers won, decides only what the rest cannot change, and stops when the template says', () => {
    fc.assert(
      fc.property(tieArb(preset), ({ a, b, results, known, knockout }) => {
        const options = { ...OPTIONS[preset], knockout };
        const lineup = { a: a.slots, b: b.slots };
        const now = tieScore(template, lineup, pickResults(results, known), options);
        const layout = now.rubbers.filter((r) => r.index < n);
        expect(layout.map((r) => r.index)).toEqual([...Array(n).keys()]);
        const wonBy = (side: 'a' | 'b') => layout.filter((r) => r.result?.outcome === side).length;
        expect(now.won).toEqual([wonBy('a'), wonBy('b')]);
        for (const rubber of layout) {
          const [x, y] = [
            (a.slots[rubber.index] as string[]).length,
            (b.slots[rubber.index] as string[]).length,
          ];
          if (x === 0 && y === 0) expect(rubber.status).toBe('void');
          else if (x === 0 || y === 0) {
            expect(rubber.status).toBe('forfeit');
            expect(rubber.result).toMatchObject({ outcome: x === 0 ? 'b' : 'a', how: 'walkover' });
          } else if (known[rubber.index]) {
            expect(rubber.status).toBe('done');
            expect(rubber.result).toBe(results[rubber.index]);
          } else expect(['ready', 'void']).toContain(rubber.status);
        }
        if (now.outcome !== null && now.outcome !== 'draw' && template.stopWhenDecided)
          expect(layout.some((r) => r.status === 'ready')).toBe(false);
        if (!template.stopWhenDecided)
          expect(layout.filter((r) => r.status === 'void').every((r) => r.a.length + r.b.length === 0)).toBe(
            true,
          );
        expect(tieResult(now)).toEqual(
          now.outcome === null
            ? undefined
            : { outcome: now.outcome, how: 'played', games: now.won, points: now.scored },
        );

        // Every rubber in: decided (a knockout level tie waits for its 代表戦).
        const all = tieScore(template, lineup, results, options);
        const level = all.won[0] === all.won[1] && (!template.byPoints || all.scored[0] === all.scored[1]);
        if (level && template.decider && knockout) {
          expect(all.outcome).toBeNull();
          expect(all.rubbers.at(-1)).toMatchObject({ index: n, status: 'sealed' });
        } else expect(all.outcome).not.toBeNull();
        // Decided early: whatever the other rubbers bring, the same winner.
        if (now.outcome === 'a' || now.outcome === 'b') expect(all.outcome).toBe(now.outcome);
        // Not decided with rubbers left: a's winning all of them and b's winning all end differently
        // (each by more games and 本数 than the other side could have: wins decide first).
        const sweeping = (side: 'a' | 'b'): Result =>
          side === 'a'
            ? { outcome: 'a', games: [99, 0], points: [99, 0] }
            : { outcome: 'b', games: [0, 99], points: [0, 99] };
        const open = layout.filter((r) => r.status === 'ready').map((r) => r.index);
        if (now.outcome === null && open.length > 0) {
          const sweep = (side: 'a' | 'b') =>
            tieScore(
              template,
              lineup,
              {
                ...pickResults(results, known),
                ...Object.fromEntries(open.map((i) => [i, sweeping(side)])),
              },
              options,
            ).outcome;
          expect(sweep('a')).not.toBe(sweep('b'));
        }
      }),
      { numRuns: 80 },
    );
  });
});

// ---- standings by the template's order ----

const POINTS: PointsTable = { win: 2, draw: 1, loss: 0 };

describe.each(TIE_PRESETS)('a league of ties ranks by the preset: %s', (preset) => {
  const template = TIE_PRESET_TEMPLATES[preset];
  const n = template.layout.length;
  const { tiebreaks } = TIE_PRESET_STAGES[preset];
  const teams = ['A', 'B', 'C', 'D'];
  const plan = roundRobin([teams.map((id) => ({ id }))]);
  const ties = plan.length;

  it(`ranks by ${tiebreaks.join(' → ')}, from the tie results`, () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            a: orderCaseArb(preset),
            b: orderCaseArb(preset),
            results: fc.array(resultArb(preset), { minLength: n, maxLength: n }),
          }),
          { minLength: ties, maxLength: ties },
        ),
        (played) => {
          const results: Record<string, Result | undefined> = {};
          const sums = new Map(
            teams.map((t) => [t, { wins: 0, points: 0, rubbers: 0, scored: 0, scoredFor: 0 }]),
          );
          plan.forEach((match, i) => {
            const tie = played[i] as (typeof played)[number];
            const score = tieScore(
              template,
              { a: tie.a.slots, b: tie.b.slots },
              tie.results,
              OPTIONS[preset],
            );
            results[match.id] = tieResult(score);
            const sides = [match.a, match.b].map((f) => (f && 'entrant' in f ? f.entrant : '')) as [
              string,
              string,
            ];
            sides.forEach((team, s) => {
              const sum = sums.get(team);
              if (!sum) return;
              const mine = s === 0 ? 'a' : 'b';
              sum.wins += score.outcome === mine ? 1 : 0;
              sum.points +=
                score.outcome === 'draw' ? POINTS.draw : score.outcome === mine ? POINTS.win : POINTS.loss;
              sum.rubbers += (score.won[s] as number) - (score.won[1 - s] as number);
              sum.scored += (score.scored[s] as number) - (score.scored[1 - s] as number);
              sum.scoredFor += score.scored[s] as number;
            });
          });
          const table = standings(teams, resolve(plan, results).values(), POINTS, tiebreaks);
          const key = (team: string) => {
            const sum = sums.get(team) as NonNullable<ReturnType<typeof sums.get>>;
            const by: Record<Tiebreak, number> = {
              wins: sum.wins,
              points: sum.points,
              gameDiff: sum.rubbers,
              pointDiff: sum.scored,
              pointsFor: sum.scoredFor,
              headToHead: 0,
              gameDiffTied: 0,
              pointDiffTied: 0,
              sos: 0,
              sosos: 0,
            };
            return tiebreaks.map((t) => by[t]);
          };
          for (let i = 1; i < table.length; i++) {
            const [above, below] = [table[i - 1], table[i]] as [
              (typeof table)[number],
              (typeof table)[number],
            ];
            const [x, y] = [key(above.entrant), key(below.entrant)];
            const first = x.findIndex((v, j) => v !== y[j]);
            if (first < 0) expect(below.rank).toBe(above.rank);
            else {
              expect(x[first]).toBeGreaterThan(y[first] as number);
              expect(below.rank).toBeGreaterThan(above.rank);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('a 卓球 league in words: 勝ち数 → 得失点 of matches → of games', () => {
  it('separates teams level on wins by the rubbers, then the games', () => {
    const lineup = { a: fullOrder(tt), b: fullOrder(tt) };
    /** A tie whose rubbers go `sides` (a/b), each 3-`lost` to its winner. */
    const tie = (sides: string, lost = 0) =>
      tieResult(
        tieScore(
          tt,
          lineup,
          [...sides].map((s): Result => ({
            outcome: s as 'a' | 'b',
            games: s === 'a' ? [3, lost] : [lost, 3],
          })),
          OPTIONS.tt4s1d,
        ),
      );
    const teams = ['A', 'B', 'C', 'D'];
    const plan = roundRobin([teams.map((id) => ({ id }))]);
    // A beats B, B beats C, C beats A (each 3-2 in rubbers) and all three beat D: 2 wins each. A
    // beat D 3-0 (+3 rubbers in all), B and C 3-1 (+2 each); B's rubbers against C and D were won
    // 3-1 in games, C's 3-0: B +3 in games, C +7.
    const wanted: Record<string, [string, string, string, number]> = {
      'A-B': ['A', 'B', 'ababa', 0],
      'B-C': ['B', 'C', 'ababa', 1],
      'C-A': ['C', 'A', 'ababa', 0],
      'A-D': ['A', 'D', 'aaa', 0],
      'B-D': ['B', 'D', 'abaa', 1],
      'C-D': ['C', 'D', 'abaa', 0],
    };
    const results: Record<string, Result | undefined> = {};
    for (const match of plan) {
      const [x, y] = [match.a, match.b].map((f) => (f && 'entrant' in f ? f.entrant : '')) as [
        string,
        string,
      ];
      const entry = Object.values(wanted).find(([w, l]) => (w === x && l === y) || (w === y && l === x));
      if (!entry) throw new Error(`no tie ${x}-${y}`);
      const [winner, , sides, lost] = entry;
      const flipped = [...sides].map((s) => (s === 'a' ? 'b' : 'a')).join('');
      results[match.id] = tie(winner === x ? sides : flipped, lost);
    }
    const table = standings(
      teams,
      resolve(plan, results).values(),
      POINTS,
      TIE_PRESET_STAGES.tt4s1d.tiebreaks,
    );
    expect(table.map((row) => [row.entrant, row.rank, row.wins, row.gamesFor - row.gamesAgainst])).toEqual([
      ['A', 1, 2, 3],
      ['C', 2, 2, 2],
      ['B', 3, 2, 2],
      ['D', 4, 0, -7],
    ]);
    const gamesOf = (team: string) => table.find((row) => row.entrant === team) as (typeof table)[number];
    expect(gamesOf('C').pointsFor - gamesOf('C').pointsAgainst).toBeGreaterThan(
      gamesOf('B').pointsFor - gamesOf('B').pointsAgainst,
    );
  });
});
