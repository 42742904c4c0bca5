/** mailbox, mails (read by the club's staff, written by functions), throttles and unknown paths. */
import { collection, query, where } from 'firebase/firestore';
import type { MatrixRow } from '../support/matrix';
import { CLUB, CLUB_STAFF, NOBODY } from '../support/roles';
import { mail, mailbox, NEW_ID, PUBLISHED } from '../support/world';

const nobody = { get: NOBODY, list: NOBODY, create: NOBODY, update: NOBODY, delete: NOBODY };

export const mailRows: MatrixRow[] = [
  {
    name: 'mailbox/{mailId}',
    get: 'mailbox/mailbox0001',
    list: {
      describe: 'where clubId == the club',
      query: (db) => query(collection(db, 'mailbox'), where('clubId', '==', CLUB)),
    },
    create: { path: `mailbox/${NEW_ID}`, data: () => mailbox() },
    update: { path: 'mailbox/mailbox0001', data: () => ({ subject: '書き換え' }) },
    delete: 'mailbox/mailbox0001',
    allow: { ...nobody, get: CLUB_STAFF, list: CLUB_STAFF },
  },
  {
    name: 'mails/{id}',
    get: 'mails/mail0001',
    list: {
      describe: 'where clubId == the club',
      query: (db) => query(collection(db, 'mails'), where('clubId', '==', CLUB)),
    },
    create: { path: `mails/${NEW_ID}`, data: () => mail() },
    update: { path: 'mails/mail0001', data: () => ({ state: 'sent' }) },
    delete: 'mails/mail0001',
    allow: { ...nobody, get: CLUB_STAFF, list: CLUB_STAFF },
  },
];

export const deniedRows: MatrixRow[] = [
  {
    name: 'throttles/**',
    get: 'throttles/contact/ips/127-0-0-1',
    list: {
      describe: 'all of the collection',
      query: (db) => query(collection(db, 'throttles', 'contact', 'ips')),
    },
    create: { path: `throttles/contact/ips/${NEW_ID}`, data: () => ({ count: 0 }) },
    update: { path: 'throttles/contact/ips/127-0-0-1', data: () => ({ count: 0 }) },
    delete: 'throttles/contact/ips/127-0-0-1',
    allow: nobody,
  },
  {
    // 出番のお知らせ claims (functions/src/reminder): nobody reads who was told of which match.
    name: 'compes/{c}/reminders/{registId}_{stageId}_{matchId}',
    get: `compes/${PUBLISHED}/reminders/regist0001_stage0001_W2-1`,
    list: {
      describe: 'all of the collection',
      query: (db) => query(collection(db, 'compes', PUBLISHED, 'reminders')),
    },
    create: {
      path: `compes/${PUBLISHED}/reminders/${NEW_ID}`,
      data: () => ({ registId: 'regist0001', stageId: 'stage0001', matchId: 'W1-1', reminder: '15m' }),
    },
    update: {
      path: `compes/${PUBLISHED}/reminders/regist0001_stage0001_W2-1`,
      data: () => ({ reminder: 'off' }),
    },
    delete: `compes/${PUBLISHED}/reminders/regist0001_stage0001_W2-1`,
    allow: nobody,
  },
  {
    name: 'deletedCompes/{compeId} (tombstones: the deleteCompe function only)',
    get: 'deletedCompes/compeGone',
    list: { describe: 'all of the collection', query: (db) => query(collection(db, 'deletedCompes')) },
    create: {
      path: `deletedCompes/${NEW_ID}`,
      data: () => ({ clubId: CLUB, deletedBy: 'x', deletedAt: new Date() }),
    },
    update: { path: 'deletedCompes/compeGone', data: () => ({ clubId: 'other' }) },
    // Removing a tombstone would free the id for a takeover.
    delete: 'deletedCompes/compeGone',
    allow: nobody,
  },
  {
    name: 'an unknown path (secrets/{id})',
    get: 'secrets/doc',
    list: { describe: 'all of the collection', query: (db) => query(collection(db, 'secrets')) },
    create: { path: `secrets/${NEW_ID}`, data: () => ({ anything: true }) },
    update: { path: 'secrets/doc', data: () => ({ anything: false }) },
    delete: 'secrets/doc',
    allow: nobody,
  },
];
