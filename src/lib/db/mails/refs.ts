import {
  collection,
  query,
  where,
  type CollectionReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';

/** mails: one document per recipient's message (server-written). Staff list their club's only. */
export const mailsRef = (fs: Firestore): CollectionReference => collection(fs, 'mails');

/** Every recipient's message of one sent mail (mailbox/{mailboxId}). */
export const mailboxMails = (fs: Firestore, clubId: string, mailboxId: string): Query =>
  query(mailsRef(fs), where('clubId', '==', clubId), where('mailboxId', '==', mailboxId));

/** Every mail to the registrations of one competition. */
export const compeMails = (fs: Firestore, clubId: string, compeId: string): Query =>
  query(mailsRef(fs), where('clubId', '==', clubId), where('compeId', '==', compeId));
