/**
 * What the live pages show, computed on the viewer's device from the board (docs/run-sheet-and-live.md): the
 * shared run-sheet timeline re-times the day at `now`, so estimates never fall into the past even
 * between two staff changes. Pure, no Firebase.
 */
import type { BoardUnit, LiveBoard } from '@/lib/live-board/board';
import type { BoardState } from '@/lib/live-board/board-state';
import type { Loaded } from '@/lib/use-loader';
import type { LiveCompe } from './api/get-live-compe';
import { LABELS } from '@/shared/messages';
import { timeline, type PlayEnds, type TimelineUnit } from '@/shared/run-sheet/timeline';

/**
 * An item as the live pages show it. `playTimed`: a running item whose end is its stages' estimated
 * end (the play's `playEnds`; several stages held in parallel are timed together on the hall's
 * tables), which the page then says: 「10:30頃終了の見込み」.
 */
export type SheetUnit = TimelineUnit<BoardUnit> & { playTimed?: boolean };
/** A unit's state as viewers see it: skipped is done without ever starting, or passed over. */
export type UnitState = 'waiting' | 'running' | 'done' | 'skipped';

/** The same words as 進行表, so staff and viewers name a state alike. */
export const UNIT_STATE_LABELS: Record<UnitState, string> = {
  waiting: LABELS.unitWaiting,
  running: LABELS.unitRunning,
  done: LABELS.unitDone,
  skipped: LABELS.unitSkipped,
};

/** Mirrors UNIT_KIND_LABELS of shared/schemas/unit.ts, which brings zod along (a test keeps them equal). */
export const KIND_LABELS: Record<BoardUnit['kind'], string> = {
  event: '種目',
  final: '決勝',
  break: '休憩',
  award: '表彰',
  other: 'その他',
};

export const unitState = (unit: SheetUnit): UnitState => (unit.skipped ? 'skipped' : unit.status);

export interface LiveSheet {
  /** In run-sheet order, with planned and estimated times. */
  units: SheetUnit[];
  /** The highlighted unit: staff's choice on the board, else the running one. */
  current: SheetUnit | null;
  /** The first unit after the current one (or after the last that started) still to come. */
  next: SheetUnit | null;
  /** Whole minutes behind (negative: ahead) as a viewer feels it now. */
  delayMinutes: number;
  /** before: nothing has started · on: the day is under way · finished: nothing is left to come. */
  phase: 'empty' | 'before' | 'on' | 'finished';
}

/**
 * `playEnds`: when running items that hold stages will end, from the stages (loaded after first
 * paint with the play, components/play/stage-play.ts dayPlay); until they come, every item is timed
 * by its minutes.
 */
export function liveSheet(board: LiveBoard, now: Date, playEnds?: PlayEnds): LiveSheet {
  const sheet = timeline(board.startAt, board.units, now, playEnds);
  const units: SheetUnit[] = sheet.units.map((unit) =>
    unit.status === 'running' && playEnds?.has(unit.id) ? { ...unit, playTimed: true } : unit,
  );
  const byId = (id: string | null) => (id === null ? null : (units.find((unit) => unit.id === id) ?? null));
  const current = byId(board.currentUnitId) ?? byId(sheet.currentUnitId);
  const from = current ? units.indexOf(current) + 1 : 0;
  const next = units.slice(from).find((unit) => unit.status === 'waiting' && !unit.skipped) ?? null;
  const started = units.some((unit) => unit.startedAt !== null && unit.status !== 'waiting');
  let phase: LiveSheet['phase'];
  if (units.length === 0) phase = 'empty';
  else if (!started && current?.status !== 'running') phase = 'before';
  else if (!next && current?.status !== 'running') phase = 'finished';
  else phase = 'on';
  return { units, current, next, delayMinutes: sheet.delayMinutes, phase };
}

/** 14:05:09 in Japan time: the 最終更新 of the live pages. */
export { formatClock } from '@/shared/date-time';

/** What a live page's view gets from its page: the route and the two reads. */
export interface LiveViewProps {
  clubId: string;
  compeId: string;
  compe: Loaded<LiveCompe | null>;
  live: BoardState;
}

/**
 * Nothing to watch: the rules refused the board or the competition (unpublished or unknown alike),
 * or the competition belongs to another club than the URL says.
 */
export const isUnavailable = (clubId: string, compe: Loaded<LiveCompe | null>, live: BoardState) =>
  live.status === 'denied' || (compe.status === 'ready' && (!compe.data || compe.data.clubId !== clubId));
