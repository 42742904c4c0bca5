import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';

/** compes/{compeId}/entries: the competition's entries (ゼッケン番号, name, …). */
export const entriesRef = (fs: Firestore, compeId: string): CollectionReference =>
  collection(fs, 'compes', compeId, 'entries');

/** compes/{compeId}/entries/{entryId} */
export const entryRef = (fs: Firestore, compeId: string, entryId: string): DocumentReference =>
  doc(entriesRef(fs, compeId), entryId);

/** A new entry's reference (Firestore's auto id). */
export const newEntryRef = (fs: Firestore, compeId: string): DocumentReference =>
  doc(entriesRef(fs, compeId));
