import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNotify } from '@/components/snackbar';
import { sameUnit } from '@/shared/run-sheet/unit-actions';
import { sortByOrder } from '@/shared/run-sheet/timeline';
import type { Unit } from '@/shared/schemas/unit';
import {
  saveRunSheet,
  sheetAfter,
  storedUnits,
  type RunSheet,
  type RunSheetChange,
} from '@/lib/db/units/save-run-sheet';
import { runSheetErrorMessage } from './api/run-sheet-error';

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

/** Forgets the writes the sheet shows. */
function sweep(unseen: Map<string, Written>, sheet: RunSheet): void {
  if (unseen.size === 0) return;
  const units = new Map(sheet.units.map((unit) => [unit.id, unit]));
  for (const [id, { unit }] of unseen) {
    const shown = units.get(id);
    if (unit === null ? !shown : shown && sameUnit(shown, unit)) unseen.delete(id);
  }
}

/** An action waiting to be on screen: `shown` says whether the sheet drawn shows it now. */
type Waiting = { shown: (sheet: RunSheet) => boolean; done: () => void };

/**
 * Runs a staff action through saveRunSheet and reports a failure in the snackbar.
 *
 * Every action is made from `current()`: the sheet on screen with the actions' own writes laid
 * over it until the sheet shows them. Firestore hands a batch to the page's listeners in a timer
 * task and the server's answer arrives in a network task, and the browser does not promise their
 * order: a tap right after the answer could otherwise act on the sheet from before the last tap
 * (次へ would start the item that is already running, and the day would not move).
 *
 * An action is done once the sheet on screen shows its writes — Firestore applies a batch to the
 * page's listeners (and, on staff pages, to IndexedDB) at once, before and without the server — or
 * once the server has answered, whichever comes first: offline the day goes on, and the batch is
 * sent when the connection returns (docs/venue-mode.md). A refusal that comes later is still said
 * in the snackbar, and the listeners roll the sheet back to the server's. `pending` is true between
 * a tap and then, so 次へ cannot be tapped twice by mistake; `busy()` says the same at once, for a
 * tap that comes before `pending` is on screen.
 */
export function useRunSheetActions(sheet: RunSheet) {
  const notify = useNotify();
  /** Actions not done yet: the one count; `pending` is it drawn. */
  const unfinished = useRef(0);
  const [pending, setPending] = useState(false);
  const redraw = useCallback(() => setPending(unfinished.current > 0), []);

  /** The sheet as last drawn, and what the actions wrote that it does not show yet, by unit id. */
  const drawn = useRef(sheet);
  const unseen = useRef(new Map<string, Written>());
  const waiting = useRef(new Set<Waiting>());
  const actions = useRef(0);
  useLayoutEffect(() => {
    drawn.current = sheet;
    sweep(unseen.current, sheet);
    for (const wait of waiting.current) if (wait.shown(sheet)) wait.done();
  }, [sheet]);
  /** Forgets one action's writes the sheet has not shown: it failed, or others changed them since. */
  const forget = useCallback((action: number) => {
    for (const [id, written] of unseen.current) if (written.action === action) unseen.current.delete(id);
  }, []);

  const current = useCallback(() => overlay(drawn.current.units, unseen.current), []);

  /**
   * Resolves when the sheet drawn shows an action's writes. The board alone (ライブに反映) is not on
   * the sheet: Firestore applies it on the device within milliseconds, so it counts as done after
   * SHOWN_WITHIN_MS at most.
   */
  const onScreen = useCallback((action: number, change: RunSheetChange) => {
    const onSheet = !!change.units?.length || !!change.deletedIds?.length || change.notice !== undefined;
    const shown = (drawnSheet: RunSheet) =>
      ![...unseen.current.values()].some((written) => written.action === action) &&
      (change.notice === undefined || drawnSheet.notice === change.notice);
    let wait: Waiting | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const promise = new Promise<void>((resolve) => {
      if (!onSheet) {
        timer = setTimeout(resolve, SHOWN_WITHIN_MS);
        return;
      }
      const waited: Waiting = {
        shown,
        done: () => {
          waiting.current.delete(waited);
          resolve();
        },
      };
      wait = waited;
      waiting.current.add(waited);
    });
    return {
      promise,
      /** Checks the sheet drawn now (a notice already shown, say). */
      check: () => {
        sweep(unseen.current, drawn.current);
        if (wait?.shown(drawn.current)) wait.done();
      },
      stop: () => {
        clearTimeout(timer);
        if (wait) waiting.current.delete(wait);
      },
    };
  }, []);

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
      unfinished.current += 1;
      setTimeout(redraw);
      let finished = false;
      const finish = () => {
        if (finished) return;
        finished = true;
        unfinished.current -= 1;
        redraw();
      };
      const shown = onScreen(action, change);
      try {
        const base = { ...drawn.current, units: current() };
        // Parsed as saveRunSheet will: a unit the schema refuses fails here, before anything is sent.
        for (const unit of storedUnits(change)) unseen.current.set(unit.id, { unit, action });
        for (const id of change.deletedIds ?? []) unseen.current.set(id, { unit: null, action });
        shown.check();
        const answered = saveRunSheet(base, change, new Date()).then(
          () => {
            setTimeout(() => forget(action), SHOWN_WITHIN_MS);
            return true;
          },
          (error: unknown) => {
            // Nothing was written, or Firestore has taken the batch back from the listeners: said
            // even when the sheet showed the action long ago (refused on reconnect).
            forget(action);
            console.error(error);
            notify(runSheetErrorMessage(error), 'error');
            return false;
          },
        );
        const done = await Promise.race([answered, shown.promise.then(() => true)]);
        if (done && success) notify(success);
        return done;
      } catch (error) {
        forget(action);
        console.error(error);
        notify(runSheetErrorMessage(error), 'error');
        return false;
      } finally {
        shown.stop();
        finish();
      }
    },
    [notify, redraw, current, forget, onScreen],
  );
  const busy = useCallback(() => unfinished.current > 0, []);
  return { save, pending, busy, current };
}
