/**
 * Demo data for `npm start` and the browser tests: two clubs and the indie club, an admin, a staff
 * member, an indie host and a super-user, competitions in the past, today and upcoming, entries, a
 * run sheet with its live board, and registrations with their tickets. Every document is checked
 * against its shared zod schema before it is written, so the demo can never drift from the model.
 *
 * Runs against the emulators only (FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST).
 */
import { createHash, randomBytes } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { CLUB_CONTACT_DOC, clubContactSchema, clubSchema, memberSchema } from '../src/shared/schemas/club';
import {
  awardSchema,
  awardSlot,
  compeSchema,
  linkSchema,
  type Award,
  type Division,
  type Hall,
  type Podium,
} from '../src/shared/schemas/compe';
import { entrySchema } from '../src/shared/schemas/entry';
import { registSchema, type RegistStatus } from '../src/shared/schemas/regist';
import { registTicketSchema } from '../src/shared/schemas/ticket';
import { registEnteredDivisions } from '../src/shared/entered-divisions';
import { boardSchema, unitSchema, type Unit, type UNIT_KINDS } from '../src/shared/schemas/unit';
import { buildBoard } from '../src/shared/run-sheet/board-document';
import { playUnitEnds } from '../src/shared/play/unit-play';
import { makeDraw, resolveStage } from '../src/shared/play/stage-plan';
import { nextCalls } from '../src/shared/play/tables';
import { HALL_CALLS_ID, hallCallKey } from '../src/shared/play/hall-calls';
import { competitionFloor, floorRepair } from '../src/shared/play/floor';
import { bracketPlacements } from '../src/shared/play/placements';
import { hallCallsSchema, stageSchema, type Stage, type StageResult } from '../src/shared/schemas/stage';
import { stageDefaults } from '../src/shared/schemas/stage-form';
import type { Member } from '../src/shared/schemas/tie';
import { TIE_PRESET_STAGES } from '../src/shared/play/tie-presets';
import { presetTeamSettings } from '../src/shared/team-settings';
import { CLAIMS_KEY, INDIE_CLUB_ID } from '../src/shared/constants';
import { DEMO_USERS } from './demo-users';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-compe' });
const db = getFirestore(app);
const auth = getAuth(app);

const checked = <S extends z.ZodMiniType>(schema: S, data: z.infer<S>) =>
  schema.parse(data) as Record<string, unknown>;
const ticketId = () => randomBytes(15).toString('base64url'); // 20 characters, unguessable
const DAY = 24 * 60 * 60 * 1000;
const DEMO_NOTICE = '予選リーグは10分遅れで進行しています。';
/** Tickets of accepted demo registrations, printed at the end so a developer can open one. */
const demoTickets: { compe: string; name: string; id: string }[] = [];

/** 09:00 Japan time, `days` from today. */
function jstMorning(days: number, hour = 9): Date {
  const now = new Date();
  const jst = new Date(now.getTime() + 9 * 60 * 60 * 1000);
  return new Date(Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth(), jst.getUTCDate() + days, hour - 9, 0));
}

async function seedUsers() {
  for (const user of Object.values(DEMO_USERS)) {
    await auth.createUser({
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      emailVerified: true,
    });
    if (!user.claims) continue;
    await auth.setCustomUserClaims(user.uid, { [CLAIMS_KEY]: user.claims });
    // The staff list reads this mirror of the claims (functions keep it in step later).
    for (const [clubId, role] of Object.entries(user.claims)) {
      await db
        .collection('clubs')
        .doc(clubId)
        .collection('members')
        .doc(user.uid)
        .set(
          checked(memberSchema, {
            email: user.email,
            displayName: user.displayName,
            role,
            updatedAt: new Date(),
          }),
        );
    }
  }
}

const clubs = {
  sakura: {
    clubName: 'さくら卓球クラブ',
    shortName: 'さくら卓球',
    emails: ['info@sakura-tt.example'],
    order: 1,
    desc: '世田谷区を拠点に活動する卓球クラブです。\n毎月のオープン大会には初心者から上級者まで、どなたでも参加できます。\n詳しくは https://sakura-tt.example をご覧ください。',
  },
  minato: {
    clubName: 'みなと将棋クラブ',
    shortName: 'みなと将棋',
    emails: ['contact@minato-shogi.example'],
    order: 2,
    desc: '港区の将棋クラブ。小学生から大人まで、季節ごとに段級位別の大会を開いています。',
  },
  [INDIE_CLUB_ID]: {
    clubName: 'インディーズ大会',
    shortName: 'インディーズ',
    emails: [],
    order: 99,
    desc: '個人主催の大会です。ログインすれば誰でも自分の大会を開けます。',
  },
};

/** How long ago today's running item (the third, 予選リーグ) started: its first results are from then. */
const RUNNING_FOR_MINUTES = 55;
/** The second item ran this much over its minutes (the notice says so). */
const LATE_MINUTES = 10;

/**
 * Today's competition starts so that, whenever `npm start` seeds it, its day is under way as the demo
 * means it: the first two items done (the second 10 minutes long), 予選リーグ running for
 * RUNNING_FOR_MINUTES with its results spread over that time, the rest on plan after it — 10 minutes
 * behind, not hours (a fixed 09:00 start read 「予定より約4時間遅れ」 by the afternoon). Never before
 * today's midnight in Japan, so it stays today's competition.
 */
