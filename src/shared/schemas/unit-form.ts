import * as z from 'zod/mini';
import { docId } from '@/shared/schemas/common';
import { numberText } from '@/shared/schemas/entry';
import { LIMITS } from '@/shared/schemas/limits';
import { unitSchema, type Unit } from '@/shared/schemas/unit';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { unitStageFields, unitStages } from '@/shared/run-sheet/unit-stages';

/** The most items a sheet may hold: what boardSchema allows on the one live document. */
export const MAX_UNITS = LIMITS.boardUnits;

/** A round as a select's value: '' for every round (すべて), else its 1-based number in play order. */
const roundChoice = z.union([z.literal(''), z.string().check(z.regex(/^[1-9][0-9]{0,2}$/))]);

/** The rounds chosen, as stored: null for every round, or when the item holds no stage. */
function stageRoundsOf(stageId: string | null, from: string, to: string): Unit['stageRounds'] {
  if (stageId === null || from === '') return null;
  return { from: Number(from), to: Number(to) };
}

/** A stage chosen in the dialog and its rounds, as the selects hold them. */
interface ChosenStage {
  stageId: string | null;
  roundFrom: string;
  roundTo: string;
}

/** Whether the rounds of a chosen stage say where they end (から without まで is not a range). */
const roundsEnd = (held: ChosenStage) =>
  held.stageId === null || held.roundFrom === '' || held.roundTo !== '';
/** Whether the rounds of a chosen stage end no earlier than they start. */
const roundsInOrder = (held: ChosenStage) =>
  held.stageId === null ||
  held.roundFrom === '' ||
  held.roundTo === '' ||
  Number(held.roundFrom) <= Number(held.roundTo);

/** Another stage the item holds in parallel (並行するステージ), as the dialog holds it. */
const moreStage = z
  .object({
    stageId: z.pipe(
      z.union([z.literal(''), docId]),
      z.transform((id) => (id === '' ? null : id)),
    ),
    roundFrom: roundChoice,
    roundTo: roundChoice,
  })
  .check(
    z.refine(roundsEnd, { message: STAFF_MESSAGES.runSheetRoundsTo, path: ['roundTo'] }),
    z.refine(roundsInOrder, { message: STAFF_MESSAGES.runSheetRoundsOrder, path: ['roundTo'] }),
  );

/**
 * The 追加 / 編集 dialog: unitSchema's kind, title, entries and note, with the minutes typed as text
 * (a number field on a phone drops what it cannot parse, so the message could not say why), the
 * stage it runs (対戦ステージ) as a select's value ('' for none, stored as null), and which of its
 * rounds (ラウンド から / まで, numbered as shared/play/rounds.ts does; から = すべて: every round,
 * stored as null).
 */
