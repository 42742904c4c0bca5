import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Entry } from '@/shared/schemas/entry';
import { drawStage } from '@/shared/play/draw-stage';
import { entrantPersons } from '@/shared/play/floor';
import { resolveStage } from '@/shared/play/stage-plan';
import { leagueStage, result, stageOf } from '@/testing/stages';
import {
  entrantsFromEntries,
  entriesOfDivision,
  entryPersons,
  mergeEntrants,
  moveItem,
  takingPart,
  type StageEntrant,
} from '../entrants';

const entry = (n: number, patch: Partial<Entry> = {}): Entry => ({
  id: `e${n}`,
  number: n,
  name: `選手${n}`,
  kana: '',
  affiliation: n % 2 ? 'さくら' : '',
  category: '',
  memo: '',
  ...patch,
});
const entrant = (n: number): StageEntrant => ({
  id: `e${n}`,
  name: `選手${n}`,
  affiliation: n % 2 ? 'さくら' : '',
});
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('entrantsFromEntries', () => {
  it('takes エントリー in ゼッケン order with name, 所属 and the registration behind each', () => {
    expect(entrantsFromEntries([entry(3), entry(1, { memo: 'x', registId: 'r1' }), entry(2)])).toEqual([
      { ...entrant(1), persons: ['r1'] },
      entrant(2),
      entrant(3),
    ]);
  });

  it('gives an entry typed by staff no persons key at all, so the floor takes the entry as the person', () => {
    const [typed] = entrantsFromEntries([entry(2)]);
    expect(typed).not.toHaveProperty('persons');
    expect(entrantPersons(typed ? [typed] : [], 'e2')).toEqual(['e2']);
  });
});

describe('entriesOfDivision (a stage of a 部門 takes its 部門’s entries)', () => {
  const entries = [
    entry(1, { divisionId: 'd1', registId: 'r1' }),
    entry(2, { divisionId: 'd2', registId: 'r1' }),
    entry(3, { divisionId: 'd1' }),
    entry(4),
  ];

  it('takes only the entries of the stage’s 部門, each with its persons', () => {
    const singles = entrantsFromEntries(entriesOfDivision(entries, 'd1', true));
    expect(singles).toEqual([{ ...entrant(1), persons: ['r1'] }, entrant(3)]);
    // The same registration in the other 部門 is the same person on the hall's tables.
    const doubles = entrantsFromEntries(entriesOfDivision(entries, 'd2', true));
    expect(doubles).toEqual([{ ...entrant(2), persons: ['r1'] }]);
    expect(entrantPersons(singles, 'e1')).toEqual(entrantPersons(doubles, 'e2'));
  });

  it('gives a stage of no 部門 the entries of none', () => {
    expect(ids(entriesOfDivision(entries, null, true))).toEqual(['e4']);
    expect(ids(entriesOfDivision(entries, undefined, true))).toEqual(['e4']);
  });

  it('gives every entry in a competition without 部門, as before 部門 existed', () => {
    expect(ids(entriesOfDivision(entries, null, false))).toEqual(['e1', 'e2', 'e3', 'e4']);
    expect(ids(entriesOfDivision(entries, 'd1', false))).toEqual(['e1', 'e2', 'e3', 'e4']);
  });
});

describe('a 決勝トーナメント’s qualifiers', () => {
  it('keep the persons of the league’s entrants', () => {
    const entrants = leagueStage().entrants.map((e, i) => ({ ...e, persons: [`r${i + 1}`] }));
    const at = (id: string | null | undefined) => entrants.findIndex((e) => e.id === id);
    // Every match played, the entrant listed first winning: e1, e2, e3, e4 in that order.
    const results = Object.fromEntries(
      [...resolveStage(leagueStage()).values()].map(({ match, a, b }) => [
        match.id,
        result(at(a) < at(b) ? 'a' : 'b', [at(a), at(b)]),
      ]),
    );
    const league = leagueStage({ entrants, results });
    const final = stageOf('single', 0, {
      id: 'final',
      entrants: [],
      from: { stageId: 'league', qualifiers: 2 },
    });
    const drawn = drawStage(final, [league, final], 1);
    if (!drawn.ok) throw new Error(drawn.reason);
    expect(drawn.plan.entrants?.map((e) => e.id)).toEqual(['e1', 'e2']);
    expect(drawn.plan.entrants?.map((e) => e.persons)).toEqual(
      drawn.plan.entrants?.map((e) => league.entrants.find((l) => l.id === e.id)?.persons),
    );
    expect(drawn.plan.entrants?.every((e) => (e.persons ?? []).length === 1)).toBe(true);
  });
});

describe('takingPart', () => {
  it('leaves out entries whose registration was cancelled or refused, keeps typed-in ones', () => {
    const entries = [entry(1, { registId: 'r1' }), entry(2, { registId: 'r2' }), entry(3)];
    expect(ids(takingPart(entries, new Set(['r2'])))).toEqual(['e1', 'e3']);
  });
});

