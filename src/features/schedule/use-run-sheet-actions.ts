import { useCallback, useState } from 'react';
import { useNotify } from '../../app/snackbar';
import { runSheetErrorMessage, saveRunSheet, type RunSheet, type RunSheetChange } from './api/save-run-sheet';

const isEmpty = (change: RunSheetChange) =>
  !change.units?.length && !change.deletedIds?.length && change.notice === undefined;

/**
 * Runs a staff action through saveRunSheet and reports a failure in the snackbar. The list itself
 * moves at once (Firestore applies a batch to local listeners before the server answers); `pending`
 * is true until the server has answered every action, so 次へ cannot be tapped twice by mistake.
 */
export function useRunSheetActions(sheet: RunSheet) {
  const notify = useNotify();
  const [inFlight, setInFlight] = useState(0);
  const save = useCallback(
    async (change: RunSheetChange, success?: string, { publish = false } = {}): Promise<boolean> => {
      // Starting the running unit again, say: nothing changes, so nothing is written. `publish`
      // writes the board alone, rebuilt from the sheet as it is.
      if (isEmpty(change) && !publish) return true;
      // The batch goes first: a state change made here would re-render the whole sheet in a
      // microtask ahead of the SDK's send, and viewers would wait for that render (bench: --trace).
      // A second tap before the re-render writes the same change again, which changes nothing.
      const saving = saveRunSheet(sheet, change, new Date());
      setInFlight((n) => n + 1);
      try {
        await saving;
        if (success) notify(success);
        return true;
      } catch (error) {
        console.error(error);
        notify(runSheetErrorMessage(error), 'error');
        return false;
      } finally {
        setInFlight((n) => n - 1);
      }
    },
    [sheet, notify],
  );
  return { save, pending: inFlight > 0 };
}
