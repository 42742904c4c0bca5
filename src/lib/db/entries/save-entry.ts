import { deleteDoc, setDoc, updateDoc } from '@/lib/firebase/writes';
import { db } from '@/lib/firebase/firestore';
import type { Entry, EntryFormValues } from '@/shared/schemas/entry';
import { fill } from '@/shared/fill';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { entryRef, newEntryRef } from './refs';

/** A ゼッケン番号 another entry already holds; the message says whose. */
export class EntryNumberTakenError extends Error {
  constructor(
    readonly number: number,
    readonly holder: string,
  ) {
    super(fill(STAFF_MESSAGES.entryNumberTaken, { number, name: holder }));
    this.name = 'EntryNumberTakenError';
  }
}

/** Refuses `number` when an entry other than `entryId` holds it in `current`. */
export function assertNumberFree(current: readonly Entry[], number: number, entryId: string | null): void {
  const holder = current.find((entry) => entry.number === number && entry.id !== entryId);
  if (holder) throw new EntryNumberTakenError(number, holder.name);
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
 * The written keys are exactly isEntry's; an edit leaves registId as it is.
 */
export async function saveEntry(
  compeId: string,
  entryId: string | null,
  values: EntryFormValues,
  current: readonly Entry[],
): Promise<string> {
  assertNumberFree(current, values.number, entryId);
  const data = {
    number: values.number,
    name: values.name,
    kana: values.kana,
    affiliation: values.affiliation,
    category: values.category,
    memo: values.memo,
  };
  if (entryId) {
    await updateDoc(entryRef(db(), compeId, entryId), data);
    return entryId;
  }
  const ref = newEntryRef(db(), compeId);
  await setDoc(ref, data);
  return ref.id;
}

/** Deletes one entry. Run-sheet items that list it keep its id (進行表 edits units, not this page). */
export async function deleteEntry(compeId: string, entryId: string): Promise<void> {
  await deleteDoc(entryRef(db(), compeId, entryId));
}
