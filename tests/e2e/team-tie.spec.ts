import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_USERS } from '../../scripts/demo-users';
import { storedStage } from '../../src/testing/stages';
import { teamStageOf } from '../../src/testing/team-stages';
import { adminDb } from './admin';
import { resetAndSeed, signIn } from './support';

/**
 * 団体戦 (docs/play.md "Team ties"): two captains submit their 4単1複 orders from their own phones.
 * Neither sees the other's until both are in; then both open at once, the 1番 and 2番 are called to
 * the 団体戦's two tables by themselves, the captains report each rubber from their 参加票, the next
 * rubbers follow in their order, and the tie stops at 3-1: ライブ shows the score, each rubber and the
 * 5番 not played — nobody from staff touches anything.
 */
const db = adminDb('team-tie');

const CLUB = 'sakura';
const TODAY = 'sakura-monthly';
const STAGE = 'team';
const PHONE = { width: 390, height: 844 };
/** みなと卓球会's captain: the demo's team was typed by staff; here its captain registers. */
const MORI = { registId: 'r-mori-team', ticketId: 'ticketMoriCaptain0001' };

interface Captain {
  ticketId: string;
  team: string;
}
let sakura: Captain;
const minato: Captain = { ticketId: MORI.ticketId, team: 'みなと卓球会' };

test.beforeAll(async () => {
  await resetAndSeed();
  const compe = db.collection('compes').doc(TODAY);
  // The 団体戦 alone on the floor, and no rest between a person's rubbers (the 3番's pair plays again).
  await compe.update({ 'hall.restMinutes': 0 });
  await compe.collection('stages').doc('league').update({ tables: {}, autoCall: false });
  await compe.collection('stages').doc('_hall').delete();
  await compe.collection('stages').doc('mixed').delete();
  await compe.collection('stages').doc('junior').delete();
  // 佐藤 花子 captains さくら卓球クラブA from her registration (the demo's); 森 健太 registers みなと卓球会.
  const sato = (await compe.collection('entries').doc('t001').get()).data();
  const satoTicket = await db.collection('tickets').where('registId', '==', sato?.registId).limit(1).get();
  sakura = { ticketId: satoTicket.docs[0]?.id ?? '', team: 'さくら卓球クラブA' };
  const minatoEntry = (await compe.collection('entries').doc('t002').get()).data();
  const members = minatoEntry?.members as { id: string; name: string }[];
  const now = new Date();
  await compe
    .collection('regists')
    .doc(MORI.registId)
    .set({
      name: '森 健太',
      kana: 'もり けんた',
      email: 'mori@example.com',
      phone: '',
      answers: {},
      status: 'accepted',
      ticketId: MORI.ticketId,
      number: 90,
      createdAt: now,
      checkedInAt: null,
      divisions: ['team'],
      teams: { team: { name: minato.team, members } },
    });
  await db
    .collection('tickets')
    .doc(MORI.ticketId)
    .set({
      code: 'regist',
      clubId: CLUB,
      compeId: TODAY,
      registId: MORI.registId,
      compeTitle: (await compe.get()).data()?.title,
      eventedAt: (await compe.get()).data()?.eventedAt,
      venue: '',
      name: '森 健太',
      number: 90,
      status: 'accepted',
      createdAt: now,
      divisions: [
        {
          id: 'team',
          name: '団体戦（4単1複）',
          team: { name: minato.team, members: members.map((m) => m.name) },
        },
      ],
    });
  await compe.collection('entries').doc('t002').update({ registId: MORI.registId });
  // The final of the two teams, calling by itself on the hall's tables 5 and 6.
  const stage = (await compe.collection('stages').doc(STAGE).get()).data() ?? {};
  const [a, b] = (stage.entrants as { id: string; persons?: string[] }[]).slice(0, 2);
  await compe
    .collection('stages')
    .doc(STAGE)
    .update({
      entrants: [a, { ...b, persons: [MORI.registId] }],
      draw: [0, 1],
      status: 'running',
      autoCall: true,
    });
});

async function phone(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE })).newPage();
}

/** The captain's 参加票: its オーダー提出 card for the tie, each place chosen by name. */
async function submitOrder(page: Page, captain: Captain, places: Record<string, string>): Promise<void> {
  await page.goto(`/ticket/${captain.ticketId}`);
  const card = page.getByRole('region', { name: 'オーダー提出' });
  const form = card.getByRole('form');
  for (const [place, name] of Object.entries(places)) {
    await form.getByRole('combobox', { name: place, exact: true }).selectOption({ label: name });
  }
  await form.getByRole('button', { name: '提出' }).click();
}

