import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { CLUB_CONTACT_DOC } from '@/shared/schemas/club';

/** clubs: every club (the 神ページ's list; the public pages read them over REST, lib/firebase/public-reads). */
export const clubsRef = (fs: Firestore): CollectionReference => collection(fs, 'clubs');

/** clubs/{clubId} */
export const clubRef = (fs: Firestore, clubId: string): DocumentReference => doc(fs, 'clubs', clubId);

/** clubs/{clubId}/private/contact: the club's addresses, staff-only (schemas/club.ts clubContactSchema). */
export const clubContactRef = (fs: Firestore, clubId: string): DocumentReference =>
  doc(fs, 'clubs', clubId, 'private', CLUB_CONTACT_DOC);
