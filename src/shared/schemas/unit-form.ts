import * as z from 'zod/mini';
import { docId } from '@/shared/schemas/common';
import { numberText } from '@/shared/schemas/entry';
import { LIMITS } from '@/shared/schemas/limits';
import { unitSchema, type Unit } from '@/shared/schemas/unit';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

/** The most items a sheet may hold: what boardSchema allows on the one live document. */
export const MAX_UNITS = LIMITS.boardUnits;

/**
 * The 追加 / 編集 dialog: unitSchema's kind, title, entries and note, with the minutes typed as text
 * (a number field on a phone drops what it cannot parse, so the message could not say why), and the
 * stage it runs (対戦ステージ) as a select's value: '' for none, stored as null.
 */
export const unitFormSchema = z.extend(
  z.pick(unitSchema, { kind: true, title: true, entryIds: true, note: true }),
  {
    minutes: numberText(
      STAFF_MESSAGES.runSheetMinutesInteger,
      z.number().check(z.int(), z.minimum(0), z.maximum(LIMITS.minutes, STAFF_MESSAGES.runSheetMinutesMax)),
    ),
    stageId: z.pipe(
      z.union([z.literal(''), docId]),
      z.transform((id) => (id === '' ? null : id)),
    ),
  },
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
});

export const toUnitForm = (
  unit: Unit,
  knownEntryIds: ReadonlySet<string>,
  knownStageIds: ReadonlySet<string> = new Set(),
): UnitFormInput => ({
  kind: unit.kind,
  title: unit.title,
  minutes: String(unit.minutes),
  // Entries deleted since are dropped here, so saving the item also tidies its list.
  entryIds: unit.entryIds.filter((id) => knownEntryIds.has(id)),
  note: unit.note,
  // So is a stage deleted since.
  stageId: unit.stageId && knownStageIds.has(unit.stageId) ? unit.stageId : '',
});

/** A new unit at the end of the sheet, waiting. */
export function newUnit(id: string, values: UnitFormValues, units: readonly Unit[]): Unit {
  const last = units.reduce((max, unit) => Math.max(max, unit.order), -1);
  return { id, order: last + 1, ...values, status: 'waiting', startedAt: null, endedAt: null };
}

/** The unit with the dialog's values; order, status and times stay as they are. */
export function editedUnit(unit: Unit, values: UnitFormValues): Unit {
  return { ...unit, ...values };
}
