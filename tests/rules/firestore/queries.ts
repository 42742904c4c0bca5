/**
 * list: the app's own queries pass for the people who run them; the same queries without the
 * filter that makes them safe fail, whatever the data happens to contain. The allowed cases are
 * the app's own builders (src/lib/db/<collection>/refs.ts); the unsafe variants are written here.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { clubPublishedCompes, upcomingPublishedCompes } from '@/lib/db/compes/refs';
import { clubLinksByDate, clubPublishedLinks, ownLinksByDate } from '@/lib/db/links/refs';
import { clubMailbox } from '@/lib/db/mailbox/refs';
import { compeMails, mailboxMails } from '@/lib/db/mails/refs';
import { registsByNumber } from '@/lib/db/regists/refs';
import { conflictReports, matchReportsOf } from '@/lib/db/reports/refs';
import { openInvitations } from '@/lib/db/tickets/refs';
import { ensureSeeded } from '../support/emulator';
import { CLUB, dbAs, INDIE, OTHER_CLUB, ROLE_LABELS, USERS, type RoleName } from '../support/roles';
import { INDIE_OWNER_UID, PUBLISHED, WORLD } from '../support/world';

interface QueryCase {
  what: string;
  role: RoleName;
  allowed: boolean;
  query: (db: Firestore) => Query;
}

const links = (db: Firestore, clubId = CLUB) => collection(db, 'clubs', clubId, 'links');
const compes = (db: Firestore) => collection(db, 'compes');
const byDate = orderBy('eventedAt', 'desc');
const today = new Date('2026-06-01T00:00:00Z');

const CASES: QueryCase[] = [
  // Club page and 大会リスト
  {
    what: "a club's published links, by date",
    role: 'anonymous',
    allowed: true,
    query: (db) => clubPublishedLinks(db, CLUB),
  },
  {
    what: "a club's links without the published filter",
    role: 'anonymous',
    allowed: false,
    query: (db) => query(links(db), byDate),
  },
  {
    what: "a club's links without the published filter",
    role: 'stranger',
    allowed: false,
    query: (db) => query(links(db), byDate),
  },
  {
    what: "a club's links without the published filter",
    role: 'otherStaff',
    allowed: false,
    query: (db) => query(links(db), byDate),
  },
  {
    what: 'all links of their club (大会リスト)',
    role: 'staff',
    allowed: true,
    query: (db) => clubLinksByDate(db, CLUB),
  },
  {
    what: 'their own indie links (owner == uid)',
    role: 'indieOwner',
    allowed: true,
    query: (db) => ownLinksByDate(db, INDIE, INDIE_OWNER_UID),
  },
  {
    what: 'indie links without the owner filter',
    role: 'indieOwner',
    allowed: false,
    query: (db) => query(links(db, INDIE), byDate),
  },
  {
    what: 'their own indie links, having none',
    role: 'indieNonOwner',
    allowed: true,
    query: (db) => ownLinksByDate(db, INDIE, USERS.indieNonOwner.uid),
  },
  // Home: upcoming published compes (lib/db/compes/get-upcoming-compes.ts)
  {
    what: 'upcoming published compes',
    role: 'anonymous',
    allowed: true,
    query: (db) => upcomingPublishedCompes(db, today),
  },
  // Club page (lib/db/compes/get-club-compes.ts)
  {
    what: "a club's published compes, newest first",
    role: 'anonymous',
    allowed: true,
    query: (db) => clubPublishedCompes(db, CLUB),
  },
  {
    what: "a club's compes without the published filter",
    role: 'anonymous',
    allowed: false,
    query: (db) => query(compes(db), where('clubId', '==', CLUB), orderBy('eventedAt', 'desc')),
  },
  {
    what: 'upcoming compes without the published filter',
    role: 'anonymous',
    allowed: false,
    query: (db) => query(compes(db), where('eventedAt', '>=', today), orderBy('eventedAt'), limit(12)),
  },
  {
    what: "their club's compes",
    role: 'staff',
    allowed: true,
    query: (db) => query(compes(db), where('clubId', '==', CLUB)),
  },
  { what: 'all compes', role: 'staff', allowed: false, query: (db) => query(compes(db)) },
  {
    what: "another club's compes",
    role: 'staff',
    allowed: false,
    query: (db) => query(compes(db), where('clubId', '==', OTHER_CLUB)),
  },
  {
    what: 'their own indie compes',
    role: 'indieOwner',
    allowed: true,
    query: (db) => query(compes(db), where('clubId', '==', INDIE), where('owner', '==', INDIE_OWNER_UID)),
  },
  {
    what: 'indie compes without the owner filter',
    role: 'indieOwner',
    allowed: false,
    query: (db) => query(compes(db), where('clubId', '==', INDIE)),
  },
  {
    what: 'their own compes without the clubId filter (the rules cannot tell indie ones)',
    role: 'indieOwner',
    allowed: false,
    query: (db) => query(compes(db), where('owner', '==', INDIE_OWNER_UID)),
  },
  // 基本設定: pending invitations; /god: open invitations
  {
    what: "their club's open invitations",
    role: 'admin',
    allowed: true,
    query: (db) => openInvitations(db, CLUB),
  },
  {
    what: "their club's tickets",
    role: 'staff',
    allowed: true,
    query: (db) => query(collection(db, 'tickets'), where('clubId', '==', CLUB)),
  },
  { what: 'all tickets', role: 'staff', allowed: false, query: (db) => query(collection(db, 'tickets')) },
  {
    what: 'open invitations of any club',
    role: 'admin',
    allowed: false,
    query: (db) => query(collection(db, 'tickets'), where('code', '==', 'auth')),
  },
  {
    what: "another club's tickets",
    role: 'staff',
    allowed: false,
    query: (db) => query(collection(db, 'tickets'), where('clubId', '==', OTHER_CLUB)),
  },
  {
    what: 'open invitations of every club (/god)',
    role: 'superUser',
    allowed: true,
    query: (db) => openInvitations(db),
  },
  {
    what: 'all tickets',
    role: 'superUnverified',
    allowed: false,
    query: (db) => query(collection(db, 'tickets')),
  },
  { what: 'all tickets', role: 'anonymous', allowed: false, query: (db) => query(collection(db, 'tickets')) },
  // メール送信 / メール結果
  {
    what: "their club's mailbox, newest first",
    role: 'staff',
    allowed: true,
    query: (db) => clubMailbox(db, CLUB, 50),
  },
  {
    what: 'the whole mailbox',
    role: 'staff',
    allowed: false,
    query: (db) => query(collection(db, 'mailbox')),
  },
  {
    what: 'the mails of one mailbox message',
    role: 'staff',
    allowed: true,
    query: (db) => mailboxMails(db, CLUB, 'mailbox0001'),
  },
  {
    what: 'the mails of one mailbox message without the clubId filter',
    role: 'staff',
    allowed: false,
    query: (db) => query(collection(db, 'mails'), where('mailboxId', '==', 'mailbox0001')),
  },
  {
    what: "the mails of one competition's registrations (delivery column)",
    role: 'staff',
    allowed: true,
    query: (db) => compeMails(db, CLUB, PUBLISHED),
  },
  {
    what: 'the mails of one competition without the clubId filter',
    role: 'staff',
    allowed: false,
    query: (db) => query(collection(db, 'mails'), where('compeId', '==', PUBLISHED)),
  },
  { what: 'every mail', role: 'superUser', allowed: false, query: (db) => query(collection(db, 'mails')) },
  // 参加申込リスト and メール送信
  {
    what: 'the registrations of their club’s competition, by number',
    role: 'staff',
    allowed: true,
    query: (db) => registsByNumber(db, PUBLISHED),
  },
  {
    what: 'the registrations of another club’s competition',
    role: 'otherStaff',
    allowed: false,
    query: (db) => registsByNumber(db, PUBLISHED),
  },
  // 要確認 on 対戦: the competition's reports (docs/play.md "Reporting results from the floor").
  {
    what: "a competition's reports",
    role: 'staff',
    allowed: true,
    query: (db) => matchReportsOf(db, PUBLISHED),
  },
  {
    what: "a competition's disagreeing reports",
    role: 'staff',
    allowed: true,
    query: (db) => conflictReports(db, PUBLISHED),
  },
  {
    what: "a published competition's reports, as a viewer",
    role: 'anonymous',
    allowed: false,
    query: (db) => matchReportsOf(db, PUBLISHED),
  },
  {
    what: "another club's competition's reports",
    role: 'otherStaff',
    allowed: false,
    query: (db) => conflictReports(db, PUBLISHED),
  },
];

export function describeQueries(): void {
  describe('list: the app’s queries pass, the same without their filter fail', () => {
    beforeEach(async () => {
      await ensureSeeded(WORLD);
    });
    for (const c of CASES) {
      it(`${ROLE_LABELS[c.role]} ${c.allowed ? 'may' : 'may not'} list ${c.what}`, async () => {
        const result = getDocs(c.query(dbAs(c.role)));
        if (c.allowed) await assertSucceeds(result);
        else await assertFails(result);
      });
    }
  });
}
