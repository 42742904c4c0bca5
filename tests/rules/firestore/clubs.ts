/** clubs/{clubId}, clubs/{clubId}/members/{uid} and clubs/{clubId}/links/{compeId}. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, query, where, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { clubsRef } from '@/lib/db/clubs/refs';
import { membersRef } from '@/lib/db/members/refs';
import { clubContactSchema, clubSchema, RESERVED_CLUB_IDS } from '@/shared/schemas/club';
import { linkSchema } from '@/shared/schemas/compe';
import { ensureSeeded, tracked } from '../support/emulator';
import { describeFields, fail, pass } from '../support/fields';
import type { MatrixRow } from '../support/matrix';
import {
  CLUB,
  COMPE_RUNNERS,
  dbAs,
  EVERYONE,
  INDIE,
  NOBODY,
  OTHER_CLUB,
  USERS,
  type RoleName,
} from '../support/roles';
import { deriveShapeCases, withValue } from '../support/shape-cases';
import {
  AT,
  CANCELLED_COMPE,
  club,
  clubContact,
  DELETED_COMPE,
  GUEST_INDIE_COMPE,
  INDIE_COMPE,
  INDIE_OWNER_UID,
  link,
  member,
  NEW_ID,
  NOW,
  OTHER_COMPE,
  PUBLISHED,
  UNPUBLISHED,
  WORLD,
} from '../support/world';

const STAFF_AND_SUPER: readonly RoleName[] = ['staff', 'admin', 'superUser'];

const rename = () => ({ clubName: '新しい名前', updatedAt: NOW() });

export const clubRows: MatrixRow[] = [
  {
    name: 'clubs/{clubId}',
    get: `clubs/${CLUB}`,
    list: { describe: 'all clubs (神ページ)', query: (db) => query(clubsRef(db)) },
    create: { path: 'clubs/newclub', data: () => club(NOW()) },
    update: { path: `clubs/${CLUB}`, data: rename },
    delete: `clubs/${CLUB}`,
    allow: {
      get: EVERYONE,
      list: EVERYONE,
      create: ['superUser'],
      update: ['admin', 'superUser'],
      delete: ['superUser'],
    },
  },
];

// The club's addresses: public before, harvestable by anyone who read the club list; now its staff
// read them and only its admins (or super-users) write them.
export const clubContactRows: MatrixRow[] = [
  {
    name: 'clubs/{clubId}/private/contact',
    get: `clubs/${CLUB}/private/contact`,
    list: {
      describe: 'the whole private folder',
      query: (db) => query(collection(db, 'clubs', CLUB, 'private')),
    },
    create: { path: `clubs/${CLUB}/private/contact`, data: () => clubContact(NOW()) },
    update: { path: `clubs/${CLUB}/private/contact`, data: () => clubContact(NOW(), { emails: [] }) },
    delete: `clubs/${CLUB}/private/contact`,
    allow: {
      get: STAFF_AND_SUPER,
      list: NOBODY,
      create: ['admin', 'superUser'],
      update: ['admin', 'superUser'],
      delete: ['superUser'],
    },
  },
];

export const memberRows: MatrixRow[] = [
  {
    name: 'clubs/{clubId}/members/{uid}',
    get: `clubs/${CLUB}/members/${USERS.staff.uid}`,
    list: { describe: 'all of the club (基本設定)', query: (db) => query(membersRef(db, CLUB)) },
    create: { path: `clubs/${CLUB}/members/${NEW_ID}`, data: () => member() },
    update: { path: `clubs/${CLUB}/members/${USERS.staff.uid}`, data: () => ({ role: 'admin' }) },
    delete: `clubs/${CLUB}/members/${USERS.staff.uid}`,
    allow: { get: STAFF_AND_SUPER, list: STAFF_AND_SUPER, create: NOBODY, update: NOBODY, delete: NOBODY },
  },
];

const retitle = () => ({ title: '新しい大会名' });
const clubLinks = (db: Parameters<MatrixRow['list']['query']>[0]) => collection(db, 'clubs', CLUB, 'links');

export const linkRows: MatrixRow[] = [
  {
    name: 'clubs/{clubId}/links/{compeId} · published',
    get: `clubs/${CLUB}/links/${PUBLISHED}`,
    list: {
      describe: 'where published == true',
      query: (db) => query(clubLinks(db), where('published', '==', true)),
    },
    // A link is written for a competition of the club (firestore.rules pointsAtOwnCompe): the
    // seeded link is removed first, then created again.
    create: { path: `clubs/${CLUB}/links/${PUBLISHED}`, data: () => link(PUBLISHED) },
    update: { path: `clubs/${CLUB}/links/${PUBLISHED}`, data: retitle },
    delete: `clubs/${CLUB}/links/${PUBLISHED}`,
    allow: {
      get: EVERYONE,
      list: EVERYONE,
      create: COMPE_RUNNERS,
      update: COMPE_RUNNERS,
      delete: COMPE_RUNNERS,
    },
  },
  {
    name: 'clubs/{clubId}/links/{compeId} · unpublished',
    get: `clubs/${CLUB}/links/${UNPUBLISHED}`,
    list: { describe: 'all of the club', query: (db) => query(clubLinks(db)) },
    create: {
      path: `clubs/${CLUB}/links/${UNPUBLISHED}`,
      data: () => link(UNPUBLISHED, { owner: USERS.staff.uid, published: false }),
    },
    update: { path: `clubs/${CLUB}/links/${UNPUBLISHED}`, data: retitle },
    delete: `clubs/${CLUB}/links/${UNPUBLISHED}`,
    allow: {
      get: COMPE_RUNNERS,
      list: COMPE_RUNNERS,
      create: COMPE_RUNNERS,
      update: COMPE_RUNNERS,
      delete: COMPE_RUNNERS,
    },
  },
  {
    name: 'clubs/indie/links/{compeId} · owned, unpublished',
    get: `clubs/${INDIE}/links/${INDIE_COMPE}`,
    list: {
      describe: "where owner == the owner's uid",
      query: (db) => query(collection(db, 'clubs', INDIE, 'links'), where('owner', '==', INDIE_OWNER_UID)),
    },
    // Anyone signed in may host in indie, but a link only for a competition they own (docs/data-model.md "clubs/{clubId}/links/{compeId}":
    // before, any signed-in user could list another's competition, or any title, there).
    create: {
      path: `clubs/${INDIE}/links/${INDIE_COMPE}`,
      data: (uid) => link(INDIE_COMPE, { owner: uid ?? 'nobody', published: false }),
    },
    update: { path: `clubs/${INDIE}/links/${INDIE_COMPE}`, data: retitle },
    delete: `clubs/${INDIE}/links/${INDIE_COMPE}`,
    allow: {
      get: ['indieOwner'],
      list: ['indieOwner'],
      create: ['indieOwner'],
      update: ['indieOwner'],
      delete: ['indieOwner'],
    },
  },
];

export function describeClubFields(): void {
  const created = club(NOW());
  describeFields('clubs/{clubId} create (super-user): shape', {
    role: 'superUser',
    path: 'clubs/newclub',
    mode: 'create',
    cases: [
      ...deriveShapeCases(clubSchema, created, { serverTimes: ['updatedAt'] }),
      pass("the id 'indie' (the shared club)", created, { path: `clubs/${INDIE}` }),
      pass('an id of 30 characters', created, { path: `clubs/${'a'.repeat(30)}` }),
      fail('an id of 31 characters', created, { path: `clubs/${'a'.repeat(31)}` }),
      fail('an id with capitals', created, { path: 'clubs/NewClub' }),
      fail('an id starting with a hyphen', created, { path: 'clubs/-club' }),
      ...RESERVED_CLUB_IDS.map((id) => fail(`the reserved id '${id}'`, created, { path: `clubs/${id}` })),
      // A claims map is a plain object: a club `constructor` would find Object.prototype's function.
      fail("the id 'constructor' (an Object.prototype key)", created, { path: 'clubs/constructor' }),
      // The club document is public: the addresses must never be written back onto it.
      fail('the addresses on the public document', { ...created, emails: ['info@club.example'] }),
    ],
  });

  const contact = clubContact(NOW());
  describeFields('clubs/{clubId}/private/contact create (admin): shape', {
    role: 'admin',
    path: `clubs/${CLUB}/private/contact`,
    mode: 'create',
    cases: [
      ...deriveShapeCases(clubContactSchema, contact, { serverTimes: ['updatedAt'] }),
      pass('no addresses at all', { ...contact, emails: [] }),
      fail('10 e-mails, one of them not an address', {
        ...contact,
        emails: [...Array(9).fill('a@b.example'), 'nope'],
      }),
      fail('11 e-mails', { ...contact, emails: Array(11).fill('a@b.example') }),
      fail('another document than contact', contact, { path: `clubs/${CLUB}/private/other` }),
      fail("an admin of another club writing this club's addresses", contact, {
        path: `clubs/${OTHER_CLUB}/private/contact`,
      }),
    ],
  });

  // The admin rewrites the whole club document: every club field may change, order may not.
  const stored = club(AT);
  const updated = club(NOW());
  describeFields('clubs/{clubId} update (admin): shape and fields', {
    role: 'admin',
    path: `clubs/${CLUB}`,
    mode: 'update',
    cases: [
      ...deriveShapeCases(clubSchema, updated, { serverTimes: ['updatedAt'], fixed: ['order'] }),
      fail('order changed by an admin (super-user only)', { ...updated, order: 5 }),
      pass('order changed by a super-user', { ...updated, order: 5 }, { role: 'superUser' }),
      fail(
        'order changed by a super-user whose e-mail is unverified',
        { ...updated, order: 5 },
        { role: 'superUnverified' },
      ),
      fail('an update without updatedAt = request.time', { clubName: '新しい名前' }, { write: 'update' }),
      fail('the stored document unchanged (updatedAt kept)', stored),
      fail('a staff member (not admin) renaming the club', updated, { role: 'staff' }),
      fail('the addresses written back onto the public document', { ...updated, emails: ['x@club.example'] }),
    ],
  });
}

export function describeLinkFields(): void {
  const path = `clubs/${CLUB}/links/${PUBLISHED}`;
  const created = link(PUBLISHED, { owner: 'someone' });
  describeFields('clubs/{clubId}/links/{compeId} create (staff): shape', {
    role: 'staff',
    path,
    mode: 'create',
    cases: [
      ...deriveShapeCases(linkSchema, created, { fixed: ['compeId'] }),
      fail('compeId other than the document id', { ...created, compeId: 'another' }),
      fail('a document id with a dot', link('bad.id'), { path: `clubs/${CLUB}/links/bad.id` }),
      fail('a link in another club', created, { path: `clubs/other/links/${PUBLISHED}` }),
      fail('created already cancelled (only cancelCompe marks a link)', { ...created, cancelled: true }),
      // Issue 38: deleted and created again, a called-off competition's link showed it as on.
      fail(
        "a cancelled competition's link created without its 中止 mark",
        link(CANCELLED_COMPE, { published: false }),
        { path: `clubs/${CLUB}/links/${CANCELLED_COMPE}` },
      ),
      fail(
        "a cancelled competition's link created with cancelled: false",
        link(CANCELLED_COMPE, { published: false, cancelled: false }),
        { path: `clubs/${CLUB}/links/${CANCELLED_COMPE}` },
      ),
      pass(
        "a cancelled competition's link created with its 中止 mark",
        link(CANCELLED_COMPE, { published: false, cancelled: true }),
        { path: `clubs/${CLUB}/links/${CANCELLED_COMPE}` },
      ),
      pass('created by a super-user', created, { role: 'superUser' }),
      fail('created by a super-user whose e-mail is unverified', created, { role: 'superUnverified' }),
      fail('a link to no competition (nothing at compes/{compeId})', link(NEW_ID), {
        path: `clubs/${CLUB}/links/${NEW_ID}`,
      }),
      fail("a link in this club to another club's competition", link(OTHER_COMPE), {
        path: `clubs/${CLUB}/links/${OTHER_COMPE}`,
      }),
      fail('a link in this club to an indie competition', link(INDIE_COMPE), {
        path: `clubs/${CLUB}/links/${INDIE_COMPE}`,
      }),
    ],
  });

  const stored = link(UNPUBLISHED, { owner: 'staff', published: false });
  const unpublished = `clubs/${CLUB}/links/${UNPUBLISHED}`;
  describeFields('clubs/{clubId}/links/{compeId} update (staff): fields', {
    role: 'staff',
    path: `clubs/${CLUB}/links/${PUBLISHED}`,
    mode: 'update',
    cases: [
      pass(
        'title, shortTitle, eventedAt and published changed',
        {
          title: '改題',
          shortTitle: '改',
          eventedAt: AT,
          published: false,
        },
        { write: 'update' },
      ),
      fail('compeId changed', { compeId: 'another' }, { write: 'update' }),
      fail('owner added', { owner: 'someone' }, { write: 'update' }),
      fail('an unknown key added', { zzUnknown: 1 }, { write: 'update' }),
      fail('title over the cap', { title: 'あ'.repeat(81) }, { write: 'update' }),
      pass('the whole link rewritten, owner kept', { ...stored, title: '改題' }, { path: unpublished }),
      fail('the whole link rewritten without its owner', withValue(stored, 'owner', undefined), {
        path: unpublished,
      }),
      fail('owner changed', { owner: 'staff-2' }, { path: unpublished, write: 'update' }),
      fail('marked cancelled by a client', { cancelled: true }, { write: 'update' }),
      fail(
        "a cancelled competition's mark removed",
        { cancelled: false },
        { path: `clubs/${CLUB}/links/${CANCELLED_COMPE}`, write: 'update' },
      ),
      pass(
        "a cancelled competition's link retitled, the mark kept",
        { title: '改題' },
        { path: `clubs/${CLUB}/links/${CANCELLED_COMPE}`, write: 'update' },
      ),
    ],
  });

  const indiePath = `clubs/${INDIE}/links/${GUEST_INDIE_COMPE}`;
  const own = (over: DocumentData = {}) => link(GUEST_INDIE_COMPE, { owner: 'indie-guest', ...over });
  describeFields('clubs/indie/links/{compeId}: ownership', {
    role: 'indieNonOwner',
    path: indiePath,
    mode: 'create',
    cases: [
      pass('created with owner = self, for their own competition', own()),
      fail('created with owner = someone else', own({ owner: INDIE_OWNER_UID })),
      fail('created without an owner', withValue(own(), 'owner', undefined)),
      // Issue 26 (indie link squatting): a link with any title, for a competition that is not theirs.
      fail(
        "created with owner = self for another host's competition",
        link(INDIE_COMPE, { owner: 'indie-guest', title: '乗っ取り' }),
        { path: `clubs/${INDIE}/links/${INDIE_COMPE}` },
      ),
      fail('created with owner = self for no competition', link(NEW_ID, { owner: 'indie-guest' }), {
        path: `clubs/${INDIE}/links/${NEW_ID}`,
      }),
      fail("created with owner = self for a club's competition", link(PUBLISHED, { owner: 'indie-guest' }), {
        path: `clubs/${INDIE}/links/${PUBLISHED}`,
      }),
      fail(
        "the owner's link retitled by someone else",
        { title: '乗っ取り' },
        {
          path: `clubs/${INDIE}/links/${INDIE_COMPE}`,
          write: 'update',
        },
      ),
      fail(
        "the owner's link handed to someone else by its owner",
        { owner: 'indie-guest' },
        {
          role: 'indieOwner',
          path: `clubs/${INDIE}/links/${INDIE_COMPE}`,
          write: 'update',
        },
      ),
      pass(
        "the owner's link retitled by its owner",
        { title: '改題' },
        {
          role: 'indieOwner',
          path: `clubs/${INDIE}/links/${INDIE_COMPE}`,
          write: 'update',
        },
      ),
    ],
  });

  describeLinkDeletes();
}

/**
 * Deleting a link (the app never does; cancelCompe and deleteCompe work with the admin SDK): not
 * the link of a cancelled competition, which would come back without its 中止 mark (docs/data-model.md "clubs/{clubId}/links/{compeId}"), nor
 * one whose competition is gone (the rules cannot read it); a running competition's may go.
 */
