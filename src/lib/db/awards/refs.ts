import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  documentId,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { LIMITS } from '@/shared/schemas/limits';

/** compes/{compeId}/awards: the awards the organiser names, one document per award (awardSchema). */
export const awardsRef = (fs: Firestore, compeId: string): CollectionReference =>
  collection(fs, 'compes', compeId, 'awards');

/** compes/{compeId}/awards/{slot}: the award at `slot` ('00' … '19', shared/schemas/compe awardSlot). */
export const awardRef = (fs: Firestore, compeId: string, slot: string): DocumentReference =>
  doc(awardsRef(fs, compeId), slot);

/** The awards in order (their ids are their places), at most LIMITS.awards. */
export const awardsInOrder = (fs: Firestore, compeId: string): Query =>
  query(awardsRef(fs, compeId), orderBy(documentId()), limit(LIMITS.awards));
