/** compes/{compeId}/units, entries, awards, live/board and regists: governed by the parent compe. */
import { collection, query, Timestamp, type DocumentData } from 'firebase/firestore';
import { awardSchema } from '@/shared/schemas/compe';
import { entrySchema } from '@/shared/schemas/entry';
import { LIMITS } from '@/shared/schemas/limits';
import { REGIST_STATUSES } from '@/shared/schemas/regist';
import { boardSchema, unitSchema } from '@/shared/schemas/unit';
import { describeFields, fail, pass, type FieldCase } from '../support/fields';
import type { MatrixRow } from '../support/matrix';
import { COMPE_RUNNERS, EVERYONE, NOBODY, type RoleName } from '../support/roles';
import { deriveShapeCases, withValue } from '../support/shape-cases';
import {
  AT,
  award,
  board,
  boardUnit,
  entry,
  INDIE_COMPE,
  NEW_ID,
  NOW,
  PUBLISHED,
  regist,
  unit,
  UNPUBLISHED,
  WORLD,
} from '../support/world';

export interface Parent {
  compeId: string;
  state: string;
  readers: readonly RoleName[];
  runners: readonly RoleName[];
}

export const PARENTS: Parent[] = [
  { compeId: PUBLISHED, state: 'published compe', readers: EVERYONE, runners: COMPE_RUNNERS },
  { compeId: UNPUBLISHED, state: 'unpublished compe', readers: COMPE_RUNNERS, runners: COMPE_RUNNERS },
  { compeId: INDIE_COMPE, state: 'indie compe', readers: ['indieOwner'], runners: ['indieOwner'] },
];

function childRows(
  sub: 'units' | 'entries',
  id: string,
  create: () => DocumentData,
  update: () => DocumentData,
): MatrixRow[] {
  return PARENTS.map(({ compeId, state, readers, runners }) => ({
    name: `compes/{compeId}/${sub}/{id} · ${state}`,
    get: `compes/${compeId}/${sub}/${id}`,
    list: {
      describe: `all ${sub} of the compe`,
      query: (db) => query(collection(db, 'compes', compeId, sub)),
    },
    create: { path: `compes/${compeId}/${sub}/${NEW_ID}`, data: create },
    update: { path: `compes/${compeId}/${sub}/${id}`, data: update },
    delete: `compes/${compeId}/${sub}/${id}`,
    allow: { get: readers, list: readers, create: runners, update: runners, delete: runners },
  }));
}

export const unitRows = childRows(
  'units',
  'unit0001',
  () => unit(),
  () => ({ title: '100m 決勝', kind: 'final' }),
);
export const entryRows = childRows(
  'entries',
  'entry0001',
  () => entry(),
  () => ({ name: '山田次郎' }),
);

/**
 * The awards the organiser names (docs/data-model.md "compes/{compeId}/awards/{slot}": one document each, so the rules check each; the id is
 * its place, '00' … '19'). Public with the competition: 結果 lists them.
 */
export const awardRows: MatrixRow[] = PARENTS.map(({ compeId, state, readers, runners }) => ({
  name: `compes/{compeId}/awards/{slot} · ${state}`,
  get: `compes/${compeId}/awards/00`,
  list: {
    describe: 'all awards of the compe (表彰, 結果)',
    query: (db) => query(collection(db, 'compes', compeId, 'awards')),
  },
  create: { path: `compes/${compeId}/awards/01`, data: () => award({ title: '特別賞' }) },
  update: { path: `compes/${compeId}/awards/00`, data: () => ({ name: '渡辺 四郎', affiliation: '' }) },
  delete: `compes/${compeId}/awards/00`,
  allow: { get: readers, list: readers, create: runners, update: runners, delete: runners },
}));

export const boardRows: MatrixRow[] = PARENTS.map(({ compeId, state, readers, runners }) => ({
  name: `compes/{compeId}/live/board · ${state}`,
  get: `compes/${compeId}/live/board`,
  // Viewers get the one board document; nothing lists live/, so no one may.
  list: { describe: 'all of live/', query: (db) => query(collection(db, 'compes', compeId, 'live')) },
  create: { path: `compes/${compeId}/live/board`, data: () => board(NOW()) },
  update: { path: `compes/${compeId}/live/board`, data: () => ({ notice: '10分遅れ', updatedAt: NOW() }) },
  delete: `compes/${compeId}/live/board`,
  allow: { get: readers, list: NOBODY, create: runners, update: runners, delete: runners },
}));

