import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';

/** clubs: every club (the 神ページ's list; the public pages read them over REST, lib/firebase/public-reads). */
export const clubsRef = (fs: Firestore): CollectionReference => collection(fs, 'clubs');

/** clubs/{clubId} */
export const clubRef = (fs: Firestore, clubId: string): DocumentReference => doc(fs, 'clubs', clubId);