/** A rubber reported from the captain's 参加票: the winner (players' names) and the games. */
async function report(
  page: Page,
  captain: Captain,
  rubber: string,
  winner: string,
  games: readonly [number, number],
  names: readonly [string, string],
): Promise<string> {
  await page.goto(`/${CLUB}/report/${TODAY}/${STAGE}/${rubber}#t=${captain.ticketId}`);
  const form = page.getByRole('form', { name: '結果の報告' });
  await form.getByRole('radio', { name: new RegExp(`^${winner}（選手[AB]）$`) }).check();
  await form.getByRole('textbox', { name: `${names[0]}のゲーム数` }).fill(String(games[0]));
  await form.getByRole('textbox', { name: `${names[1]}のゲーム数` }).fill(String(games[1]));
  await form.getByRole('button', { name: '確認へ進む' }).click();
  await page
    .getByRole('region', { name: 'この内容で報告しますか' })
    .getByRole('button', { name: '報告する' })
    .click();
  const answer = page.getByRole('region', { name: '報告の結果' }).getByRole('status');
  await expect(answer).toBeVisible();
  return answer.innerText();
}

const stageNow = async () => (await db.doc(`compes/${TODAY}/stages/${STAGE}`).get()).data() ?? {};

test('two captains submit sealed orders, the rubbers are called and reported from the floor, and the tie stops at 3-1 on ライブ', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const viewer = await phone(browser);
  await viewer.goto(`/${CLUB}/live/${TODAY}`);
  const tie = viewer.locator(`[data-stage="${STAGE}"] [data-match="W1-1"]`);
  await expect(tie).toBeVisible();

  // さくら first: her order is sealed — sent, waiting, and nowhere on the other captain's 参加票.
  const satoPhone = await phone(browser);
  await submitOrder(satoPhone, sakura, {
    '1番': '高橋 美咲',
    '2番': '伊藤 さくら',
    '3番（1人目）': '中村 葵',
    '3番（2人目）': '木下 真由',
    '4番': '佐藤 花子（主将）',
    '5番': '木下 真由',
  });
  const satoCard = satoPhone.getByRole('region', { name: 'オーダー提出' });
  await expect(satoCard).toContainText('提出済み（相手チームの提出を待っています）');
  const moriPhone = await phone(browser);
  await moriPhone.goto(`/ticket/${minato.ticketId}`);
  const moriCard = moriPhone.getByRole('region', { name: 'オーダー提出' });
  await expect(moriCard).toContainText(`対戦相手：${sakura.team}`);
  await expect(moriCard).not.toContainText('高橋 美咲');
  await expect(tie).not.toContainText('高橋 美咲');
  expect((await stageNow()).lineups).toBeUndefined();

  // みなと's order opens both at once: each captain now sees the other's.
  await submitOrder(moriPhone, minato, {
    '1番': '森 健太',
    '2番': '池田 翼',
    '3番（1人目）': '石田 悠',
    '3番（2人目）': '原 拓海',
    '4番': '石田 悠',
    '5番': '原 拓海',
  });
  await expect(moriCard).toContainText('オーダー公開');
  await expect(moriCard).toContainText('高橋 美咲');
  await satoPhone.reload();
  await expect(satoPhone.getByRole('region', { name: 'オーダー提出' })).toContainText('森 健太');

  // The 1番 and 2番 are called to the 団体戦's two tables by themselves; ライブ lists the rubbers.
  await expect
    .poll(async () =>
      Object.entries((await stageNow()).tables ?? {})
        .map(([id, c]) => `${id}@${(c as { table: number }).table}`)
        .sort(),
    )
    .toEqual(['W1-1r1@5', 'W1-1r2@6']);
  await expect(tie).toContainText('1番 高橋 美咲 vs 森 健太');
  // Her 参加票 offers both rubbers on the tables for reporting.
  await satoPhone.reload();
  const next = satoPhone.getByRole('region', { name: 'あなたの次の試合' });
  await expect(next).toContainText('vs 森 健太（みなと卓球会）');
  await expect(next.getByRole('link', { name: '試合結果を報告する' })).toHaveCount(2);

  // Each rubber: both captains report the same score; the second report makes it the result.
  const both = async (rubber: string, winner: string, games: [number, number], names: [string, string]) => {
    expect(await report(satoPhone, sakura, rubber, winner, games, names)).toContain(
      '相手の報告を待っています',
    );
    expect(await report(moriPhone, minato, rubber, winner, games, names)).toContain('結果を受け付けました');
  };
  await both('W1-1r1', '高橋 美咲', [3, 1], ['高橋 美咲', '森 健太']);
  // The freed table takes the 3番 (the doubles), not the 4番: rubbers go in their order.
  await expect.poll(async () => (await stageNow()).tables?.['W1-1r3']?.table).toBe(5);
  await both('W1-1r2', '池田 翼', [1, 3], ['伊藤 さくら', '池田 翼']);
  // The 4番's 石田 is in the 3番 still: the 4番 waits, and the 5番 does not jump ahead of it.
  expect(Object.keys((await stageNow()).tables ?? {}).sort()).toEqual(['W1-1r1', 'W1-1r2', 'W1-1r3']);
  await both('W1-1r3', '中村 葵・木下 真由', [3, 2], ['中村 葵・木下 真由', '石田 悠・原 拓海']);
  await expect
    .poll(async () => Object.keys((await stageNow()).tables ?? {}).sort())
    .toEqual(['W1-1r1', 'W1-1r2', 'W1-1r3', 'W1-1r4', 'W1-1r5']);
  await both('W1-1r4', '佐藤 花子', [3, 0], ['佐藤 花子', '石田 悠']);

  // 3-1: the tie is decided, the 5番 is not played; ライブ, never reloaded, says so.
  await expect(tie).toContainText('3 - 1');
  await expect(tie).toContainText(`${sakura.team}（勝）`);
  await expect(tie).toContainText('5番 打ち切り');
  await expect(tie).toContainText('4番 佐藤 花子 vs 石田 悠：3 - 0');
  const stored = await stageNow();
  expect(stored.results?.['W1-1r5']).toBeUndefined();
  expect(stored.results?.['W1-1']).toBeUndefined();
});