function demoDayStart(units: readonly { minutes: number }[], now: Date): Date {
  const before = units.slice(0, 2).reduce((sum, unit) => sum + unit.minutes, 0) + LATE_MINUTES;
  const start = now.getTime() - (before + RUNNING_FOR_MINUTES) * 60 * 1000;
  const floored = start - (start % (5 * 60 * 1000));
  return new Date(Math.max(floored, jstMorning(0, 0).getTime()));
}

interface CompeSeed {
  id: string;
  clubId: string;
  owner?: string;
  title: string;
  shortTitle: string;
  days: number;
  venue: string;
  desc: string;
  capacity: number;
  opensInDays: number;
  closesInDays: number;
  approval?: 'auto' | 'manual';
  /** The run sheet; `stageId` names a stage seeded below that the item holds. */
  units?: {
    title: string;
    kind: (typeof UNIT_KINDS)[number];
    minutes: number;
    stageId?: string;
    stageRounds?: Unit['stageRounds'];
    /** Other stages seeded below that the item holds in parallel with `stageId` (every round). */
    parallelStages?: string[];
    note?: string;
  }[];
  entries?: string[];
  /**
   * `divisions`: the 部門 entered (a multiEvent competition's); `pair`: the ペア 部門 where this
   * applicant named another seeded applicant (by name) as partner — made when the other named them
   * back, else a ペアの申し込み waiting on the other's 参加票 (docs/product.md "Registration, tickets and
   * check-in").
   */
  regists?: {
    name: string;
    kana: string;
    status: RegistStatus;
    divisions?: string[];
    pair?: { division: string; partner: string };
    /** A 団体 部門's team this applicant registered as captain: its name and its other members. */
    team?: { division: string; name: string; members: string[] };
  }[];
  /** Called off this many days ago (大会を中止): marked as the cancelCompe function marks it. */
  cancelledDaysAgo?: number;
  /**
   * Several 部門 on one hall (docs/play.md "One floor"): the entries and the 予選リーグ / 決勝トーナメント
   * are 一般シングルス; 混合ダブルス (pairs of the same players) and ジュニア play on the hall's tables 5–6.
   */
  multiEvent?: true;
  /**
   * The record of a finished competition: its entries' 決勝トーナメント played out and 確定
   * (recordStage), its podium, and the awards the organiser named (表彰, 結果).
   */
  record?: { awards: Award[] };
}

/**
 * A past competition's 決勝トーナメント of its entries (e001 …, seeded as below), played out and every
 * result 確定, so 結果 and 表彰 have something to show (docs/play.md "The record (結果)"). The entrant
 * listed first wins each match, but for the second match of each round.
 */
function recordStage(
  names: readonly string[],
  eventedAt: Date,
): { stage: Omit<Stage, 'id'>; podium: Podium } {
  const entrants = names.map((name, i) => ({
    id: `e${String(i + 1).padStart(3, '0')}`,
    name,
    affiliation: i % 2 === 0 ? 'さくら卓球クラブ' : '一般',
  }));
  let stage: Omit<Stage, 'id'> = {
    order: 0,
    name: '決勝トーナメント',
    format: 'single',
    scoring: 'games',
    bestOf: 3,
    ...stageDefaults('single'),
    thirdPlace: true,
    reset: false,
    groups: 1,
    rounds: 1,
    seeds: 2,
    drawSeed: 20261018,
    from: null,
    entrants,
    draw: [],
    pairings: {},
    results: {},
    tableCount: 2,
    tableLabel: '台',
    autoCall: false,
    tables: {},
    status: 'done',
  };
  stage = { ...stage, draw: makeDraw(stage) };
  const index = new Map(entrants.map((entrant, i) => [entrant.id, i]));
  for (let round = 1; ; round += 1) {
    const ready = [...resolveStage(stage).values()].filter((state) => state.status === 'ready');
    if (ready.length === 0) break;
    const results = { ...stage.results };
    ready.forEach((state, i) => {
      const upset = i === 1;
      results[state.match.id] = {
        outcome: upset ? 'b' : 'a',
        how: 'played',
        games: upset ? [1, 2] : [2, 0],
        sides: [index.get(state.a ?? '') ?? 0, index.get(state.b ?? '') ?? 0],
        confirmed: true,
        at: new Date(eventedAt.getTime() + (round * 40 + i * 10) * 60 * 1000),
      };
    });
    stage = { ...stage, results };
  }
  const podium = bracketPlacements(resolveStage(stage)).flatMap((row) =>
    row.entrants.map((id) => ({ place: row.place, name: entrants[index.get(id) ?? 0]?.name ?? '' })),
  );
  return { stage, podium };
}

