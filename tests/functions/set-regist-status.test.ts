import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  APP_ORIGIN,
  call,
  clearInbox,
  inboxOf,
  registForm,
  resetEmulators,
  seedClub,
  seedCompe,
  signedInUser,
} from './support';
import { MESSAGES } from '@/shared/messages';
import type { RegistAction, SetRegistStatusResponse, SubmitRegistResponse } from '@/shared/schemas/callables';

const COMPE = 'winter-cup';
let staffToken: string;

beforeEach(async () => {
  await resetEmulators();
  await clearInbox();
  await seedClub('sakura', 'さくら卓球クラブ');
  staffToken = await signedInUser({
    uid: 'staff',
    email: 'staff@sakura.example',
    claims: { sakura: 'staff' },
  });
});

const submit = async (n: number) => {
  const res = await call<SubmitRegistResponse>('submitRegist', {
    compeId: COMPE,
    form: registForm(n),
    origin: APP_ORIGIN,
  });
  if (!res.result) throw new Error(JSON.stringify(res.error));
  const ticket = (await adminDb.collection('tickets').doc(res.result.ticketId).get()).data();
  return { ...res.result, registId: String(ticket?.registId) };
};
const act = (registId: string, action: RegistAction, token: string | undefined = staffToken) =>
  call<SetRegistStatusResponse>(
    'setRegistStatus',
    { compeId: COMPE, registId, action, origin: APP_ORIGIN },
    token,
  );

const compeDoc = () => adminDb.collection('compes').doc(COMPE);
const count = async () => (await compeDoc().get()).get('regist.count') as number;
const statusOf = async (registId: string) => {
  const regist = (await compeDoc().collection('regists').doc(registId).get()).data();
  const ticket = (await adminDb.collection('tickets').doc(String(regist?.ticketId)).get()).data();
  return { regist: regist?.status as string, ticket: ticket?.status as string };
};

