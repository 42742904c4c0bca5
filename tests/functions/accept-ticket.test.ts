import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, call, claimsOf, resetEmulators, seedAuthTicket, seedClub, signedInUser } from './support';
import { MESSAGES } from '@/shared/messages';
import { memberSchema } from '@/shared/schemas/club';

const TICKET = 'invite-sakura-hanako-0001';
const HANAKO = { uid: 'hanako', email: 'hanako@sakura-tt.example' };

beforeEach(async () => {
  await resetEmulators();
  await seedClub('sakura', 'さくら卓球クラブ');
  await seedAuthTicket(TICKET);
});

const ticket = async (id = TICKET) => (await adminDb.collection('tickets').doc(id).get()).data();
const member = async (uid: string, clubId = 'sakura') =>
  (await adminDb.collection('clubs').doc(clubId).collection('members').doc(uid).get()).data();

describe('acceptTicket (docs/data-model.md)', () => {
  it('gives the invited e-mail its role, lists it as a member and closes the ticket', async () => {
    // The address on the account differs in case only: it is the same mailbox.
    const token = await signedInUser({ ...HANAKO, email: 'Hanako@Sakura-TT.example' });
    const before = Date.now();

    const res = await call('acceptTicket', { ticketId: TICKET }, token);

    expect(res.error).toBeUndefined();
    expect(res.result).toEqual({ clubId: 'sakura', role: 'staff' });
    expect(await claimsOf('hanako')).toEqual({ sakura: 'staff' });
    const closed = await ticket();
    expect(closed?.isClosed).toBe(true);
    expect(closed?.acceptedBy).toBe('hanako');
    expect(closed?.closedAt).toBeInstanceOf(Timestamp);
    expect((closed?.closedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5_000);
    const mirror = await member('hanako');
    // No display name on the account: the name the invitation gave is used.
    expect(mirror).toMatchObject({
      email: 'hanako@sakura-tt.example',
      displayName: '新井 花子',
      role: 'staff',
    });
    expect(memberSchema.safeParse({ ...mirror, updatedAt: mirror?.updatedAt.toDate() }).success).toBe(true);
  });

  it('keeps the roles the user already has in other clubs', async () => {
    await seedAuthTicket(TICKET, { role: 'admin' });
    const token = await signedInUser({ ...HANAKO, displayName: '花子', claims: { minato: 'staff' } });

    expect((await call('acceptTicket', { ticketId: TICKET }, token)).result).toEqual({
      clubId: 'sakura',
      role: 'admin',
    });
    expect(await claimsOf('hanako')).toEqual({ minato: 'staff', sakura: 'admin' });
    expect((await member('hanako'))?.displayName).toBe('花子');
  });

  it('answers the same when called twice, and changes nothing the second time', async () => {
    const token = await signedInUser(HANAKO);
    const first = await call('acceptTicket', { ticketId: TICKET }, token);
    const closedAt = (await ticket())?.closedAt as Timestamp;
    const updatedAt = (await member('hanako'))?.updatedAt as Timestamp;

    const second = await call('acceptTicket', { ticketId: TICKET }, token);

    expect(second).toEqual(first);
    expect(second.result).toEqual({ clubId: 'sakura', role: 'staff' });
    expect(((await ticket())?.closedAt as Timestamp).isEqual(closedAt)).toBe(true);
    expect(((await member('hanako'))?.updatedAt as Timestamp).isEqual(updatedAt)).toBe(true);
    expect(await claimsOf('hanako')).toEqual({ sakura: 'staff' });
  });

  it('applies once when two calls race', async () => {
    const token = await signedInUser(HANAKO);
    const answers = await Promise.all([
      call('acceptTicket', { ticketId: TICKET }, token),
      call('acceptTicket', { ticketId: TICKET }, token),
    ]);
    expect(answers.map((a) => a.result)).toEqual([
      { clubId: 'sakura', role: 'staff' },
      { clubId: 'sakura', role: 'staff' },
    ]);
    expect(await claimsOf('hanako')).toEqual({ sakura: 'staff' });
    expect((await ticket())?.acceptedBy).toBe('hanako');
  });

  it('refuses another e-mail, and the invitation stays open for the right one', async () => {
    const token = await signedInUser({ uid: 'taro', email: 'taro@sakura-tt.example' });

    const res = await call('acceptTicket', { ticketId: TICKET }, token);

    expect(res.error).toEqual({ status: 'PERMISSION_DENIED', message: MESSAGES.invitationEmailMismatch });
    expect(await claimsOf('taro')).toBeUndefined();
    expect((await ticket())?.isClosed).toBe(false);
    expect(await member('taro')).toBeUndefined();
  });

  it('refuses the right address while it is not verified', async () => {
    const token = await signedInUser({ ...HANAKO, emailVerified: false });
    const res = await call('acceptTicket', { ticketId: TICKET }, token);
    expect(res.error).toEqual({ status: 'PERMISSION_DENIED', message: MESSAGES.emailNotVerified });
    expect(await claimsOf('hanako')).toBeUndefined();
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await call('acceptTicket', { ticketId: TICKET });
    expect(res.error).toEqual({ status: 'UNAUTHENTICATED', message: MESSAGES.signInRequired });
    expect((await ticket())?.isClosed).toBe(false);
  });

  it('refuses a revoked invitation, saying it is no longer valid', async () => {
    await seedAuthTicket(TICKET, { isClosed: true, closedAt: new Date() });
    const token = await signedInUser(HANAKO);

    const res = await call('acceptTicket', { ticketId: TICKET }, token);

    expect(res.error).toEqual({ status: 'FAILED_PRECONDITION', message: MESSAGES.invitationClosed });
    expect(await claimsOf('hanako')).toBeUndefined();
    expect(await member('hanako')).toBeUndefined();
  });

  it('says the ticket id is wrong for an unknown ticket, a participant ticket or a malformed id', async () => {
    const token = await signedInUser(HANAKO);
    await adminDb
      .collection('tickets')
      .doc('regist-ticket-00000000001')
      .set({ code: 'regist', clubId: 'sakura' });

    for (const ticketId of ['no-such-ticket-000000001', 'regist-ticket-00000000001']) {
      expect((await call('acceptTicket', { ticketId }, token)).error).toEqual({
        status: 'NOT_FOUND',
        message: MESSAGES.ticketNotFound,
      });
    }
    expect((await call('acceptTicket', { ticketId: 'short' }, token)).error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: MESSAGES.ticketNotFound,
    });
    expect(await claimsOf('hanako')).toBeUndefined();
  });
});