const compes: CompeSeed[] = [
  {
    id: 'sakura-autumn-open',
    clubId: 'sakura',
    title: 'さくらオープン卓球大会 秋',
    shortTitle: '秋オープン',
    days: -30,
    venue: '世田谷区総合運動場体育館',
    desc: '秋のオープン大会。シングルスとダブルスの2部門です。',
    capacity: 64,
    opensInDays: -60,
    closesInDays: -37,
    entries: ['中村 健', '小林 美咲', '加藤 大輔', '吉田 真央', '山本 翔', '松本 彩', '井上 亮', '木村 葵'],
    record: { awards: [{ title: '敢闘賞', name: '松本 彩', affiliation: '一般' }] },
  },
  {
    id: 'sakura-monthly',
    clubId: 'sakura',
    title: 'さくら月例卓球大会',
    shortTitle: '月例会',
    days: 0,
    venue: '世田谷区立総合体育館 第2競技場',
    desc: '毎月恒例の月例大会です。一般シングルス・混合ダブルス・ジュニア・団体戦の4部門を6台で同時に進行します。当日の進行はライブページでご確認ください。',
    multiEvent: true,
    capacity: 32,
    opensInDays: -21,
    closesInDays: -2,
    units: [
      { title: '開会式', kind: 'other', minutes: 15 },
      { title: '練習', kind: 'other', minutes: 20 },
      // Holds the 予選リーグ stage and, in parallel on the hall's tables 5–6, 混合ダブルス and ジュニア
      // (docs/run-sheet-and-live.md): it ends when the last of their matches will.
      {
        title: '予選リーグ',
        kind: 'event',
        minutes: 120,
        stageId: 'league',
        parallelStages: ['mixed', 'junior'],
        note: '混合ダブルス・ジュニアも同時に進行します（5・6番台）',
      },
      { title: '昼休憩', kind: 'break', minutes: 45 },
      // The 決勝トーナメント (each group's top two, drawn once the league is over) in two items by its
      // rounds (shared/play/rounds.ts): 準決勝 first, then 3位決定戦 and 決勝 after a short pause.
      {
        title: '決勝トーナメント 準決勝',
        kind: 'final',
        minutes: 40,
        stageId: 'final',
        stageRounds: { from: 1, to: 1 },
      },
      {
        title: '決勝トーナメント 3位決定戦〜決勝',
        kind: 'final',
        minutes: 50,
        stageId: 'final',
        stageRounds: { from: 2, to: 3 },
      },
      { title: '表彰式', kind: 'award', minutes: 20 },
    ],
    entries: [
      '山田 太郎',
      '佐藤 花子',
      '鈴木 一郎',
      '高橋 美咲',
      '田中 健',
      '伊藤 さくら',
      '渡辺 翔',
      '中村 葵',
    ],
    regists: [
      // 山田 asked 佐藤 for 混合ダブルス on his form; she applied for 一般シングルス without naming
      // him: her 参加票 asks 「山田 太郎さんから混合ダブルスのペアの申し込みがあります」, his says 確認待ち.
      {
        name: '山田 太郎',
        kana: 'やまだ たろう',
        status: 'accepted',
        divisions: ['open', 'mixed'],
        pair: { division: 'mixed', partner: '佐藤 花子' },
      },
      // 佐藤 is also the captain of さくら卓球クラブA in 団体戦 (its entry made from her registration).
      {
        name: '佐藤 花子',
        kana: 'さとう はなこ',
        status: 'accepted',
        divisions: ['open', 'team'],
        team: {
          division: 'team',
          name: 'さくら卓球クラブA',
          members: ['高橋 美咲', '伊藤 さくら', '中村 葵', '木下 真由'],
        },
      },
      { name: '小林 大輔', kana: 'こばやし だいすけ', status: 'cancelled', divisions: ['open'] },
    ],
  },
  {
    id: 'sakura-winter-cup',
    clubId: 'sakura',
    title: 'さくらウィンターカップ',
    shortTitle: 'ウィンターカップ',
    days: 21,
    venue: '世田谷区総合運動場体育館',
    desc: '年末恒例のウィンターカップ。団体戦（3人1チーム）です。',
    capacity: 4,
    opensInDays: -7,
    closesInDays: 14,
    approval: 'manual',
    regists: [
      { name: '加藤 陽菜', kana: 'かとう ひな', status: 'accepted' },
      { name: '吉田 蓮', kana: 'よしだ れん', status: 'pending' },
      { name: '山本 結衣', kana: 'やまもと ゆい', status: 'accepted' },
    ],
  },
  {
    id: 'minato-kyu-dan',
    clubId: 'minato',
    title: 'みなと段級位別将棋大会',
    shortTitle: '段級位別大会',
    days: 10,
    venue: '港区立みなと区民センター 3階 和室',
    desc: '段級位別の4クラスで行うスイス式トーナメントです。',
    capacity: 48,
    opensInDays: -14,
    closesInDays: 7,
  },
  {
    id: 'minato-rapid-cup',
    clubId: 'minato',
    title: 'みなと早指し将棋大会',
    shortTitle: '早指し大会',
    days: 5,
    venue: '港区立みなと区民センター 3階 和室',
    desc: '持ち時間10分の早指し戦です。会場の改修工事のため中止になりました。',
    capacity: 24,
    opensInDays: -20,
    closesInDays: 3,
    regists: [
      { name: '森 一真', kana: 'もり かずま', status: 'accepted' },
      { name: '池田 玲奈', kana: 'いけだ れな', status: 'waitlisted' },
    ],
    cancelledDaysAgo: 1,
  },
  {
    id: 'indie-boardgame-night',
    clubId: INDIE_CLUB_ID,
    owner: DEMO_USERS.host.uid,
    title: 'ボードゲーム交流大会',
    shortTitle: 'ボドゲ大会',
    days: 14,
    venue: '渋谷コミュニティスペース',
    desc: '個人主催の交流大会です。初めての方も歓迎します。',
    capacity: 20,
    opensInDays: -3,
    closesInDays: 12,
  },
];

