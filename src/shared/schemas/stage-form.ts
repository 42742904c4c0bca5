import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { requiredText } from './common';
import { STAGE_FORMATS, STAGE_SCORINGS, type Stage, type StageResult } from './stage';
import { fill } from '../fill';
import { STAFF_MESSAGES } from '../staff-messages';
import { TIEBREAKS, type Tiebreak } from '../play/standings';
import { drawAllowed } from '../play/draw-rule';

const pointValue = z.number().check(z.int(), z.minimum(0), z.maximum(10));

/**
 * 「ステージを追加」 and 「設定を変更」 (the stage dialog): what the organiser chooses for a stage.
 * The ranking rules and 勝点 start from the format's usual values (stageDefaults); the entrants and
 * the draw are not here (出場者・シード順, 組み合わせを作成). Numbers are chosen from lists, not typed,
 * so they are numbers here.
 */
export const stageFormSchema = z
  .object({
    name: requiredText(LIMITS.shortTitle),
    format: z.enum(STAGE_FORMATS),
    scoring: z.enum(STAGE_SCORINGS),
    bestOf: z.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.bestOf)),
    groups: z.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.stageEntrants / 2)),
    rounds: z.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.swissRounds)),
    seeds: z.number().check(z.int(), z.minimum(0), z.maximum(LIMITS.stageEntrants)),
    thirdPlace: z.boolean(),
    reset: z.boolean(),
    /** 決勝トーナメント: a league stage's id ('' = from エントリー) and how many of each group go on. */
    fromStageId: z.string().check(z.maxLength(LIMITS.id)),
    qualifiers: z.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.stageEntrants)),
    /** 台の数 (0 = tables not used), what a table is called, and whether calls go out by themselves. */
    tableCount: z.number().check(z.int(), z.minimum(0), z.maximum(LIMITS.tables)),
    tableLabel: requiredText(LIMITS.tableLabel),
    autoCall: z.boolean(),
    /** 合意した報告を確定にする: agreed reports from the floor are 確定, not 速報. */
    autoConfirm: z.boolean(),
    /** 順位の決め方 (リーグ, スイス式): the rules in the organiser's order, each at most once. */
    tiebreaks: z.array(z.enum(TIEBREAKS)).check(
      z.maxLength(LIMITS.tiebreaks),
      z.refine((rules) => new Set(rules).size === rules.length, STAFF_MESSAGES.stageTiebreakTwice),
    ),
    /** 勝点 for a win, a draw and a loss. */
    points: z.object({ win: pointValue, draw: pointValue, loss: pointValue }),
  })
  .check(
    z.superRefine((value, ctx) => {
      // A table needs an order to rank by: with no rule everyone would share one rank.
      const ranked = value.format === 'league' || value.format === 'swiss';
      if (ranked && value.tiebreaks.length === 0)
        ctx.issues.push({
          code: 'custom',
          message: STAFF_MESSAGES.stageTiebreakRequired,
          path: ['tiebreaks'],
          input: value.tiebreaks,
        });
    }),
  );
export type StageFormValues = z.infer<typeof stageFormSchema>;

/** The usual words for a table: 台 (卓球, 将棋の対局台), コート (バドミントン, テニス), 盤 (囲碁, 将棋). */
export const TABLE_LABELS = ['台', 'コート', '盤'] as const;

export const blankStageForm = (name = ''): StageFormValues => ({
  name,
  format: 'single',
  scoring: 'outcome',
  bestOf: 3,
  groups: 2,
  rounds: 5,
  seeds: 0,
  thirdPlace: true,
  reset: false,
  fromStageId: '',
  qualifiers: 2,
  tableCount: 0,
  tableLabel: TABLE_LABELS[0],
  autoCall: false,
  autoConfirm: false,
  ...stageDefaults('single'),
});

/** The usual ranking rules and 勝点 of each format (the organiser's choice is stored with the stage). */
export function stageDefaults(format: Stage['format']): { tiebreaks: Tiebreak[]; points: Stage['points'] } {
  if (format === 'swiss')
    return { tiebreaks: ['points', 'sos', 'sosos', 'headToHead'], points: { win: 2, draw: 1, loss: 0 } };
  if (format === 'league')
    return {
      tiebreaks: ['points', 'headToHead', 'gameDiff', 'pointDiff', 'pointsFor'],
      points: { win: 3, draw: 1, loss: 0 },
    };
  return { tiebreaks: [], points: { win: 1, draw: 0, loss: 0 } };
}

