import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { compeDocOf } from '@/testing/compes';

export const PROJECT_ID = 'demo-compe';
export const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const AUTH = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const FUNCTIONS = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE;
process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH;
// Everything here is an emulator: no Google metadata server to ask for credentials.
process.env.METADATA_SERVER_DETECTION ??= 'none';

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);

export async function resetEmulators(): Promise<void> {
  await fetch(`http://${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await fetch(`http://${AUTH}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
}

export interface CallResult<T> {
  status: number;
  result?: T;
  error?: { status: string; message: string };
}

/** The address Google's front end appends for the test runner when a call names none. */
export const RUNNER_IP = '127.0.0.1';

/**
 * Where a call comes from. A string is the caller's real address, which Google's front end appends
 * as the rightmost X-Forwarded-For entry; before it stands whatever the client wrote itself (here a
 * different made-up entry on every call, so no test can pass by trusting it). `{ forwardedFor }`
 * sends exactly that header, or none for `null`, with nothing appended: the emulator appends
 * nothing and its workers listen on a local socket, so such a call has no address but its header.
 */
export type CallFrom = string | { forwardedFor: string | null };

let forgedCount = 0;
function forwardedFor(from: CallFrom): string | null {
  if (typeof from !== 'string') return from.forwardedFor;
  forgedCount += 1;
  return `100.64.${(forgedCount >> 8) & 255}.${forgedCount & 255}, ${from}`;
}

/**
 * Calls a callable the way the client SDK does (POST {data}), optionally as a signed-in user,
 * through a simulated front end (`from`, default the test runner at RUNNER_IP).
 */
export async function call<T = unknown>(
  name: string,
  data: unknown,
  idToken?: string,
  from: CallFrom = RUNNER_IP,
): Promise<CallResult<T>> {
  const header = forwardedFor(from);
  const response = await fetch(`${FUNCTIONS}/${PROJECT_ID}/asia-northeast1/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
      ...(header !== null ? { 'x-forwarded-for': header } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { status: string; message: string } };
  return { status: response.status, ...body };
}

export const MAILDEV = process.env.MAILDEV_ORIGIN ?? 'http://127.0.0.1:1080';

export interface TestUser {
  uid: string;
  email: string;
  emailVerified?: boolean;
  displayName?: string;
  claims?: Record<string, string>;
}

/** Creates an account (with `tk_claims` when given) and returns a fresh ID token for it. */
export async function signedInUser(user: TestUser): Promise<string> {
  await adminAuth.createUser({
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified ?? true,
    ...(user.displayName ? { displayName: user.displayName } : {}),
  });
  if (user.claims) await adminAuth.setCustomUserClaims(user.uid, { tk_claims: user.claims });
  return idTokenOf(user.uid);
}

/** Signs in through the Auth emulator's REST API with a custom token, as the client SDK would. */
export async function idTokenOf(uid: string): Promise<string> {
  const token = await adminAuth.createCustomToken(uid);
  const response = await fetch(
    `http://${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

export async function claimsOf(uid: string): Promise<Record<string, unknown> | undefined> {
  return (await adminAuth.getUser(uid)).customClaims?.tk_claims as Record<string, unknown> | undefined;
}

/** An open invitation (the fields of docs/data-model.md) as the 基本設定 page writes it. */
export async function seedAuthTicket(id: string, fields: Record<string, unknown> = {}): Promise<void> {
  await adminDb
    .collection('tickets')
    .doc(id)
    .set({
      code: 'auth',
      createdAt: new Date(),
      isClosed: false,
      receiver: '新井 花子',
      email: 'hanako@sakura-tt.example',
      inviter: 'club-admin',
      inviterName: '桜井 管理',
      clubId: 'sakura',
      clubName: 'さくら卓球クラブ',
      role: 'staff',
      ...fields,
    });
}

export async function seedClub(id: string, clubName: string, emails: string[] = []): Promise<void> {
  await adminDb
    .collection('clubs')
    .doc(id)
    .set({ clubName, shortName: clubName, order: 0, desc: '', updatedAt: new Date() });
  await adminDb.doc(`clubs/${id}/private/contact`).set({ emails, updatedAt: new Date() });
}

export interface ReceivedMail {
  subject: string;
  text: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  /** Raw headers by lower-case name, e.g. `reply-to`. */
  headers: Record<string, string>;
}

/** The addresses of a message's Reply-To header, in order ([] when it has none). */
export function replyToOf(mail: ReceivedMail): string[] {
  return (mail.headers['reply-to'] ?? '').match(/[^\s<>,"]+@[^\s<>,"]+/g) ?? [];
}

/** What maildev received over SMTP. */
export async function inbox(): Promise<ReceivedMail[]> {
  return (await (await fetch(`${MAILDEV}/email`)).json()) as ReceivedMail[];
}

/** The inbox once it holds `count` messages (maildev stores a message just after accepting it). */
export async function inboxOf(count: number, timeoutMs = 5_000): Promise<ReceivedMail[]> {
  const started = Date.now();
  for (;;) {
    const mails = await inbox();
    if (mails.length >= count || Date.now() - started > timeoutMs) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function clearInbox(): Promise<void> {
  await fetch(`${MAILDEV}/email/all`, { method: 'DELETE' });
}

/** The origin the app runs on in tests; one of functions/.env.demo-compe APP_ORIGINS. */
export const APP_ORIGIN = 'http://127.0.0.1:5173';

/** A published competition with open registration (override any field, `regist` merged). */
export async function seedCompe(
  id: string,
  fields: Record<string, unknown> & { regist?: Record<string, unknown> } = {},
): Promise<void> {
  const { regist, ...rest } = fields;
  const base = compeDocOf({
    clubId: 'sakura',
    title: '秋季卓球大会',
    shortTitle: '秋季大会',
    eventedAt: new Date('2030-11-03T00:30:00Z'),
    regist: { opensAt: new Date(Date.now() - 86_400_000), closesAt: new Date(Date.now() + 86_400_000) },
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  // The overrides are laid over unchecked: a test may store what the app never would (an owner, awards).
  await adminDb
    .collection('compes')
    .doc(id)
    .set({ ...base, regist: { ...base.regist, ...regist }, ...rest });
}

/** A valid 参加申し込み form; `n` makes the name and e-mail distinct. */
export function registForm(n = 1, fields: Record<string, unknown> = {}) {
  return {
    name: `参加 太郎${n}`,
    kana: 'さんか たろう',
    email: `taro${n}@example.com`,
    phone: '090-1234-5678',
    answers: {},
    ...fields,
  };
}