export const registRows: MatrixRow[] = PARENTS.map(({ compeId, state, runners }) => ({
  name: `compes/{compeId}/regists/{id} · ${state}`,
  get: `compes/${compeId}/regists/regist0001`,
  list: {
    describe: 'all regists of the compe',
    query: (db) => query(collection(db, 'compes', compeId, 'regists')),
  },
  create: { path: `compes/${compeId}/regists/${NEW_ID}`, data: () => regist() },
  update: { path: `compes/${compeId}/regists/regist0001`, data: () => ({ status: 'accepted' }) },
  delete: `compes/${compeId}/regists/regist0001`,
  allow: { get: runners, list: runners, create: NOBODY, update: runners, delete: NOBODY },
}));

/** A few updates that prove the shape function guards updates as well as creates. */
function updateCases(stored: DocumentData, key: string, max: number): FieldCase[] {
  return [
    pass('the whole document rewritten', stored),
    fail('an unknown key added', { zzUnknown: 1 }, { write: 'update' }),
    fail(`${key} one over the cap`, { [key]: 'あ'.repeat(max + 1) }, { write: 'update' }),
    fail(`${key} removed`, withValue(stored, key, undefined)),
  ];
}

export function describeUnitFields(): void {
  const created = unit();
  // Rounds 1 … the cap: every derived case of from and to keeps from <= to unless it fails anyway.
  const holding = unit({ stageId: 'stage0001', stageRounds: { from: 1, to: LIMITS.stageEntrants } });
  // An item holding two stages in parallel (unit.parallelStages).
  const held = (stageId: string) => ({ stageId, rounds: null });
  const parallel = {
    ...holding,
    parallelStages: [{ stageId: 'stage0002', rounds: { from: 1, to: LIMITS.stageEntrants } }],
  };
  describeFields('compes/{compeId}/units/{id} create (staff): shape', {
    role: 'staff',
    path: `compes/${PUBLISHED}/units/${NEW_ID}`,
    mode: 'create',
    cases: [
      ...deriveShapeCases(unitSchema, holding),
      // stageId is a document id (schemas/common.ts docId: a pattern, not a cap the cases derive).
      pass('an item without stageId (written before the play existed)', created),
      pass('a stage id of 40 characters', { ...created, stageId: 's'.repeat(40) }),
      fail('a stage id of 41 characters', { ...created, stageId: 's'.repeat(41) }),
      fail('a stage id that is empty', { ...created, stageId: '' }),
      fail('a stage id with a slash', { ...created, stageId: 'stage/0001' }),
      fail('a stage id Firestore reserves', { ...created, stageId: '__stage__' }),
      // parallelStages: the other stages it holds (shared/run-sheet/unit-stages.ts), derived element
      // cases; the cap and "none twice" by hand (a derived list of the cap repeats one stage).
      ...deriveShapeCases(unitSchema, parallel).filter(
        (c) => c.name.startsWith('parallelStages') && !c.name.includes('elements'),
      ),
      pass('holding 5 stages (the cap: stageId and 4 more)', {
        ...parallel,
        parallelStages: ['stage0002', 'stage0003', 'stage0004', 'stage0005'].map(held),
      }),
      fail('holding 6 stages (one over the cap)', {
        ...parallel,
        parallelStages: ['stage0002', 'stage0003', 'stage0004', 'stage0005', 'stage0006'].map(held),
      }),
      fail('a parallel stage that is its stageId again', {
        ...parallel,
        parallelStages: [held('stage0001')],
      }),
      fail('a parallel stage named twice', {
        ...parallel,
        parallelStages: ['stage0002', 'stage0003', 'stage0002'].map(held),
      }),
      fail('the 4th parallel stage of a wrong shape', {
        ...parallel,
        parallelStages: [...['stage0002', 'stage0003', 'stage0004'].map(held), { stageId: 'stage0005' }],
      }),
      fail('parallel stages without a stageId', { ...created, parallelStages: [held('stage0002')] }),
      fail('parallel stages beside a null stageId', {
        ...created,
        stageId: null,
        parallelStages: [held('stage0002')],
      }),
      pass('no parallel stages (an empty list) beside no stage', { ...created, parallelStages: [] }),
      fail('a parallel stage as a bare id', { ...parallel, parallelStages: ['stage0002'] }),
      fail('a parallel stage with rounds backwards', {
        ...parallel,
        parallelStages: [{ stageId: 'stage0002', rounds: { from: 2, to: 1 } }],
      }),
      // stageRounds: from <= to (a range, not two numbers).
      pass('one round (from = to)', { ...holding, stageRounds: { from: 3, to: 3 } }),
      fail('rounds backwards (from > to)', { ...holding, stageRounds: { from: 3, to: 2 } }),
      fail('rounds as a list', { ...holding, stageRounds: [1, 2] }),
      pass('300 entry ids of 40 characters (the caps)', {
        ...created,
        entryIds: Array(300).fill('e'.repeat(40)),
      }),
      fail('an entry id of 41 characters', { ...created, entryIds: ['entry0001', 'e'.repeat(41)] }),
      fail('an entry id that is empty', { ...created, entryIds: ['entry0001', ''] }),
      fail('an entry id with a comma', { ...created, entryIds: ['entry,0001'] }),
      fail('an entry id with a dot', { ...created, entryIds: ['entry.0001'] }),
      // Ids Firestore reserves (__…__) name no document; as a path the database refuses them first.
      fail('an entry id Firestore reserves', { ...created, entryIds: ['entry0001', '__x__', 'entry0002'] }),
      fail('a lone entry id Firestore reserves', { ...created, entryIds: ['____'] }),
      pass('entry ids with underscores that are not reserved', {
        ...created,
        entryIds: ['__x', 'x__', '_x_'],
      }),
      fail('an entry id that is a number', { ...created, entryIds: ['entry0001', 7] }),
      pass('no entries', { ...created, entryIds: [] }),
      pass('started and ended', { ...created, status: 'done', startedAt: AT, endedAt: AT }),
      fail('a document id with a dot', created, { path: `compes/${PUBLISHED}/units/bad.id` }),
    ],
  });
  describeFields('compes/{compeId}/units/{id} update (staff): shape', {
    role: 'staff',
    path: `compes/${PUBLISHED}/units/unit0001`,
    mode: 'update',
    cases: [
      ...updateCases(unit({ status: 'running', startedAt: AT }), 'title', 80),
      pass('started now', { status: 'running', startedAt: NOW() }, { write: 'update' }),
      pass('given a stage', { stageId: 'stage0001' }, { write: 'update' }),
      pass('its stage taken off', { stageId: null }, { write: 'update' }),
      pass('given some rounds', { stageRounds: { from: 2, to: 4 } }, { write: 'update' }),
      pass('back to every round', { stageRounds: null }, { write: 'update' }),
      fail('given rounds backwards', { stageRounds: { from: 4, to: 2 } }, { write: 'update' }),
      fail('given rounds with a third key', { stageRounds: { from: 1, to: 2, by: 1 } }, { write: 'update' }),
      fail('given a stage id that is a number', { stageId: 1 }, { write: 'update' }),
      pass(
        'given a second stage',
        { stageId: 'stage0001', parallelStages: [{ stageId: 'stage0002', rounds: null }] },
        { write: 'update' },
      ),
      pass('its second stage taken off', { parallelStages: [] }, { write: 'update' }),
      fail(
        'given a second stage that is its first',
        { stageId: 'stage0001', parallelStages: [{ stageId: 'stage0001', rounds: null }] },
        { write: 'update' },
      ),
      fail('minutes over the maximum', { minutes: 1441 }, { write: 'update' }),
    ],
  });
}

