import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { resolveStage } from '../../src/shared/play/stage-plan';
import type { Stage, StageResult } from '../../src/shared/schemas/stage';
import { drawnStageOf, entrantsOf, storedStage } from '../../src/testing/stages';
import { pdfFontNames, pdfPageTexts } from './pdf';
import { signIn } from './support';
import { adminDb } from './admin';

/**
 * 対戦の印刷 (docs/play.md "Prints and the drawn bracket"): the largest bracket there is (256
 * entrants, ダブルイリミネーション, part-played) prints on ONE A4 landscape page, and 試合票 never cut
 * a slip across two pages — both read from the PDF Chromium prints, not from the screen.
 */
const db = adminDb('play-print');

// A competition of the demo club no other journey plays in: the stages are written and removed here.
const CLUB = 'sakura';
const COMPE = 'sakura-winter-cup';
const stagesOf = () => db.collection('compes').doc(COMPE).collection('stages');

/** A drawn stage named `name` as its document holds it: 得点 recorded, entrants of 7 clubs. */
const stage = (name: string, format: Stage['format'], count: number, patch: Partial<Stage>) =>
  storedStage(
    drawnStageOf(format, count, {
      name,
      scoring: 'points',
      points: { win: 1, draw: 0, loss: 0 },
      tiebreaks: [],
      rounds: 1,
      drawSeed: 42,
      entrants: entrantsOf(count, (i) => ({
        id: `p${i + 1}`,
        name: `選手${i + 1} さくら`,
        affiliation: `クラブ${i % 7}`,
      })),
      tableCount: 0,
      ...patch,
    }),
  );

/** Plays the first `count` ready matches in order (side a wins), some confirmed, some 速報. */
function played(s: Omit<Stage, 'id'>, count: number): Omit<Stage, 'id'> {
  const index = new Map(s.entrants.map((e, i) => [e.id, i]));
  const results: Record<string, StageResult> = {};
  const ready = [...resolveStage(s).values()].filter((m) => m.status === 'ready').slice(0, count);
  ready.forEach((m, i) => {
    results[m.match.id] = {
      outcome: 'a',
      how: 'played',
      points: [11, i % 10],
      sides: [index.get(m.a ?? '') ?? 0, index.get(m.b ?? '') ?? 0],
      confirmed: i % 4 !== 0,
      at: new Date(),
    };
  });
  return { ...s, results };
}

const BIG = 'print-double-256';
const SLIPS = 'print-slips-32';

test.beforeAll(async () => {
  await stagesOf()
    .doc(BIG)
    .set(played(stage('256人ダブルイリミネーション', 'double', 256, { reset: true, order: 0 }), 100));
  await stagesOf()
    .doc(SLIPS)
    .set(
      played(
        stage('32人トーナメント', 'single', 32, {
          order: 1,
          scoring: 'games',
          bestOf: 5,
          thirdPlace: true,
          tableCount: 4,
          tables: { 'W1-16': { table: 3, at: new Date() } },
        }),
        5,
      ),
    );
});

test.afterAll(async () => {
  await stagesOf().doc(BIG).delete();
  await stagesOf().doc(SLIPS).delete();
});

/**
 * The PDF embeds the print's own Noto Sans JP and nothing of the machine's (a system Noto Sans CJK,
 * DejaVu): the self-hosted files name themselves NotoSansJPThin-Regular / -Bold (Fontsource's
 * static cuts of the variable font keep its default instance's PostScript name).
 */
function expectOwnFonts(pdf: Buffer) {
  const fonts = pdfFontNames(pdf);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((name) => !/^NotoSansJP(Thin)?-(Regular|Bold)$/.test(name))).toEqual([]);
}

async function printPage(page: Page, query: string) {
  await page.goto(`/${CLUB}/form/${COMPE}/match/print?${query}`);
}

async function expectNoSeriousAxe(page: Page) {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  expect(serious).toEqual([]);
}

