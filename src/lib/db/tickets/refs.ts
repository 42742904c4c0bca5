import {
  collection,
  doc,
  query,
  where,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';

/** tickets: auth tickets (invitations) and regist tickets (参加票). */
export const ticketsRef = (fs: Firestore): CollectionReference => collection(fs, 'tickets');

/** tickets/{ticketId}: the id is the secret (anyone who knows it may read the ticket). */
export const ticketRef = (fs: Firestore, ticketId: string): DocumentReference => doc(fs, 'tickets', ticketId);

/**
 * Open invitations: of one club (its staff; the clubId filter lets the rules prove it is their own),
 * or of every club (no clubId: super-users only).
 */
export const openInvitations = (fs: Firestore, clubId?: string | null): Query => {
  const open = [where('code', '==', 'auth'), where('isClosed', '==', false)];
  return clubId
    ? query(ticketsRef(fs), where('clubId', '==', clubId), ...open)
    : query(ticketsRef(fs), ...open);
};
