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

/** mailbox: one document per mail sent to many (server-written). */
export const mailboxRef = (fs: Firestore): CollectionReference => collection(fs, 'mailbox');

/** mailbox/{mailId} */
export const mailboxEntryRef = (fs: Firestore, mailId: string): DocumentReference =>
  doc(fs, 'mailbox', mailId);

/** A club's sent mails, newest first, at most `max`. The rules need the clubId filter. */
export const clubMailbox = (fs: Firestore, clubId: string, max: number): Query =>
  query(mailboxRef(fs), where('clubId', '==', clubId), orderBy('sentAt', 'desc'), limit(max));