/** Today's 部門 (docs/play.md "One floor"): one registration may enter two of them. */
const DEMO_DIVISIONS: Division[] = [
  { id: 'open', name: '一般シングルス', kind: 'single', capacity: 32, waitlist: true, conditions: '' },
  { id: 'mixed', name: '混合ダブルス', kind: 'pair', capacity: 16, waitlist: true, conditions: '男女のペア' },
  { id: 'junior', name: 'ジュニア', kind: 'single', capacity: 8, waitlist: false, conditions: '中学生以下' },
  {
    id: 'team',
    name: '団体戦（4単1複）',
    kind: 'team',
    capacity: 8,
    waitlist: false,
    conditions: '1チーム4〜8人',
    team: presetTeamSettings('tt4s1d'),
  },
];

/** Today's hall: 6 tables shared by the 部門, 5 minutes' rest between a person's matches. */
const DEMO_HALL: Hall = { tables: 6, label: '台', names: [], restMinutes: 5, callOrder: 'behind' };

type SeedStage = Omit<Stage, 'id'> & { id: string };
type SeedEntrant = Stage['entrants'][number];

/**
 * 混合ダブルス (four pairs of the 一般シングルス players, so a person plays in two 部門) and ジュニア
 * (four new entries), both トーナメント on the hall's tables 5–6 with 自動呼び出し. ジュニア's first
 * semi-final is played; the calls are what the hall would make a few minutes ago (floor.ts), so a
 * pair whose player is on the 予選リーグ's table, or resting, waits.
 */
function otherEvents(
  singles: readonly SeedEntrant[],
  league: SeedStage | Omit<Stage, 'id'>,
  now: Date,
): { stage: SeedStage; entries: { id: string; data: Record<string, unknown> }[] }[] {
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60 * 1000);
  const personOf = (entrant: SeedEntrant | undefined) => entrant?.persons?.[0] ?? entrant?.id ?? '';
  const base = (
    id: string,
    order: number,
    divisionId: string,
    name: string,
  ): Omit<SeedStage, 'entrants'> => ({
    id,
    order,
    name,
    format: 'single',
    scoring: 'games',
    bestOf: 3,
    ...stageDefaults('single'),
    thirdPlace: false,
    reset: false,
    groups: 1,
    rounds: 1,
    seeds: 0,
    drawSeed: 20261129 + order,
    from: null,
    draw: [],
    pairings: {},
    results: {},
    tableCount: 2,
    tableFirst: 5,
    tableLabel: '台',
    autoCall: true,
    autoConfirm: false,
    tables: {},
    status: 'running',
    divisionId,
  });
  // Pairs of the singles players in seed order: 山田・佐藤, 鈴木・高橋, 田中・伊藤, 渡辺・中村.
  const pairs = [0, 2, 4, 6].map((i, k) => {
    const [a, b] = [singles[i], singles[i + 1]];
    return {
      id: `m${String(k + 1).padStart(3, '0')}`,
      number: 101 + k,
      name: `${a?.name ?? ''}・${b?.name ?? ''}`,
      persons: [personOf(a), personOf(b)],
    };
  });
  const juniors = ['小川 湊', '岡田 陽向', '石井 心春', '前田 蒼'].map((name, k) => ({
    id: `j${String(k + 1).padStart(3, '0')}`,
    number: 201 + k,
    name,
  }));
  let mixed: SeedStage = {
    ...base('mixed', 2, 'mixed', '混合ダブルス'),
    entrants: pairs.map(({ id, name, persons }) => ({ id, name, affiliation: 'さくら卓球クラブ', persons })),
  };
  mixed = { ...mixed, draw: makeDraw(mixed) };
  let junior: SeedStage = {
    ...base('junior', 3, 'junior', 'ジュニア'),
    entrants: juniors.map(({ id, name }) => ({ id, name, affiliation: 'さくらジュニア' })),
  };
  junior = { ...junior, draw: makeDraw(junior) };
  // ジュニア's first semi-final was played on 5番台 (called 30 minutes ago, over 12 minutes ago).
  const first = [...resolveStage(junior).values()].find((state) => state.status === 'ready');
  if (first) {
    const index = (id: unknown) => junior.entrants.findIndex((e) => e.id === id);
    junior = {
      ...junior,
      tables: { [first.match.id]: { table: 5, at: minutesAgo(30) } },
      results: {
        [first.match.id]: {
          outcome: 'a',
          how: 'played',
          games: [2, 1],
          sides: [index(first.a), index(first.b)],
          confirmed: true,
          at: minutesAgo(12),
        },
      },
    };
  }
  // The hall's calls since then, as 自動呼び出し made them (the 予選リーグ holds tables 1–4).
  const floor = competitionFloor([{ ...league, id: 'league' }, mixed, junior], DEMO_HALL);
  const calls = floorRepair(floor, minutesAgo(6));
  const called = (stage: SeedStage) => ({
    ...stage,
    tables: {
      ...stage.tables,
      ...Object.fromEntries(
        Object.entries(calls[stage.id] ?? {}).flatMap(([matchId, call]) =>
          call ? [[matchId, { table: call.table, at: call.at }]] : [],
        ),
      ),
    },
  });
  const entry = (e: { id: string; number: number; name: string }, divisionId: string, category: string) => ({
    id: e.id,
    data: checked(entrySchema, {
      number: e.number,
      name: e.name,
      kana: '',
      affiliation: divisionId === 'junior' ? 'さくらジュニア' : 'さくら卓球クラブ',
      category,
      memo: '',
      divisionId,
    }),
  });
  return [
    { stage: called(mixed), entries: pairs.map((p) => entry(p, 'mixed', '混合ダブルス')) },
    { stage: called(junior), entries: juniors.map((j) => entry(j, 'junior', 'ジュニア')) },
  ];
}