/**
 * Whether a stage's matches exist: a bracket or groups drawn, a Swiss round paired, or the stage
 * under way. From then on its structure stays (see STAGE_FIELDS_AFTER_DRAW).
 */
export const stageDrawn = (stage: Pick<Stage, 'draw' | 'pairings' | 'status'>): boolean =>
  stage.draw.length > 0 || Object.keys(stage.pairings).length > 0 || stage.status !== 'draft';

/** What the stage dialog writes: the stage's settings, without its order, entrants and play. */
export type StageFields = Pick<
  Stage,
  | 'name'
  | 'format'
  | 'scoring'
  | 'bestOf'
  | 'points'
  | 'tiebreaks'
  | 'thirdPlace'
  | 'reset'
  | 'groups'
  | 'rounds'
  | 'seeds'
  | 'from'
  | 'tableCount'
  | 'tableLabel'
  | 'autoCall'
  | 'autoConfirm'
>;

/**
 * What may change once the matches exist, because it leaves every match as it is: the name, the
 * tables and calls, whether agreed reports are 確定, how a table is ranked (順位の決め方, 勝点: the standings are computed, never
 * stored) and a Swiss stage's number of rounds (rounds not paired yet; the dialog offers no fewer
 * than are paired). The format, scoring, groups, seeds, 3位決定戦 and where the entrants come from
 * made the matches: changing them means drawing again (docs/play.md "Editing a stage and seeding").
 */
export const STAGE_FIELDS_AFTER_DRAW = [
  'name',
  'tiebreaks',
  'points',
  'rounds',
  'tableCount',
  'tableLabel',
  'autoCall',
  'autoConfirm',
] as const satisfies readonly (keyof StageFields)[];

/**
 * The stored settings from the dialog's values. `fromLeague`: the chosen fromStageId is a league
 * stage of this competition (a 決勝トーナメント then takes its qualifiers, not エントリー).
 */
export function stageFieldsFromForm(values: StageFormValues, fromLeague: boolean): StageFields {
  const { fromStageId, qualifiers, ...settings } = values;
  const knockout = values.format === 'single' || values.format === 'double';
  return {
    ...settings,
    // A knockout has no table to rank: its rules are the format's own, whatever the form held.
    ...(knockout ? stageDefaults(values.format) : {}),
    from: fromLeague && knockout && fromStageId ? { stageId: fromStageId, qualifiers } : null,
  };
}

/** The dialog's values for a stored stage (「設定を変更」). */
export function toStageForm(stage: Stage): StageFormValues {
  return {
    name: stage.name,
    format: stage.format,
    scoring: stage.scoring,
    bestOf: stage.bestOf,
    groups: stage.groups,
    rounds: stage.rounds,
    seeds: stage.seeds,
    thirdPlace: stage.thirdPlace,
    reset: stage.reset,
    fromStageId: stage.from?.stageId ?? '',
    qualifiers: stage.from?.qualifiers ?? blankStageForm().qualifiers,
    tableCount: stage.tableCount,
    tableLabel: stage.tableLabel,
    autoCall: stage.autoCall,
    autoConfirm: stage.autoConfirm ?? false,
    tiebreaks: [...stage.tiebreaks],
    points: { ...stage.points },
  };
}

/**
 * 「設定を変更」: the fields to write. Before the draw, every setting; once drawn, only what leaves
 * the matches intact (STAGE_FIELDS_AFTER_DRAW), whatever the form held for the rest.
 */
export function stageEditFromForm(
  stage: Stage,
  values: StageFormValues,
  fromLeague: boolean,
): Partial<StageFields> {
  const fields = stageFieldsFromForm(values, fromLeague);
  if (!stageDrawn(stage)) return fields;
  const kept: Partial<StageFields> = {};
  for (const key of STAGE_FIELDS_AFTER_DRAW) Object.assign(kept, { [key]: fields[key] });
  // A knockout's rules stay the format's own; a Swiss stage never drops rounds already paired.
  if (stage.format === 'single' || stage.format === 'double') {
    kept.tiebreaks = stage.tiebreaks;
    kept.points = stage.points;
  }
  kept.rounds = Math.max(fields.rounds, Object.keys(stage.pairings).length);
  return kept;
}

