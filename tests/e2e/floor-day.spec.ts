import { expect, test, type Browser, type Page } from '@playwright/test';
import * as z from 'zod/mini';
import { DEMO_USERS } from '../../scripts/demo-users';
import { buildBoard } from '../../src/shared/run-sheet/board-document';
import { boardSchema } from '../../src/shared/schemas/unit';
import { unitOf } from '../../src/lib/db/units/__tests__/fixtures';
import { drawnStageOf, storedStage } from '../../src/testing/stages';
import { adminDb } from './admin';
import { resetAndSeed, signIn } from './support';

/**
 * Several 部門 on one floor (docs/play.md "One floor"): 山田 enters 一般シングルス and 混合ダブルス
 * with 佐藤 as his partner, who names him back; three 部門 play on the hall's 6 tables (シングルス
 * 1–4, 混合ダブルス and ジュニア 5–6). 山田's doubles waits while he plays on 1番台, though 5番台 is
 * free; two staff phones enter results at the same moment; his singles result calls the doubles to
 * 5番台 — the hall's number — on the call board, and his 参加票 lists his matches in both 部門.
 */
const db = adminDb('floor-day');
const CLUB = 'sakura';
const COMPE = 'floor-day';
const PHONE = { width: 390, height: 844 };
const DIVISIONS = [
  { id: 'singles', name: '一般シングルス', kind: 'single', capacity: 0, waitlist: false, conditions: '' },
  { id: 'mixed', name: '混合ダブルス', kind: 'pair', capacity: 0, waitlist: false, conditions: '' },
  { id: 'junior', name: 'ジュニア', kind: 'single', capacity: 0, waitlist: false, conditions: '中学生以下' },
];

test.describe.configure({ timeout: 150_000 });

test.beforeAll(async () => {
  await resetAndSeed();
  const now = new Date();
  const compe = {
    clubId: CLUB,
    title: 'さくら部門別オープン',
    shortTitle: '部門別オープン',
    // Open for registration until the day begins (moved to the day's start below).
    eventedAt: new Date(now.getTime() + 30 * 60_000),
    venue: '世田谷区総合運動場体育館',
    desc: '',
    published: true,
    regist: {
      opensAt: new Date(now.getTime() - 86_400_000),
      closesAt: new Date(now.getTime() + 86_400_000),
      capacity: 0,
      waitlist: false,
      approval: 'auto',
      fields: [],
      count: 0,
    },
    live: { notice: '' },
    createdAt: now,
    updatedAt: now,
    divisions: DIVISIONS,
    divisionLimit: 2,
    hall: { tables: 6, label: '台', names: [], restMinutes: 0, callOrder: 'order' },
  };
  await db.doc(`compes/${COMPE}`).set(compe);
  await db.doc(`clubs/${CLUB}/links/${COMPE}`).set({
    compeId: COMPE,
    title: compe.title,
    shortTitle: compe.shortTitle,
    eventedAt: compe.eventedAt,
    published: true,
  });
});

async function apply(
  browser: Browser,
  who: { name: string; kana: string; email: string },
  divisions: string[],
  partner?: { name: string; email: string },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await page.goto(`/${CLUB}/regist/${COMPE}`);
  const form = page.getByRole('form', { name: '申し込みフォーム' });
  await form.getByRole('textbox', { name: '氏名', exact: true }).fill(who.name);
  await form.getByRole('textbox', { name: 'ふりがな' }).fill(who.kana);
  await form.getByRole('textbox', { name: 'メール', exact: true }).fill(who.email);
  for (const division of divisions)
    await form.getByRole('checkbox', { name: new RegExp(`^${division}`) }).check();
  if (partner) {
    const fields = form.getByRole('group', { name: '混合ダブルスのペアのお相手' });
    await fields.getByRole('textbox', { name: 'お相手の氏名' }).fill(partner.name);
    await fields.getByRole('textbox', { name: 'お相手のメールアドレス' }).fill(partner.email);
  }
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await page
    .getByRole('region', { name: '入力内容の確認' })
    .getByRole('button', { name: '申し込む' })
    .click();
  await expect(page).toHaveURL(/\/ticket\/[A-Za-z0-9_-]{20,}$/);
  return page;
}

