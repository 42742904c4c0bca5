/**
 * 大会を中止 (cancelCompe) and 大会を削除 (deleteCompe) (docs/product.md "Cancelling and deleting a competition"): a competition people applied to
 * is called off with its records kept and everyone told; only an empty one is deleted, and its id
 * is never given out again.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  APP_ORIGIN,
  call,
  clearInbox,
  inbox,
  inboxOf,
  registForm,
  resetEmulators,
  seedClub,
  seedCompe,
  signedInUser,
} from './support';
import { MESSAGES } from '@/shared/messages';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import type { CancelCompeResponse } from '@/shared/schemas/callables';
import type { RegistStatus } from '@/shared/schemas/regist';

const COMPE = 'autumn-cup';
let staffToken: string;
let seq = 0;

/** Registrations and their 参加票 as submitRegist writes them. */
async function seedPeople(people: { id: string; status: RegistStatus; email?: string }[]) {
  const batch = adminDb.batch();
  people.forEach((p, i) => {
    const ticketId = `ticket-${p.id}-00000000000000`;
    batch.set(adminDb.doc(`compes/${COMPE}/regists/${p.id}`), {
      name: `参加 ${p.id}`,
      kana: 'さんか',
      email: p.email ?? `${p.id}@example.com`,
      phone: '',
      answers: {},
      status: p.status,
      ticketId,
      number: i + 1,
      createdAt: new Date(),
      checkedInAt: null,
    });
    batch.set(adminDb.doc(`tickets/${ticketId}`), {
      code: 'regist',
      clubId: 'sakura',
      compeId: COMPE,
      registId: p.id,
      compeTitle: '秋季卓球大会',
      eventedAt: new Date('2030-11-03T00:30:00Z'),
      venue: '市民体育館',
      name: `参加 ${p.id}`,
      number: i + 1,
      status: p.status,
      createdAt: new Date(),
    });
  });
  await batch.commit();
}

async function seedChildren() {
  await adminDb.doc(`clubs/sakura/links/${COMPE}`).set({
    compeId: COMPE,
    title: '秋季卓球大会',
    shortTitle: '秋季大会',
    eventedAt: new Date('2030-11-03T00:30:00Z'),
    published: true,
  });
  await adminDb.doc(`compes/${COMPE}/units/u1`).set({ title: '開会式' });
  await adminDb.doc(`compes/${COMPE}/entries/e1`).set({ name: '参加 太郎' });
  await adminDb.doc(`compes/${COMPE}/live/board`).set({ notice: '' });
}

const cancel = (fields: { requestId?: string; note?: string } = {}, token = staffToken) =>
  call<CancelCompeResponse>(
    'cancelCompe',
    {
      compeId: COMPE,
      requestId: fields.requestId ?? `cancel${Date.now()}${++seq}`,
      origin: APP_ORIGIN,
      note: fields.note ?? '',
    },
    token,
  );

const deleteCompe = (token = staffToken, compeId = COMPE) => call('deleteCompe', { compeId }, token);
const exists = async (path: string) => (await adminDb.doc(path).get()).exists;

beforeEach(async () => {
  await resetEmulators();
  await clearInbox();
  await seedClub('sakura', 'さくら卓球クラブ', ['info@sakura.example']);
  await seedCompe(COMPE);
  await seedChildren();
  staffToken = await signedInUser({
    uid: 'staff',
    email: 'staff@sakura.example',
    claims: { sakura: 'staff' },
  });
});

