import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNotify } from '@/components/snackbar';
import { sameUnit, sortByOrder } from '@/shared/run-sheet';
import type { Unit } from '@/shared/schemas/unit';
import {
  saveRunSheet,
  sheetAfter,
  storedUnits,
  type RunSheet,
  type RunSheetChange,
} from '@/lib/db/units/save-run-sheet';
import { runSheetErrorMessage } from './api/save-run-sheet';

const isEmpty = (change: RunSheetChange) =>
  !change.units?.length && !change.deletedIds?.length && change.notice === undefined;

/**
 * How long after the server's answer a write may stay unseen on the sheet. Firestore shows a
 * batch to the page's listeners within milliseconds; a unit that still differs after this was
 * changed again by other staff, and their value is the one to act on.
 */
export const SHOWN_WITHIN_MS = 1000;

/** A unit an action wrote (null: deleted), by the action that wrote it. */
type Written = { unit: Unit | null; action: number };

/** The units with the writes laid over them, as sheetAfter lays a change over a sheet. */
function overlay(units: readonly Unit[], written: ReadonlyMap<string, Written>): Unit[] {
  if (written.size === 0) return [...units];
  const writes = [...written];
  return sortByOrder(
    sheetAfter(units, {
      units: writes.flatMap(([, { unit }]) => (unit ? [unit] : [])),
      deletedIds: writes.flatMap(([id, { unit }]) => (unit ? [] : [id])),
    }),
  );
}

/**
 * Runs a staff action through saveRunSheet and reports a failure in the snackbar.
 *
 * Every action is made from `current()`: the sheet on screen with the actions' own writes laid
 * over it until the sheet shows them. Firestore hands a batch to the page's listeners in a timer
 * task and the server's answer arrives in a network task, and the browser does not promise their
 * order: a tap right after the answer could otherwise act on the sheet from before the last tap
 * (次へ would start the item that is already running, and the day would not move).
 *
 * `pending` is true until the server has answered every action, so 次へ cannot be tapped twice by
 * mistake; `busy()` says the same at once, for a tap that comes before `pending` is on screen.
 */
export function useRunSheetActions(sheet: RunSheet) {
  const notify = useNotify();
  /** Actions the server has not answered yet: the one count; `pending` is it drawn. */
  const unanswered = useRef(0);
  const [pending, setPending] = useState(false);
  const redraw = useCallback(() => setPending(unanswered.current > 0), []);

  /** The sheet as last drawn, and what the actions wrote that it does not show yet, by unit id. */
  const drawn = useRef(sheet);
  const unseen = useRef(new Map<string, Written>());
  const actions = useRef(0);
  useLayoutEffect(() => {
    drawn.current = sheet;
    if (unseen.current.size === 0) return;
    const units = new Map(sheet.units.map((unit) => [unit.id, unit]));
    for (const [id, { unit }] of unseen.current) {
      const shown = units.get(id);
      if (unit === null ? !shown : shown && sameUnit(shown, unit)) unseen.current.delete(id);
    }
  }, [sheet]);
  /** Forgets one action's writes the sheet has not shown: it failed, or others changed them since. */
  const forget = useCallback((action: number) => {
    for (const [id, written] of unseen.current) if (written.action === action) unseen.current.delete(id);
  }, []);

  const current = useCallback(() => overlay(drawn.current.units, unseen.current), []);

  const save = useCallback(
    async (change: RunSheetChange, success?: string, { publish = false } = {}): Promise<boolean> => {
      // Starting the running unit again, say: nothing changes, so nothing is written. `publish`
      // writes the board alone, rebuilt from the sheet as it is.
      if (isEmpty(change) && !publish) return true;
      // `pending` is drawn in a task of its own, after the batch has gone: a tap is a discrete event, so
      // a state change made here re-renders the sheet in a microtask, ahead of the SDK's own microtasks
      // that send the batch, and every viewer waited for that render (click → send 14 → 3 ms median,
      // traced on the bench's staff page). Not a transition: one can be held back until after the
      // server's answer, and 次へ would look enabled while busy() ignores it.
      const action = (actions.current += 1);
      unanswered.current += 1;
      setTimeout(redraw);
      try {
        const base = { ...drawn.current, units: current() };
        // Parsed as saveRunSheet will: a unit the schema refuses fails here, before anything is sent.
        for (const unit of storedUnits(change)) unseen.current.set(unit.id, { unit, action });
        for (const id of change.deletedIds ?? []) unseen.current.set(id, { unit: null, action });
        await saveRunSheet(base, change, new Date());
        setTimeout(() => forget(action), SHOWN_WITHIN_MS);
        if (success) notify(success);
        return true;
      } catch (error) {
        // Nothing was written, or Firestore has taken the batch back from the listeners.
        forget(action);
        console.error(error);
        notify(runSheetErrorMessage(error), 'error');
        return false;
      } finally {
        unanswered.current -= 1;
        redraw();
      }
    },
    [notify, redraw, current, forget],
  );
  const busy = useCallback(() => unanswered.current > 0, []);
  return { save, pending, busy, current };
}
