import { expect, test } from '@playwright/test';
import { mailTo, signIn, signInLinkFor } from './support';

const NEW_ADMIN = 'hanako@aoba-tennis.example';

// A long journey through several contexts and mails: ~45–57 s alone on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

test('super-user creates a club and invites its admin, who accepts from the mail, edits the club and publishes a competition a visitor then sees', async ({
  page,
  browser,
}) => {
  // The super-user creates the club.
  await signIn(page, 'kami@compe.example');
  await page.goto('/god');
  await page.getByRole('button', { name: 'クラブを作成' }).click();
  const create = page.getByRole('dialog', { name: 'クラブを作成' });
  await create.getByLabel('クラブID').fill('god');
  await expect(create.getByText('このIDは使えません')).toBeVisible();
  await create.getByLabel('クラブID').fill('aoba');
  await create.getByLabel('クラブ名').fill('青葉テニスクラブ');
  await create.getByRole('button', { name: '作成する' }).click();
  await expect(create).toBeHidden();
  const listed = page
    .getByRole('list', { name: 'クラブ' })
    .getByRole('listitem')
    .filter({ hasText: '青葉テニスクラブ' });
  await expect(listed.getByRole('link', { name: 'クラブページ' })).toHaveAttribute('href', '/aoba');

  // …and invites an admin who has no account yet.
  await page.getByRole('combobox', { name: 'クラブ' }).click();
  await page.getByRole('option', { name: /青葉テニスクラブ/ }).click();
  await page.getByRole('button', { name: '管理者を招待' }).click();
  const invite = page.getByRole('dialog', { name: /青葉テニスクラブ に招待/ });
  await invite.getByLabel('お名前').fill('青葉 花子');
  await invite.getByLabel('メールアドレス').fill(NEW_ADMIN);
  await invite.getByRole('button', { name: '招待する' }).click();
  await expect(page.getByText(`${NEW_ADMIN} に招待メールを送信しました。`)).toBeVisible();

  // The invitee opens the link from the mail maildev received.
  const mail = await mailTo(NEW_ADMIN);
  const link = /https?:\/\/\S+\/ticket\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto(link as string);
  await expect(admin.getByRole('heading', { name: '青葉テニスクラブ' })).toBeVisible();
  await expect(admin.getByText('管理者')).toBeVisible();
  await admin.getByRole('link', { name: '招待を受けてログイン' }).click();
  await admin.getByRole('button', { name: 'ログインリンクを送る' }).click();
  const login = admin.getByRole('dialog', { name: 'ログイン' });
  await expect(login.getByLabel('メールアドレス')).toHaveValue(NEW_ADMIN);
  await login.getByRole('button', { name: '送信' }).click();
  await expect(admin.getByText(/ログインリンクを送信しました/)).toBeVisible();
  await admin.goto(await signInLinkFor(NEW_ADMIN));
  await expect(admin).toHaveURL(/\/aoba\/form\/link$/);
  await expect(admin.getByTestId('avatar')).toBeVisible();

  // The new admin edits the club…
  await admin.goto('/aoba/form/club');
  await admin
    .getByLabel('クラブの紹介')
    .fill('青葉台で活動するテニスクラブです。\n詳しくは https://aoba-tennis.example へ');
  await admin.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText('保存しました')).toBeVisible();

  // …and creates and publishes a competition.
  await admin.goto('/aoba/form/link');
  await admin.getByRole('button', { name: '大会を作成' }).click();
  const dialog = admin.getByRole('dialog', { name: '大会を作成' });
  await dialog.getByLabel('大会名').fill('青葉オープンテニス');
  await dialog.getByLabel('開催日').fill('2027-03-21');
  await dialog.getByRole('button', { name: '作成' }).click();
  await expect(admin.getByRole('heading', { name: '青葉オープンテニス' })).toBeVisible();
  await admin.getByLabel('会場', { exact: true }).fill('青葉台公園テニスコート');
  await admin.getByRole('switch', { name: /非公開/ }).check();
  await admin.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText('大会設定を保存しました')).toBeVisible();

  // A visitor sees the club, its description with the link, and the competition.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/aoba');
  await expect(visitor.getByRole('heading', { name: '青葉テニスクラブ' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'https://aoba-tennis.example' })).toBeVisible();
  const card = visitor.getByRole('article').filter({ hasText: '青葉オープンテニス' });
  await expect(card).toContainText('青葉台公園テニスコート');
  await expect(card.getByRole('link', { name: /申し込む/ })).toBeVisible();
  await adminContext.close();
  await visitorContext.close();
});
