import { createHash } from 'node:crypto';
import { db } from './admin';
import { reportsDocId } from '@/shared/schemas/report';
import { orderDocId } from '@/shared/schemas/order';
import { CLUB_CONTACT_DOC } from '@/shared/schemas/club';
import { HALL_CALLS_ID } from '@/shared/play/hall-calls';

/*
 * Every collection path the functions use, written here and nowhere else: the Admin SDK's
 * counterpart of the app's src/lib/db/<collection>/refs.ts (docs/development.md, Collections).
 * Each builder names the path and the schema of its documents; read them with lib/read-doc.ts.
 * Shared schemas are in src/shared/schemas; the server-only documents' in lib/server-schemas.ts.
 */

// clubs

/** clubs/{clubId} — clubSchema (shared/schemas/club.ts). */
export const clubRef = (clubId: string) => db.collection('clubs').doc(clubId);

/** clubs/{clubId}/private/contact — clubContactSchema (shared/schemas/club.ts): the club's addresses. */
export const clubContactRef = (clubId: string) => clubRef(clubId).collection('private').doc(CLUB_CONTACT_DOC);

/** clubs/{clubId}/links/{compeId} — linkSchema (shared/schemas/compe.ts): its entry in the 大会リスト. */
export const linkRef = (clubId: string, compeId: string) => clubRef(clubId).collection('links').doc(compeId);

/** clubs/{clubId}/members/{uid} — memberSchema (shared/schemas/club.ts): the mirror of who holds a role. */
export const memberRef = (clubId: string, uid: string) => clubRef(clubId).collection('members').doc(uid);

// compes

/** compes/{compeId} — compeSchema (shared/schemas/compe.ts). */
export const compeRef = (compeId: string) => db.collection('compes').doc(compeId);

/** compes/{compeId}/regists — registSchema (shared/schemas/regist.ts). */
export const registsRef = (compeId: string) => compeRef(compeId).collection('regists');

/** compes/{compeId}/regists/{registId} — registSchema (shared/schemas/regist.ts). */
export const registRef = (compeId: string, registId: string) => registsRef(compeId).doc(registId);

/** A new compes/{compeId}/regists/{auto id} — registSchema (shared/schemas/regist.ts). */
export const newRegistRef = (compeId: string) => registsRef(compeId).doc();

/** compes/{compeId}/regists with status 'waitlisted' — registSchema: who gets a freed seat. */
export const waitlistedRegists = (compeId: string) => registsRef(compeId).where('status', '==', 'waitlisted');

/** compes/{compeId}/entries — entrySchema (shared/schemas/entry.ts). */
export const entriesRef = (compeId: string) => compeRef(compeId).collection('entries');

/**
 * compes/{compeId}/registKeys/{sha256 of the address} — emailKeySchema (lib/server-schemas.ts): the
 * lock of one live application per e-mail (lower-cased), named by its hash so no address is in a path.
 */
export function emailKeyRef(compeId: string, email: string) {
  const key = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return compeRef(compeId).collection('registKeys').doc(key);
}

/** compes/{compeId}/registKeys/_seq — seqSchema (lib/server-schemas.ts): the last 受付番号 given out. */
export const seqRef = (compeId: string) => compeRef(compeId).collection('registKeys').doc('_seq');

/**
 * compes/{compeId}/registKeys/_divisions — divisionCountsSchema (lib/server-schemas.ts): the seats
 * taken in each 部門 (accepted + pending), as regist.count counts the competition's.
 */
export const divisionCountsRef = (compeId: string) =>
  compeRef(compeId).collection('registKeys').doc('_divisions');

/** compes/{compeId}/registKeys/_queue — queueLeaseSchema (lib/server-schemas.ts): regist/compe-queue.ts. */
export const queueRef = (compeId: string) => compeRef(compeId).collection('registKeys').doc('_queue');

/** deletedCompes/{compeId} — deletedCompeSchema (shared/schemas/compe.ts): a deleted competition's tombstone. */
export const tombstoneRef = (compeId: string) => db.collection('deletedCompes').doc(compeId);

// tickets

/** tickets/{ticketId} — ticketSchema (shared/schemas/ticket.ts): an invitation ('auth') or a 参加票 ('regist'). */
export const ticketRef = (ticketId: string) => db.collection('tickets').doc(ticketId);

// mail

