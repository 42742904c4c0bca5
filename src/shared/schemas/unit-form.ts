import * as z from 'zod/mini';
import { docId } from '@/shared/schemas/common';
import { numberText } from '@/shared/schemas/entry';
import { LIMITS } from '@/shared/schemas/limits';
import { unitSchema, type Unit } from '@/shared/schemas/unit';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

/** The most items a sheet may hold: what boardSchema allows on the one live document. */
export const MAX_UNITS = LIMITS.boardUnits;

/** A round as a select's value: '' for every round (すべて), else its 1-based number in play order. */
const roundChoice = z.union([z.literal(''), z.string().check(z.regex(/^[1-9][0-9]{0,2}$/))]);

/** The rounds chosen, as stored: null for every round, or when the item holds no stage. */
function stageRoundsOf(stageId: string | null, from: string, to: string): Unit['stageRounds'] {
  if (stageId === null || from === '') return null;
  return { from: Number(from), to: Number(to) };
}

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
    })
    .check(
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
  z.transform(({ roundFrom, roundTo, ...values }) => ({
    ...values,
    stageRounds: stageRoundsOf(values.stageId, roundFrom, roundTo),
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
});

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
  const stageId = unit.stageId && stageRounds.has(unit.stageId) ? unit.stageId : '';
  const count = stageRounds.get(stageId) ?? 0;
  const range = stageId && unit.stageRounds ? unit.stageRounds : null;
  // Rounds past the stage's last are cut at it; a range that starts past it holds every round again.
  const held = range && range.from <= count ? range : null;
  return {
    kind: unit.kind,
    title: unit.title,
    minutes: String(unit.minutes),
    entryIds: unit.entryIds.filter((id) => knownEntryIds.has(id)),
    note: unit.note,
    stageId,
    roundFrom: held ? String(held.from) : '',
    roundTo: held ? String(Math.min(held.to, count)) : '',
  };
};

/** A new unit at the end of the sheet, waiting. */
export function newUnit(id: string, values: UnitFormValues, units: readonly Unit[]): Unit {
  const last = units.reduce((max, unit) => Math.max(max, unit.order), -1);
  return { id, order: last + 1, ...values, status: 'waiting', startedAt: null, endedAt: null };
}

/** The unit with the dialog's values; order, status and times stay as they are. */
export function editedUnit(unit: Unit, values: UnitFormValues): Unit {
  return { ...unit, ...values };
}
