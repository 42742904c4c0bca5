/**
 * Valid documents of every collection (tests/rules/fixtures.test.ts checks them against the zod
 * schemas) and the small world every rules test starts from.
 *
 * Builders take `now`: a Timestamp when seeding, serverTimestamp() when a client writes a field the
 * rules require to be the server's time.
 */
import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import { encodeBoardUnits } from '@/shared/board-codec';
import { makeDraw } from '@/shared/play/stage-plan';
import { TIE_PRESET_TEMPLATES } from '@/shared/play/tie-presets';
import type { Seed } from './emulator';
import { CLUB, INDIE, OTHER_CLUB, USERS } from './roles';

export const AT = Timestamp.fromDate(new Date('2026-06-01T00:00:00Z'));
export const EVENT_AT = Timestamp.fromDate(new Date('2026-07-12T00:00:00Z'));
export const NOW = serverTimestamp;

export const PUBLISHED = 'compePub';
export const UNPUBLISHED = 'compeUnpub';
export const INDIE_COMPE = 'compeIndie';
export const NEW_ID = 'newDoc01';
/** An unpublished competition of the other club (a link in this club may not point at it). */
export const OTHER_COMPE = 'compeOther';
/** A competition of the club called off by cancelCompe: cancelledAt set, its link marked. */
export const CANCELLED_COMPE = 'compeCancelled';
/** An indie competition of 'indie-guest' (the indie non-owner of roles.ts) that has no link yet. */
export const GUEST_INDIE_COMPE = 'compeGuest';
/**
 * A competition deleted the old way, before tombstones (docs/product.md "Cancelling and deleting a competition"): its registrations were left behind, and
 * deleteCompe's tombstone deletedCompes/{id} keeps its id from being taken.
 */
export const DELETED_COMPE = 'compeGone';
export const INDIE_OWNER_UID = USERS.indieOwner.uid;
/** Who invited the club's open auth ticket: a former admin, so only the rule for admins or the inviter can close it. */
export const FORMER_ADMIN_UID = 'former-admin';

export const AUTH_TICKET = 'authTicket0000000001';
export const REGIST_TICKET = 'registTicket00000001';
export const INDIE_AUTH_TICKET = 'indieTicket000000001';
export const SHORT_TICKET = 'short0000000000001'; // 18 characters: below the 20 a ticket id needs
export const NEW_TICKET = 'newTicket00000000001';
export const CLOSED_TICKET = 'closedTicket00000001';
/** An invitation the staff member sent while still an admin: they may close it as its inviter. */
export const STAFF_INVITED_TICKET = 'staffTicket000000001';

export const club = (now: unknown = AT, over: DocumentData = {}): DocumentData => ({
  clubName: 'テスト陸上クラブ',
  shortName: 'テスト陸上',
  order: 0,
  desc: '毎月の記録会を開催しています。',
  logoPath: 'compe/clubs/club/logo.png',
  updatedAt: now,
  ...over,
});

/** clubs/{clubId}/private/contact: the club's addresses (staff only). */
export const clubContact = (now: unknown = AT, over: DocumentData = {}): DocumentData => ({
  emails: ['info@club.example'],
  updatedAt: now,
  ...over,
});

export const member = (over: DocumentData = {}): DocumentData => ({
  email: 'staff@example.com',
  displayName: 'スタッフ',
  role: 'staff',
  updatedAt: AT,
  ...over,
});

export const link = (compeId: string, over: DocumentData = {}): DocumentData => ({
  compeId,
  title: '夏季記録会',
  shortTitle: '夏季',
  eventedAt: EVENT_AT,
  published: true,
  ...over,
});

export const customField = (over: DocumentData = {}): DocumentData => ({
  id: 'shirt_size',
  label: 'Tシャツのサイズ',
  type: 'select',
  required: true,
  options: ['S', 'M', 'L'],
  ...over,
});

/** One 部門 of a competition (schemas/compe.ts divisionSchema). */
export const division = (over: DocumentData = {}): DocumentData => ({
  id: 'd1',
  name: '一般男子シングルス',
  kind: 'single',
  capacity: 32,
  waitlist: true,
  conditions: '中学生以上',
  ...over,
});

