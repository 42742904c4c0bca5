/** compes/{compeId}. */
import { collection, deleteField, query, where } from 'firebase/firestore';
import { compeSchema, PODIUM_ROWS } from '@/shared/schemas/compe';
import { LIMITS } from '@/shared/schemas/limits';
import { presetTeamSettings } from '@/shared/team-settings';
import { describeFields, fail, pass } from '../support/fields';
import type { MatrixRow } from '../support/matrix';
import { CLUB, COMPE_RUNNERS, EVERYONE, INDIE, NOBODY, OTHER_CLUB, SIGNED_IN, USERS } from '../support/roles';
import { deriveShapeCases, withValue } from '../support/shape-cases';
import {
  AT,
  CANCELLED_COMPE,
  compe,
  DELETED_COMPE,
  EVENT_AT,
  customField,
  division,
  hall,
  INDIE_COMPE,
  INDIE_OWNER_UID,
  MULTI_EVENT,
  NEW_ID,
  NOW,
  PUBLISHED,
  WORLD,
} from '../support/world';

/** firestore.rules isRegistSettings says why; the zod schema checks them where they are used. */
const FIELDS_NOT_CHECKED = {
  'regist.fields[]': 'rules cannot check 20 custom fields one by one within 1,000 expressions',
  'divisions[]': 'rules cannot check 10 部門 one by one within 1,000 expressions (isCompe)',
  'hall.names[]': "rules cannot check 64 tables' names one by one within 1,000 expressions (isHall)",
};

/**
 * The competition that takes the most expressions to check (a request may evaluate at most 1,000):
 * every list at its cap and every optional part present. The unchecked elements are short (their
 * length costs no expression) to keep the coverage report small.
 */
const heaviest = (base: Record<string, unknown>) => ({
  ...base,
  regist: {
    ...(base.regist as object),
    fields: Array.from({ length: LIMITS.customFields }, (_, i) => customField({ id: `f${i}` })),
  },
  podium: Array.from({ length: PODIUM_ROWS }, () => ({ place: 3, name: 'あ'.repeat(LIMITS.personName) })),
  divisions: Array.from({ length: LIMITS.divisions }, (_, i) => division({ id: `d${i}` })),
  divisionLimit: LIMITS.divisions,
  hall: hall({
    tables: LIMITS.tables,
    label: 'あ'.repeat(LIMITS.tableLabel),
    names: Array.from({ length: LIMITS.tables }, () => 'A1'),
  }),
});

const retitle = () => ({ title: '新しい大会名', updatedAt: NOW() });
/** 大会設定 saving 部門 and the hall (lib/db/compes/save-compe-settings.ts). */
const multiEventSettings = () => ({ ...MULTI_EVENT, updatedAt: NOW() });

/** A finished competition's podium: two 3位, as a bracket without 3位決定戦 has. */
const PODIUM = [
  { place: 1, name: '山田 太郎' },
  { place: 2, name: '佐藤 花子' },
  { place: 3, name: '鈴木 一郎' },
  { place: 3, name: '高橋 次郎' },
];

/** The awards list as a competition kept it before each award became a document (one without 所属). */
const AWARDS = [
  { title: '敢闘賞', name: '伊藤 三郎', affiliation: '北高校' },
  { title: '特別賞', name: '渡辺 四郎', affiliation: '' },
];
const award = (over: Record<string, unknown> = {}) => ({
  title: 'あ'.repeat(LIMITS.awardTitle),
  name: 'い'.repeat(LIMITS.awardName),
  affiliation: 'う'.repeat(LIMITS.awardAffiliation),
  ...over,
});

