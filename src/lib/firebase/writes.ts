/**
 * Every staff write to Firestore, through one place: the same calls as firebase/firestore's, each
 * entered in the ledger of unsent writes (lib/sync/pending-writes.ts) until its promise settles, so
 * the offline bar can say 「未送信 n件」 (docs/venue-mode.md). ESLint refuses these calls from
 * firebase/firestore anywhere else. A batch counts as one write: it is sent, kept or refused whole.
 * Transactions are not here: they need the server and fail offline.
 */
import {
  deleteDoc as sdkDeleteDoc,
  setDoc as sdkSetDoc,
  updateDoc as sdkUpdateDoc,
  writeBatch as sdkWriteBatch,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { trackWrite, witnessOf, type Witness } from '@/lib/sync/pending-writes';
import { STAFF_SYNC } from '@/shared/staff-messages';

/** What a write changed, in the staff's words, from the first document it writes. */
export function writeLabel(path: string | undefined): string {
  const segments = (path ?? '').split('/');
  const [root, , sub] = segments;
  if (root === 'compes') {
    if (sub === 'units' || sub === 'live') return STAFF_SYNC.writeRunSheet;
    if (sub === 'regists') return STAFF_SYNC.writeCheckIn;
    if (sub === 'entries') return STAFF_SYNC.writeEntry;
    if (sub === 'stages') return STAFF_SYNC.writeStage;
    return STAFF_SYNC.writeCompe;
  }
  if (root === 'links') return STAFF_SYNC.writeCompe;
  if (root === 'clubs') return STAFF_SYNC.writeClub;
  return STAFF_SYNC.writeOther;
}

/**
 * What a write leaves in its document, for the ledger to check after a reload
 * (lib/sync/pending-writes.ts): the data of a set or update (object form, or updateDoc's
 * field-value pairs), or that the document is gone.
 */
function witness(op: 'set' | 'update' | 'delete', ref: DocumentReference, rest: unknown[]): Witness {
  if (op === 'delete') return { path: ref.path, deleted: true, fields: {} };
  const [first] = rest;
  const plain =
    first !== null && typeof first === 'object' && Object.getPrototypeOf(first) === Object.prototype;
  if (op === 'update' && !plain) {
    // updateDoc(ref, field, value, field, value…): the fields named by string.
    const pairs: Record<string, unknown> = {};
    for (let i = 0; i + 1 < rest.length; i += 2) {
      const field = rest[i];
      if (typeof field === 'string') pairs[field] = rest[i + 1];
    }
    return witnessOf(ref.path, pairs);
  }
  return witnessOf(ref.path, first);
}

export const setDoc = ((ref: DocumentReference, ...rest: unknown[]) =>
  trackWrite(
    writeLabel(ref.path),
    (sdkSetDoc as (ref: DocumentReference, ...rest: unknown[]) => Promise<void>)(ref, ...rest),
    { witness: witness('set', ref, rest) },
  )) as typeof sdkSetDoc;

export const updateDoc = ((ref: DocumentReference, ...rest: unknown[]) => {
  const label = writeLabel(ref.path);
  return trackWrite(
    label,
    (sdkUpdateDoc as (ref: DocumentReference, ...rest: unknown[]) => Promise<void>)(ref, ...rest),
    // A refused check-in may be another phone's earlier one standing: lib/db/regists/set-checked-in.ts
    // finds out which, and 参加申込リスト says so (docs/venue-mode.md, "Check-in offline"). After a
    // reload it is not checked either: the list shows the time that stands.
    label === STAFF_SYNC.writeCheckIn ? { reportsRefusal: true } : { witness: witness('update', ref, rest) },
  );
}) as typeof sdkUpdateDoc;

export const deleteDoc = ((ref: DocumentReference) =>
  trackWrite(writeLabel(ref.path), (sdkDeleteDoc as (ref: DocumentReference) => Promise<void>)(ref), {
    witness: witness('delete', ref, []),
  })) as typeof sdkDeleteDoc;

/**
 * A batch whose commit is entered in the ledger, labelled and witnessed by the first document it
 * writes (a batch is accepted or refused whole). A new object over the SDK's batch, which stays as
 * it is.
 */
export function writeBatch(fs: Firestore): WriteBatch {
  const batch = sdkWriteBatch(fs) as unknown as Record<
    'set' | 'update' | 'delete',
    (ref: DocumentReference, ...rest: unknown[]) => unknown
  > & { commit: () => Promise<void> };
  const written: string[] = [];
  let first: Witness | undefined;
  const record =
    (name: 'set' | 'update' | 'delete') =>
    (ref: DocumentReference, ...rest: unknown[]) => {
      written.push(ref.path);
      first ??= witness(name, ref, rest);
      batch[name](ref, ...rest);
      return tracked;
    };
  const tracked = {
    set: record('set'),
    update: record('update'),
    delete: record('delete'),
    commit: () => trackWrite(writeLabel(written[0]), batch.commit(), { witness: first, paths: written }),
  } as unknown as WriteBatch;
  return tracked;
}
