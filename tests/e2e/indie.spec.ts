import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('an indie host creates and publishes a competition; another user cannot see or run it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'host@indie.example');
  await page.goto('/indie/form/link');
  await expect(page.getByRole('heading', { level: 2, name: /大会リスト/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /ボードゲーム交流大会/ })).toBeVisible();

  await page.getByRole('button', { name: '大会を作成' }).click();
  const dialog = page.getByRole('dialog', { name: '大会を作成' });
  await expect(dialog.getByRole('button', { name: '作成' })).toBeDisabled();
  await dialog.getByLabel('大会名').fill('はじめての麻雀大会');
  await dialog.getByLabel('開催日').fill('2027-01-17');
  await dialog.getByRole('button', { name: '作成' }).click();

  await expect(page).toHaveURL(/\/indie\/form\/[A-Za-z0-9]+\/compe$/);
  const compeUrl = page.url();
  await expect(page.getByRole('heading', { name: 'はじめての麻雀大会' })).toBeVisible();
  await page.getByLabel('会場', { exact: true }).fill('池袋区民ホール');
  await page.getByLabel('開始時刻').fill('13:00');
  await page.getByRole('switch', { name: /非公開/ }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('大会設定を保存しました')).toBeVisible();

  await page.goto('/indie/form/link');
  const item = page.getByRole('link', { name: /はじめての麻雀大会/ });
  await expect(item).toContainText('2027年1月17日(日) 13:00〜');
  await expect(item).toContainText('公開中');

  // A visitor sees it on the indie club page.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/indie');
  await expect(visitorPage.getByRole('article').filter({ hasText: 'はじめての麻雀大会' })).toContainText(
    '池袋区民ホール',
  );

  // Another signed-in user sees only their own indie competitions, and cannot run this one.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signIn(other, 'admin@minato-shogi.example');
  await other.goto('/indie/form/link');
  await expect(other.getByText('まだ大会がありません')).toBeVisible();
  await expect(other.getByRole('link', { name: /はじめての麻雀大会|ボードゲーム交流大会/ })).toHaveCount(0);
  await other.goto(compeUrl);
  await expect(other.getByText('この大会を管理する権限がありません', { exact: false })).toBeVisible();
  await visitor.close();
  await otherContext.close();
});