/**
 * 団体戦（4単1複） (docs/play.md "Team ties"): four teams of 4–6, the first made from its captain's
 * registration (佐藤 花子's, so her 参加票 finds the team), the others typed by staff; its トーナメント
 * is a draft on the hall's tables 5–6, to be drawn on 対戦 once the other 部門 free them.
 */
function teamEvent(registered: readonly { registId: string; team: { name: string; members: Member[] } }[]): {
  stage: SeedStage;
  entries: { id: string; data: Record<string, unknown> }[];
} {
  const typed = (names: string[]): Member[] => names.map((name, k) => ({ id: `m${k + 1}`, name }));
  const teams: { name: string; affiliation: string; registId?: string; members: Member[] }[] = [
    ...registered.map(({ registId, team }) => ({
      name: team.name,
      affiliation: 'さくら卓球クラブ',
      registId,
      members: team.members,
    })),
    {
      name: 'みなと卓球会',
      affiliation: 'みなと卓球会',
      members: typed(['森 健太', '池田 翼', '石田 悠', '原 拓海']),
    },
    {
      name: '世田谷クラブ',
      affiliation: '世田谷クラブ',
      members: typed(['清水 大和', '山口 陸', '松田 颯', '橋本 樹', '阿部 蒼']),
    },
    {
      name: 'さくら卓球クラブB',
      affiliation: 'さくら卓球クラブ',
      members: typed(['遠藤 優', '青木 歩', '藤田 光', '西村 空', '福田 湊', '太田 凛']),
    },
  ];
  const entries = teams.map((team, k) => ({
    id: `t${String(k + 1).padStart(3, '0')}`,
    data: checked(entrySchema, {
      number: 301 + k,
      name: team.name,
      kana: '',
      affiliation: team.affiliation,
      category: '団体戦（4単1複）',
      memo: '',
      divisionId: 'team',
      ...(team.registId ? { registId: team.registId } : {}),
      members: team.members,
    }),
  }));
  const { tie } = presetTeamSettings('tt4s1d');
  const { scoring, bestOf, tiebreaks } = TIE_PRESET_STAGES[tie.preset];
  const stage: SeedStage = {
    id: 'team',
    order: 4,
    name: '団体戦（4単1複）',
    format: 'single',
    ...stageDefaults('single'),
    scoring,
    bestOf,
    tiebreaks: [...tiebreaks],
    thirdPlace: false,
    reset: false,
    groups: 1,
    rounds: 1,
    seeds: 0,
    drawSeed: 20261130,
    from: null,
    // As 対戦 takes them from エントリー (features/play/entrants.ts): the captain's registration as
    // the team's person, the roster without ふりがな.
    entrants: teams.map((team, k) => ({
      id: entries[k]?.id ?? '',
      name: team.name,
      affiliation: team.affiliation,
      ...(team.registId ? { persons: [team.registId] } : {}),
      members: team.members.map(({ id, name, lead, registId }) => ({
        id,
        name,
        ...(lead ? { lead } : {}),
        ...(registId ? { registId } : {}),
      })),
    })),
    draw: [],
    pairings: {},
    results: {},
    tableCount: 2,
    tableFirst: 5,
    tableLabel: '台',
    autoCall: false,
    autoConfirm: false,
    tables: {},
    status: 'draft',
    divisionId: 'team',
    tie,
  };
  return { stage, entries };
}