describe('cancelCompe (大会を中止)', () => {
  it('marks the competition, its link and every ticket, keeps the records and mails everyone still taking part', async () => {
    await seedPeople([
      { id: 'acc', status: 'accepted' },
      { id: 'wait', status: 'waitlisted' },
      { id: 'pend', status: 'pending' },
      { id: 'gone', status: 'cancelled' },
    ]);
    const res = await cancel({ note: '台風の接近により、安全のため中止します。' });
    expect(res.error).toBeUndefined();
    expect(res.result?.counts).toEqual({ total: 3, sent: 3, failed: 0 });

    const compe = (await adminDb.doc(`compes/${COMPE}`).get()).data();
    expect(compe?.cancelledAt).toBeTruthy();
    expect((await adminDb.doc(`clubs/sakura/links/${COMPE}`).get()).get('cancelled')).toBe(true);
    for (const id of ['acc', 'wait', 'pend', 'gone']) {
      expect((await adminDb.doc(`tickets/ticket-${id}-00000000000000`).get()).get('compeCancelled'), id).toBe(
        true,
      );
      // The records stay as they were.
      expect(await exists(`compes/${COMPE}/regists/${id}`), id).toBe(true);
    }
    expect(await exists(`compes/${COMPE}/units/u1`)).toBe(true);

    const mails = await inboxOf(3);
    expect(mails.map((m) => m.to[0].address).sort()).toEqual([
      'acc@example.com',
      'pend@example.com',
      'wait@example.com',
    ]);
    const acc = mails.find((m) => m.to[0].address === 'acc@example.com')!;
    expect(acc.subject).toBe('【中止】秋季卓球大会');
    expect(acc.text).toContain('参加 acc 様');
    expect(acc.text).toContain('「秋季卓球大会」は、中止になりました');
    expect(acc.text).toContain('台風の接近により、安全のため中止します。');
    expect(acc.text).toContain(`${APP_ORIGIN}/ticket/ticket-acc-00000000000000`);
    // From the club, answers to the club.
    expect(acc.from[0].name).toBe('さくら卓球クラブ');
    expect(acc.headers['reply-to']).toContain('info@sakura.example');

    // Per-recipient results, as for any mail: the mailbox and one record per person.
    const box = (await adminDb.doc(`mailbox/${res.result?.mailId}`).get()).data();
    expect(box?.subject).toBe('【中止】{compeTitle}');
    expect(box?.counts).toEqual({ total: 3, sent: 3, failed: 0 });
    const records = await adminDb.collection('mails').where('mailboxId', '==', res.result?.mailId).get();
    expect(records.docs.map((d) => d.get('state'))).toEqual(['sent', 'sent', 'sent']);
  });

  it('records a failed address as failed and still sends the rest', async () => {
    await seedPeople([
      { id: 'ok', status: 'accepted' },
      { id: 'bad', status: 'accepted', email: 'bad address@example.com' },
    ]);
    const res = await cancel();
    expect(res.result?.counts).toEqual({ total: 2, sent: 1, failed: 1 });
    expect((await inboxOf(1)).map((m) => m.to[0].address)).toEqual(['ok@example.com']);
  });

  it('answers a retry of the same request with its first totals, sending nothing twice', async () => {
    await seedPeople([{ id: 'acc', status: 'accepted' }]);
    const first = await cancel({ requestId: 'cancel-once' });
    await inboxOf(1);
    const again = await cancel({ requestId: 'cancel-once' });
    expect(again.result).toEqual(first.result);
    // cancelCompe answers once the mail server has taken every message it sends (sendRecorded is
    // awaited): any the retry had sent would be in the inbox by its answer.
    expect(await inbox()).toHaveLength(1);
  });

  it('refuses to cancel a cancelled competition again', async () => {
    await cancel();
    const res = await cancel();
    expect(res.status).toBe(400);
    expect(res.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: STAFF_MESSAGES.compeAlreadyCancelled,
    });
  });

  it('with nobody registered, cancels without a mailbox', async () => {
    const res = await cancel();
    expect(res.result).toEqual({ mailId: '', counts: { total: 0, sent: 0, failed: 0 } });
    expect((await adminDb.doc(`compes/${COMPE}`).get()).get('cancelledAt')).toBeTruthy();
    expect((await adminDb.collection('mailbox').get()).size).toBe(0);
  });

  it('refuses whoever does not run the competition, and changes nothing', async () => {
    await seedPeople([{ id: 'acc', status: 'accepted' }]);
    const other = await signedInUser({
      uid: 'other',
      email: 'o@minato.example',
      claims: { minato: 'admin' },
    });
    const stranger = await signedInUser({ uid: 'stranger', email: 's@example.com' });
    for (const token of [other, stranger]) {
      const res = await cancel({}, token);
      expect(res.error).toEqual({ status: 'PERMISSION_DENIED', message: MESSAGES.permissionDenied });
    }
    expect((await adminDb.doc(`compes/${COMPE}`).get()).get('cancelledAt')).toBeUndefined();
    expect(await inbox()).toHaveLength(0);
  });

  it('closes registration: submitRegist answers that the competition was cancelled', async () => {
    await cancel();
    const res = await call('submitRegist', { compeId: COMPE, form: registForm(1), origin: APP_ORIGIN });
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ status: 'FAILED_PRECONDITION', message: MESSAGES.compeCancelled });
  });
});

describe('deleteCompe (大会を削除)', () => {
  it('deletes a competition nobody applied to, with its children, and leaves a tombstone', async () => {
    const res = await deleteCompe();
    expect(res.error).toBeUndefined();
    for (const path of [
      `compes/${COMPE}`,
      `clubs/sakura/links/${COMPE}`,
      `compes/${COMPE}/units/u1`,
      `compes/${COMPE}/entries/e1`,
      `compes/${COMPE}/live/board`,
    ]) {
      expect(await exists(path), path).toBe(false);
    }
    const tombstone = (await adminDb.doc(`deletedCompes/${COMPE}`).get()).data();
    expect(tombstone).toMatchObject({ clubId: 'sakura', deletedBy: 'staff' });
  });

  it('refuses a competition with registrations (cancel it instead) and deletes nothing', async () => {
    await seedPeople([{ id: 'gone', status: 'cancelled' }]);
    const res = await deleteCompe();
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ status: 'FAILED_PRECONDITION', message: STAFF_MESSAGES.compeHasRegists });
    expect(await exists(`compes/${COMPE}`)).toBe(true);
    expect(await exists(`compes/${COMPE}/units/u1`)).toBe(true);
    expect(await exists(`deletedCompes/${COMPE}`)).toBe(false);
  });

  it('refuses whoever does not run the competition', async () => {
    const other = await signedInUser({
      uid: 'other',
      email: 'o@minato.example',
      claims: { minato: 'admin' },
    });
    const res = await deleteCompe(other);
    expect(res.error).toEqual({ status: 'PERMISSION_DENIED', message: MESSAGES.permissionDenied });
    expect(await exists(`compes/${COMPE}`)).toBe(true);
  });

  it("lets an indie host delete their own competition, not another host's", async () => {
    await seedCompe('indie-cup', { clubId: 'indie', owner: 'host' });
    const host = await signedInUser({ uid: 'host', email: 'host@example.com' });
    const guest = await signedInUser({ uid: 'guest', email: 'guest@example.com' });
    expect((await deleteCompe(guest, 'indie-cup')).error?.status).toBe('PERMISSION_DENIED');
    expect((await deleteCompe(host, 'indie-cup')).error).toBeUndefined();
    expect(await exists('deletedCompes/indie-cup')).toBe(true);
  });
});