describe('setRegistStatus (参加申込リスト)', () => {
  it('approve: pending → accepted on the regist and its ticket, seat count unchanged, mails the person', async () => {
    await seedCompe(COMPE, { regist: { capacity: 2, approval: 'manual' } });
    const a = await submit(1);
    expect(a.status).toBe('pending');
    await inboxOf(1);
    await clearInbox();

    expect((await act(a.registId, 'approve')).result).toEqual({ status: 'accepted' });
    expect(await statusOf(a.registId)).toEqual({ regist: 'accepted', ticket: 'accepted' });
    expect(await count()).toBe(1);
    const [mail] = await inboxOf(1);
    expect(mail.to[0].address).toBe('taro1@example.com');
    expect(mail.subject).toContain('承認されました');
    expect(mail.text).toContain(`${APP_ORIGIN}/ticket/${a.ticketId}`);
  });

  it('reject of a seat participant frees the seat for the first waitlisted, and mails both', async () => {
    await seedCompe(COMPE, { regist: { capacity: 1, waitlist: true } });
    const a = await submit(1);
    const b = await submit(2);
    const c = await submit(3);
    await inboxOf(3);
    await clearInbox();

    const res = await act(a.registId, 'reject');
    expect(res.result).toEqual({ status: 'rejected', promotedRegistId: b.registId });
    expect(await statusOf(a.registId)).toEqual({ regist: 'rejected', ticket: 'rejected' });
    expect(await statusOf(b.registId)).toEqual({ regist: 'accepted', ticket: 'accepted' });
    expect((await statusOf(c.registId)).regist).toBe('waitlisted');
    expect(await count()).toBe(1);
    const mails = await inboxOf(2);
    expect(mails.map((m) => m.to[0].address).sort()).toEqual(['taro1@example.com', 'taro2@example.com']);
    expect(mails.find((m) => m.to[0].address === 'taro2@example.com')?.subject).toContain('繰り上がりました');
  });

  it('cancel of a waitlisted registrant frees no seat; the address may apply again', async () => {
    await seedCompe(COMPE, { regist: { capacity: 1, waitlist: true } });
    await submit(1);
    const b = await submit(2);
    expect((await act(b.registId, 'cancel')).result).toEqual({ status: 'cancelled' });
    expect(await statusOf(b.registId)).toEqual({ regist: 'cancelled', ticket: 'cancelled' });
    expect(await count()).toBe(1);
    expect((await submit(2)).status).toBe('waitlisted');
  });

  it('promote: waitlisted → accepted into a free seat; refused with a clear message when full', async () => {
    await seedCompe(COMPE, { regist: { capacity: 1, waitlist: true } });
    await submit(1);
    const b = await submit(2);
    const full = await act(b.registId, 'promote');
    expect(full.error).toEqual({ status: 'FAILED_PRECONDITION', message: MESSAGES.registNoFreeSeat });
    expect(await statusOf(b.registId)).toEqual({ regist: 'waitlisted', ticket: 'waitlisted' });

    await compeDoc().update({ 'regist.capacity': 2 });
    expect((await act(b.registId, 'promote')).result).toEqual({ status: 'accepted' });
    expect(await statusOf(b.registId)).toEqual({ regist: 'accepted', ticket: 'accepted' });
    expect(await count()).toBe(2);
  });

  it('refuses an action that does not fit the status, naming the status, and changes nothing', async () => {
    await seedCompe(COMPE, { regist: { capacity: 5 } });
    const a = await submit(1);
    const res = await act(a.registId, 'approve');
    expect(res.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: MESSAGES.registActionNotAllowed.replace('{status}', '承認済'),
    });
    await act(a.registId, 'cancel');
    expect((await act(a.registId, 'reject')).error?.status).toBe('FAILED_PRECONDITION');
    expect(await statusOf(a.registId)).toEqual({ regist: 'cancelled', ticket: 'cancelled' });
    expect(await count()).toBe(0);
  });

  it('refuses callers who are not staff of that club, and anonymous callers, without a change', async () => {
    await seedCompe(COMPE, { regist: { capacity: 5, approval: 'manual' } });
    const a = await submit(1);
    const other = await signedInUser({
      uid: 'other',
      email: 'admin@minato.example',
      claims: { minato: 'admin' },
    });
    expect((await act(a.registId, 'approve', other)).error?.status).toBe('PERMISSION_DENIED');
    expect((await act(a.registId, 'approve', '')).error?.status).toBe('UNAUTHENTICATED');
    // An unknown competition answers the same as a foreign one: nothing to learn.
    const unknown = await call(
      'setRegistStatus',
      { compeId: 'nope', registId: a.registId, action: 'approve', origin: APP_ORIGIN },
      other,
    );
    expect(unknown.error?.status).toBe('PERMISSION_DENIED');
    expect(await statusOf(a.registId)).toEqual({ regist: 'pending', ticket: 'pending' });
  });

  it('refuses a caller without roles in a club named after an Object.prototype key', async () => {
    // `roles[clubId]` on a plain object finds `constructor`, `toString`… on its prototype.
    const nobody = await signedInUser({ uid: 'nobody', email: 'nobody@example.com' });
    for (const clubId of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      const compeId = `proto-${clubId.replace(/_/g, '')}`.toLowerCase();
      await seedCompe(compeId, { clubId, regist: { capacity: 5, approval: 'manual' } });
      const res = await call<SubmitRegistResponse>('submitRegist', {
        compeId,
        form: registForm(1),
        origin: APP_ORIGIN,
      });
      const registId = String(
        (await adminDb.collection('tickets').doc(res.result!.ticketId).get()).get('registId'),
      );
      const answer = await call(
        'setRegistStatus',
        { compeId, registId, action: 'approve', origin: APP_ORIGIN },
        nobody,
      );
      expect(answer.error, clubId).toEqual({
        status: 'PERMISSION_DENIED',
        message: MESSAGES.permissionDenied,
      });
      const regist = await adminDb
        .collection('compes')
        .doc(compeId)
        .collection('regists')
        .doc(registId)
        .get();
      expect(regist.get('status'), clubId).toBe('pending');
    }
  });

  it('lets the owner of an indie competition manage it, and nobody else in indie', async () => {
    await seedCompe(COMPE, { clubId: 'indie', owner: 'host', regist: { capacity: 5, approval: 'manual' } });
    const a = await submit(1);
    const host = await signedInUser({ uid: 'host', email: 'host@indie.example' });
    const stranger = await signedInUser({ uid: 'stranger', email: 'someone@indie.example' });
    expect((await act(a.registId, 'approve', stranger)).error?.status).toBe('PERMISSION_DENIED');
    expect((await act(a.registId, 'approve', host)).result?.status).toBe('accepted');
  });

  it('validates the payload with the shared schema (unknown action, bad ids, foreign origin)', async () => {
    await seedCompe(COMPE, { regist: { capacity: 5 } });
    const a = await submit(1);
    const bad = [
      { compeId: COMPE, registId: a.registId, action: 'delete', origin: APP_ORIGIN },
      { compeId: '../x', registId: a.registId, action: 'cancel', origin: APP_ORIGIN },
      { compeId: COMPE, registId: a.registId, action: 'cancel', origin: 'https://evil.example' },
      { compeId: COMPE, action: 'cancel', origin: APP_ORIGIN },
    ];
    for (const data of bad) {
      expect((await call('setRegistStatus', data, staffToken)).error?.status).toBe('INVALID_ARGUMENT');
    }
    expect(await statusOf(a.registId)).toEqual({ regist: 'accepted', ticket: 'accepted' });
  });
});