export const compeRows: MatrixRow[] = [
  {
    name: 'compes/{compeId} · published',
    get: `compes/${PUBLISHED}`,
    list: {
      describe: 'where published == true',
      query: (db) => query(collection(db, 'compes'), where('published', '==', true)),
    },
    // With 部門 and the hall: who may write them is who may write the competition.
    create: { path: `compes/${NEW_ID}`, data: () => compe(NOW(), MULTI_EVENT) },
    update: { path: `compes/${PUBLISHED}`, data: retitle },
    delete: `compes/${PUBLISHED}`,
    // Deleting is the deleteCompe function's (tombstone, children) or, with registrations, cancelCompe's.
    allow: { get: EVERYONE, list: EVERYONE, create: COMPE_RUNNERS, update: COMPE_RUNNERS, delete: NOBODY },
  },
  {
    name: 'compes/{compeId} · unpublished',
    get: 'compes/compeUnpub',
    list: {
      describe: 'where clubId == the club',
      query: (db) => query(collection(db, 'compes'), where('clubId', '==', CLUB)),
    },
    create: { path: `compes/${NEW_ID}`, data: () => compe(NOW(), { published: false, ...MULTI_EVENT }) },
    update: { path: 'compes/compeUnpub', data: multiEventSettings },
    delete: 'compes/compeUnpub',
    allow: {
      get: COMPE_RUNNERS,
      list: COMPE_RUNNERS,
      create: COMPE_RUNNERS,
      update: COMPE_RUNNERS,
      delete: NOBODY,
    },
  },
  {
    name: 'compes/{compeId} · indie, unpublished',
    get: `compes/${INDIE_COMPE}`,
    list: {
      describe: "where clubId == 'indie' and owner == the owner's uid",
      query: (db) =>
        query(collection(db, 'compes'), where('clubId', '==', INDIE), where('owner', '==', INDIE_OWNER_UID)),
    },
    create: {
      path: `compes/${NEW_ID}`,
      data: (uid) => compe(NOW(), { clubId: INDIE, owner: uid ?? 'nobody', published: false }),
    },
    update: { path: `compes/${INDIE_COMPE}`, data: retitle },
    delete: `compes/${INDIE_COMPE}`,
    allow: {
      get: ['indieOwner'],
      list: ['indieOwner'],
      create: SIGNED_IN,
      update: ['indieOwner'],
      delete: NOBODY,
    },
  },
];

