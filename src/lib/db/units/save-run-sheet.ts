import { serverTimestamp } from 'firebase/firestore';
import { writeBatch } from '@/lib/firebase/writes';
import { storedBoard, writeBoard } from '@/lib/db/board/board-refresh';
import { compeRef } from '@/lib/db/compes/refs';
import { db } from '@/lib/firebase/firestore';
import { applyUnitChanges } from '@/shared/run-sheet/unit-actions';
import type { PlayEnds } from '@/shared/run-sheet/timeline';
import type { Entry } from '@/shared/schemas/entry';
import { unitSchema, type Unit } from '@/shared/schemas/unit';
import { newUnitRef, unitRef } from './refs';

/** The run sheet as the staff page sees it at the moment of a change. */
export interface RunSheet {
  compeId: string;
  /** compe.eventedAt */
  startAt: Date;
  /** Every unit on the sheet, before the change. */
  units: readonly Unit[];
  entries: readonly Pick<Entry, 'id' | 'number' | 'name' | 'registId'>[];
  /** compe.live.notice */
  notice: string;
  /** When running items that hold a stage will end (shared/play/unit-play.ts playUnitEnds): the board's delay. */
  playEnds?: PlayEnds;
}

export interface RunSheetChange {
  /** Changed units, and new ones (an id from newUnitId() that is not on the sheet yet). */
  units?: readonly Unit[];
  /** Units to delete. */
  deletedIds?: readonly string[];
  /** A new organiser notice: written to compe.live.notice and the board together. */
  notice?: string;
}

/** An id for a unit about to be added (Firestore's auto id: 20 characters, a valid docId). */
export function newUnitId(compeId: string): string {
  return newUnitRef(db(), compeId).id;
}

/** The sheet after a change: changed units replaced, new ones added, deleted ones gone. */
export function sheetAfter(units: readonly Unit[], change: RunSheetChange): Unit[] {
  const known = new Set(units.map((unit) => unit.id));
  const deleted = new Set(change.deletedIds ?? []);
  const changes = change.units ?? [];
  return [...applyUnitChanges(units, changes), ...changes.filter((unit) => !known.has(unit.id))].filter(
    (unit) => !deleted.has(unit.id),
  );
}

/** The units a change writes, as stored: parsing keeps exactly unitSchema's keys, the ones isUnit allows. */
export function storedUnits(change: RunSheetChange): Unit[] {
  return (change.units ?? []).map(({ id, ...data }) => ({ id, ...unitSchema.parse(data) }));
}

/**
 * Every staff action on 進行表 goes through here: the changed units, the deletions and the whole
 * rebuilt live board in ONE batch (docs/run-sheet-and-live.md), so a viewer reads one document per change and
 * never sees the board disagree with the units.
 *
 * Soft validation: each unit and the board are parsed with the shared schemas before anything is
 * sent, so nothing the rules would refuse leaves the device (firestore.rules isUnit, isBoard).
 * Existing units are updated, not set: a unit another staff member deleted a moment ago makes the
 * batch fail (not-found) instead of coming back to life. A new notice also goes to compe.live.notice,
 * which the compe rule accepts with updatedAt = server time.
 *
 * Firestore applies the batch to the page's own listeners at once, so the list moves before the
 * server answers; when the server refuses, the listeners roll it back and the promise rejects
 * (features/run-sheet says why in Japanese: runSheetErrorMessage).
 */
export async function saveRunSheet(sheet: RunSheet, change: RunSheetChange, now = new Date()): Promise<void> {
  const { compeId } = sheet;
  const existing = new Set(sheet.units.map((unit) => unit.id));
  const notice = change.notice ?? sheet.notice;
  // Checked, then stored with its items as one string (shared/board-codec.ts); what the board derives
  // from is lib/db/board/board-refresh.ts's BoardSources, which 大会設定 and エントリー refresh too.
  const board = storedBoard(
    {
      startAt: sheet.startAt,
      units: sheetAfter(sheet.units, change),
      entries: sheet.entries,
      notice,
      playEnds: sheet.playEnds,
    },
    now,
  );
  const batch = writeBatch(db());
  for (const { id, ...data } of storedUnits(change)) {
    if (existing.has(id)) batch.update(unitRef(db(), compeId, id), data);
    else batch.set(unitRef(db(), compeId, id), data);
  }
  for (const id of change.deletedIds ?? []) batch.delete(unitRef(db(), compeId, id));
  writeBoard(batch, compeId, board);
  if (change.notice !== undefined) {
    batch.update(compeRef(db(), compeId), { 'live.notice': notice, updatedAt: serverTimestamp() });
  }
  await batch.commit();
}