const digits = /^[0-9０-９]{1,4}$/;
const toNumber = (text: string) =>
  Number(text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)));

// Whether a match can end in a draw: a module of its own, free of schemas (結果報告's first paint).
export { drawAllowed };

/**
 * 「結果を入力」: the winner (or a draw where the stage allows one), how it ended, and the score the
 * stage records. Checked the same way wherever a result is entered: a ゲーム match needs the winner
 * to have taken the games to win, a 得点 match a higher score for the winner (equal for a draw).
 */
export function resultFormSchemaFor(stage: Pick<Stage, 'format' | 'scoring' | 'bestOf'>) {
  const drawable = drawAllowed(stage);
  const oddBestOf = stage.scoring === 'games' && stage.bestOf % 2 === 1;
  const what = stage.scoring === 'games' ? 'ゲーム数' : '得点';
  return z
    .object({
      outcome: z.enum(['a', 'b', 'draw', '']),
      how: z.enum(['played', 'walkover', 'retired']),
      scoreA: z.string().check(z.trim()),
      scoreB: z.string().check(z.trim()),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.outcome === '') {
          ctx.issues.push({
            code: 'custom',
            message: STAFF_MESSAGES.matchWinnerRequired,
            path: ['outcome'],
            input: value.outcome,
          });
          return;
        }
        if (value.outcome === 'draw' && (!drawable || value.how !== 'played')) {
          ctx.issues.push({
            code: 'custom',
            message:
              drawable || !oddBestOf || stage.format === 'single' || stage.format === 'double'
                ? STAFF_MESSAGES.matchNoDraw
                : fill(STAFF_MESSAGES.matchNoDrawOddBestOf, { bestOf: stage.bestOf }),
            path: ['outcome'],
            input: value.outcome,
          });
          return;
        }
        if (stage.scoring === 'outcome' || value.how !== 'played') return;
        for (const side of ['scoreA', 'scoreB'] as const) {
          const text = value[side];
          const message =
            text === ''
              ? fill(STAFF_MESSAGES.matchScoreRequired, { what })
              : digits.test(text)
                ? ''
                : fill(STAFF_MESSAGES.matchScoreDigits, { what });
          if (message) ctx.issues.push({ code: 'custom', message, path: [side], input: text });
        }
        if (ctx.issues.length) return;
        const [a, b] = [toNumber(value.scoreA), toNumber(value.scoreB)];
        const [won, lost] = value.outcome === 'b' ? [b, a] : [a, b];
        if (stage.scoring === 'games') {
          const need = Math.ceil(stage.bestOf / 2);
          if (value.outcome === 'draw' ? a !== b || a >= need : won !== need || lost >= need) {
            ctx.issues.push({
              code: 'custom',
              message: fill(STAFF_MESSAGES.matchGamesToWin, { need, bestOf: stage.bestOf }),
              path: ['scoreA'],
              input: value.scoreA,
            });
          }
        } else if (value.outcome === 'draw' ? a !== b : won <= lost) {
          ctx.issues.push({
            code: 'custom',
            message: fill(STAFF_MESSAGES.matchScoreDisagrees, { what }),
            path: ['scoreA'],
            input: value.scoreA,
          });
        }
      }),
    );
}
export type ResultFormValues = z.infer<ReturnType<typeof resultFormSchemaFor>>;

/** The stored result (without its time) from the dialog's values and the sides it was entered for. */
export function resultFromForm(
  stage: Pick<Stage, 'scoring'>,
  values: ResultFormValues,
  sides: [number, number],
  confirmed: boolean,
): Omit<StageResult, 'at'> {
  const score: [number, number] = [toNumber(values.scoreA), toNumber(values.scoreB)];
  const counted = values.how === 'played' && stage.scoring !== 'outcome';
  return {
    outcome: values.outcome === '' ? 'a' : values.outcome,
    how: values.how,
    ...(counted && stage.scoring === 'games' ? { games: score } : {}),
    ...(counted && stage.scoring === 'points' ? { points: score } : {}),
    sides,
    confirmed,
  };
}

/** The dialog's values for a match: its result if it has one. */
export function toResultForm(result: StageResult | undefined): ResultFormValues {
  const score = result?.games ?? result?.points;
  return {
    outcome: result?.outcome ?? '',
    how: result?.how ?? 'played',
    scoreA: score ? String(score[0]) : '',
    scoreB: score ? String(score[1]) : '',
  };
}