/** mailbox/{mailId} — mailboxSchema (shared/schemas/mail.ts): one bulk mail as staff sent it. */
export const mailboxRef = (mailId: string) => db.collection('mailbox').doc(mailId);

/** mails/{id} — mailSchema (shared/schemas/mail.ts): one message to one address. */
export const mailRef = (id: string) => db.collection('mails').doc(id);

/** A new mails/{auto id} — mailSchema (shared/schemas/mail.ts). */
export const newMailRef = () => db.collection('mails').doc();

/** mails of one mailbox/{mailboxId} — mailSchema (shared/schemas/mail.ts): every recipient's message. */
export const mailboxMails = (clubId: string, mailboxId: string) =>
  db.collection('mails').where('clubId', '==', clubId).where('mailboxId', '==', mailboxId);

// throttles

/**
 * throttles/{sha256 of the key} — throttleSchema (lib/server-schemas.ts): one rate-limit counter,
 * the key hashed so the collection holds no e-mail addresses or IPs in the clear.
 */
export const throttleRef = (key: string) =>
  db.collection('throttles').doc(createHash('sha256').update(key).digest('hex'));

// 出番のお知らせ (reminder/): the play a reminder reads, and its once-only claims

/** compes/{compeId}/stages — stageSchema (shared/schemas/stage.ts): the play's stages. */
export const stagesRef = (compeId: string) => compeRef(compeId).collection('stages');

/** compes/{compeId}/live/board — boardSchema (shared/schemas/unit.ts): the run sheet as viewers see it. */
export const boardRef = (compeId: string) => compeRef(compeId).collection('live').doc('board');

/** compes/{compeId}/regists that chose to be told before their match — registSchema, `reminder` set. */
export const remindedRegists = (compeId: string) =>
  registsRef(compeId).where('reminder', 'in', ['15m', '30m', '2matches']);

/**
 * compes/{compeId}/reminders/{registId}_{stageId}_{matchId} — reminderClaimSchema (reminder/remind.ts):
 * created before a reminder is sent, so one participant is told of one match once (reminder/remind.ts).
 */
export const reminderClaimRef = (compeId: string, registId: string, stageId: string, matchId: string) =>
  compeRef(compeId).collection('reminders').doc(`${registId}_${stageId}_${matchId}`);

/** compes on a given day and not called off: the ones the every-minute reminder run looks at. */
export const compesBetween = (from: Date, to: Date) =>
  db.collection('compes').where('eventedAt', '>=', from).where('eventedAt', '<=', to);

// 結果報告 (play/): a match's reports, the competition's reporting secret, a participant's entries

/**
 * compes/{compeId}/stages/_hall — hallCallsSchema (shared/schemas/stage.ts): every stage's calls in a
 * competition with a hall (shared/play/hall-calls.ts).
 */
export const hallCallsRef = (compeId: string) => stagesRef(compeId).doc(HALL_CALLS_ID);

/** compes/{compeId}/stages/{stageId}/changes — stageChangeSchema (shared/schemas/stage.ts): who changed which result. */
export const stageChangesRef = (compeId: string, stageId: string) =>
  stagesRef(compeId).doc(stageId).collection('changes');

/** compes/{compeId}/reports/{stageId}_{matchId} — reportsDocSchema (shared/schemas/report.ts). */
export const reportsRef = (compeId: string, stageId: string, matchId: string) =>
  compeRef(compeId).collection('reports').doc(reportsDocId(stageId, matchId));

/**
 * compes/{compeId}/secrets/report — reportSecretSchema (lib/server-schemas.ts): the key every match
 * key of the competition is derived from (play/report-keys.ts). No client rule reaches it.
 */
export const reportSecretRef = (compeId: string) => compeRef(compeId).collection('secrets').doc('report');

/** compes/{compeId}/entries made from one registration — entrySchema: a participant's entries. */
export const entriesOfRegist = (compeId: string, registId: string) =>
  entriesRef(compeId).where('registId', '==', registId);

// オーダー (play/orders.ts): a tie's sealed orders

/** compes/{compeId}/orders/{stageId}_{tieId} — orderDocSchema (shared/schemas/order.ts). */
export const orderRef = (compeId: string, stageId: string, tieId: string) =>
  compeRef(compeId).collection('orders').doc(orderDocId(stageId, tieId));

/** compes/{compeId}/stages/{stageId} — stageSchema (shared/schemas/stage.ts): one stage. */
export const stageRef = (compeId: string, stageId: string) => stagesRef(compeId).doc(stageId);
