import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  where,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { UPCOMING_MAX } from '@/lib/firebase/public-reads';

/** compes */
export const compesRef = (fs: Firestore): CollectionReference => collection(fs, 'compes');

/** compes/{compeId} */
export const compeRef = (fs: Firestore, compeId: string): DocumentReference => doc(fs, 'compes', compeId);

/** A new compes/{auto id}. */
export const newCompeRef = (fs: Firestore): DocumentReference => doc(compesRef(fs));

/**
 * Published competitions from `today` (the start of the visitor's day) on, soonest first: the home
 * page. The page itself sends it over REST (publicReads.upcomingCompes); this is the same query.
 */
export const upcomingPublishedCompes = (fs: Firestore, today: Date, max = UPCOMING_MAX): Query =>
  query(
    compesRef(fs),
    where('published', '==', true),
    where('eventedAt', '>=', today),
    orderBy('eventedAt'),
    limit(max),
  );

/** A club's published competitions, newest first: the club page (over REST: publicReads.clubCompes). */
export const clubPublishedCompes = (fs: Firestore, clubId: string): Query =>
  query(
    compesRef(fs),
    where('clubId', '==', clubId),
    where('published', '==', true),
    orderBy('eventedAt', 'desc'),
  );