async function seedCompe(seed: CompeSeed) {
  const now = new Date();
  const eventedAt = seed.days === 0 && seed.units ? demoDayStart(seed.units, now) : jstMorning(seed.days);
  const batch = db.batch();
  const registCount =
    seed.regists?.filter((r) => r.status === 'accepted' || r.status === 'pending').length ?? 0;
  const compeRef = db.collection('compes').doc(seed.id);
  const cancelledAt =
    seed.cancelledDaysAgo === undefined ? null : new Date(now.getTime() - seed.cancelledDaysAgo * DAY);
  const record = seed.record && seed.entries ? recordStage(seed.entries, eventedAt) : null;
  batch.set(
    compeRef,
    checked(compeSchema, {
      clubId: seed.clubId,
      ...(seed.owner ? { owner: seed.owner } : {}),
      title: seed.title,
      shortTitle: seed.shortTitle,
      eventedAt,
      venue: seed.venue,
      desc: seed.desc,
      published: true,
      regist: {
        opensAt: jstMorning(seed.opensInDays, 10),
        closesAt: jstMorning(seed.closesInDays, 23),
        capacity: seed.capacity,
        waitlist: true,
        approval: seed.approval ?? 'auto',
        fields: [
          { id: 'level', label: '経験', type: 'select', required: true, options: ['初心者', '中級', '上級'] },
          { id: 'note', label: '連絡事項', type: 'textarea', required: false, options: [] },
        ],
        count: registCount,
      },
      live: {
        // The board below carries the same notice: 進行表 would otherwise offer to re-publish it.
        notice: seed.units ? DEMO_NOTICE : '',
        ...(seed.days === 0
          ? {
              meetingUrl: 'https://meet.example/sakura-monthly',
              meetingId: '812 3456 7890',
              passcode: 'sakura',
            }
          : {}),
      },
      createdAt: now,
      updatedAt: now,
      ...(cancelledAt ? { cancelledAt } : {}),
      ...(record && seed.record ? { podium: record.podium } : {}),
      ...(seed.multiEvent ? { divisions: DEMO_DIVISIONS, divisionLimit: 2, hall: DEMO_HALL } : {}),
    }),
  );
  if (record) batch.set(compeRef.collection('stages').doc('final'), checked(stageSchema, record.stage));
  // The named awards: one document each, its id its place (docs/data-model.md).
  seed.record?.awards.forEach((award, i) => {
    batch.set(compeRef.collection('awards').doc(awardSlot(i)), checked(awardSchema, award));
  });
  batch.set(
    db.collection('clubs').doc(seed.clubId).collection('links').doc(seed.id),
    checked(linkSchema, {
      compeId: seed.id,
      title: seed.title,
      shortTitle: seed.shortTitle,
      eventedAt,
      ...(seed.owner ? { owner: seed.owner } : {}),
      published: true,
      ...(cancelledAt ? { cancelled: true } : {}),
    }),
  );

  // submitRegist's server-only bookkeeping: the last receipt number and one lock per address.
  const registKeys = compeRef.collection('registKeys');
  if (seed.regists?.length) batch.set(registKeys.doc('_seq'), { seq: seed.regists.length });
  // Entries made from registrations link back to them (the ticket finds its participant's items by it).
  const registIds = new Map<string, string>();
  const registRefs = (seed.regists ?? []).map(() => compeRef.collection('regists').doc());
  const emailOf = (i: number) => `player${i + 1}.${seed.id}@participant.example`;
  const seededDivisions = seed.multiEvent ? DEMO_DIVISIONS : [];
  /** ペアのお相手 as stored (registPartnerSchema): the partner's registration once both named each other. */
  const partnersOf = (i: number) => {
    const pair = seed.regists?.[i]?.pair;
    const j = seed.regists?.findIndex((other) => other.name === pair?.partner) ?? -1;
    if (!pair || j < 0) return undefined;
    const named = seed.regists?.[j]?.pair;
    const paired = named?.division === pair.division && named.partner === seed.regists?.[i]?.name;
    return {
      [pair.division]: {
        name: pair.partner,
        email: emailOf(j),
        ...(paired ? { registId: registRefs[j]?.id ?? '' } : {}),
      },
    };
  };
  /** The team applicant i registered as captain, as submitRegist stores it (ids m1 … in order). */
  const teamsOf = (i: number) => {
    const regist = seed.regists?.[i];
    if (!regist?.team) return undefined;
    const members: Member[] = [
      { id: 'm1', name: regist.name, kana: regist.kana, lead: true, registId: registRefs[i]?.id ?? '' },
      ...regist.team.members.map((name, k) => ({ id: `m${k + 2}`, name })),
    ];
    return { [regist.team.division]: { name: regist.team.name, members } };
  };
  /** The ペアの申し込み waiting on applicant i's 参加票: live applicants naming i, not named back. */
  const pairRequestsOf = (i: number) =>
    (seed.regists ?? []).flatMap((other, j) => {
      const pair = other.pair;
      if (!pair || pair.partner !== seed.regists?.[i]?.name) return [];
      if (other.status === 'cancelled' || other.status === 'rejected') return [];
      if (partnersOf(j)?.[pair.division]?.registId) return [];
      const divisionName = seededDivisions.find((d) => d.id === pair.division)?.name ?? pair.division;
      return [{ from: registRefs[j]?.id ?? '', divisionId: pair.division, divisionName, name: other.name }];
    });
  // 部門 seats (functions/src/regist/division-seats.ts): accepted and pending hold one in each 部門.
  const divisionCounts: Record<string, number> = {};
  (seed.regists ?? []).forEach((regist, i) => {
    const registRef = registRefs[i];
    registIds.set(regist.name, registRef.id);
    const email = emailOf(i);
    const divisions = seed.multiEvent ? (regist.divisions ?? []) : [];
    const partners = seed.multiEvent ? partnersOf(i) : undefined;
    const teams = seed.multiEvent ? teamsOf(i) : undefined;
    const requests = seed.multiEvent ? pairRequestsOf(i) : [];
    if (regist.status === 'accepted' || regist.status === 'pending') {
      for (const id of divisions) divisionCounts[id] = (divisionCounts[id] ?? 0) + 1;
    }
    const id = ticketId();
    if (regist.status === 'accepted') demoTickets.push({ compe: seed.title, name: regist.name, id });
    const createdAt = new Date(now.getTime() - (10 - i) * DAY);
    batch.set(
      registRef,
      checked(registSchema, {
        name: regist.name,
        kana: regist.kana,
        email,
        phone: '',
        answers: { level: '中級' },
        status: regist.status,
        ticketId: id,
        number: i + 1,
        createdAt,
        checkedInAt: null,
        ...(divisions.length > 0 ? { divisions } : {}),
        ...(partners ? { partners } : {}),
        ...(teams ? { teams } : {}),
      }),
    );
    batch.set(registKeys.doc(createHash('sha256').update(email).digest('hex')), {
      registId: registRef.id,
      createdAt,
    });
    batch.set(
      db.collection('tickets').doc(id),
      checked(registTicketSchema, {
        code: 'regist',
        clubId: seed.clubId,
        compeId: seed.id,
        registId: registRef.id,
        compeTitle: seed.title,
        eventedAt,
        venue: seed.venue,
        name: regist.name,
        number: i + 1,
        status: regist.status,
        createdAt,
        ...(cancelledAt ? { compeCancelled: true } : {}),
        ...(divisions.length > 0
          ? { divisions: registEnteredDivisions(seededDivisions, { divisions, partners, teams }) }
          : {}),
        ...(requests.length > 0 ? { pairRequests: requests } : {}),
      }),
    );
  });
  if (Object.keys(divisionCounts).length > 0) {
    batch.set(registKeys.doc('_divisions'), { counts: divisionCounts });
  }

  const entryIds = (seed.entries ?? []).map((name, i) => {
    const ref = compeRef.collection('entries').doc(`e${String(i + 1).padStart(3, '0')}`);
    batch.set(
      ref,
      checked(entrySchema, {
        number: i + 1,
        name,
        kana: '',
        affiliation: i % 2 === 0 ? 'さくら卓球クラブ' : '一般',
        category: i < 4 ? '一般男子' : '一般女子',
        memo: '',
        ...(registIds.has(name) ? { registId: registIds.get(name) } : {}),
        ...(seed.multiEvent ? { divisionId: 'open' } : {}),
      }),
    );
    return { id: ref.id, number: i + 1, name, registId: registIds.get(name) };
  });

  /** The stages seeded, for the run sheet's items that hold one. */
  const stages: (Omit<Stage, 'id'> & { id: string })[] = [];
  if (seed.units && entryIds.length >= 4) {
    // 対戦 (docs/play.md): today's 予選リーグ in two groups on 4 台, A組 played out, B組 under way (one
    // result still 速報, one match on 1番台 now and the next one waiting to be called), so the
    // tables, the calls, the matches waiting and 決勝トーナメント can all be tried.
    const entrants = entryIds.map((entry, i) => ({
      id: entry.id,
      name: entry.name,
      affiliation: i % 2 === 0 ? 'さくら卓球クラブ' : '一般',
      // The person behind the entry: their registration, the same in every 部門 (docs/play.md).
      ...(seed.multiEvent && entry.registId ? { persons: [entry.registId] } : {}),
    }));
    let league: Omit<Stage, 'id'> = {
      order: 0,
      name: '予選リーグ',
      format: 'league',
      scoring: 'points',
      bestOf: 1,
      ...stageDefaults('league'),
      thirdPlace: false,
      reset: false,
      groups: 2,
      rounds: 1,
      seeds: 0,
      drawSeed: 20261125,
      from: null,
      entrants,
      draw: [],
      pairings: {},
      results: {},
      tableCount: 4,
      tableLabel: '台',
      autoCall: false,
      autoConfirm: false,
      tables: {},
      status: 'running',
      ...(seed.multiEvent ? { divisionId: 'open' } : {}),
    };
    league = { ...league, draw: makeDraw(league) };
    const index = new Map(entrants.map((entrant, i) => [entrant.id, i]));
    const ready = [...resolveStage(league).values()].filter((state) => state.status === 'ready');
    const inB = ready.filter((state) => state.match.group === 1);
    const played = [...ready.filter((state) => state.match.group === 0), ...inB.slice(0, 2)];
    const results: Record<string, StageResult> = {};
    const tables: Stage['tables'] = {};
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60 * 1000);
    played.forEach((state, i) => {
      // Where each was played: called 5 minutes before its result (the run sheet's 1試合平均).
      tables[state.match.id] = { table: (i % 4) + 1, at: minutesAgo((played.length - i) * 6 + 5) };
      const [a, b] = [index.get(state.a ?? '') ?? 0, index.get(state.b ?? '') ?? 0];
      results[state.match.id] = {
        outcome: i % 3 === 2 ? 'b' : 'a',
        how: 'played',
        points: i % 3 === 2 ? [8 + (i % 3), 11] : [11, 4 + (i % 5)],
        sides: [a, b],
        confirmed: state !== inB[1],
        at: minutesAgo((played.length - i) * 6),
      };
    });
    // B組's next match went to 1番台 after the last result; the one after it waits for staff to call.
    const [onTable] = nextCalls({ ...league, results, tables }, undefined, minutesAgo(4));
    if (onTable) tables[onTable.matchId] = { table: onTable.table, at: onTable.at };
    // The day's calls on one floor were made across 部門 (a result freeing a table calls another
    // stage's match), which writes them into the hall's one document (docs/play.md "The hall's
    // calls"): the demo keeps them there, so 対戦 and the public pages read both places.
    const hallCalls: Record<string, Stage['tables'][string]> = {};
    const withCalls = (id: string, stage: Omit<Stage, 'id'>) => {
      if (!seed.multiEvent) return stage;
      for (const [matchId, call] of Object.entries(stage.tables)) hallCalls[hallCallKey(id, matchId)] = call;
      return { ...stage, tables: {} };
    };
    batch.set(
      compeRef.collection('stages').doc('league'),
      checked(stageSchema, withCalls('league', { ...league, results, tables })),
    );
    stages.push({ ...league, results, tables, id: 'league' });
    // The 決勝トーナメント waits for the league: its entrants are known, and it is drawn, only when
    // the league is over (対戦 「組み合わせを作成」), on 2 台 with a 3位決定戦.
    const final: Omit<Stage, 'id'> = {
      ...league,
      order: 1,
      name: '決勝トーナメント',
      format: 'single',
      ...stageDefaults('single'),
      thirdPlace: true,
      groups: 1,
      from: { stageId: 'league', qualifiers: 2 },
      entrants: [],
      draw: [],
      results: {},
      tableCount: 2,
      tables: {},
      status: 'draft',
    };
    batch.set(compeRef.collection('stages').doc('final'), checked(stageSchema, final));
    stages.push({ ...final, id: 'final' });
    if (seed.multiEvent) {
      for (const other of otherEvents(entrants, { ...league, results, tables }, now)) {
        for (const entry of other.entries)
          batch.set(compeRef.collection('entries').doc(entry.id), entry.data);
        batch.set(
          compeRef.collection('stages').doc(other.stage.id),
          checked(stageSchema, withCalls(other.stage.id, other.stage)),
        );
        stages.push(other.stage);
      }
      const team = teamEvent(
        registRefs.flatMap((ref, i) => {
          const team = teamsOf(i)?.team;
          return team ? [{ registId: ref.id, team }] : [];
        }),
      );
      for (const entry of team.entries) batch.set(compeRef.collection('entries').doc(entry.id), entry.data);
      batch.set(compeRef.collection('stages').doc(team.stage.id), checked(stageSchema, team.stage));
      stages.push(team.stage);
      batch.set(
        compeRef.collection('stages').doc(HALL_CALLS_ID),
        checked(hallCallsSchema, { calls: hallCalls }),
      );
    }
  }

  if (seed.units) {
    // Today's run sheet: the first two items are done (the second ran 10 minutes long), the third runs.
    let planned = eventedAt.getTime();
    const units = seed.units.map((unit, i) => {
      const start = new Date(planned + (i >= 2 ? LATE_MINUTES * 60 * 1000 : 0));
      planned += unit.minutes * 60 * 1000;
      const status = i < 2 ? 'done' : i === 2 ? 'running' : 'waiting';
      const data = checked(unitSchema, {
        order: i,
        title: unit.title,
        kind: unit.kind,
        minutes: unit.minutes,
        stageId: unit.stageId ?? null,
        stageRounds: unit.stageRounds ?? null,
        ...(unit.parallelStages && seed.multiEvent
          ? { parallelStages: unit.parallelStages.map((stageId) => ({ stageId, rounds: null })) }
          : {}),
        entryIds:
          unit.kind === 'event' || unit.kind === 'final'
            ? entryIds.slice(0, 4 + (i % 2) * 4).map((e) => e.id)
            : [],
        status,
        startedAt: status === 'waiting' ? null : start,
        endedAt:
          status === 'done'
            ? new Date(start.getTime() + (unit.minutes + (i === 1 ? LATE_MINUTES : 0)) * 60 * 1000)
            : null,
        note: unit.note ?? '',
      }) as Omit<Unit, 'id'>;
      const id = `u${i + 1}`;
      batch.set(compeRef.collection('units').doc(id), data);
      return { ...data, id };
    });
    // The same board builder as 進行表, as of the moment the third item started.
    const boardAt = units[2].startedAt ?? now;
    const board = buildBoard({
      startAt: eventedAt,
      units,
      entries: entryIds,
      notice: DEMO_NOTICE,
      now: boardAt,
      playEnds: playUnitEnds(units, stages, boardAt),
    });
    // Checked and stored as the app stores it (units as one string, shared/board-codec.ts).
    batch.set(compeRef.collection('live').doc('board'), z.encode(boardSchema, { ...board, updatedAt: now }));
  }

  await batch.commit();
}

async function main() {
  const now = new Date();
  await seedUsers();
  for (const [id, { emails, ...club }] of Object.entries(clubs)) {
    await db
      .collection('clubs')
      .doc(id)
      .set(checked(clubSchema, { ...club, updatedAt: now }));
    // The addresses are staff-only, apart from the public club document (docs/data-model.md).
    await db
      .collection('clubs')
      .doc(id)
      .collection('private')
      .doc(CLUB_CONTACT_DOC)
      .set(checked(clubContactSchema, { emails, updatedAt: now }));
  }
  for (const compe of compes) await seedCompe(compe);
  console.log('[seed] demo data written. Demo accounts (sign in with the link printed below):');
  for (const user of Object.values(DEMO_USERS)) console.log(`  ${user.email.padEnd(28)} ${user.role}`);
  console.log('[seed] 参加票 of accepted demo registrations (path on the app):');
  for (const t of demoTickets) console.log(`  /ticket/${t.id}  ${t.name}（${t.compe}）`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