/** 会場の台 (schemas/compe.ts hallSchema): 12 tables, the first named. */
export const hall = (over: DocumentData = {}): DocumentData => ({
  tables: 12,
  label: '台',
  names: ['A1'],
  restMinutes: 10,
  callOrder: 'behind',
  ...over,
});

export const compe = (now: unknown = AT, over: DocumentData = {}): DocumentData => ({
  clubId: CLUB,
  owner: 'some-uid',
  title: '夏季記録会',
  shortTitle: '夏季',
  eventedAt: EVENT_AT,
  venue: '市民陸上競技場',
  desc: '小学生から一般まで。',
  posterPath: 'compe/compes/x/poster.pdf',
  published: true,
  regist: {
    opensAt: AT,
    closesAt: EVENT_AT,
    capacity: 100,
    waitlist: true,
    approval: 'auto',
    fields: [customField()],
    count: 0,
  },
  live: {
    meetingUrl: 'https://meet.example/j/123',
    meetingId: '123 456 789',
    passcode: 'abc123',
    notice: '',
  },
  createdAt: now,
  updatedAt: now,
  ...over,
});

/**
 * 部門 and 会場の台 (docs/data-model.md "compes/{compeId}"), laid over compe() where a write carries
 * them: the matrix's creates and updates, and the field cases. The seeded competitions stay without
 * them: every child write reads its compe (get()), and the emulator's coverage report keeps that
 * document at every expression that saw it.
 */
export const MULTI_EVENT: DocumentData = { divisions: [division()], divisionLimit: 1, hall: hall() };

export const unit = (over: DocumentData = {}): DocumentData => ({
  order: 0,
  title: '100m 予選',
  kind: 'event',
  minutes: 30,
  entryIds: ['entry0001'],
  status: 'waiting',
  startedAt: null,
  endedAt: null,
  note: '',
  ...over,
});

/** compes/{compeId}/awards/{slot}: an award the organiser named on 表彰. */
export const award = (over: DocumentData = {}): DocumentData => ({
  title: '敢闘賞',
  name: '伊藤 三郎',
  affiliation: '北高校',
  ...over,
});

export const entry = (over: DocumentData = {}): DocumentData => ({
  number: 1,
  name: '山田太郎',
  kana: 'やまだたろう',
  affiliation: '市立第一中学校',
  category: '中学男子',
  memo: '',
  registId: 'regist0001',
  divisionId: 'd1',
  ...over,
});

export const boardUnit = (over: DocumentData = {}): DocumentData => ({
  id: 'unit0001',
  order: 0,
  title: '100m 予選',
  kind: 'event',
  minutes: 30,
  status: 'waiting',
  startedAt: null,
  endedAt: null,
  note: '',
  entries: [{ id: 'entry0001', number: 1, name: '山田太郎', registId: 'regist0001' }],
  ...over,
});

/** The board as stored: `units` (items, as boardUnit makes them) goes in as one string, as the app writes it. */
export const board = (
  now: unknown = AT,
  { units = [boardUnit()], ...over }: DocumentData = {},
): DocumentData => ({
  startAt: EVENT_AT,
  units: Array.isArray(units) ? encodeBoardUnits(units as Parameters<typeof encodeBoardUnits>[0]) : units,
  currentUnitId: null,
  delayMinutes: 0,
  notice: '',
  updatedAt: now,
  ...over,
});

/** One stored result (schemas/stage.ts stageResultSchema): `sides` are entrant indices. */
export const stageResult = (sides: [number, number], over: DocumentData = {}): DocumentData => ({
  outcome: 'a',
  how: 'played',
  games: [2, 1],
  sides,
  confirmed: true,
  at: AT,
  ...over,
});

const STAGE_ENTRANTS = [
  // The people (registrations) behind the entrant: a person in two 部門 is one on the hall's tables.
  { id: 'entry0001', name: '山田太郎', affiliation: '市立第一中学校', persons: ['regist0001'] },
  { id: 'entry0002', name: '佐藤次郎', affiliation: '市立第二中学校' },
  { id: 'entry0003', name: '鈴木三郎', affiliation: '市立第一中学校' },
  { id: 'entry0004', name: '高橋四郎', affiliation: '' },
];