test('a 将棋 3面 team league: staff enter the orders on 対戦, open them, and the round plays on 3 boards at once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Four teams of three on the hall's boards 1–3 (the 一般シングルス league keeps off them here).
  const league = teamStageOf(
    'league',
    4,
    'board3',
    {
      id: 'shogi',
      order: 6,
      name: '将棋団体リーグ',
      tableCount: 3,
      tableFirst: 1,
      tableLabel: '盤',
      autoCall: true,
    },
    3,
  );
  await db.doc(`compes/${TODAY}/stages/shogi`).set(storedStage(league));
  const screen = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await screen.goto(`/${CLUB}/call/${TODAY}`);
  const calling = screen.getByRole('list', { name: '呼び出し中' });

  const page = await phone(browser);
  await signIn(page, DEMO_USERS.staff.email);
  await page.goto(`/${CLUB}/form/${TODAY}/match`);
  const stage = page.getByRole('region', { name: '将棋団体リーグ' });
  const tie = stage.locator('[data-match="G1-R1-1"]');
  await tie.getByRole('button', { name: 'オーダー' }).click();
  const dialog = page.getByRole('dialog', { name: /^オーダー（/ });
  const sides = dialog.getByRole('group');
  const [first, second] = [
    await sides.nth(0).getAttribute('aria-label'),
    await sides.nth(1).getAttribute('aria-label'),
  ];

  /** Staff enter a side's order: each board its member in roster order (主将 the first). */
  const enter = async (team: string) => {
    await dialog.getByRole('group', { name: team }).getByRole('button', { name: '入力' }).click();
    const form = page.getByRole('dialog', { name: `${team}のオーダー` });
    for (const [k, board] of ['主将', '副将', '三将'].entries())
      await form
        .getByRole('combobox', { name: board, exact: true })
        .selectOption({ label: `${team}の選手${k + 1}` });
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form).toBeHidden();
  };
  await enter(first ?? '');
  // At the deadline the other team has sent nothing: staff open what is in; its boards wait.
  await dialog.getByRole('button', { name: 'オーダーを公開' }).click();
  await page
    .getByRole('dialog', { name: 'オーダーを公開しますか？' })
    .getByRole('button', { name: 'オーダーを公開' })
    .click();
  await expect(dialog).toContainText('公開済み');
  expect((await db.doc(`compes/${TODAY}/stages/shogi`).get()).data()?.tables).toEqual({});
  // Staff enter the missing order (recorded as a change): the three boards are called together.
  await enter(second ?? '');
  for (const board of ['主将', '副将', '三将'])
    await expect(calling.getByRole('listitem').filter({ hasText: `${board}：` })).toHaveCount(1);
  const tables = (await db.doc(`compes/${TODAY}/stages/shogi`).get()).data()?.tables as Record<
    string,
    { table: number }
  >;
  expect(
    Object.entries(tables)
      .map(([id, call]) => `${id}@${call.table}`)
      .sort(),
  ).toEqual(['G1-R1-1r1@1', 'G1-R1-1r2@2', 'G1-R1-1r3@3']);
});
