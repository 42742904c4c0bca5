import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';

/** clubs/{clubId}/members: who holds which role (a mirror the functions keep in step with the claims). */
export const membersRef = (fs: Firestore, clubId: string): CollectionReference =>
  collection(fs, 'clubs', clubId, 'members');

/** clubs/{clubId}/members/{uid} */
export const memberRef = (fs: Firestore, clubId: string, uid: string): DocumentReference =>
  doc(fs, 'clubs', clubId, 'members', uid);
