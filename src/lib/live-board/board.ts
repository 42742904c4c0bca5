/**
 * compes/{compeId}/live/board as the public pages read it: checked by hand, not with zod, because
 * the live page and the ticket page must stay small (zod is ~20 KB gzip). The schema in
 * shared/schemas/unit.ts stays the contract; its types come in with `import type` only.
 *
 * Soft validation — the security rules let only staff write the board, through buildBoard. A unit
 * or entry of the wrong shape is left out rather than failing the whole page on the competition day.
 */
import type { BoardEntry, BoardUnit, LiveBoard } from '@/shared/schemas/unit';
import { decodeBoardUnits } from '@/shared/board-codec';
import { withDates } from '../firebase/timestamps';

// The board's types live with its schema (shared/schemas/unit.ts), where the pure play views use them too.
export type { BoardEntry, BoardUnit, LiveBoard } from '@/shared/schemas/unit';

/** What one read of the board said; 'denied' = the competition is unpublished or unknown. */
export type BoardRead = { kind: 'board'; board: LiveBoard } | { kind: 'missing' } | { kind: 'denied' };

const KINDS: readonly string[] = ['event', 'final', 'break', 'award', 'other'] satisfies BoardUnit['kind'][];
const STATUSES: readonly string[] = ['waiting', 'running', 'done'] satisfies BoardUnit['status'][];

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());
const isDateOrNull = (value: unknown): value is Date | null => value === null || isDate(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const isRound = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;

/** The rounds an item holds, when they are a range (1 ≤ from ≤ to); anything else reads as every round. */
function roundsOf(value: unknown): BoardUnit['stageRounds'] {
  if (!isFields(value) || !isRound(value.from) || !isRound(value.to) || value.from > value.to) return null;
  return { from: value.from, to: value.to };
}

/** The stages an item holds beside its first: each a stage id with its rounds; anything else is left out. */
function parallelOf(value: unknown): NonNullable<BoardUnit['parallelStages']> {
  if (!Array.isArray(value)) return [];
  return value.flatMap((held: unknown) =>
    isFields(held) && typeof held.stageId === 'string' && held.stageId !== ''
      ? [{ stageId: held.stageId, rounds: roundsOf(held.rounds) ?? null }]
      : [],
  );
}

function toEntry(value: unknown): BoardEntry[] {
  if (!isFields(value) || typeof value.number !== 'number' || typeof value.name !== 'string') return [];
  const entry: BoardEntry = { id: text(value.id), number: value.number, name: value.name };
  return typeof value.registId === 'string' ? [{ ...entry, registId: value.registId }] : [entry];
}

function toUnit(value: unknown): BoardUnit[] {
  if (
    !isFields(value) ||
    typeof value.id !== 'string' ||
    typeof value.order !== 'number' ||
    typeof value.minutes !== 'number' ||
    !KINDS.includes(value.kind as string) ||
    !STATUSES.includes(value.status as string) ||
    !isDateOrNull(value.startedAt ?? null) ||
    !isDateOrNull(value.endedAt ?? null)
  ) {
    console.warn('live board: a unit of unknown shape is left out', value);
    return [];
  }
  return [
    {
      id: value.id,
      order: value.order,
      title: text(value.title),
      kind: value.kind as BoardUnit['kind'],
      minutes: value.minutes,
      status: value.status as BoardUnit['status'],
      startedAt: (value.startedAt ?? null) as Date | null,
      endedAt: (value.endedAt ?? null) as Date | null,
      note: text(value.note),
      // The stage the item runs (set only when it holds one): the page re-times the item from it.
      ...(typeof value.stageId === 'string' && value.stageId !== '' ? { stageId: value.stageId } : {}),
      // Which of its rounds (set only when it holds some): the page times the item by those.
      ...(typeof value.stageId === 'string' && roundsOf(value.stageRounds)
        ? { stageRounds: roundsOf(value.stageRounds) }
        : {}),
      // The stages it holds beside the first (set only when it holds several): timed together.
      ...(typeof value.stageId === 'string' && parallelOf(value.parallelStages).length > 0
        ? { parallelStages: parallelOf(value.parallelStages) }
        : {}),
      entries: Array.isArray(value.entries) ? value.entries.flatMap(toEntry) : [],
    },
  ];
}

/**
 * The board from a document's data (Timestamps from the full SDK or Lite, or Dates). Throws when it
 * is not a board at all.
 */
export function toLiveBoard(data: unknown): LiveBoard {
  const raw: unknown = withDates(data);
  if (!isFields(raw) || !isDate(raw.startAt)) throw new Error('live board: the document is not a run sheet');
  // Throws when units is not the stored string of a list (shared/board-codec.ts).
  const units = decodeBoardUnits(raw.units);
  return {
    startAt: raw.startAt,
    units: units.flatMap(toUnit),
    currentUnitId: typeof raw.currentUnitId === 'string' ? raw.currentUnitId : null,
    delayMinutes: typeof raw.delayMinutes === 'number' ? raw.delayMinutes : 0,
    notice: text(raw.notice),
    updatedAt: isDate(raw.updatedAt) ? raw.updatedAt : null,
  };
}
