import { expect, test, type Page } from '@playwright/test';
import { mailTo, signIn } from './support';
import { MESSAGES } from '@/shared/messages';

/** The indie host creates a published competition through 大会リスト; returns its 大会設定 URL. */
async function createPublished(page: Page, title: string): Promise<string> {
  await page.goto('/indie/form/link');
  await page.getByRole('button', { name: '大会を作成' }).click();
  const dialog = page.getByRole('dialog', { name: '大会を作成' });
  await dialog.getByLabel('大会名').fill(title);
  await dialog.getByLabel('開催日').fill('2027-02-21');
  await dialog.getByRole('button', { name: '作成' }).click();
  await expect(page).toHaveURL(/\/indie\/form\/[A-Za-z0-9]+\/compe$/);
  await page.getByLabel('会場', { exact: true }).fill('荒川区民会館');
  await page.getByRole('switch', { name: /非公開/ }).check();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('大会設定を保存しました')).toBeVisible();
  return page.url();
}

test('a host calls off a competition people applied to: they are mailed, and every page says 中止', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'host@indie.example');
  const settingsUrl = await createPublished(page, '雨天順延なしの大会');
  const compeId = settingsUrl.split('/').at(-2)!;
  // Nobody has applied yet: it may still be deleted.
  await expect(page.getByRole('button', { name: '大会を削除' })).toBeVisible();

  // A visitor applies.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/indie/regist/${compeId}`);
  const form = visitor.getByRole('form', { name: '申し込みフォーム' });
  await form.getByLabel('氏名').fill('春日 楓');
  await form.getByLabel('ふりがな').fill('かすが かえで');
  await form.getByLabel('メール').fill('kaede@participant.example');
  await visitor.getByRole('button', { name: '確認へ進む' }).click();
  await visitor
    .getByRole('region', { name: '入力内容の確認' })
    .getByRole('button', { name: '申し込む' })
    .click();
  await expect(visitor).toHaveURL(/\/ticket\/[A-Za-z0-9_-]{20,}$/);
  const ticketPath = new URL(visitor.url()).pathname;

  // With an application, 大会を削除 is gone; 大会を中止 says who will be told before anything happens.
  await page.reload();
  await expect(page.getByRole('button', { name: '大会を中止' })).toBeEnabled();
  await expect(page.getByRole('button', { name: '大会を削除' })).toHaveCount(0);
  await page.getByRole('button', { name: '大会を中止' }).click();
  const dialog = page.getByRole('dialog', { name: '「雨天順延なしの大会」を中止しますか？' });
  await expect(dialog).toContainText('申し込み済みの 1 人に中止のお知らせをメールで送ります');
  await dialog
    .getByLabel('参加者へのお知らせ（任意・メールに入ります）')
    .fill('会場の都合により中止します。');
  await dialog.getByRole('button', { name: '中止して 1 人に知らせる' }).click();
  await expect(page.getByText('大会を中止しました。1 人にお知らせしました')).toBeVisible();
  await expect(page.getByText(/この大会は中止されています/)).toBeVisible();

  // The visitor is told by mail, in the host's name, with their note and ticket.
  const mail = await mailTo('kaede@participant.example', 15_000, '【中止】');
  expect(mail.subject).toBe('【中止】雨天順延なしの大会');
  expect(mail.text).toContain('会場の都合により中止します。');
  expect(mail.text).toContain(ticketPath);

  // The open ticket follows live; the club page, live page and registration page say so too.
  await expect(visitor.getByTestId('compe-cancelled')).toHaveText(MESSAGES.compeCancelled);
  await expect(visitor.getByRole('button', { name: 'キャンセルする' })).toHaveCount(0);
  await visitor.goto('/indie');
  const card = visitor.getByRole('article').filter({ hasText: '雨天順延なしの大会' });
  await expect(card).toContainText('中止');
  await expect(card.getByRole('link', { name: /申し込む/ })).toHaveCount(0);
  await visitor.goto(`/indie/live/${compeId}`);
  await expect(visitor.getByTestId('compe-cancelled')).toHaveText(MESSAGES.compeCancelled);
  await visitor.goto(`/indie/regist/${compeId}`);
  await expect(visitor.getByTestId('compe-cancelled')).toHaveText(MESSAGES.compeCancelled);
  await expect(visitor.getByRole('form', { name: '申し込みフォーム' })).toHaveCount(0);
  await visitorContext.close();
});

test('a host deletes a competition nobody applied to; its page is gone', async ({ page }) => {
  await signIn(page, 'host@indie.example');
  const settingsUrl = await createPublished(page, '削除する試しの大会');
  await page.getByRole('button', { name: '大会を削除' }).click();
  const dialog = page.getByRole('dialog', { name: '「削除する試しの大会」を削除しますか？' });
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText('大会を削除しました')).toBeVisible();
  await expect(page).toHaveURL(/\/indie\/form\/link$/);
  await expect(page.getByRole('link', { name: /削除する試しの大会/ })).toHaveCount(0);
  await page.goto(settingsUrl);
  await expect(page.getByText('この大会は見つかりません', { exact: false })).toBeVisible();
});