test('a 256-entrant bracket prints on one A4 landscape page, and 試合票 never cut a slip across pages', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, 'staff@sakura-tt.example');

  // From 対戦, the link to the prints.
  await page.goto(`/${CLUB}/form/${COMPE}/match`);
  await page.getByRole('link', { name: '対戦表・試合票を印刷' }).click();
  await expect(page).toHaveURL(/\/match\/print/);

  await printPage(page, `stage=${BIG}&print=sheet`);
  const bracket = page.getByRole('region', { name: '勝者側' });
  // 256 entrants' stage read and laid out: past 10 s once when the 2-core machine was busy.
  await expect(bracket).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'グランドファイナル', level: 3 })).toBeVisible();
  await expect(page.getByRole('list', { name: '勝者側 1回戦' }).getByRole('listitem')).toHaveCount(128);
  // 印刷 is offered once the print's own font is in (docs/play.md "Fonts on paper").
  await expect(page.getByRole('button', { name: '印刷' })).toBeEnabled({ timeout: 30_000 });
  await expectNoSeriousAxe(page);

  // Zoomed to fit (its sections side by side on the landscape page); the figure goes in docs/play.md.
  const drawing = page.locator('[data-fit]');
  await expect(drawing).toHaveAttribute('data-arrange', 'row');
  const zoom = Number(
    await drawing.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--bracket-zoom')),
  );
  expect(zoom).toBeGreaterThan(0.05);
  expect(zoom).toBeLessThan(0.2);
  console.log(`256-entrant double elimination prints at zoom ${zoom.toFixed(3)}`);

  const sheet = await page.pdf({ format: 'A4', landscape: true, preferCSSPageSize: true });
  // Kept beside the test's results: a failure can be looked at.
  writeFileSync(testInfo.outputPath('bracket.pdf'), sheet);
  const sheetPages = pdfPageTexts(sheet);
  expect(sheetPages).toHaveLength(1);
  // Drawn in the app's own Noto Sans JP, not the machine's fonts: the same on any machine.
  expectOwnFonts(sheet);
  // The one page is the whole drawing under its heading, without the page's controls: the first
  // match of the winners' bracket, its final, the losers' bracket's last round, the grand final.
  for (const id of ['W1-1', 'W1-128', 'W8-1', 'L1-64', 'L14-1', 'F1'])
    expect(sheetPages[0], id).toMatch(new RegExp(`${id}(?!\\d)`));
  expect(sheetPages[0]).toContain('ダブルイリミネーション');
  expect(sheetPages[0]).toContain('グランドファイナル');
  expect(sheetPages[0]).not.toContain('印刷するもの');
  // A4 landscape: the page box is 842 × 595 pt.
  expect(sheet.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.9\d* 59[45]\.\d+\]/);

  // 試合票 of the 32-entrant トーナメント (best of 5): every match not yet played, several to a page.
  await printPage(page, `stage=${SLIPS}&print=slips`);
  const slips = page.getByRole('list', { name: /の試合票/ }).getByRole('article');
  // 32 entrants play 31 matches and 3位決定戦; five are played.
  await expect(slips).toHaveCount(27);
  await expect(slips.first().getByRole('columnheader', { name: /^第\dゲーム$/ })).toHaveCount(5);
  await expect(page.getByRole('article').filter({ hasText: '3番台' })).toHaveCount(1);
  // 印刷 waits for the 結果報告 QR codes too: once offered, every slip has its code.
  await expect(page.getByRole('button', { name: '印刷' })).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: /の結果報告用QRコード$/ })).toHaveCount(27);
  await expectNoSeriousAxe(page);

  const ids = await page
    .locator('[data-slip]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-slip') ?? ''));
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  writeFileSync(testInfo.outputPath('slips.pdf'), pdf);
  const pages = pdfPageTexts(pdf);
  expect(pages.length).toBeGreaterThan(3);
  expectOwnFonts(pdf);
  // Each slip names its match number twice, at its top (試合番号) and by the signature at its
  // foot: both on the same page, on exactly one page, for every slip.
  for (const id of ids) {
    const pattern = new RegExp(`${id.replace('-', '\\-')}(?!\\d)`, 'g');
    const counts = pages.map((text) => (text.match(pattern) ?? []).length).filter((n) => n > 0);
    expect(counts, `slip ${id} on pages`).toEqual([2]);
  }
});