export function describeCompeFields(): void {
  const path = `compes/${NEW_ID}`;
  const created = compe(NOW(), MULTI_EVENT);
  describeFields('compes/{compeId} create (staff): shape', {
    role: 'staff',
    path,
    mode: 'create',
    cases: [
      ...deriveShapeCases(compeSchema, created, {
        serverTimes: ['createdAt', 'updatedAt'],
        fixed: ['clubId', 'regist.count'],
        skip: FIELDS_NOT_CHECKED,
      }),
      fail('regist.count other than 0', withValue(created, 'regist.count', 1)),
      fail('clubId of another club', { ...created, clubId: OTHER_CLUB }),
      fail('a document id with a dot', created, { path: 'compes/bad.id' }),
      pass('live.meetingUrl with http://', withValue(created, 'live.meetingUrl', 'http://meet.example/j/1')),
      fail(
        "live.meetingUrl 'javascript:alert(1)'",
        withValue(created, 'live.meetingUrl', 'javascript:alert(1)'),
      ),
      fail('live.meetingUrl with a space', withValue(created, 'live.meetingUrl', 'https://meet.example/a b')),
      pass('no custom fields', withValue(created, 'regist.fields', [])),
      pass(
        `${LIMITS.customFields} custom fields of the longest label and ${LIMITS.fieldOptions} options of ${LIMITS.option} characters`,
        withValue(
          created,
          'regist.fields',
          Array.from({ length: LIMITS.customFields }, (_, i) =>
            customField({
              id: `f${String(i).padStart(19, '0')}`,
              label: 'あ'.repeat(LIMITS.fieldLabel),
              options: Array.from({ length: LIMITS.fieldOptions }, () => 'あ'.repeat(LIMITS.option)),
            }),
          ),
        ),
      ),
      // 部門 and 会場の台 (docs/data-model.md "compes/{compeId}").
      pass('no 部門 (a competition of one event)', withValue(created, 'divisions', [])),
      pass('no 部門, no limit, no hall (a competition as before them)', {
        ...withValue(
          withValue(withValue(created, 'divisions', undefined), 'divisionLimit', undefined),
          'hall',
          undefined,
        ),
      }),
      pass(
        'the heaviest competition: 20 custom fields, 8 podium rows, 10 部門 and 64 named tables (under 1,000 expressions)',
        heaviest(created),
      ),
      pass(
        'a hall of no managed tables and no names',
        withValue(created, 'hall', hall({ tables: 0, names: [] })),
      ),
      pass('a hall whose names are empty (「3番台」)', withValue(created, 'hall.names', ['', '', 'A3'])),
      pass('indie, owner = self', { ...created, clubId: INDIE, owner: USERS.staff.uid }),
      fail('indie, owner = someone else', { ...created, clubId: INDIE, owner: INDIE_OWNER_UID }),
      fail('indie without an owner', withValue({ ...created, clubId: INDIE }, 'owner', undefined)),
      fail('created with the old awards list (awards are documents of their own)', {
        ...created,
        awards: AWARDS,
      }),
      pass('created by a super-user', created, { role: 'superUser' }),
      fail('created by a super-user whose e-mail is unverified', created, { role: 'superUnverified' }),
      fail('created already cancelled (only cancelCompe sets cancelledAt)', {
        ...created,
        cancelledAt: NOW(),
      }),
      // Issue 26: the id of a deleted competition, whose registrations may still be stored under
      // it, cannot be taken by anyone — in indie by any signed-in user, nor by the club's own staff.
      fail(
        'the id of a deleted competition (deletedCompes tombstone), in indie',
        { ...created, clubId: INDIE, owner: USERS.staff.uid },
        { path: `compes/${DELETED_COMPE}` },
      ),
      fail("the id of a deleted competition, by the club's staff", created, {
        path: `compes/${DELETED_COMPE}`,
      }),
    ],
  });

  // The whole stored compe rewritten (setDoc), with updatedAt = request.time, and a podium so its
  // cases are derived too.
  const stored = compe(AT);
  // Without 部門 and the hall: their shape is derived on create above (the emulator's coverage report
  // keeps each document at every expression that saw it, so the cases stay few and small).
  const rewritten = { ...stored, podium: PODIUM, updatedAt: NOW() };
  describeFields('compes/{compeId} update (staff): shape and fields', {
    role: 'staff',
    path: `compes/${PUBLISHED}`,
    mode: 'update',
    cases: [
      ...deriveShapeCases(compeSchema, rewritten, {
        serverTimes: ['updatedAt'],
        fixed: ['clubId', 'owner', 'createdAt', 'regist.count'],
        skip: FIELDS_NOT_CHECKED,
      }),
      fail('clubId changed', { ...rewritten, clubId: OTHER_CLUB }),
      fail('clubId changed to indie', { ...rewritten, clubId: INDIE }),
      fail('owner changed', { ...rewritten, owner: USERS.staff.uid }),
      fail('owner removed', withValue(rewritten, 'owner', undefined)),
      fail('createdAt changed', { ...rewritten, createdAt: NOW() }),
      fail('regist.count changed in the whole document', withValue(rewritten, 'regist.count', 3)),
      fail('regist.count changed alone', { 'regist.count': 1, updatedAt: NOW() }, { write: 'update' }),
      pass(
        'regist.capacity changed alone (count kept)',
        { 'regist.capacity': 50, updatedAt: NOW() },
        { write: 'update' },
      ),
      pass('published switched off', { published: false, updatedAt: NOW() }, { write: 'update' }),
      fail('a change without updatedAt = request.time', { title: '改題' }, { write: 'update' }),
      fail('a change with a client updatedAt', { title: '改題', updatedAt: AT }, { write: 'update' }),
      fail(
        'cancelled by a client (cancelledAt added)',
        { cancelledAt: NOW(), updatedAt: NOW() },
        { write: 'update' },
      ),
      fail(
        'a cancellation undone by a client (cancelledAt removed)',
        { ...compe(AT), updatedAt: NOW() },
        { path: `compes/${CANCELLED_COMPE}` },
      ),
      fail(
        "a cancellation's time changed by a client",
        { cancelledAt: EVENT_AT, updatedAt: NOW() },
        { path: `compes/${CANCELLED_COMPE}`, write: 'update' },
      ),
      pass('the heaviest competition rewritten whole (under 1,000 expressions)', heaviest(rewritten)),
      pass(
        '部門, their limit and the hall saved with 大会設定',
        {
          divisions: [division({ id: 'd3', name: '40歳以上', conditions: '40歳以上' })],
          divisionLimit: 1,
          hall: hall({ label: 'コート', names: [], callOrder: 'order', restMinutes: 0 }),
          updatedAt: NOW(),
        },
        { write: 'update' },
      ),
      pass(
        '団体 部門 with its teams’ settings (roster size and tie template) saved with 大会設定',
        {
          divisions: [
            division({
              id: 'd2',
              name: '団体戦（4単1複）',
              kind: 'team',
              team: presetTeamSettings('tt4s1d'),
            }),
            division({ id: 'd3', name: '将棋団体', kind: 'team', team: presetTeamSettings('board3') }),
          ],
          updatedAt: NOW(),
        },
        { write: 'update' },
      ),
      pass(
        '部門 and the hall removed',
        { divisions: deleteField(), divisionLimit: deleteField(), hall: deleteField(), updatedAt: NOW() },
        { write: 'update' },
      ),
      fail(
        `${LIMITS.divisions + 1} 部門 set alone`,
        { divisions: Array.from({ length: LIMITS.divisions + 1 }, () => division()), updatedAt: NOW() },
        { write: 'update' },
      ),
      fail(
        'the hall with a sixth key',
        { hall: { ...hall(), zzUnknown: 1 }, updatedAt: NOW() },
        { write: 'update' },
      ),
      fail('the hall without updatedAt = request.time', { hall: hall() }, { write: 'update' }),
      pass('podium set alone (setPodium)', { podium: PODIUM, updatedAt: NOW() }, { write: 'update' }),
      pass(
        `podium of ${PODIUM_ROWS} rows, names of ${LIMITS.personName} characters`,
        {
          podium: Array.from({ length: PODIUM_ROWS }, () => ({
            place: 3,
            name: 'あ'.repeat(LIMITS.personName),
          })),
          updatedAt: NOW(),
        },
        { write: 'update' },
      ),
      fail(
        `podium of ${PODIUM_ROWS + 1} rows`,
        {
          podium: Array.from({ length: PODIUM_ROWS + 1 }, () => ({ place: 3, name: '鈴木' })),
          updatedAt: NOW(),
        },
        { write: 'update' },
      ),
      fail(
        'podium row 8 with place 4 (every row is checked)',
        {
          podium: [
            ...Array.from({ length: PODIUM_ROWS - 1 }, () => ({ place: 3, name: '鈴木' })),
            { place: 4, name: '鈴木' },
          ],
          updatedAt: NOW(),
        },
        { write: 'update' },
      ),
      fail(
        'podium row with another key',
        { podium: [{ place: 1, name: '山田 太郎', entrant: 'e1' }], updatedAt: NOW() },
        { write: 'update' },
      ),
      fail('podium without updatedAt = request.time', { podium: PODIUM }, { write: 'update' }),
      fail('the old awards list added alone', { awards: AWARDS, updatedAt: NOW() }, { write: 'update' }),
      fail('the whole document rewritten with the old awards list added', { ...rewritten, awards: AWARDS }),
      pass(
        'a cancelled competition retitled, cancelledAt kept',
        { title: '改題', updatedAt: NOW() },
        { path: `compes/${CANCELLED_COMPE}`, write: 'update' },
      ),
    ],
  });

  describeFields('compes/{compeId} · indie: ownership', {
    role: 'indieOwner',
    path: `compes/${INDIE_COMPE}`,
    mode: 'update',
    cases: [
      pass('retitled by its owner', { title: '改題', updatedAt: NOW() }, { write: 'update' }),
      fail(
        'handed to someone else by its owner',
        { owner: 'indie-guest', updatedAt: NOW() },
        { write: 'update' },
      ),
      fail('moved to a club by its owner', { clubId: CLUB, updatedAt: NOW() }, { write: 'update' }),
      fail(
        'retitled by an indie user who has a claim on indie',
        { title: '乗っ取り', updatedAt: NOW() },
        {
          write: 'update',
          role: 'indieNonOwner',
        },
      ),
    ],
  });

  describeStoredAwards();
}

