import { deleteField } from 'firebase/firestore';
import { deleteDoc, setDoc, updateDoc, writeBatch } from '@/lib/firebase/writes';
import { db, keepsWritesOnDevice } from '@/lib/firebase/firestore';
import { writeBoard, type BoardRefresh, type StoredBoard } from '@/lib/db/board/board-refresh';
import { answeredOrQueued, type WriteOutcome } from '@/lib/sync/answered-or-queued';
import type { Entry, EntryFormValues } from '@/shared/schemas/entry';
import type { Member } from '@/shared/schemas/tie';
import { entryRef, newEntryRef } from './refs';

/** A ゼッケン番号 another entry already holds, and whose (features/entry says it in Japanese). */
export class EntryNumberTakenError extends Error {
  constructor(
    readonly number: number,
    readonly participant: string,
  ) {
    super(`number ${number} is taken`);
    this.name = 'EntryNumberTakenError';
  }
}

/**
 * Waits for an エントリー write as long as it is worth it (lib/sync/answered-or-queued.ts): offline,
 * on a device that keeps its writes, the dialog closes once the write is on the device.
 */
const sentOrQueued = (written: Promise<unknown>): Promise<WriteOutcome> =>
  answeredOrQueued(written, { keptOnDevice: keepsWritesOnDevice() });

/** The entry's document and, when the change shows on ライブ, the board, in one batch. */
function withBoard(
  compeId: string,
  board: StoredBoard,
  write: (batch: ReturnType<typeof writeBatch>) => void,
) {
  const batch = writeBatch(db());
  write(batch);
  writeBoard(batch, compeId, board);
  return batch.commit();
}

/** Refuses `number` when an entry other than `entryId` holds it in `current`. */
export function assertNumberFree(current: readonly Entry[], number: number, entryId: string | null): void {
  const participant = current.find((entry) => entry.number === number && entry.id !== entryId);
  if (participant) throw new EntryNumberTakenError(number, participant.name);
}

/**
 * Adds an entry (entryId null) or saves an edited one, after checking its number against `current`,
 * the live list on the screen.
 *
 * What that check cannot stop: two staff saving the same number within the moment it takes one
 * write to reach the other's list. Firestore has no unique index, a client transaction cannot run a
 * query, and the rules (firestore.rules isEntry) check each entry alone. So both writes succeed; the
 * table then marks the number as 重複 for everyone, and whoever sees it edits one of them. A hard
 * guarantee would need a document per number that the rules tie to the entry (getAfter), which the
 * data model (docs/data-model.md) does not have.
 *
 * The written keys are exactly isEntry's; an edit leaves registId as it is. `divisionId` (部門,
 * where the competition has them): an id puts the entry in that 部門, null takes it out of any
 * (an edit deletes the field), absent leaves it as it is (a competition without 部門). `members`
 * (a 団体 部門's roster) likewise: a list is written, null deletes it, absent leaves it. An edit whose number or
 * name shows on the live board writes the board in the same batch (`refreshBoard`,
 * lib/db/board/board-refresh.ts); a new entry is on no run-sheet item yet, so the board is as it was.
 * Resolves once answered or queued on the device (sentOrQueued).
 */
export async function saveEntry(
  compeId: string,
  entryId: string | null,
  values: Omit<EntryFormValues, 'divisionId' | 'members'> & {
    divisionId?: string | null;
    members?: Member[] | null;
  },
  current: readonly Entry[],
  refreshBoard: BoardRefresh | null = null,
): Promise<string> {
  assertNumberFree(current, values.number, entryId);
  const fields = {
    number: values.number,
    name: values.name,
    kana: values.kana,
    affiliation: values.affiliation,
    category: values.category,
    memo: values.memo,
    ...(values.members ? { members: values.members } : {}),
    ...(values.members === null && entryId ? { members: deleteField() } : {}),
  };
  const data =
    values.divisionId === undefined
      ? fields
      : values.divisionId === null
        ? entryId
          ? { ...fields, divisionId: deleteField() }
          : fields
        : { ...fields, divisionId: values.divisionId };
  if (entryId) {
    const ref = entryRef(db(), compeId, entryId);
    const { number, name } = data;
    const board =
      refreshBoard?.({
        entries: (list) => list.map((entry) => (entry.id === entryId ? { ...entry, number, name } : entry)),
      }) ?? null;
    await sentOrQueued(
      board ? withBoard(compeId, board, (batch) => batch.update(ref, data)) : updateDoc(ref, data),
    );
    return entryId;
  }
  const ref = newEntryRef(db(), compeId);
  await sentOrQueued(setDoc(ref, data));
  return ref.id;
}

/**
 * Deletes one entry. Run-sheet items that list it keep its id (進行表 edits units, not this page);
 * the live board drops it in the same batch (`refreshBoard`). Resolves once answered or queued on
 * the device.
 */
export async function deleteEntry(
  compeId: string,
  entryId: string,
  refreshBoard: BoardRefresh | null = null,
): Promise<WriteOutcome> {
  const ref = entryRef(db(), compeId, entryId);
  const board = refreshBoard?.({ entries: (list) => list.filter((entry) => entry.id !== entryId) }) ?? null;
  return sentOrQueued(board ? withBoard(compeId, board, (batch) => batch.delete(ref)) : deleteDoc(ref));
}