/** A team's roster of n members (m1 …), the first its 主将. */
const roster = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `m${i + 1}`,
    name: `選手${i + 1}`,
    kana: '',
    ...(i === 0 ? { lead: true, registId: 'regist0001' } : {}),
  }));

export function describeEntryFields(): void {
  const created = entry();
  describeFields('compes/{compeId}/entries/{id} create (staff): shape', {
    role: 'staff',
    path: `compes/${PUBLISHED}/entries/${NEW_ID}`,
    mode: 'create',
    cases: [
      ...deriveShapeCases(entrySchema, created),
      fail('a document id with a dot', created, { path: `compes/${PUBLISHED}/entries/bad.id` }),
      // divisionId: a 部門 of compe.divisions (shared/divisions.ts DIVISION_ID).
      pass('a 部門 id of 20 characters', { ...created, divisionId: 'd'.repeat(20) }),
      pass('a 部門 id of every allowed character', { ...created, divisionId: 'a-z_0-9' }),
      fail('a 部門 id of 21 characters', { ...created, divisionId: 'd'.repeat(21) }),
      fail('an empty 部門 id', { ...created, divisionId: '' }),
      fail('a 部門 id with a capital', { ...created, divisionId: 'D1' }),
      fail('a 部門 id with a space', { ...created, divisionId: 'd 1' }),
      fail('a 部門 id null', { ...created, divisionId: null }),
      // partnerRegistId: a ペア 部門's second person (申込者から作成).
      pass('a pair with its partner’s registration', {
        ...created,
        registId: 'reg1',
        partnerRegistId: 'reg2',
      }),
      pass('a partner id of 40 characters', { ...created, partnerRegistId: 'r'.repeat(40) }),
      fail('a partner id of 41 characters', { ...created, partnerRegistId: 'r'.repeat(41) }),
      fail('a partner id that is a number', { ...created, partnerRegistId: 2 }),
      // members: a 団体 部門's roster (schemas/tie.ts membersSchema), its members not checked one by one.
      pass(`a team of ${LIMITS.teamMembers} members`, { ...created, members: roster(LIMITS.teamMembers) }),
      pass('a team whose roster is empty', { ...created, members: [] }),
      fail(`a team of ${LIMITS.teamMembers + 1} members`, {
        ...created,
        members: roster(LIMITS.teamMembers + 1),
      }),
      fail('members that are not a list', { ...created, members: { m1: '山田' } }),
      fail('members null', { ...created, members: null }),
    ],
  });
  describeFields('compes/{compeId}/entries/{id} update (staff): shape', {
    role: 'staff',
    path: `compes/${PUBLISHED}/entries/entry0001`,
    mode: 'update',
    cases: [
      ...updateCases(entry({ number: 2 }), 'name', 40),
      pass('number changed', { number: 99 }, { write: 'update' }),
      pass('moved to another 部門', { divisionId: 'd2' }, { write: 'update' }),
      pass('a roster edited', { members: roster(5) }, { write: 'update' }),
      fail('a roster grown past the cap', { members: roster(LIMITS.teamMembers + 1) }, { write: 'update' }),
      fail('moved to a 部門 id with a slash', { divisionId: 'd/2' }, { write: 'update' }),
    ],
  });
}