/**
 * A 決勝トーナメント of four from the top two of each group of a league stage, drawn by the engine
 * (makeDraw), with both semi-finals entered (one 確定, one 速報) and the final called to 台 1 of 2.
 */
export const stage = (over: DocumentData = {}): DocumentData => {
  const settings = {
    format: 'single' as const,
    entrants: STAGE_ENTRANTS,
    seeds: 2,
    drawSeed: 12345,
    groups: 1,
  };
  const draw = makeDraw(settings);
  return {
    order: 1,
    name: '決勝トーナメント',
    scoring: 'games',
    bestOf: 3,
    points: { win: 3, draw: 1, loss: 0 },
    tiebreaks: ['wins', 'headToHead'],
    thirdPlace: true,
    reset: false,
    rounds: 1,
    from: { stageId: 'stage0000', qualifiers: 2 },
    ...settings,
    draw,
    pairings: {},
    results: {
      'W1-1': stageResult([draw[0], draw[1]]),
      'W1-2': stageResult([draw[2], draw[3]], { outcome: 'b', games: [0, 2], confirmed: false }),
    },
    tableCount: 2,
    tableLabel: '台',
    autoCall: false,
    autoConfirm: false,
    tables: { 'W2-1': { table: 1, at: AT } },
    status: 'running',
    // The 部門 it plays and the hall's tables 3 … 4 (compe.hall).
    divisionId: 'd1',
    tableFirst: 3,
    ...over,
  };
};

/** One entry of a stage's change log: `by` entered W1-2's result (速報). */
export const stageChange = (now: unknown = AT, over: DocumentData = {}): DocumentData => ({
  matchId: 'W1-2',
  before: null,
  after: { outcome: 'b', how: 'played', games: [0, 2], sides: [2, 3], confirmed: false },
  by: USERS.staff.uid,
  at: now,
  affected: [],
  ...over,
});

/** compes/{compeId}/reports/{stageId}_{matchId}: the 審判 and 選手B disagree on W2-1 (要確認). */
export const matchReports = (over: DocumentData = {}): DocumentData => ({
  stageId: 'stage0001',
  matchId: 'W2-1',
  sides: [0, 2],
  reports: [
    { by: 'umpire', outcome: 'a', how: 'played', games: [2, 1], at: AT },
    { by: 'b', outcome: 'b', how: 'played', games: [1, 2], at: AT },
  ],
  status: 'conflict',
  updatedAt: AT,
  ...over,
});

/**
 * 団体戦 (docs/play.md "Team ties"): the 4単1複 template a team stage plays by, and two teams of
 * four (their rosters m1 … m4; the captain of the first is regist0001).
 */
export const TIE_TEMPLATE: DocumentData = { ...TIE_PRESET_TEMPLATES.tt4s1d };
const roster = (names: string[]) =>
  names.map((name, i) => ({ id: `m${i + 1}`, name, ...(i === 0 ? { lead: true } : {}) }));
const TEAM_ENTRANTS = [
  {
    id: 'team0001',
    name: '桜クラブ',
    affiliation: '',
    persons: ['regist0001'],
    members: roster(['山田', '佐藤', '鈴木', '高橋']),
  },
  {
    id: 'team0002',
    name: '梅クラブ',
    affiliation: '',
    persons: ['regist0002'],
    members: roster(['伊藤', '渡辺', '中村', '小林']),
  },
];

/** A 団体戦 stage: the two teams' tie W1-1, both orders open (lineups, written by submitOrder). */
export const teamStage = (over: DocumentData = {}): DocumentData =>
  stage({
    name: '団体戦',
    entrants: TEAM_ENTRANTS,
    seeds: 0,
    draw: [0, 1],
    from: null,
    thirdPlace: false,
    results: {},
    tables: {},
    divisionId: 'd2',
    tie: TIE_TEMPLATE,
    lineups: {
      'W1-1': {
        a: ['m1', 'm2', 'm1+m3', 'm3', 'm4'],
        b: ['m2', 'm1', 'm3+m4', 'm4', 'm3'],
        sides: [0, 1],
        at: AT,
      },
    },
    ...over,
  });

