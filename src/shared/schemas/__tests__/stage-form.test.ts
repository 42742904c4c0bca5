import { describe, expect, it } from 'vitest';
import { stageOf } from '@/testing/stages';
import type { Stage } from '../stage';
import {
  blankStageForm,
  drawAllowed,
  resultFormSchemaFor,
  stageDefaults,
  stageDrawn,
  stageEditFromForm,
  stageFieldsFromForm,
  stageFormSchema,
  stageFormSchemaFor,
  toStageForm,
  type StageFormValues,
} from '../stage-form';
import { STAFF_MESSAGES } from '../../staff-messages';

/** An undrawn リーグ of two in 2 groups, 得点 recorded, the league's usual rules. */
const stage = (patch: Partial<Stage> = {}): Stage =>
  stageOf('league', 2, {
    id: 'league',
    name: '予選リーグ',
    scoring: 'points',
    ...stageDefaults('league'),
    groups: 2,
    rounds: 5,
    status: 'draft',
    ...patch,
  });
const issues = (values: StageFormValues) =>
  stageFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('stageFormSchema: 順位の決め方 and 勝点', () => {
  it('takes the rules in order and 勝点 of 0–10', () => {
    const values = {
      ...toStageForm(stage()),
      tiebreaks: ['sos', 'headToHead'] as const,
      points: { win: 3, draw: 1, loss: 0 },
    };
    expect(issues({ ...values, tiebreaks: [...values.tiebreaks] })).toEqual([]);
  });

  it('refuses a rule twice, no rule for a league or Swiss table, and 勝点 over 10', () => {
    const base = toStageForm(stage());
    expect(issues({ ...base, tiebreaks: ['points', 'points'] })).toEqual([
      ['tiebreaks', STAFF_MESSAGES.stageTiebreakTwice],
    ]);
    expect(issues({ ...base, tiebreaks: [] })).toEqual([['tiebreaks', STAFF_MESSAGES.stageTiebreakRequired]]);
    expect(issues({ ...base, format: 'swiss', tiebreaks: [] })).toEqual([
      ['tiebreaks', STAFF_MESSAGES.stageTiebreakRequired],
    ]);
    expect(issues({ ...base, points: { win: 11, draw: 1, loss: 0 } }).map(([path]) => path)).toEqual([
      'points.win',
    ]);
  });

  it('lets a knockout go without rules (it has no table)', () => {
    expect(issues({ ...blankStageForm('決勝'), tiebreaks: [] })).toEqual([]);
  });
});

describe('stageFieldsFromForm', () => {
  it("stores a league's own rules, and a knockout's format defaults whatever the form held", () => {
    const league = stageFieldsFromForm({ ...toStageForm(stage()), tiebreaks: ['wins', 'sos'] }, false);
    expect(league.tiebreaks).toEqual(['wins', 'sos']);
    const single = stageFieldsFromForm(
      { ...blankStageForm('決勝'), tiebreaks: ['wins'], points: { win: 3, draw: 1, loss: 0 } },
      false,
    );
    expect(single).toMatchObject(stageDefaults('single'));
  });

  it("takes a league's qualifiers only from a league, for a knockout", () => {
    const values = { ...blankStageForm('決勝'), fromStageId: 'league', qualifiers: 2 };
    expect(stageFieldsFromForm(values, true).from).toEqual({ stageId: 'league', qualifiers: 2 });
    expect(stageFieldsFromForm(values, false).from).toBeNull();
    expect(stageFieldsFromForm({ ...values, format: 'league' }, true).from).toBeNull();
  });

  it('round-trips a stored stage through the dialog', () => {
    const stored = stage({ from: null, tiebreaks: ['sos', 'wins'], points: { win: 2, draw: 1, loss: 0 } });
    const fields = stageFieldsFromForm(toStageForm(stored), false);
    for (const [key, value] of Object.entries(fields)) expect(stored[key as keyof Stage]).toEqual(value);
  });
});

describe('stageEditFromForm (設定を変更)', () => {
  const changed = (s: Stage): StageFormValues => ({
    ...toStageForm(s),
    name: '一次リーグ',
    format: 'swiss',
    scoring: 'games',
    groups: 4,
    rounds: 3,
    tableCount: 4,
    tableLabel: 'コート',
    autoCall: true,
    autoConfirm: true,
    tiebreaks: ['sos'],
    points: { win: 2, draw: 1, loss: 0 },
  });

  it('before the draw, writes everything', () => {
    const s = stage();
    expect(stageDrawn(s)).toBe(false);
    expect(stageEditFromForm(s, changed(s), false)).toMatchObject({
      format: 'swiss',
      scoring: 'games',
      groups: 4,
    });
  });

  it('after the draw, writes only what leaves the matches intact', () => {
    const s = stage({ draw: [0, 1], status: 'running' });
    expect(stageDrawn(s)).toBe(true);
    expect(stageEditFromForm(s, changed(s), false)).toEqual({
      name: '一次リーグ',
      tiebreaks: ['sos'],
      points: { win: 2, draw: 1, loss: 0 },
      rounds: 3,
      tableCount: 4,
      tableLabel: 'コート',
      autoCall: true,
      autoConfirm: true,
    });
  });

  it('a Swiss stage never drops below the rounds already paired', () => {
    const s = stage({ format: 'swiss', pairings: { '1': [0, 1], '2': [1, 0] }, rounds: 5 });
    expect(stageDrawn(s)).toBe(true);
    expect(stageEditFromForm(s, { ...toStageForm(s), rounds: 1 }, false).rounds).toBe(2);
    expect(stageEditFromForm(s, { ...toStageForm(s), rounds: 7 }, false).rounds).toBe(7);
  });

  it('a drawn knockout keeps its own rules', () => {
    const s = stage({ format: 'single', ...stageDefaults('single'), draw: [0, 1], status: 'running' });
    const edit = stageEditFromForm(s, { ...toStageForm(s), tiebreaks: ['wins'] }, false);
    expect(edit.tiebreaks).toEqual([]);
  });
});

