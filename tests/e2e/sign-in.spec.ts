import { expect, test } from '@playwright/test';
import { requestSignInLink, signInLinkFor } from './support';

const STAFF = 'staff@sakura-tt.example';
const ADMIN = 'admin@sakura-tt.example';

test.describe('passwordless sign-in (docs/product.md §3)', () => {
  test('validation, unregistered address, staff journey, another club rejected, logout', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'ログイン' }).click();
    const dialog = page.getByRole('dialog', { name: 'ログイン' });
    const field = dialog.getByLabel('メールアドレス');
    const submit = dialog.getByRole('button', { name: '送信' });
    await expect(submit).toBeDisabled();
    await field.fill('staff');
    await expect(dialog.getByText('アドレスの形式が違います')).toBeVisible();
    await field.fill('');
    await expect(dialog.getByText('必須項目')).toBeVisible();
    await expect(submit).toBeDisabled();

    await field.fill('stranger@nowhere.example');
    await submit.click();
    await expect(page).toHaveURL(/\/confirm\/sign_unqualified$/);
    await expect(page.getByRole('heading', { name: 'このメールアドレスは登録されていません' })).toBeVisible();

    await page.goto('/');
    await requestSignInLink(page, STAFF);
    await expect(page.getByText(/ログインリンクを送信しました/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('compe.signInEmail'))).toBe(STAFF);

    await page.goto(await signInLinkFor(STAFF));
    await expect(page).toHaveURL(/\/sakura\/form\/link$/);
    expect(await page.evaluate(() => localStorage.getItem('compe.signInEmail'))).toBeNull();
    const avatar = page.getByTestId('avatar');
    await expect(avatar).toHaveText('S');
    await page.getByRole('button', { name: 'アカウントメニュー' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(STAFF)).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /さくら卓球クラブ/ })).toHaveAttribute(
      'href',
      '/sakura/form/link',
    );
    await expect(menu.getByRole('menuitem', { name: /インディーズ大会/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/minato/form/link');
    await expect(page).toHaveURL(/\/confirm\/router_reject$/);
    await expect(page.getByRole('heading', { name: 'このページを表示する権限がありません' })).toBeVisible();

    await page.getByRole('button', { name: 'アカウントメニュー' }).click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    const confirm = page.getByRole('dialog', { name: 'ログアウトしますか？' });
    await confirm.getByRole('button', { name: 'キャンセル' }).click();
    await expect(page.getByTestId('avatar')).toBeVisible();
    await page.getByRole('button', { name: 'アカウントメニュー' }).click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await page
      .getByRole('dialog', { name: 'ログアウトしますか？' })
      .getByRole('button', { name: 'ログアウト' })
      .click();
    await expect(page).toHaveURL(/127\.0\.0\.1:4173\/$/);
    await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();

    await page.goto('/sakura/form/link');
    await expect(page).toHaveURL(/\/confirm\/router_reject$/);
  });

  test('a link opened in another browser asks for the e-mail, and a wrong one says so', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await requestSignInLink(page, ADMIN);
    await expect(page.getByText(/ログインリンクを送信しました/)).toBeVisible();
    const link = await signInLinkFor(ADMIN);

    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto(link);
    await expect(phone.getByRole('heading', { name: 'メールアドレスの確認' })).toBeVisible();
    await phone.getByLabel('メールアドレス').fill('someone-else@sakura-tt.example');
    await phone.getByRole('button', { name: 'ログインする' }).click();
    await expect(phone.getByText('このリンクを送ったメールアドレスと一致しません')).toBeVisible();
    await phone.getByLabel('メールアドレス').fill(ADMIN);
    await phone.getByRole('button', { name: 'ログインする' }).click();
    await expect(phone).toHaveURL(/\/sakura\/form\/link$/);
    await expect(phone.getByTestId('avatar')).toHaveText('桜');

    // The same link a second time is used up.
    const third = await browser.newContext();
    const again = await third.newPage();
    await again.goto('/');
    await again.evaluate((email) => localStorage.setItem('compe.signInEmail', email), ADMIN);
    await again.goto(link);
    await expect(again.getByText('このログインリンクは無効か、期限が切れています')).toBeVisible();
    await again.getByRole('button', { name: 'ログインリンクを再送する' }).click();
    await expect(again.getByRole('dialog', { name: 'ログイン' }).getByLabel('メールアドレス')).toHaveValue(
      ADMIN,
    );
    await other.close();
    await third.close();
  });
});
