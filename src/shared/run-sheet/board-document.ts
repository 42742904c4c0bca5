/**
 * The `compes/{compeId}/live/board` document (docs/run-sheet-and-live.md §3): the one
 * document viewers listen to, built from the sheet, its entries and the notice (buildBoard), and
 * whether a stored board still shows what the sheet gives now (boardMatches).
 *
 * No Firebase and no zod at runtime: functions and the scripts build the board with this too.
 */
import type { Entry } from '../schemas/entry';
import type { Board, Unit } from '../schemas/unit';
import { sortByOrder, timeline, type PlayEnds } from './timeline';
import { unitStages } from './unit-stages';

/** compes/{compeId}/live/board without updatedAt, which the writer sets to serverTimestamp(). */
export type BoardData = Omit<Board, 'updatedAt'>;

export interface BoardInput {
  /** compe.eventedAt */
  startAt: Date;
  /** The whole sheet, after the change being written. */
  units: readonly Unit[];
  entries: readonly Pick<Entry, 'id' | 'number' | 'name' | 'registId'>[];
  notice: string;
  /** The moment of the change: the board's delay is the one viewers feel at that moment. */
  now: Date;
  /** Staff's choice of the highlighted unit; by default the running one. An id not on the sheet gives null. */
  currentUnitId?: string | null;
  /** When running items that hold a stage will end: the board's delay follows the play too. */
  playEnds?: PlayEnds;
}

/**
 * The one document viewers listen to. Units are copied field by field, not spread, so a stored unit
 * with extra keys cannot make the board fail the rules' known-keys check. Entries keep the unit's
 * own order (heat order) and entries deleted since are dropped.
 */
export function buildBoard({
  startAt,
  units,
  entries,
  notice,
  now,
  currentUnitId,
  playEnds,
}: BoardInput): BoardData {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const sheet = timeline(startAt, units, now, playEnds);
  const current =
    currentUnitId === undefined
      ? sheet.currentUnitId
      : units.some((unit) => unit.id === currentUnitId)
        ? currentUnitId
        : null;
  return {
    startAt,
    units: sortByOrder(units).map((unit) => ({
      id: unit.id,
      order: unit.order,
      title: unit.title,
      kind: unit.kind,
      minutes: unit.minutes,
      status: unit.status,
      startedAt: unit.startedAt,
      endedAt: unit.endedAt,
      note: unit.note,
      // Which stage the item runs: viewers re-time it from that stage (left out when it holds none).
      ...(unit.stageId ? { stageId: unit.stageId } : {}),
      // The rounds of it the item holds (left out for every round): viewers time it by those rounds.
      ...(unit.stageId && unit.stageRounds
        ? { stageRounds: { from: unit.stageRounds.from, to: unit.stageRounds.to } }
        : {}),
      // The stages it holds beside the first (left out when none): viewers time them together.
      ...(unit.stageId && unit.parallelStages && unit.parallelStages.length > 0
        ? {
            parallelStages: unitStages(unit)
              .slice(1)
              .map(({ stageId, rounds }) => ({
                stageId,
                rounds: rounds ? { from: rounds.from, to: rounds.to } : null,
              })),
          }
        : {}),
      entries: unit.entryIds.flatMap((id) => {
        const entry = byId.get(id);
        // The id lets a ticket find its participant's items (by registId) without reading entries.
        if (!entry) return [];
        const { number, name, registId } = entry;
        return [registId ? { id, number, name, registId } : { id, number, name }];
      }),
    })),
    currentUnitId: current,
    delayMinutes: sheet.delayMinutes,
    notice,
  };
}

/** JSON with object keys sorted, so two boards compare alike whatever order their keys were built in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Whether the stored board still shows what buildBoard gives for the sheet now. The delay and
 * updatedAt are left out: they change with the clock, not with the sheet. A board goes stale when
 * something outside 進行表 changes what it shows: the start time or notice (大会設定), an entry's
 * name or number (エントリー).
 */
export function boardMatches(stored: BoardData | Board, built: BoardData): boolean {
  const shown = ({ startAt, units, currentUnitId, notice }: BoardData | Board) => ({
    startAt,
    units,
    currentUnitId,
    notice,
  });
  return canonical(shown(stored)) === canonical(shown(built));
}
