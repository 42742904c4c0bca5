import { expect, test, type Page } from '@playwright/test';
import { mailTo, signIn } from './support';
import { MESSAGES } from '@/shared/messages';

async function fillForm(page: Page, name: string, kana: string, email: string) {
  const form = page.getByRole('form', { name: '申し込みフォーム' });
  await form.getByLabel('氏名').fill(name);
  await form.getByLabel('ふりがな').fill(kana);
  await form.getByLabel('メール').fill(email);
  await form.getByRole('combobox', { name: '経験' }).selectOption('中級');
}

// A long journey through several contexts and mails: ~45–57 s alone on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

test('a visitor applies, keeps a ticket with its QR; staff approve and check in while the ticket follows live', async ({
  page,
  browser,
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
  await expect(page.getByRole('img', { name: '参加票のQRコード' })).toBeVisible();
  const ticketUrl = page.url();
  const mail = await mailTo('aoi@participant.example');
  expect(mail.text).toContain(new URL(ticketUrl).pathname);

  // Staff approve on 参加申込リスト; the visitor's open ticket changes without a reload.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, 'staff@sakura-tt.example');
  await staff.goto('/sakura/form/sakura-winter-cup/regist');
  await staff.getByRole('button', { name: '渡辺 葵さんの操作' }).click();
  await staff.getByRole('menuitem', { name: '承認', exact: true }).click();
  await staff.getByRole('dialog').getByRole('button', { name: '承認する' }).click();
  await expect(staff.getByText('渡辺 葵さんを承認しました')).toBeVisible();
  await expect(ticket).toContainText('承認済');
  expect((await mailTo('aoi@participant.example', 15_000, '承認されました')).text).toContain(
    new URL(ticketUrl).pathname,
  );

  // At the venue, staff open the ticket URL (what the QR holds) and check the visitor in.
  await staff.goto(ticketUrl);
  await staff.getByRole('button', { name: '受付する' }).click();
  await expect(staff.getByText('受付済み', { exact: true })).toBeVisible();
  // The snackbar comes once the server has the write: only then is it safe to leave the page.
  await expect(staff.getByText('受付しました')).toBeVisible();
  await staff.goto('/sakura/form/sakura-winter-cup/regist');
  await expect(staff.getByRole('switch', { name: '渡辺 葵さんの受付' })).toBeChecked();
  await staffContext.close();

  // The competition is now full; with the waitlist on, the next visitor is told and waitlisted.
  const next = await page.context().browser()!.newContext();
  const visitor = await next.newPage();
  await visitor.goto('/sakura/regist/sakura-winter-cup');
  // Told before typing anything: the notice stands above the form.
  const waitlistNotice = visitor.getByText(MESSAGES.registWaitlistOpen, { exact: true });
  await expect(waitlistNotice).toBeVisible();
  const formBox = await visitor.getByRole('form', { name: '申し込みフォーム' }).boundingBox();
  expect((await waitlistNotice.boundingBox())!.y).toBeLessThan(formBox!.y);
  await fillForm(visitor, '森 大和', 'もり やまと', 'yamato@participant.example');
  await visitor.getByRole('button', { name: '確認へ進む' }).click();
  await expect(visitor.getByText('キャンセル待ちとして受け付けます', { exact: false })).toBeVisible();
  await visitor.getByRole('button', { name: 'キャンセル待ちで申し込む' }).click();
  await expect(visitor.getByRole('article', { name: 'さくらウィンターカップ' })).toContainText(
    'キャンセル待ち',
  );

  // The same e-mail twice is refused in the function's words (without the SDK's "[409]"), and the
  // form keeps what was typed.
  await visitor.goto('/sakura/regist/sakura-winter-cup');
  await fillForm(visitor, '森 大和', 'もり やまと', 'YAMATO@participant.example');
  await visitor.getByRole('button', { name: '確認へ進む' }).click();
  await visitor.getByRole('button', { name: 'キャンセル待ちで申し込む' }).click();
  await expect(visitor.getByRole('region', { name: '入力内容の確認' }).getByRole('alert')).toHaveText(
    MESSAGES.registDuplicate,
  );
  await visitor.getByRole('button', { name: '修正する' }).click();
  await expect(visitor.getByLabel('氏名')).toHaveValue('森 大和');
  await next.close();
});
