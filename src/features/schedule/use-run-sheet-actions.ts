import { useCallback, useRef, useState } from 'react';
import { useNotify } from '../../app/snackbar';
import { runSheetErrorMessage, saveRunSheet, type RunSheet, type RunSheetChange } from './api/save-run-sheet';

const isEmpty = (change: RunSheetChange) =>
  !change.units?.length && !change.deletedIds?.length && change.notice === undefined;

/**
 * Runs a staff action through saveRunSheet and reports a failure in the snackbar. The list itself
 * moves at once (Firestore applies a batch to local listeners before the server answers); `pending`
 * is true until the server has answered every action, so 次へ cannot be tapped twice by mistake.
 * `busy()` says the same at once, for a tap that comes before `pending` is on screen.
 */
export function useRunSheetActions(sheet: RunSheet) {
  const notify = useNotify();
  /** Actions the server has not answered yet: the one count; `pending` is it drawn. */
  const unanswered = useRef(0);
  const [pending, setPending] = useState(false);
  const redraw = useCallback(() => setPending(unanswered.current > 0), []);
  const save = useCallback(
    async (change: RunSheetChange, success?: string, { publish = false } = {}): Promise<boolean> => {
      // Starting the running unit again, say: nothing changes, so nothing is written. `publish`
      // writes the board alone, rebuilt from the sheet as it is.
      if (isEmpty(change) && !publish) return true;
      // The batch goes first, and `pending` is drawn in a task of its own: a tap is a discrete event, so
      // a state change made here re-renders the sheet in a microtask, ahead of the SDK's own microtasks
      // that send the batch, and every viewer waited for that render (click → send 14 → 3 ms median,
      // traced on the bench's staff page). Not a transition: one can be held back until after the
      // server's answer, and 次へ would look enabled while busy() ignores it.
      const saving = saveRunSheet(sheet, change, new Date());
      unanswered.current += 1;
      setTimeout(redraw);
      try {
        await saving;
        if (success) notify(success);
        return true;
      } catch (error) {
        console.error(error);
        notify(runSheetErrorMessage(error), 'error');
        return false;
      } finally {
        unanswered.current -= 1;
        redraw();
      }
    },
    [sheet, notify, redraw],
  );
  const busy = useCallback(() => unanswered.current > 0, []);
  return { save, pending, busy };
}
