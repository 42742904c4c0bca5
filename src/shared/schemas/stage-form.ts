import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { requiredText } from './common';
import { STAGE_FORMATS, STAGE_SCORINGS, type Stage, type StageResult } from './stage';
import { fill } from '../fill';
import { STAFF_MESSAGES } from '../staff-messages';
import { TIEBREAKS, type Tiebreak } from '../play/standings';
import { drawAllowed } from '../play/draw-rule';
import { hallTableName } from '../divisions';
import { hasHall, type HallNames } from '../play/hall-tables';

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
    /**
     * 使う台 where the competition has a hall (compe.hall): the first and last of the hall's tables
     * the stage plays on (first 0 = tables not used); stored as tableFirst and tableCount. Unused
     * without a hall, where 台の数 counts the stage's own tables from 1.
     */
    tableFirst: z.number().check(z.int(), z.minimum(0), z.maximum(LIMITS.tables)),
    tableLast: z.number().check(z.int(), z.minimum(0), z.maximum(LIMITS.tables)),
    /** 部門 (compe.divisions): the 部門 whose entries the stage plays; '' = none. */
    divisionId: z.string().check(z.maxLength(LIMITS.id)),
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

/**
 * Where the stage dialog's stage sits in its competition: the hall whose tables it plays on
 * (absent or without tables: its own tables, 台の数) and whether the competition has 部門 (a stage
 * then belongs to one).
 */
export interface StageFormPlace {
  hall?: HallNames | undefined;
  divided?: boolean;
}

/**
 * The dialog's checks in its competition (stageFormSchema, then): a 部門 chosen where there are
 * 部門 (a 決勝トーナメント fed by a league takes the league's), and 使う台 a range of the hall's tables,
 * last not before first.
 */
export function stageFormSchemaFor({ hall, divided = false }: StageFormPlace) {
  return stageFormSchema.check(
    z.superRefine((value, ctx) => {
      const fedByLeague =
        value.fromStageId !== '' && (value.format === 'single' || value.format === 'double');
      if (divided && !fedByLeague && value.divisionId === '')
        ctx.issues.push({
          code: 'custom',
          message: STAFF_MESSAGES.stageDivisionRequired,
          path: ['divisionId'],
          input: value.divisionId,
        });
      if (!hasHall(hall) || value.tableFirst === 0) return;
      const outside = fill(STAFF_MESSAGES.stageTableOutsideHall, {
        label: hall.label,
        last: hallTableName(hall, hall.tables),
      });
      if (value.tableFirst > hall.tables)
        ctx.issues.push({ code: 'custom', message: outside, path: ['tableFirst'], input: value.tableFirst });
      else if (value.tableLast > hall.tables)
        ctx.issues.push({ code: 'custom', message: outside, path: ['tableLast'], input: value.tableLast });
      else if (value.tableLast < value.tableFirst)
        ctx.issues.push({
          code: 'custom',
          message: STAFF_MESSAGES.stageTableLastBeforeFirst,
          path: ['tableLast'],
          input: value.tableLast,
        });
    }),
  );
}

/** The hall's tables the form's values play on, first to last (last < first: none). */
export function formTables(
  values: Pick<StageFormValues, 'tableFirst' | 'tableLast' | 'tableCount'>,
  place: StageFormPlace,
) {
  if (!hasHall(place.hall)) return { first: 1, last: values.tableCount };
  return values.tableFirst === 0
    ? { first: 1, last: 0 }
    : { first: values.tableFirst, last: values.tableLast };
}

/** The usual words for a table: 台 (卓球, 将棋の対局台), コート (バドミントン, テニス), 盤 (囲碁, 将棋). */
export const TABLE_LABELS = ['台', 'コート', '盤'] as const;