function describeLinkDeletes(): void {
  const cancelled = `clubs/${CLUB}/links/${CANCELLED_COMPE}`;
  const orphan = `clubs/${CLUB}/links/${DELETED_COMPE}`;
  const running = `clubs/${CLUB}/links/${PUBLISHED}`;
  const world = { ...WORLD, [orphan]: link(DELETED_COMPE, { published: false }) };
  const cases: { name: string; role: RoleName; path: string; allowed: boolean }[] = [
    {
      name: "a cancelled competition's link, by the club's staff",
      role: 'staff',
      path: cancelled,
      allowed: false,
    },
    {
      name: "a cancelled competition's link, by the club's admin",
      role: 'admin',
      path: cancelled,
      allowed: false,
    },
    {
      name: "a cancelled competition's link, by a super-user",
      role: 'superUser',
      path: cancelled,
      allowed: false,
    },
    { name: 'a link whose competition is gone, by staff', role: 'staff', path: orphan, allowed: false },
    { name: "a running competition's link, by staff", role: 'staff', path: running, allowed: true },
  ];
  describe('clubs/{clubId}/links/{compeId} delete: the 中止 mark stays', () => {
    beforeEach(async () => {
      await ensureSeeded(world);
    });
    for (const c of cases) {
      it(`${c.allowed ? 'accepts' : 'refuses'} deleting ${c.name}`, async () => {
        const write = tracked(deleteDoc(doc(dbAs(c.role), c.path)));
        if (c.allowed) await assertSucceeds(write);
        else await assertFails(write);
      });
    }
  });
}
