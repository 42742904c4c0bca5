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
import { ACTIVE_REGIST_STATUSES, type RegistStatus } from '@/shared/regist-status';

/** compes/{compeId}/regists: the competition's registrations. */
export const registsRef = (fs: Firestore, compeId: string): CollectionReference =>
  collection(fs, 'compes', compeId, 'regists');

/** compes/{compeId}/regists/{registId} */
export const registRef = (fs: Firestore, compeId: string, registId: string): DocumentReference =>
  doc(fs, 'compes', compeId, 'regists', registId);

/** Every registration, by 受付番号. */
export const registsByNumber = (fs: Firestore, compeId: string): Query =>
  query(registsRef(fs, compeId), orderBy('number'));

/** Registrations with status 'accepted' (承認済). */
export const acceptedRegists = (fs: Firestore, compeId: string): Query =>
  query(registsRef(fs, compeId), where('status', '==', 'accepted'));

/** Registrations still taking part: all but cancelled and rejected ones (the mail audience `all`). */
export const activeRegists = (fs: Firestore, compeId: string): Query =>
  query(registsRef(fs, compeId), where('status', 'in', ACTIVE_REGIST_STATUSES));

/** Registrations cancelled or refused (キャンセル済, 不承認): their entries take no part in the play. */
export const withdrawnRegists = (fs: Firestore, compeId: string): Query =>
  query(registsRef(fs, compeId), where('status', 'in', ['cancelled', 'rejected'] satisfies RegistStatus[]));