/** compes/{compeId}/orders/{stageId}_{tieId}: a tie's sealed orders, side a's in, side b's not yet. */
export const tieOrders = (over: DocumentData = {}): DocumentData => ({
  stageId: 'team0001',
  tieId: 'W1-1',
  a: { order: ['m1', 'm2', 'm1+m3', 'm3', 'm4'], by: 'regist0001', role: 'captain', at: AT },
  changes: [],
  ...over,
});

export const regist = (over: DocumentData = {}): DocumentData => ({
  name: '山田花子',
  kana: 'やまだはなこ',
  email: 'hanako@example.com',
  phone: '090-0000-0000',
  answers: { shirt_size: 'M' },
  status: 'pending',
  ticketId: REGIST_TICKET,
  number: 1,
  createdAt: AT,
  checkedInAt: null,
  ...over,
});

export const authTicket = (now: unknown = AT, over: DocumentData = {}): DocumentData => ({
  code: 'auth',
  createdAt: now,
  isClosed: false,
  receiver: '佐藤次郎',
  email: 'jiro@example.com',
  inviter: FORMER_ADMIN_UID,
  inviterName: '元管理者',
  clubId: CLUB,
  clubName: 'テスト陸上クラブ',
  role: 'staff',
  compeId: PUBLISHED,
  ...over,
});

export const registTicket = (over: DocumentData = {}): DocumentData => ({
  code: 'regist',
  clubId: CLUB,
  compeId: PUBLISHED,
  registId: 'regist0001',
  compeTitle: '夏季記録会',
  eventedAt: EVENT_AT,
  venue: '市民陸上競技場',
  name: '山田花子',
  number: 1,
  status: 'pending',
  createdAt: AT,
  ...over,
});

export const mailbox = (over: DocumentData = {}): DocumentData => ({
  clubId: CLUB,
  compeId: PUBLISHED,
  subject: '集合時間のお知らせ',
  body: '{name} 様 …',
  audience: { kind: 'all' },
  sentBy: USERS.staff.uid,
  sentAt: AT,
  counts: { total: 1, sent: 1, failed: 0 },
  finishedAt: AT,
  ...over,
});

export const mail = (over: DocumentData = {}): DocumentData => ({
  clubId: CLUB,
  mailboxId: 'mailbox0001',
  compeId: PUBLISHED,
  registId: 'regist0001',
  kind: 'bulk',
  to: 'hanako@example.com',
  name: '山田花子',
  subject: '集合時間のお知らせ',
  state: 'sent',
  attempts: 1,
  sentAt: AT,
  createdAt: AT,
  text: '山田花子 様\n当日は9時に集合してください。',
  ...over,
});

/** compes/{compeId} and everything under it. */
function compeTree(compeId: string, data: DocumentData): Seed {
  return {
    [`compes/${compeId}`]: data,
    [`compes/${compeId}/units/unit0001`]: unit(),
    // The item that runs the stage below (docs/run-sheet-and-live.md, items that hold a stage).
    [`compes/${compeId}/units/unit0002`]: unit({
      order: 1,
      title: '決勝トーナメント',
      kind: 'final',
      minutes: 60,
      entryIds: [],
      stageId: 'stage0001',
      stageRounds: { from: 1, to: 2 },
    }),
    [`compes/${compeId}/entries/entry0001`]: entry(),
    [`compes/${compeId}/awards/00`]: award(),
    [`compes/${compeId}/live/board`]: board(),
    [`compes/${compeId}/regists/regist0001`]: regist(),
    [`compes/${compeId}/stages/stage0001`]: stage(),
    // The hall's calls (docs/play.md "The hall's calls"): stage0001's W2-1 on the hall's 1番台.
    [`compes/${compeId}/stages/_hall`]: { calls: { 'stage0001:W2-1': { table: 1, at: AT } } },
    [`compes/${compeId}/stages/stage0001/changes/change0001`]: stageChange(),
    [`compes/${compeId}/reports/stage0001_W2-1`]: matchReports(),
    // オーダー sealed until both are in (docs/play.md "Team ties"): staff read them, nobody writes.
    [`compes/${compeId}/orders/team0001_W1-1`]: tieOrders(),
    [`compes/${compeId}/secrets/report`]: { secret: 'x'.repeat(43), createdAt: AT },
    // 出番のお知らせ sent (functions/src/reminder/remind.ts): server-only, like the secrets.
    [`compes/${compeId}/reminders/regist0001_stage0001_W2-1`]: {
      registId: 'regist0001',
      stageId: 'stage0001',
      matchId: 'W2-1',
      reminder: '15m',
      createdAt: AT,
    },
  };
}

