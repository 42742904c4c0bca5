import { EntryConflictError, PartlyCreatedError } from '@/lib/db/entries/create-entries';
import { EntryNumberTakenError } from '@/lib/db/entries/save-entry';
import { writeErrorMessage } from '@/lib/firebase/errors';
import { fill } from '@/shared/fill';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

/** A ゼッケン番号 another entry holds, said in Japanese with whose it is. */
export const entryNumberTakenMessage = (error: EntryNumberTakenError): string =>
  fill(STAFF_MESSAGES.entryNumberTaken, { number: error.number, name: error.participant });

/** A failed createEntries (lib/db/entries: CSV import, 「申込者から作成」), said in Japanese. */
export function createEntriesErrorMessage(error: unknown): string {
  if (error instanceof EntryConflictError || error instanceof EntryNumberTakenError)
    return STAFF_MESSAGES.entryConflict;
  if (error instanceof PartlyCreatedError) {
    return `${error.written}件を登録したところで中断しました（${writeErrorMessage(error.failure)}）。登録できた分は一覧に表示されています`;
  }
  return writeErrorMessage(error);
}