/**
 * compes/{compeId}.awards: where the awards were kept before each award became a document (docs/data-model.md "compes/{compeId}/awards/{slot}") (unchecked, a row of 100,000
 * characters passed). They are documents of their own now (compe-children.ts); the old list is
 * kept as stored by every client write until scripts/move-compe-awards.ts moves it.
 */
function describeStoredAwards(): void {
  const path = `compes/${PUBLISHED}`;
  const stored = { ...compe(AT), awards: AWARDS };
  describeFields('compes/{compeId} update (staff): the old awards list', {
    role: 'staff',
    path,
    mode: 'update',
    world: { ...WORLD, [path]: stored },
    cases: [
      pass('retitled, the old list kept', { title: '改題', updatedAt: NOW() }, { write: 'update' }),
      pass('the whole document rewritten with the old list as stored', { ...stored, updatedAt: NOW() }),
      fail('the old list changed', { awards: [AWARDS[1]], updatedAt: NOW() }, { write: 'update' }),
      fail(
        'a row of 100,000 characters written into the old list',
        { awards: [award({ affiliation: 'あ'.repeat(100_000) })], updatedAt: NOW() },
        { write: 'update' },
      ),
      fail(
        'the old list removed by a client',
        { awards: deleteField(), updatedAt: NOW() },
        { write: 'update' },
      ),
    ],
  });
}