/** Three clubs, a published, an unpublished and an indie compe with their children, tickets, mail. */
export const WORLD: Seed = {
  [`clubs/${CLUB}`]: club(),
  [`clubs/${OTHER_CLUB}`]: club(AT, {
    clubName: '別のクラブ',
    shortName: '別',
    logoPath: 'compe/clubs/other/logo.png',
  }),
  [`clubs/${INDIE}`]: club(AT, { clubName: 'インディーズ大会', shortName: '個人主催' }),
  [`clubs/${CLUB}/private/contact`]: clubContact(),
  [`clubs/${CLUB}/members/${USERS.staff.uid}`]: member(),
  [`clubs/${CLUB}/members/${USERS.admin.uid}`]: member({
    email: 'admin@example.com',
    displayName: '管理者',
    role: 'admin',
  }),
  [`clubs/${CLUB}/links/${PUBLISHED}`]: link(PUBLISHED),
  [`clubs/${CLUB}/links/${UNPUBLISHED}`]: link(UNPUBLISHED, { owner: USERS.staff.uid, published: false }),
  [`clubs/${INDIE}/links/${INDIE_COMPE}`]: link(INDIE_COMPE, { owner: INDIE_OWNER_UID, published: false }),
  [`clubs/${CLUB}/links/${CANCELLED_COMPE}`]: link(CANCELLED_COMPE, { published: false, cancelled: true }),
  ...compeTree(PUBLISHED, compe()),
  [`compes/${PUBLISHED}/stages/team0001`]: teamStage(),
  ...compeTree(UNPUBLISHED, compe(AT, { published: false })),
  ...compeTree(INDIE_COMPE, compe(AT, { clubId: INDIE, owner: INDIE_OWNER_UID, published: false })),
  [`compes/${OTHER_COMPE}`]: compe(AT, { clubId: OTHER_CLUB, published: false }),
  [`compes/${CANCELLED_COMPE}`]: compe(AT, { published: false, cancelledAt: AT }),
  [`compes/${GUEST_INDIE_COMPE}`]: compe(AT, { clubId: INDIE, owner: 'indie-guest', published: false }),
  [`compes/${DELETED_COMPE}/regists/regist0001`]: regist(),
  [`deletedCompes/${DELETED_COMPE}`]: { clubId: CLUB, deletedBy: USERS.staff.uid, deletedAt: AT },
  [`tickets/${AUTH_TICKET}`]: authTicket(),
  [`tickets/${REGIST_TICKET}`]: registTicket(),
  [`tickets/${INDIE_AUTH_TICKET}`]: authTicket(AT, {
    clubId: INDIE,
    clubName: 'インディーズ大会',
    compeId: INDIE_COMPE,
    inviter: INDIE_OWNER_UID,
    inviterName: '主催者',
  }),
  [`tickets/${SHORT_TICKET}`]: authTicket(),
  [`tickets/${CLOSED_TICKET}`]: authTicket(AT, { isClosed: true, closedAt: AT }),
  [`tickets/${STAFF_INVITED_TICKET}`]: authTicket(AT, { inviter: USERS.staff.uid, inviterName: 'スタッフ' }),
  [`mailbox/mailbox0001`]: mailbox(),
  [`mailbox/mailboxOther`]: mailbox({ clubId: OTHER_CLUB }),
  [`mails/mail0001`]: mail(),
  [`mails/mailOther`]: mail({ clubId: OTHER_CLUB }),
  [`throttles/contact/ips/127-0-0-1`]: { count: 1, windowStart: AT },
  [`secrets/doc`]: { anything: true },
};
