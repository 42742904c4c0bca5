/** tickets/{ticketId}: auth tickets (invitations) and regist tickets (参加票). */
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, query, where } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { authTicketSchema } from '@/shared/schemas/ticket';
import { ensureSeeded } from '../support/emulator';
import { describeFields, fail, pass } from '../support/fields';
import type { MatrixRow } from '../support/matrix';
import {
  CLUB,
  dbAs,
  EVERYONE,
  INDIE,
  NOBODY,
  OTHER_CLUB,
  ROLE_LABELS,
  ROLE_NAMES,
  USERS,
} from '../support/roles';
import { deriveShapeCases, withValue } from '../support/shape-cases';
import {
  AT,
  AUTH_TICKET,
  authTicket,
  CLOSED_TICKET,
  INDIE_AUTH_TICKET,
  INDIE_COMPE,
  NEW_TICKET,
  NOW,
  PUBLISHED,
  REGIST_TICKET,
  registTicket,
  SHORT_TICKET,
  STAFF_INVITED_TICKET,
  WORLD,
} from '../support/world';

const close = () => ({ isClosed: true, closedAt: NOW() });
const tickets = (db: Parameters<MatrixRow['list']['query']>[0]) => collection(db, 'tickets');

export const ticketRows: MatrixRow[] = [
  {
    name: 'tickets/{ticketId} · auth, club',
    get: `tickets/${AUTH_TICKET}`,
    list: {
      describe: 'where clubId == the club',
      query: (db) => query(tickets(db), where('clubId', '==', CLUB)),
    },
    create: {
      path: `tickets/${NEW_TICKET}`,
      data: (uid) => authTicket(NOW(), { inviter: uid ?? 'nobody' }),
    },
    update: { path: `tickets/${AUTH_TICKET}`, data: close },
    delete: `tickets/${AUTH_TICKET}`,
    allow: {
      get: EVERYONE,
      list: ['staff', 'admin', 'superUser'],
      create: ['admin', 'superUser'],
      update: ['admin', 'superUser'],
      delete: NOBODY,
    },
  },
  {
    name: 'tickets/{ticketId} · regist',
    get: `tickets/${REGIST_TICKET}`,
    list: {
      describe: "where clubId == the club and code == 'regist'",
      query: (db) => query(tickets(db), where('clubId', '==', CLUB), where('code', '==', 'regist')),
    },
    create: { path: `tickets/${NEW_TICKET}`, data: () => registTicket() },
    update: { path: `tickets/${REGIST_TICKET}`, data: () => ({ status: 'cancelled' }) },
    delete: `tickets/${REGIST_TICKET}`,
    allow: {
      get: EVERYONE,
      list: ['staff', 'admin', 'superUser'],
      create: NOBODY,
      update: NOBODY,
      delete: NOBODY,
    },
  },
  {
    name: 'tickets/{ticketId} · auth, indie',
    get: `tickets/${INDIE_AUTH_TICKET}`,
    list: {
      describe: "where clubId == 'indie'",
      query: (db) => query(tickets(db), where('clubId', '==', INDIE)),
    },
    create: {
      path: `tickets/${NEW_TICKET}`,
      data: (uid) =>
        authTicket(NOW(), {
          clubId: INDIE,
          clubName: 'インディーズ大会',
          compeId: INDIE_COMPE,
          inviter: uid ?? 'nobody',
        }),
    },
    update: { path: `tickets/${INDIE_AUTH_TICKET}`, data: close },
    delete: `tickets/${INDIE_AUTH_TICKET}`,
    allow: {
      get: EVERYONE,
      list: ['superUser'],
      create: ['indieOwner'],
      update: ['indieOwner', 'superUser'],
      delete: NOBODY,
    },
  },
];

