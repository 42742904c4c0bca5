import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { bracketPlacements } from '../../src/shared/play/placements';
import { resolveStage } from '../../src/shared/play/stage-plan';
import type { Stage } from '../../src/shared/schemas/stage';
import { pdfFontNames, pdfPageTexts } from './pdf';
import { signIn } from './support';
import { adminDb } from './admin';

/**
 * 表彰 and 結果 (docs/play.md "Awards (表彰状)", "The record (結果)"): on the demo club's past
 * competition, whose 決勝トーナメント is played out and 確定 (scripts/seed.ts), staff name one more award
 * and print the 表彰状 — read from the PDF Chromium prints: one A4 portrait page each, each holding
 * its name — then a visitor finds the competition's 結果 from the club page, with its winner.
 */
const db = adminDb('awards');
const CLUB = 'sakura';
const COMPE = 'sakura-autumn-open';

/** Names as the PDF gives them back: no spaces. */
const bare = (text: string) => text.replace(/\s/g, '');

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

test('staff print 表彰状 for a finished stage and a named award, one A4 page each; 結果 shows the winner', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const compeRef = db.collection('compes').doc(COMPE);
  // The award the seed named (compes/{compeId}/awards/00, its first place).
  const stored = (await compeRef.collection('awards').doc('00').get()).data() as { name: string };
  // The stage's winner as the engine reads the seeded results (other journeys rewrite the podium).
  const final = { id: 'final', ...(await compeRef.collection('stages').doc('final').get()).data() } as Stage;
  const winnerId = bracketPlacements(resolveStage(final)).find((row) => row.place === 1)?.entrants[0];
  const winner = final.entrants.find((entrant) => entrant.id === winnerId)?.name ?? '';
  expect(winner).not.toBe('');

  await signIn(page, 'staff@sakura-tt.example');
  // From 対戦, the link to 表彰.
  await page.goto(`/${CLUB}/form/${COMPE}/match`);
  await page.getByRole('link', { name: '表彰状・結果CSV' }).click();
  await expect(page).toHaveURL(new RegExp(`/form/${COMPE}/awards$`));

  // 優勝, 準優勝 and 3位 (3位決定戦) of the 確定 bracket, and the seeded 敢闘賞, all ticked.
  const bracket = page.getByRole('group', { name: '決勝トーナメント' });
  await expect(bracket.getByRole('checkbox')).toHaveCount(3);
  await expect(bracket.getByRole('checkbox', { name: new RegExp(`優勝 ${winner}`) })).toBeChecked();
  await expect(page.getByRole('group', { name: '特別賞など' }).getByRole('checkbox')).toHaveCount(1);

  // One more award, its name chosen from the entries (所属 filled in), saved.
  await page.getByRole('button', { name: '賞を追加' }).click();
  const added = page.getByRole('group', { name: '賞 2' });
  await added.getByRole('textbox', { name: '賞の名前' }).fill('特別賞');
  await added.getByRole('combobox', { name: '名前' }).fill('木村');
  await page.getByRole('option', { name: '木村 葵' }).click();
  await expect(added.getByRole('textbox', { name: '所属' })).toHaveValue('一般');
  await page.getByRole('button', { name: '賞を保存' }).click();
  await expect(page.getByText('賞を保存しました。')).toBeVisible();
  // The new award is offered for printing once its document (compes/{compeId}/awards) arrives.
  const named = page.getByRole('group', { name: '特別賞など' });
  await expect(named.getByRole('checkbox')).toHaveCount(2);
  await expect(named.getByRole('checkbox', { name: /特別賞 木村 葵（一般）/ })).toBeChecked();
  await expectNoSeriousAxe(page);

  // Print the 優勝 and the two named awards only.
  for (const place of ['準優勝', '3位'])
    await bracket.getByRole('checkbox', { name: new RegExp(place) }).uncheck();
  await expect(page.getByText('表彰状 3枚を印刷します。')).toBeVisible();
  const names = [winner, stored.name, '木村 葵'];

  // 印刷 is offered once the 表彰状' own 明朝 is in (docs/play.md "Fonts on paper").
  await expect(page.getByRole('button', { name: '印刷', exact: true })).toBeEnabled({ timeout: 30_000 });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  writeFileSync(testInfo.outputPath('awards.pdf'), pdf);
  // Set in the app's own Noto Serif JP, not the machine's 明朝 (its files name themselves
  // NotoSerifJPExtraLight-Regular / -Bold: Fontsource's static cuts keep the variable font's name).
  const fonts = pdfFontNames(pdf);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((name) => !/^NotoSerifJP(ExtraLight)?-(Regular|Bold)$/.test(name))).toEqual([]);
  const pages = pdfPageTexts(pdf);
  expect(pages).toHaveLength(3);
  // A few kanji come out of these fonts as nothing the reader can name (docs/play.md "Prints and the
  // drawn bracket"): a word is looked for without the characters no page gives back.
  const all = bare(pages.join(''));
  const legible = (text: string) => {
    const kept = [...bare(text)].filter((c) => all.includes(c)).join('');
    expect(kept.length, `${text} in the PDF`).toBeGreaterThanOrEqual(Math.ceil(bare(text).length / 2));
    return kept;
  };
  // Every page A4 portrait: 595 × 842 pt.
  const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
    Math.round(Number(m[1])),
    Math.round(Number(m[2])),
  ]);
  expect(boxes).toEqual([
    [595, 842],
    [595, 842],
    [595, 842],
  ]);
  pages.forEach((text, i) => {
    const found = bare(text);
    expect(found, `page ${i + 1}`).toContain(legible('表彰状'));
    expect(found, `page ${i + 1}`).toContain(legible(names[i] ?? ''));
    // No page carries another's name, nor the page's controls.
    for (const other of names.filter((_, j) => j !== i)) expect(found).not.toContain(legible(other));
    expect(found).not.toContain('日付の書き方');
  });

  // The record: the club page lists the past competition with its winner (compe.podium, as 対戦
  // wrote it last) and links to 結果.
  const podium = ((await compeRef.get()).data() as { podium: { place: number; name: string }[] }).podium;
  const champion = podium.find((row) => row.place === 1)?.name ?? '';
  await page.goto(`/${CLUB}`);
  const card = page.getByRole('article', { name: 'さくらオープン卓球大会 秋' });
  await expect(card).toContainText(`優勝${champion}`);
  await card.getByRole('link', { name: 'さくらオープン卓球大会 秋の結果' }).click();
  await expect(page).toHaveURL(new RegExp(`/${CLUB}/result/${COMPE}$`));
  await expect(
    page.getByRole('heading', { level: 2, name: 'さくらオープン卓球大会 秋 の結果' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: '表彰' }).getByRole('definition').first()).toHaveText(
    champion,
  );
  await expect(page.getByRole('region', { name: '特別賞など' })).toContainText('木村 葵（一般）');
  // Then the stage, its final standings and the drawn bracket.
  const stage = page.getByRole('region', { name: /^決勝トーナメント（/ });
  await expect(stage.getByRole('region', { name: '最終順位' })).toContainText(winner);
  await expect(stage.getByRole('region', { name: '決勝トーナメントのトーナメント表' })).toBeVisible();
  await expectNoSeriousAxe(page);
});