/**
 * Issue 38: staff stored an award row of 100,000 characters with unknown keys, and 結果 showed it
 * whole. Each award is a document the rules check (isAward), and its id is one of 20 places.
 */
export function describeAwardFields(): void {
  const longest = award({
    title: 'あ'.repeat(LIMITS.awardTitle),
    name: 'い'.repeat(LIMITS.awardName),
    affiliation: 'う'.repeat(LIMITS.awardAffiliation),
  });
  const at = (slot: string) => ({ path: `compes/${PUBLISHED}/awards/${slot}` });
  describeFields('compes/{compeId}/awards/{slot} create (staff): shape and place', {
    role: 'staff',
    path: `compes/${PUBLISHED}/awards/01`,
    mode: 'create',
    cases: [
      ...deriveShapeCases(awardSchema, longest),
      fail('a row of 100,000 characters', award({ affiliation: 'う'.repeat(100_000) })),
      fail('a row with an unknown key', award({ html: '<b>x</b>' })),
      pass('the last place, 19', award(), at('19')),
      fail('a 21st place, 20', award(), at('20')),
      fail('a place of one digit', award(), at('1')),
      fail('a place of three digits', award(), at('001')),
      fail('an id that is not a place', award(), at(NEW_ID)),
      pass('by a super-user', award(), { role: 'superUser' }),
      fail('by staff of another club', award(), { role: 'otherStaff' }),
    ],
  });
  describeFields('compes/{compeId}/awards/{slot} update (staff): shape', {
    role: 'staff',
    path: `compes/${PUBLISHED}/awards/00`,
    mode: 'update',
    cases: [
      pass('rewritten whole', longest),
      fail('an unknown key added', { zzUnknown: 1 }, { write: 'update' }),
      fail('name one over the cap', { name: 'い'.repeat(LIMITS.awardName + 1) }, { write: 'update' }),
      fail('affiliation removed', withValue(award(), 'affiliation', undefined)),
    ],
  });
}

