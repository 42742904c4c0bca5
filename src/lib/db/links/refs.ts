import {
  collection,
  doc,
  orderBy,
  query,
  where,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';

/** clubs/{clubId}/links: one per competition of the club, its id the compeId. */
export const linksRef = (fs: Firestore, clubId: string): CollectionReference =>
  collection(fs, 'clubs', clubId, 'links');

/** clubs/{clubId}/links/{compeId} */
export const linkRef = (fs: Firestore, clubId: string, compeId: string): DocumentReference =>
  doc(fs, 'clubs', clubId, 'links', compeId);

/** 大会リスト: all links of the club, newest first (the club's staff). */
export const clubLinksByDate = (fs: Firestore, clubId: string): Query =>
  query(linksRef(fs, clubId), orderBy('eventedAt', 'desc'));

/** 大会リスト in `indie`: the user's own links only, newest first (the rules refuse the unfiltered query). */
export const ownLinksByDate = (fs: Firestore, clubId: string, uid: string): Query =>
  query(linksRef(fs, clubId), where('owner', '==', uid), orderBy('eventedAt', 'desc'));

/** A club's published links, newest first: what anyone may list. */
export const clubPublishedLinks = (fs: Firestore, clubId: string): Query =>
  query(linksRef(fs, clubId), where('published', '==', true), orderBy('eventedAt', 'desc'));