/** A result entered on 対戦 up to its 確定 button, for two phones to press at the same moment. */
async function resultReady(page: Page, stage: string, table: string, winner: string) {
  const panel = page.getByRole('region', { name: stage });
  await panel.getByRole('button', { name: `結果を入力 ${table}` }).click();
  const dialog = page.getByRole('dialog', { name: /結果を入力/ });
  await dialog.getByRole('radio', { name: `${winner} の勝ち` }).check();
  return dialog;
}

test('a person in two 部門 is never called twice; the hall calls across 部門 with its own numbers', async ({
  browser,
  page,
}) => {
  // 山田 enters singles and doubles naming 佐藤; 佐藤 names him back: the pair is made.
  const yamada = await apply(
    browser,
    { name: '山田 一郎', kana: 'やまだ いちろう', email: 'yamada@floor.example' },
    ['一般シングルス', '混合ダブルス'],
    { name: '佐藤 花子', email: 'sato@floor.example' },
  );
  const sato = await apply(
    browser,
    { name: '佐藤 花子', kana: 'さとう はなこ', email: 'sato@floor.example' },
    ['混合ダブルス'],
    { name: '山田 一郎', email: 'yamada@floor.example' },
  );
  await expect(sato.getByText(/混合ダブルス（ペア：山田 一郎さん\s*ペア成立）/)).toBeVisible();

  // The day has begun: an hour ago, never before today's midnight in Japan (so the pages follow it
  // live whenever the journey runs); the tickets carry the day as submitRegist copied it.
  const jst = new Date(Date.now() + 9 * 3_600_000);
  const midnight = Date.UTC(jst.getUTCFullYear(), jst.getUTCMonth(), jst.getUTCDate()) - 9 * 3_600_000;
  const dayStart = new Date(Math.max(Date.now() - 3_600_000, midnight));
  await db.doc(`compes/${COMPE}`).update({ eventedAt: dayStart });
  await db.doc(`clubs/${CLUB}/links/${COMPE}`).update({ eventedAt: dayStart });
  for (const t of (await db.collection('tickets').where('compeId', '==', COMPE).get()).docs)
    await t.ref.update({ eventedAt: dayStart });

  // The day's draw, as staff made it (stages and entries written directly: 対戦's own journeys
  // cover making them): 山田 on 1番台 in the singles, ジュニア on 6番台, 5番台 free.
  const regists = await db.collection(`compes/${COMPE}/regists`).get();
  const registOf = (name: string) => regists.docs.find((d) => d.get('name') === name)?.id ?? '';
  const [rYamada, rSato] = [registOf('山田 一郎'), registOf('佐藤 花子')];
  const now = new Date();
  const stage = (
    id: string,
    order: number,
    name: string,
    entrants: { id: string; name: string; persons?: string[] }[],
    tableFirst: number,
    tableCount: number,
    tables: Record<string, number>,
  ) =>
    db.doc(`compes/${COMPE}/stages/${id}`).set({
      ...storedStage(
        drawnStageOf('single', entrants.length, {
          order,
          name,
          seeds: entrants.length,
          entrants: entrants.map((e) => ({ affiliation: '', ...e })),
          tableCount,
          autoCall: true,
          tables: Object.fromEntries(Object.entries(tables).map(([m, t]) => [m, { table: t, at: now }])),
        }),
      ),
      divisionId: id,
      tableFirst,
    });
  await stage(
    'singles',
    0,
    '一般シングルス',
    [
      { id: 's1', name: '山田 一郎', persons: [rYamada] },
      { id: 's2', name: '鈴木 次郎' },
      { id: 's3', name: '高橋 三郎' },
      { id: 's4', name: '田中 四郎' },
    ],
    1,
    4,
    { 'W1-1': 1, 'W1-2': 2 },
  );
  await stage(
    'mixed',
    1,
    '混合ダブルス',
    [
      { id: 'm1', name: '山田 一郎・佐藤 花子', persons: [rYamada, rSato] },
      { id: 'm2', name: '伊藤 五郎・渡辺 六子' },
    ],
    5,
    2,
    {},
  );
  await stage(
    'junior',
    2,
    'ジュニア',
    [
      { id: 'j1', name: '小川 湊' },
      { id: 'j2', name: '岡田 陽向' },
    ],
    5,
    2,
    { 'W1-1': 6 },
  );
  // The run sheet holds the singles (a ticket follows the play of a day whose sheet holds some).
  const units = [
    unitOf('u1', 0, { title: '午前', minutes: 120, stageId: 'singles', status: 'running', startedAt: now }),
  ];
  await db
    .doc(`compes/${COMPE}/units/u1`)
    .set(Object.fromEntries(Object.entries(units[0] ?? {}).filter(([key]) => key !== 'id')));
  const board = buildBoard({ startAt: now, units, entries: [], notice: '', now });
  await db.doc(`compes/${COMPE}/live/board`).set(z.encode(boardSchema, { ...board, updatedAt: now }));

  // The call board on the hall's screen.
  const screen = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await screen.goto(`/${CLUB}/call/${COMPE}`);
  const calling = screen.getByRole('list', { name: '呼び出し中' });
  await expect(calling).toContainText('1番台：山田 一郎 vs 田中 四郎');
  await expect(calling).toContainText('6番台：小川 湊 vs 岡田 陽向');

  // 山田's ticket: his singles now, his doubles next.
  await yamada.reload();
  const next = yamada.getByRole('region', { name: 'あなたの次の試合' });
  await expect(next).toContainText('呼び出し中：1番台 vs 田中 四郎');
  await expect(next).toContainText('vs 伊藤 五郎・渡辺 六子（混合ダブルス 決勝）');

  // Staff: 5番台 is free, but the doubles waits for 山田, who plays on 1番台.
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO_USERS.staff.email);
  await page.goto(`/${CLUB}/form/${COMPE}/match`);
  const mixed = page.getByRole('region', { name: '混合ダブルス' });
  await expect(mixed.getByRole('list', { name: '混合ダブルスの台の状況' })).toContainText('5番台：空き');
  await expect(mixed.getByRole('list', { name: '混合ダブルスの選手を待っている試合' })).toContainText(
    '山田 一郎が1番台で試合中（一般シングルス）',
  );
  await expect(calling).not.toContainText('山田 一郎・佐藤 花子');

  // Two staff phones press 確定 at the same moment: 山田's singles, and ジュニア's final.
  const other = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(other, DEMO_USERS.admin.email);
  await other.goto(`/${CLUB}/form/${COMPE}/match`);
  const [one, two] = await Promise.all([
    resultReady(page, '一般シングルス', '1番台', '山田 一郎'),
    resultReady(other, 'ジュニア', '6番台', '小川 湊'),
  ]);
  await Promise.all([
    one.getByRole('button', { name: '確定' }).click(),
    two.getByRole('button', { name: '確定' }).click(),
  ]);
  await expect(one).toBeHidden();
  await expect(two).toBeHidden();

  // 山田 is free: the doubles takes 5番台, the hall's number, on the call board without a reload.
  await expect(calling).toContainText('5番台：山田 一郎・佐藤 花子 vs 伊藤 五郎・渡辺 六子');
  await expect(calling).not.toContainText('1番台：山田 一郎');
  // Stored: no table holds two matches, nobody is on two tables.
  // Each stage's own calls, and those other stages' results made, in the hall's one document
  // (docs/play.md "The hall's calls"); a match is on its table until its result.
  const stages = await db.collection(`compes/${COMPE}/stages`).get();
  const results = new Map(
    stages.docs.map((d) => [d.id, (d.get('results') ?? {}) as Record<string, unknown>]),
  );
  const calls = new Map<string, { stage: string; matchId: string; table: number }>();
  for (const d of stages.docs) {
    const own = d.id === '_hall' ? {} : (d.get('tables') as Record<string, { table: number }>);
    for (const [matchId, call] of Object.entries(own))
      calls.set(`${d.id}:${matchId}`, { stage: d.id, matchId, table: call.table });
  }
  const hall = stages.docs.find((d) => d.id === '_hall');
  for (const [key, call] of Object.entries((hall?.get('calls') ?? {}) as Record<string, { table: number }>)) {
    const [stage = '', matchId = ''] = key.split(':');
    calls.set(key, { stage, matchId, table: call.table });
  }
  const onTables = [...calls.values()].filter(({ stage, matchId }) => !results.get(stage)?.[matchId]);
  expect(new Set(onTables.map((c) => c.table)).size).toBe(onTables.length);
  expect(onTables.filter((c) => c.stage === 'mixed')).toEqual([
    { stage: 'mixed', matchId: 'W1-1', table: 5 },
  ]);

  // His 参加票 follows: called to 5番台 in the doubles, and the singles' result.
  await expect(next).toContainText('呼び出し中：5番台 vs 伊藤 五郎・渡辺 六子');
  await expect(yamada.getByText(/準決勝 勝ち vs 田中 四郎（確定）/)).toBeVisible();
});