describe('stageFormSchemaFor: 部門 and 使う台 in the competition', () => {
  const hall = { tables: 12, label: 'コート', names: [] as string[] };
  const issuesIn = (place: Parameters<typeof stageFormSchemaFor>[0], values: StageFormValues) =>
    stageFormSchemaFor(place)
      .safeParse(values)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('asks for a 部門 where there are any, but not of a 決勝トーナメント fed by a league', () => {
    const values = blankStageForm('予選', { hall });
    expect(issuesIn({ hall, divided: true }, values)).toEqual([
      ['divisionId', STAFF_MESSAGES.stageDivisionRequired],
    ]);
    expect(issuesIn({ hall, divided: true }, { ...values, divisionId: 'd1' })).toEqual([]);
    expect(issuesIn({ hall, divided: true }, { ...values, fromStageId: 'league' })).toEqual([]);
    expect(issuesIn({ hall, divided: false }, values)).toEqual([]);
  });

  it('takes a range of the hall, last not before first, and none at all', () => {
    const values = blankStageForm('予選', { hall });
    expect(issuesIn({ hall }, { ...values, tableFirst: 4, tableLast: 4 })).toEqual([]);
    expect(issuesIn({ hall }, { ...values, tableFirst: 0, tableLast: 0 })).toEqual([]);
    expect(issuesIn({ hall }, { ...values, tableFirst: 5, tableLast: 4 })).toEqual([
      ['tableLast', STAFF_MESSAGES.stageTableLastBeforeFirst],
    ]);
    expect(issuesIn({ hall }, { ...values, tableFirst: 10, tableLast: 14 })).toEqual([
      ['tableLast', '会場のコートは12番コートまでです。その中から選んでください'],
    ]);
    // Without a hall the range is not asked: 台の数 counts from 1.
    expect(issuesIn({}, { ...values, tableFirst: 5, tableLast: 4 })).toEqual([]);
  });

  it('stores the range as tableFirst and tableCount, and round-trips it', () => {
    const stored = stage({ tableFirst: 3, tableCount: 4, tableLabel: 'コート', divisionId: 'd1' });
    const values = toStageForm(stored, { hall, divided: true });
    expect(values).toMatchObject({ tableFirst: 3, tableLast: 6, divisionId: 'd1' });
    expect(stageFieldsFromForm(values, false, { hall, divided: true })).toMatchObject({
      tableFirst: 3,
      tableCount: 4,
      tableLabel: 'コート',
      divisionId: 'd1',
    });
    // No tables: none counted, whatever the last said.
    expect(stageFieldsFromForm({ ...values, tableFirst: 0, tableLast: 6 }, false, { hall })).toMatchObject({
      tableCount: 0,
    });
  });

  it('writes no key it has no value for once drawn (Firestore refuses undefined)', () => {
    const s = stage({ draw: [0, 1], status: 'running' });
    expect(Object.keys(stageEditFromForm(s, toStageForm(s), false))).not.toContain('tableFirst');
    expect(stageEditFromForm(s, toStageForm(s, { hall }), false, { hall })).toMatchObject({ tableFirst: 1 });
  });
});

describe('resultFormSchemaFor: 引き分け', () => {
  const draw = { outcome: 'draw', how: 'played' } as const;
  const check = (patch: Partial<Stage>, scoreA: string, scoreB: string) =>
    resultFormSchemaFor(stage(patch))
      .safeParse({ ...draw, scoreA, scoreB })
      .error?.issues.map((issue) => issue.message) ?? [];

  it('refuses a draw in ゲーム scoring with an odd best-of, in Japanese', () => {
    expect(check({ scoring: 'games', bestOf: 3 }, '1', '1')).toEqual([
      '3ゲームマッチは引き分けになりません。勝った方を選んでください',
    ]);
    expect(check({ scoring: 'games', bestOf: 5, format: 'swiss' }, '2', '2')).toEqual([
      '5ゲームマッチは引き分けになりません。勝った方を選んでください',
    ]);
    expect(drawAllowed(stage({ scoring: 'games', bestOf: 1 }))).toBe(false);
  });

  it('takes a draw in 勝敗 or 得点 scoring of a league', () => {
    expect(check({ scoring: 'points' }, '3', '3')).toEqual([]);
    expect(check({ scoring: 'outcome' }, '', '')).toEqual([]);
    expect(drawAllowed(stage({ scoring: 'games', bestOf: 2 }))).toBe(true);
  });

  it('never in a bracket', () => {
    expect(check({ format: 'single', scoring: 'outcome' }, '', '')).toEqual([STAFF_MESSAGES.matchNoDraw]);
  });
});
