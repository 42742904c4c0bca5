import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const PROJECT_ID = 'demo-compe';
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Empties Firestore and Auth in the emulators and writes the demo data again. */
export async function resetAndSeed(): Promise<void> {
  await fetch(`http://${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  const seed = spawnSync(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(ROOT, 'scripts', 'seed.ts')],
    {
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: FIRESTORE, FIREBASE_AUTH_EMULATOR_HOST: AUTH },
      encoding: 'utf8',
    },
  );
  if (seed.status !== 0) throw new Error(`seed failed: ${seed.stderr}`);
}

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The newest sign-in link the Auth emulator issued for `email` (it mails nothing). */
export async function signInLinkFor(email: string, timeoutMs = 10_000): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const { oobCodes = [] } = (await (
      await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
    ).json()) as { oobCodes?: OobCode[] };
    const mine = oobCodes.filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN');
    if (mine.length > 0) {
      // The app's own /sign URL with the code, as the e-mail's link would open it.
      const link = new URL(mine[mine.length - 1].oobLink);
      const target = new URL(link.searchParams.get('continueUrl') as string);
      for (const key of ['mode', 'oobCode', 'apiKey', 'lang'])
        target.searchParams.set(key, link.searchParams.get(key) ?? '');
      return target.toString();
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no sign-in link for ${email}`);
}

/** Opens the login dialog from the top bar and asks for a link for `email`. */
export async function requestSignInLink(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'ログイン' }).click();
  const dialog = page.getByRole('dialog', { name: 'ログイン' });
  await dialog.getByLabel('メールアドレス').fill(email);
  await dialog.getByRole('button', { name: '送信' }).click();
}

const MAILDEV = process.env.MAILDEV_ORIGIN ?? 'http://127.0.0.1:1080';

interface ReceivedMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/**
 * The newest message maildev received for `address` (the functions' real SMTP delivery), or the
 * newest whose subject contains `subject`.
 */
export async function mailTo(address: string, timeoutMs = 15_000, subject = ''): Promise<ReceivedMail> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const mails = (await (await fetch(`${MAILDEV}/email`)).json()) as ReceivedMail[];
    const mine = mails.filter(
      (m) =>
        m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()) && m.subject.includes(subject),
    );
    if (mine.length > 0) return mine[mine.length - 1];
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no mail to ${address}`);
}

/** Signs `email` in through the login dialog and the emulator's link; lands where the app sends it. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await requestSignInLink(page, email);
  await page.getByText(/ログインリンクを送信しました/).waitFor();
  await page.goto(await signInLinkFor(email));
  await page.getByTestId('avatar').waitFor();
}