/** A new stage's values; with a hall it plays on all of the hall's tables until staff say otherwise. */
export const blankStageForm = (name = '', place: StageFormPlace = {}): StageFormValues => ({
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
  tableLabel: hasHall(place.hall) ? place.hall.label : TABLE_LABELS[0],
  tableFirst: hasHall(place.hall) ? 1 : 0,
  tableLast: hasHall(place.hall) ? place.hall.tables : 0,
  divisionId: '',
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
  | 'divisionId'
  | 'tableFirst'
>;

/**
 * What may change once the matches exist, because it leaves every match as it is: the name, the
 * tables (their number, or their range of the hall's) and calls, whether agreed reports are 確定, how a table is ranked (順位の決め方, 勝点: the standings are computed, never
 * stored) and a Swiss stage's number of rounds (rounds not paired yet; the dialog offers no fewer
 * than are paired). The format, scoring, groups, seeds, 3位決定戦 and where the entrants come from
 * made the matches: changing them means drawing again (docs/play.md "Editing a stage and seeding").
 * So does the 部門: the entrants are its entries.
 */
export const STAGE_FIELDS_AFTER_DRAW = [
  'name',
  'tiebreaks',
  'points',
  'rounds',
  'tableCount',
  'tableLabel',
  'tableFirst',
  'autoCall',
  'autoConfirm',
] as const satisfies readonly (keyof StageFields)[];

/**
 * Where the stored settings sit: the dialog's place, and the 部門 of the league the form's
 * fromStageId names (a 決勝トーナメント fed by it is of the league's 部門, not one chosen).
 */
export interface StageFieldsPlace extends StageFormPlace {
  leagueDivisionId?: string | null | undefined;
}

/**
 * The stored settings from the dialog's values. `fromLeague`: the chosen fromStageId is a league
 * stage of this competition (a 決勝トーナメント then takes its qualifiers, not エントリー). With a
 * hall, 使う台 is stored as tableFirst and tableCount in the hall's word; without 部門 no divisionId
 * is written (a one-event competition's stages stay as they were).
 */
export function stageFieldsFromForm(
  values: StageFormValues,
  fromLeague: boolean,
  place: StageFieldsPlace = {},
): StageFields {
  const { fromStageId, qualifiers, divisionId } = values;
  const knockout = values.format === 'single' || values.format === 'double';
  const from = fromLeague && knockout && fromStageId ? { stageId: fromStageId, qualifiers } : null;
  const { first, last } = formTables(values, place);
  const settings = {
    name: values.name,
    format: values.format,
    scoring: values.scoring,
    bestOf: values.bestOf,
    points: values.points,
    tiebreaks: values.tiebreaks,
    thirdPlace: values.thirdPlace,
    reset: values.reset,
    groups: values.groups,
    rounds: values.rounds,
    seeds: values.seeds,
    tableCount: values.tableCount,
    tableLabel: values.tableLabel,
    autoCall: values.autoCall,
    autoConfirm: values.autoConfirm,
  };
  return {
    ...settings,
    // A knockout has no table to rank: its rules are the format's own, whatever the form held.
    ...(knockout ? stageDefaults(values.format) : {}),
    from,
    ...(hasHall(place.hall)
      ? { tableFirst: first, tableCount: Math.max(0, last - first + 1), tableLabel: place.hall.label }
      : {}),
    ...(place.divided ? { divisionId: (from ? place.leagueDivisionId : divisionId) || null } : {}),
  };
}

/** The dialog's values for a stored stage (「設定を変更」). */
export function toStageForm(stage: Stage, place: StageFormPlace = {}): StageFormValues {
  const first = hasHall(place.hall) && stage.tableCount > 0 ? (stage.tableFirst ?? 1) : 0;
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
    tableLabel: hasHall(place.hall) ? place.hall.label : stage.tableLabel,
    tableFirst: first,
    tableLast: first === 0 ? 0 : first + stage.tableCount - 1,
    divisionId: stage.divisionId ?? '',
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
  place: StageFieldsPlace = {},
): Partial<StageFields> {
  const fields = stageFieldsFromForm(values, fromLeague, place);
  // A stage that played on a range of a hall since removed numbers its tables from 1 again.
  if (!hasHall(place.hall) && stage.tableFirst !== undefined && stage.tableFirst !== 1) fields.tableFirst = 1;
  if (!stageDrawn(stage)) return fields;
  const kept: Partial<StageFields> = {};
  // Only what the form gives: Firestore refuses a field set to undefined.
  for (const key of STAGE_FIELDS_AFTER_DRAW)
    if (fields[key] !== undefined) Object.assign(kept, { [key]: fields[key] });
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
