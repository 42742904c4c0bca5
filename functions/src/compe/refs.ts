import { db } from '../lib/admin';

/** compes/{compeId}: a competition (shared/schemas/compe.ts compeSchema). */
export const compeRef = (compeId: string) => db.collection('compes').doc(compeId);
/** clubs/{clubId}/links/{compeId}: its entry in the club's 大会リスト (linkSchema). */
export const linkRef = (clubId: string, compeId: string) =>
  db.collection('clubs').doc(clubId).collection('links').doc(compeId);
/** deletedCompes/{compeId}: the tombstone that keeps a deleted competition's id from being taken. */
export const tombstoneRef = (compeId: string) => db.collection('deletedCompes').doc(compeId);