export function describeTicketFields(): void {
  const path = `tickets/${NEW_TICKET}`;
  const created = authTicket(NOW(), { inviter: USERS.admin.uid });
  describeFields('tickets/{ticketId} create an auth ticket (admin): shape', {
    role: 'admin',
    path,
    mode: 'create',
    cases: [
      ...deriveShapeCases(authTicketSchema, created, {
        serverTimes: ['createdAt'],
        fixed: ['inviter', 'clubId'],
      }),
      fail('created closed', { ...created, isClosed: true }),
      fail('created with closedAt', { ...created, closedAt: NOW() }),
      fail('inviter other than self', { ...created, inviter: USERS.staff.uid }),
      fail('for another club', { ...created, clubId: OTHER_CLUB }),
      pass('an id of exactly 20 characters', created, { path: `tickets/${'t'.repeat(20)}` }),
      pass('an id of 40 characters', created, { path: `tickets/${'t'.repeat(40)}` }),
      fail('an id of 19 characters (too easy to guess)', created, { path: `tickets/${'t'.repeat(19)}` }),
      fail('an id of 41 characters', created, { path: `tickets/${'t'.repeat(41)}` }),
      fail('an id with a dot', created, { path: `tickets/${'t'.repeat(19)}.` }),
      pass(
        'by a super-user for any club',
        { ...created, inviter: USERS.superUser.uid, clubId: OTHER_CLUB },
        {
          role: 'superUser',
        },
      ),
      fail(
        'by a super-user naming someone else as inviter',
        { ...created, clubId: OTHER_CLUB },
        { role: 'superUser' },
      ),
      fail('a regist ticket by an admin', registTicket()),
    ],
  });

  const indie = authTicket(NOW(), {
    clubId: INDIE,
    clubName: 'インディーズ大会',
    compeId: INDIE_COMPE,
    inviter: USERS.indieOwner.uid,
  });
  describeFields('tickets/{ticketId} create an indie auth ticket: the compe owner only', {
    role: 'indieOwner',
    path,
    mode: 'create',
    cases: [
      pass('for their own compe', indie),
      fail('without a compeId', withValue(indie, 'compeId', undefined)),
      fail("for a club's compe", { ...indie, compeId: PUBLISHED }),
      fail('for a compe that does not exist', { ...indie, compeId: 'noSuchCompe' }),
      fail(
        "for the owner's compe by someone else who claims indie",
        { ...indie, inviter: USERS.indieNonOwner.uid },
        {
          role: 'indieNonOwner',
        },
      ),
    ],
  });

  const update = { write: 'update' as const };
  describeFields('tickets/{ticketId} close (admin): isClosed and closedAt only', {
    role: 'admin',
    path: `tickets/${AUTH_TICKET}`,
    mode: 'update',
    cases: [
      pass('closed now', close(), update),
      fail('closed without closedAt', { isClosed: true }, update),
      fail('closed at a time the client chose', { isClosed: true, closedAt: AT }, update),
      fail('closedAt without closing', { closedAt: NOW() }, update),
      fail('closed and promoted to admin', { ...close(), role: 'admin' }, update),
      fail('closed and sent to another address', { ...close(), email: 'me@example.com' }, update),
      fail('closed and code changed', { ...close(), code: 'regist' }, update),
      fail('closed and inviter changed', { ...close(), inviter: USERS.admin.uid }, update),
      fail('closed and clubId changed', { ...close(), clubId: OTHER_CLUB }, update),
      fail('closed and createdAt changed', { ...close(), createdAt: NOW() }, update),
      fail('closed twice', close(), { ...update, path: `tickets/${CLOSED_TICKET}` }),
      fail('reopened', { isClosed: false }, { ...update, path: `tickets/${CLOSED_TICKET}` }),
      pass('closed by its inviter, no longer an admin', close(), {
        ...update,
        role: 'staff',
        path: `tickets/${STAFF_INVITED_TICKET}`,
      }),
      fail('closed by staff who did not invite', close(), { ...update, role: 'staff' }),
    ],
  });

  describe('tickets/{ticketId} get: the id is the secret', () => {
    beforeEach(async () => {
      await ensureSeeded(WORLD);
    });
    for (const role of ROLE_NAMES) {
      it(`${ROLE_LABELS[role]} may not get a ticket whose id is shorter than 20 characters`, async () => {
        await assertFails(getDoc(doc(dbAs(role), 'tickets', SHORT_TICKET)));
      });
    }
  });
}