export function describeBoardFields(): void {
  // units is one string (shared/board-codec.ts): its type and size are checked; the items inside are
  // beyond rules, and every reader checks them.
  describeFields('compes/{compeId}/live/board create (staff): shape', {
    role: 'staff',
    path: `compes/${PUBLISHED}/live/board`,
    mode: 'create',
    cases: [
      ...deriveShapeCases(boardSchema, board(NOW()), { serverTimes: ['updatedAt'] }),
      fail('another document under live/', board(NOW()), { path: `compes/${PUBLISHED}/live/other` }),
    ],
  });
  describeFields('compes/{compeId}/live/board update (staff): shape', {
    role: 'staff',
    path: `compes/${PUBLISHED}/live/board`,
    mode: 'update',
    cases: [
      ...deriveShapeCases(boardSchema, board(NOW(), { currentUnitId: 'unit0001', units: [boardUnit()] }), {
        serverTimes: ['updatedAt'],
      }),
      pass(
        'current unit and delay changed',
        { currentUnitId: 'unit0002', delayMinutes: -5, updatedAt: NOW() },
        {
          write: 'update',
        },
      ),
      fail('a change without updatedAt = request.time', { delayMinutes: 5 }, { write: 'update' }),
    ],
  });
}

export function describeRegistFields(): void {
  const path = `compes/${PUBLISHED}/regists/regist0001`;
  const cases: FieldCase[] = [
    ...REGIST_STATUSES.map((status) => pass(`status '${status}'`, { status }, { write: 'update' })),
    fail("status 'bogus'", { status: 'bogus' }, { write: 'update' }),
    fail('status not a string', { status: 1 }, { write: 'update' }),
    pass('checked in now (checkedInAt = request.time)', { checkedInAt: NOW() }, { write: 'update' }),
    pass("checked in at the device's time, a minute ago", { checkedInAt: ago(1) }, { write: 'update' }),
    pass('checked in offline 11 hours ago, synced now', { checkedInAt: ago(11 * 60) }, { write: 'update' }),
    pass(
      'checked in on a device whose clock is 2 minutes fast',
      { checkedInAt: ago(-2) },
      { write: 'update' },
    ),
    fail('back-dated 13 hours (beyond a day offline)', { checkedInAt: ago(13 * 60) }, { write: 'update' }),
    fail('back-dated months (a time the client made up)', { checkedInAt: AT }, { write: 'update' }),
    fail('a time 10 minutes in the future', { checkedInAt: ago(-10) }, { write: 'update' }),
    pass('check-in undone (checkedInAt = null)', { checkedInAt: null }, { write: 'update' }),
    fail('checkedInAt not a timestamp', { checkedInAt: 'now' }, { write: 'update' }),
    pass('accepted and checked in together', { status: 'accepted', checkedInAt: NOW() }, { write: 'update' }),
    pass('the whole registration rewritten with a new status', regist({ status: 'accepted' })),
    fail('name changed', { name: '別人' }, { write: 'update' }),
    fail('email changed', { email: 'other@example.com' }, { write: 'update' }),
    fail('answers changed', { answers: {} }, { write: 'update' }),
    fail('ticketId changed', { ticketId: 'another' }, { write: 'update' }),
    fail('number changed', { number: 2 }, { write: 'update' }),
    fail('createdAt changed', { createdAt: NOW() }, { write: 'update' }),
    fail('an unknown key added', { zzUnknown: 1 }, { write: 'update' }),
  ];
  describeFields('compes/{compeId}/regists/{id} update (staff): only status and checkedInAt', {
    role: 'staff',
    path,
    mode: 'update',
    cases,
  });
  // Two phones checked the same person in offline: the first to sync set a time; the other's
  // time stands only if it is earlier, so the earliest check-in wins whatever the order of sync.
  const checkedIn = ago(30);
  describeFields('compes/{compeId}/regists/{id} update (staff) of a registration checked in 30 minutes ago', {
    role: 'staff',
    path,
    mode: 'update',
    world: { ...WORLD, [path]: regist({ status: 'accepted', checkedInAt: checkedIn }) },
    cases: [
      fail('a later check-in (another phone synced after)', { checkedInAt: ago(10) }, { write: 'update' }),
      fail('checked in again at the server time', { checkedInAt: NOW() }, { write: 'update' }),
      pass('an earlier check-in (another phone synced after)', { checkedInAt: ago(45) }, { write: 'update' }),
      pass('the same time written again', { checkedInAt: checkedIn }, { write: 'update' }),
      fail('an earlier time back-dated 13 hours', { checkedInAt: ago(13 * 60) }, { write: 'update' }),
      pass('check-in undone (checkedInAt = null)', { checkedInAt: null }, { write: 'update' }),
      pass('status changed, the check-in kept', { status: 'cancelled' }, { write: 'update' }),
    ],
  });
}

/** A device's time `minutes` before now (negative: ahead of now), as a client sends it. */
function ago(minutes: number): Timestamp {
  return Timestamp.fromMillis(Date.now() - minutes * 60_000);
}
