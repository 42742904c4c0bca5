import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';

/** compes/{compeId}/units: the run sheet's items. */
export const unitsRef = (fs: Firestore, compeId: string): CollectionReference =>
  collection(fs, 'compes', compeId, 'units');

/** compes/{compeId}/units/{unitId} */
export const unitRef = (fs: Firestore, compeId: string, unitId: string): DocumentReference =>
  doc(fs, 'compes', compeId, 'units', unitId);

/** A new unit's reference, its id Firestore's auto id (20 characters, a valid docId). */
export const newUnitRef = (fs: Firestore, compeId: string): DocumentReference => doc(unitsRef(fs, compeId));