describe('mergeEntrants (エントリーから取り込み直す)', () => {
  it("keeps the organiser's order, drops who left, appends new entries in ゼッケン order", () => {
    // Seeded by hand: 4, 1, 3, 2. Since then 3 withdrew, and 6 and 5 entered.
    const current = [entrant(4), entrant(1), entrant(3), entrant(2)];
    const merge = mergeEntrants(current, [entry(6), entry(1), entry(2), entry(4), entry(5)]);
    expect(ids(merge.entrants)).toEqual(['e4', 'e1', 'e2', 'e5', 'e6']);
    expect(ids(merge.added)).toEqual(['e5', 'e6']);
    expect(ids(merge.removed)).toEqual(['e3']);
    expect(merge.updated).toEqual([]);
  });

  it('takes today’s name and 所属 for those who stay, and says whose changed', () => {
    const merge = mergeEntrants(
      [entrant(2), entrant(1)],
      [entry(1), entry(2, { name: '選手二', affiliation: 'みなと' })],
    );
    expect(merge.entrants).toEqual([{ id: 'e2', name: '選手二', affiliation: 'みなと' }, entrant(1)]);
    expect(ids(merge.updated)).toEqual(['e2']);
  });

  it('brings the persons up to date: a stage stored before them, or an entry linked to a registration since', () => {
    const merge = mergeEntrants([entrant(2), entrant(1)], [entry(1, { registId: 'r1' }), entry(2)]);
    expect(merge.entrants).toEqual([entrant(2), { ...entrant(1), persons: ['r1'] }]);
    expect(ids(merge.updated)).toEqual(['e1']);
    // Unchanged persons are no change.
    expect(mergeEntrants(merge.entrants, [entry(1, { registId: 'r1' }), entry(2)]).updated).toEqual([]);
  });

  it('changes nothing when エントリー is what the stage holds', () => {
    const merge = mergeEntrants([entrant(2), entrant(1)], [entry(1), entry(2)]);
    expect(merge).toEqual({ entrants: [entrant(2), entrant(1)], added: [], removed: [], updated: [] });
  });

  it('for any order and any change of エントリー: exactly the entries, each once, the kept ones in their old order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 40 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 40 }),
        (currentNumbers, entryNumbers) => {
          const current = currentNumbers.map(entrant);
          const entries = entryNumbers.map((n) => entry(n));
          const { entrants, added, removed } = mergeEntrants(current, entries);
          // Exactly the entries, once each.
          expect([...ids(entrants)].sort()).toEqual(ids(entries).sort());
          // Those kept come first, in the order they had.
          const kept = ids(current).filter((id) => entryNumbers.includes(Number(id.slice(1))));
          expect(ids(entrants).slice(0, kept.length)).toEqual(kept);
          // Then the new ones, in ゼッケン order.
          expect(ids(entrants).slice(kept.length)).toEqual(ids(added));
          expect(added.map((e) => Number(e.id.slice(1)))).toEqual(
            entryNumbers.filter((n) => !currentNumbers.includes(n)).sort((x, y) => x - y),
          );
          expect(ids(removed).sort()).toEqual(
            ids(current)
              .filter((id) => !entryNumbers.includes(Number(id.slice(1))))
              .sort(),
          );
        },
      ),
    );
  });
});

describe('a team of a 団体 部門 (docs/play.md "Team ties")', () => {
  const team = (members: NonNullable<Entry['members']>) =>
    entry(7, { name: 'さくらA', registId: 'r1', divisionId: 'd3', members });
  const roster: NonNullable<Entry['members']> = [
    { id: 'm1', name: '山田 太郎', kana: 'やまだ たろう', lead: true, registId: 'r1' },
    { id: 'm2', name: '佐藤 健', kana: 'さとう けん' },
    { id: 'm4', name: '鈴木 一郎' },
  ];

  it('is an entrant with its roster (no ふりがな) and the captain’s registration as its persons', () => {
    expect(entrantsFromEntries([team(roster)])).toEqual([
      {
        id: 'e7',
        name: 'さくらA',
        affiliation: 'さくら',
        persons: ['r1'],
        members: [
          { id: 'm1', name: '山田 太郎', lead: true, registId: 'r1' },
          { id: 'm2', name: '佐藤 健' },
          { id: 'm4', name: '鈴木 一郎' },
        ],
      },
    ]);
  });

  it('says a team whose roster changed is updated, and one whose roster did not is not', () => {
    const stage = entrantsFromEntries([team(roster)]);
    expect(mergeEntrants(stage, [team(roster)]).updated).toEqual([]);
    // ふりがな is not on the stage: changing it is no change there.
    expect(mergeEntrants(stage, [team(roster.map((m) => ({ ...m, kana: '' })))]).updated).toEqual([]);
    for (const changed of [
      [...roster, { id: 'm5', name: '高橋 翔' }],
      roster.slice(0, 2),
      roster.map((m) => (m.id === 'm2' ? { ...m, name: '佐藤 健太' } : m)),
      roster.map((m) => ({ ...m, lead: m.id === 'm2' })),
    ]) {
      const merge = mergeEntrants(stage, [team(changed)]);
      expect(ids(merge.updated)).toEqual(['e7']);
      expect(merge.entrants[0]?.members?.map((m) => m.name)).toEqual(changed.map((m) => m.name));
    }
  });
});

describe('moveItem', () => {
  it('moves one item and shifts the ones between', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('leaves the list as it is for a move outside it', () => {
    expect(moveItem(['a', 'b'], 0, 2)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });

  it('keeps every item once, with the moved one at its new place', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 30 })
          .chain((n) => fc.tuple(fc.constant(n), fc.nat({ max: n - 1 }), fc.nat({ max: n - 1 }))),
        ([n, from, to]) => {
          const list = Array.from({ length: n }, (_, i) => i);
          const moved = moveItem(list, from, to);
          expect([...moved].sort((x, y) => x - y)).toEqual(list);
          expect(moved[to]).toBe(from);
          expect(moved.filter((item) => item !== from)).toEqual(list.filter((item) => item !== from));
        },
      ),
    );
  });
});

describe('entryPersons (the people behind an entry)', () => {
  it('is the registration, and a pair’s partner registration too', () => {
    expect(entryPersons({ registId: 'r1' })).toEqual(['r1']);
    expect(entryPersons({ registId: 'r1', partnerRegistId: 'r7' })).toEqual(['r1', 'r7']);
    expect(entryPersons({})).toEqual([]);
  });
});