export const unitFormSchema = z.pipe(
  z
    .extend(z.pick(unitSchema, { kind: true, title: true, entryIds: true, note: true }), {
      minutes: numberText(
        STAFF_MESSAGES.runSheetMinutesInteger,
        z.number().check(z.int(), z.minimum(0), z.maximum(LIMITS.minutes, STAFF_MESSAGES.runSheetMinutesMax)),
      ),
      stageId: z.pipe(
        z.union([z.literal(''), docId]),
        z.transform((id) => (id === '' ? null : id)),
      ),
      roundFrom: roundChoice,
      roundTo: roundChoice,
      /** The stages it holds beside the first, played in parallel on the hall's tables. */
      moreStages: z.array(moreStage).check(z.maxLength(LIMITS.unitStages - 1)),
    })
    .check(
      // A stage chosen twice (the first included) would be timed twice: said under the later one.
      z.superRefine((form, ctx) => {
        const seen = new Set(form.stageId === null ? [] : [form.stageId]);
        form.moreStages.forEach((more, i) => {
          if (more.stageId === null) return;
          if (seen.has(more.stageId))
            ctx.addIssue({
              code: 'custom',
              message: STAFF_MESSAGES.runSheetStageTwice,
              path: ['moreStages', i, 'stageId'],
              input: more.stageId,
            });
          seen.add(more.stageId);
        });
      }),
      z.refine((form) => form.stageId === null || form.roundFrom === '' || form.roundTo !== '', {
        message: STAFF_MESSAGES.runSheetRoundsTo,
        path: ['roundTo'],
      }),
      z.refine(
        (form) =>
          form.stageId === null ||
          form.roundFrom === '' ||
          form.roundTo === '' ||
          Number(form.roundFrom) <= Number(form.roundTo),
        { message: STAFF_MESSAGES.runSheetRoundsOrder, path: ['roundTo'] },
      ),
    ),
  z.transform(({ roundFrom, roundTo, moreStages, stageId, ...values }) => ({
    ...values,
    // The first stage chosen is stored in stageId / stageRounds, the rest in parallelStages.
    ...unitStageFields(
      [{ stageId, roundFrom, roundTo }, ...moreStages].flatMap((held) =>
        held.stageId === null
          ? []
          : [
              {
                stageId: held.stageId,
                rounds: stageRoundsOf(held.stageId, held.roundFrom, held.roundTo) ?? null,
              },
            ],
      ),
    ),
  })),
);
export type UnitFormInput = z.input<typeof unitFormSchema>;
export type UnitFormValues = z.output<typeof unitFormSchema>;

export const blankUnitForm = (): UnitFormInput => ({
  kind: 'event',
  title: '',
  minutes: '30',
  entryIds: [],
  note: '',
  stageId: '',
  roundFrom: '',
  roundTo: '',
  moreStages: [],
});

/** The selects' values for a stage held and its rounds, fitted to the rounds the stage has now. */
function chosenOf(held: { stageId: string; rounds: Unit['stageRounds'] } | undefined, count: number) {
  // Rounds past the stage's last are cut at it; a range that starts past it holds every round again.
  const range = held?.rounds && held.rounds.from <= count ? held.rounds : null;
  return {
    stageId: held?.stageId ?? '',
    roundFrom: range ? String(range.from) : '',
    roundTo: range ? String(Math.min(range.to, count)) : '',
  };
}

/**
 * The dialog's values for a unit. `stageRounds`: how many rounds each known stage has now
 * (shared/play/rounds.ts stageRounds), so rounds the stage no longer has are not offered back.
 */
export const toUnitForm = (
  unit: Unit,
  knownEntryIds: ReadonlySet<string>,
  stageRounds: ReadonlyMap<string, number> = new Map(),
): UnitFormInput => {
  // A stage deleted since is dropped, and so are entries (saving the item also tidies its lists).
  const [first, ...more] = unitStages(unit)
    .filter((held) => stageRounds.has(held.stageId))
    .map((held) => chosenOf(held, stageRounds.get(held.stageId) ?? 0));
  const { stageId, roundFrom, roundTo } = first ?? chosenOf(undefined, 0);
  return {
    kind: unit.kind,
    title: unit.title,
    minutes: String(unit.minutes),
    entryIds: unit.entryIds.filter((id) => knownEntryIds.has(id)),
    note: unit.note,
    stageId,
    roundFrom,
    roundTo,
    moreStages: more,
  };
};

/** The stored fields: `parallelStages` only on an item that holds several or held several before. */
function stored(values: UnitFormValues, before: Pick<Unit, 'parallelStages'> | null) {
  const { parallelStages, ...rest } = values;
  return parallelStages.length > 0 || before?.parallelStages !== undefined ? values : rest;
}

/** A new unit at the end of the sheet, waiting. */
export function newUnit(id: string, values: UnitFormValues, units: readonly Unit[]): Unit {
  const last = units.reduce((max, unit) => Math.max(max, unit.order), -1);
  return { id, order: last + 1, ...stored(values, null), status: 'waiting', startedAt: null, endedAt: null };
}

/** The unit with the dialog's values; order, status and times stay as they are. */
export function editedUnit(unit: Unit, values: UnitFormValues): Unit {
  return { ...unit, ...stored(values, unit) };
}
