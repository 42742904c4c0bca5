import { expect, test, type Page } from '@playwright/test';
import { mailTo } from './support';

async function fillForm(page: Page, name: string, kana: string, email: string) {
  const form = page.getByRole('form', { name: '申し込みフォーム' });
  await form.getByLabel('氏名').fill(name);
  await form.getByLabel('ふりがな').fill(kana);
  await form.getByLabel('メール').fill(email);
  await form.getByRole('combobox', { name: '経験' }).click();
  await page.getByRole('option', { name: '中級' }).click();
}

test('a visitor applies from the club page, gets the ticket and its mail; the next one is waitlisted', async ({
  page,
}) => {
  await page.goto('/sakura');
  await page.getByRole('link', { name: 'さくらウィンターカップに申し込む' }).click();
  await expect(page).toHaveURL(/\/sakura\/regist\/sakura-winter-cup$/);
  await expect(page.getByText('（残り 1 席）')).toBeVisible();

  await fillForm(page, '渡辺 葵', 'ワタナベ アオイ', 'aoi@participant.example');
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page.getByText('ひらがなで入力してください')).toBeVisible();
  await page.getByLabel('ふりがな').fill('わたなべ あおい');
  await page.getByRole('button', { name: '確認へ進む' }).click();
  const confirm = page.getByRole('region', { name: '入力内容の確認' });
  await expect(confirm).toContainText('わたなべ あおい');
  await expect(confirm).toContainText('中級');
  await confirm.getByRole('button', { name: '申し込む' }).click();

  await expect(page).toHaveURL(/\/ticket\/[A-Za-z0-9_-]{20,}$/);
  const ticket = page.getByRole('article', { name: 'さくらウィンターカップ' });
  await expect(ticket).toContainText('渡辺 葵 様');
  await expect(ticket).toContainText('受付中'); // manual approval: pending
  await expect(ticket).toContainText('受付番号4');
  const ticketUrl = page.url();
  const mail = await mailTo('aoi@participant.example');
  expect(mail.text).toContain(new URL(ticketUrl).pathname);

  // The competition is now full; with the waitlist on, the next visitor is told and waitlisted.
  const next = await page.context().browser()!.newContext();
  const visitor = await next.newPage();
  await visitor.goto('/sakura/regist/sakura-winter-cup');
  await fillForm(visitor, '森 大和', 'もり やまと', 'yamato@participant.example');
  await visitor.getByRole('button', { name: '確認へ進む' }).click();
  await expect(visitor.getByText('キャンセル待ちとして受け付けます', { exact: false })).toBeVisible();
  await visitor.getByRole('button', { name: 'キャンセル待ちで申し込む' }).click();
  await expect(visitor.getByRole('article', { name: 'さくらウィンターカップ' })).toContainText(
    'キャンセル待ち',
  );

  // The same e-mail twice is refused, and the form keeps what was typed.
  await visitor.goto('/sakura/regist/sakura-winter-cup');
  await fillForm(visitor, '森 大和', 'もり やまと', 'YAMATO@participant.example');
  await visitor.getByRole('button', { name: '確認へ進む' }).click();
  await visitor.getByRole('button', { name: 'キャンセル待ちで申し込む' }).click();
  await expect(visitor.getByRole('alert')).toBeVisible();
  await visitor.getByRole('button', { name: '修正する' }).click();
  await expect(visitor.getByLabel('氏名')).toHaveValue('森 大和');
  await next.close();
});
