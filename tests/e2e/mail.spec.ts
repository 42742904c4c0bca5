import { expect, test } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_USERS } from '../../scripts/demo-users';
import { CONTACT_MESSAGES } from '@/shared/contact-messages';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

import { mailTo, PROJECT_ID, signIn } from './support';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.METADATA_SERVER_DETECTION ??= 'none';
const db = getFirestore(
  getApps().find((app) => app.name === 'mail-e2e') ?? initializeApp({ projectId: PROJECT_ID }, 'mail-e2e'),
);

const COMPE = 'sakura-monthly';
const BAD = 'mail-e2e-bad-address';

test.beforeAll(async () => {
  // A registration whose address the SMTP server refuses (501). The form's own check would not let
  // it in; it stands for any address that fails at the server, e.g. one imported from elsewhere.
  await db.collection('compes').doc(COMPE).collection('regists').doc(BAD).set({
    name: '木村 誤記',
    kana: 'きむら ごき',
    email: 'kimura@-bad-.example',
    phone: '',
    answers: {},
    status: 'accepted',
    ticketId: 'mailE2eTicket0000000000',
    number: 99,
    createdAt: new Date(),
    checkedInAt: null,
  });
});

test.afterAll(async () => {
  await db.collection('compes').doc(COMPE).collection('regists').doc(BAD).delete();
});

test('staff mail the registrants, see the one failure on the result page, fix the address and resend', async ({
  page,
}) => {
  await signIn(page, DEMO_USERS.admin.email);
  await page.goto(`/sakura/form/mail?compe=${COMPE}`);
  await expect(page.getByRole('combobox', { name: '大会' })).toContainText('さくら月例卓球大会');

  await expect(page.getByRole('status').filter({ hasText: '宛先' })).toHaveText('宛先 3人');
  await page.getByLabel('件名').fill('【');
  await page.getByRole('button', { name: /大会名 \{compeTitle\}/ }).click();
  await page.getByLabel('件名').press('End');
  await page.getByLabel('件名').pressSequentially('】集合時間のお知らせ');
  await page.getByLabel('本文').fill('{name} 様\n当日は8時45分に受付へお越しください。\n参加票：{ticketUrl}');
  const preview = page.getByRole('region', { name: 'プレビュー' });
  await expect(preview).toContainText('件名：【さくら月例卓球大会】集合時間のお知らせ');
  await expect(preview).toContainText('山田 太郎 様');
  await expect(preview).toContainText(/参加票：http:\/\/127\.0\.0\.1:4173\/ticket\/[A-Za-z0-9_-]{20,}/);

  // A typo in a placeholder is caught before anything is sent.
  await page.getByLabel('本文').fill('{nmae} 様');
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByText('使えない差し込み項目があります：{nmae}')).toBeVisible();
  await page.getByLabel('本文').fill('{name} 様\n当日は8時45分に受付へお越しください。\n参加票：{ticketUrl}');

  await page.getByRole('button', { name: '送信する' }).click();
  const confirm = page.getByRole('dialog', { name: '3人にメールを送信しますか？' });
  await confirm.getByRole('button', { name: '送信する' }).click();

  await expect(page).toHaveURL(/\/sakura\/form\/[A-Za-z0-9_-]{20}\/card$/);
  await expect(page.getByRole('status').filter({ hasText: '全 3件' })).toContainText('送信済み 2');
  await expect(page.getByRole('status').filter({ hasText: '全 3件' })).toContainText('エラー 1');
  const failed = page.getByRole('listitem', { name: '木村 誤記 エラー' });
  await expect(failed).toContainText('kimura@-bad-.example');
  // Why, in Japanese; the server's own words (501 …) only behind 詳細.
  await expect(failed).toContainText(STAFF_MESSAGES.deliveryBadAddress);
  await expect(failed).not.toContainText(/501/);
  await failed.getByRole('button', { name: STAFF_MESSAGES.deliveryErrorDetails }).click();
  await expect(failed).toContainText(/501/);
  const yamada = await mailTo('player1.sakura-monthly@participant.example', 15_000, '集合時間のお知らせ');
  expect(yamada.subject).toBe('【さくら月例卓球大会】集合時間のお知らせ');
  expect(yamada.text).toContain('山田 太郎 様');

  // The sidebar marks the mail as having failures.
  await expect(page.getByRole('list', { name: '送信したメール' })).toContainText('エラー 1');

  await failed.getByRole('button', { name: '宛先を直す' }).click();
  const fix = page.getByRole('dialog', { name: '宛先を直して再送' });
  await fix.getByLabel(/メールアドレス/).fill('kimura@participant.example');
  await fix.getByRole('button', { name: '再送' }).click();
  await expect(page.getByText('木村 誤記さんにメールを再送しました')).toBeVisible();
  // The card follows live: no reload.
  await expect(page.getByRole('listitem', { name: '木村 誤記 送信済み' })).toContainText(
    'kimura@participant.example',
  );
  await expect(page.getByRole('status').filter({ hasText: '全 3件' })).toContainText('エラー 0');
  const kimura = await mailTo('kimura@participant.example', 15_000, '集合時間のお知らせ');
  expect(kimura.text).toContain('木村 誤記 様');
  const regist = await db.collection('compes').doc(COMPE).collection('regists').doc(BAD).get();
  expect(regist.get('email')).toBe('kimura@participant.example');
});

test('a visitor sends the contact form; the club address receives it in maildev, the visitor an auto-reply', async ({
  page,
}) => {
  await page.goto('/contact/sakura');
  await expect(page.getByRole('heading', { name: 'さくら卓球クラブへのお問い合わせ' })).toBeVisible();
  const form = page.getByRole('form', { name: 'お問い合わせフォーム' });
  await form.getByLabel('氏名').fill('問合 花子');
  await form.getByLabel('メールアドレス').fill('hanako@visitor.example');
  await form.getByLabel('件名').fill('駐車場について');
  await form.getByLabel('お問い合わせ内容').fill('当日の駐車場はありますか？');
  await form.getByRole('button', { name: '送信' }).click();
  await expect(
    page
      .getByRole('alert')
      .or(page.getByRole('note'))
      .filter({ hasText: CONTACT_MESSAGES.contactSent })
      .first(),
  ).toBeVisible();
  await expect(form.getByLabel('氏名')).toHaveValue('');

  const toClub = await mailTo('info@sakura-tt.example', 15_000, '【お問い合わせ】駐車場について');
  expect(toClub.text).toContain('当日の駐車場はありますか？');
  expect(toClub.text).toContain('hanako@visitor.example');
  const reply = await mailTo('hanako@visitor.example', 15_000, 'お問い合わせを受け付けました');
  // The auto-reply goes to an address nobody verified: it carries none of the sender's words
  // (quoted, they made the form a relay for any text to any address; sendContact in
  // docs/data-model.md "Callable functions").
  expect(reply.text).toContain('さくら卓球クラブ');
  expect(reply.text).not.toContain('当日の駐車場はありますか？');
  expect(reply.text).not.toContain('問合 花子');
});
