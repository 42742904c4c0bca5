import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, call, claimsOf, resetEmulators, seedClub, signedInUser } from './support';
import { CONFIRM_MESSAGES, MESSAGES } from '@/shared/messages';

const GOD = { uid: 'god', email: 'kami@compe.example' };
const ADMIN = { uid: 'sakura-admin', email: 'admin@sakura-tt.example', claims: { sakura: 'admin' } };
const MINATO_ADMIN = {
  uid: 'minato-admin',
  email: 'admin@minato-shogi.example',
  claims: { minato: 'admin' },
};
const STAFF = { uid: 'sakura-staff', email: 'staff@sakura-tt.example', claims: { sakura: 'staff' } };
const HANAKO = { uid: 'hanako', email: 'hanako@example.com', displayName: '新井 花子' };

beforeEach(async () => {
  await resetEmulators();
  await seedClub('sakura', 'さくら卓球クラブ');
  await seedClub('minato', 'みなと将棋クラブ');
});

const member = async (uid: string, clubId = 'sakura') =>
  (await adminDb.collection('clubs').doc(clubId).collection('members').doc(uid).get()).data();

describe('setClaims (docs/data-model.md)', () => {
  it('lets a super-user give a role to a user found by e-mail, keeping their other roles', async () => {
    const token = await signedInUser(GOD);
    await signedInUser({ ...HANAKO, claims: { minato: 'staff' } });

    const res = await call(
      'setClaims',
      { email: 'Hanako@Example.com', clubId: 'sakura', role: 'admin' },
      token,
    );

    expect(res.error).toBeUndefined();
    expect(res.result).toEqual({ uid: 'hanako', claims: { minato: 'staff', sakura: 'admin' } });
    expect(await claimsOf('hanako')).toEqual({ minato: 'staff', sakura: 'admin' });
    expect(await member('hanako')).toMatchObject({
      email: 'hanako@example.com',
      displayName: '新井 花子',
      role: 'admin',
    });
  });

  it('lets a club admin change a member of their own club', async () => {
    const token = await signedInUser(ADMIN);
    await signedInUser({ ...HANAKO, claims: { sakura: 'staff' } });

    const res = await call('setClaims', { uid: 'hanako', clubId: 'sakura', role: 'admin' }, token);

    expect(res.result).toEqual({ uid: 'hanako', claims: { sakura: 'admin' } });
    expect((await member('hanako'))?.role).toBe('admin');
  });

  it('removes the club from the claims and the member list with role null', async () => {
    const token = await signedInUser(ADMIN);
    await signedInUser({ ...HANAKO, claims: { sakura: 'staff', minato: 'admin' } });
    await adminDb
      .doc('clubs/sakura/members/hanako')
      .set({ email: HANAKO.email, displayName: '', role: 'staff' });

    const res = await call('setClaims', { uid: 'hanako', clubId: 'sakura', role: null }, token);

    expect(res.result).toEqual({ uid: 'hanako', claims: { minato: 'admin' } });
    expect(await claimsOf('hanako')).toEqual({ minato: 'admin' });
    expect(await member('hanako')).toBeUndefined();
  });

  it('refuses the admin of another club, and staff, and changes nothing', async () => {
    await signedInUser({ ...HANAKO, claims: { sakura: 'staff' } });
    for (const caller of [MINATO_ADMIN, STAFF]) {
      const token = await signedInUser(caller);
      const res = await call('setClaims', { uid: 'hanako', clubId: 'sakura', role: 'admin' }, token);
      expect(res.error).toEqual({ status: 'PERMISSION_DENIED', message: MESSAGES.permissionDenied });
    }
    expect(await claimsOf('hanako')).toEqual({ sakura: 'staff' });
  });

  it('refuses a super-user address that is not verified', async () => {
    const token = await signedInUser({ ...GOD, emailVerified: false });
    await signedInUser(HANAKO);
    const res = await call('setClaims', { uid: 'hanako', clubId: 'sakura', role: 'admin' }, token);
    expect(res.error?.status).toBe('PERMISSION_DENIED');
    expect(await claimsOf('hanako')).toBeUndefined();
  });

  it('goes by the roles in Auth now, not the ones an older ID token remembers', async () => {
    const token = await signedInUser(ADMIN);
    await adminAuth.setCustomUserClaims(ADMIN.uid, { tk_claims: {} });
    await signedInUser(HANAKO);
    const res = await call('setClaims', { uid: 'hanako', clubId: 'sakura', role: 'staff' }, token);
    expect(res.error?.status).toBe('PERMISSION_DENIED');
  });

  it('does not let an admin demote or remove themselves', async () => {
    const token = await signedInUser(ADMIN);
    for (const role of ['staff', null]) {
      const res = await call('setClaims', { uid: ADMIN.uid, clubId: 'sakura', role }, token);
      expect(res.error).toEqual({ status: 'FAILED_PRECONDITION', message: MESSAGES.selfDemotion });
    }
    expect(await claimsOf(ADMIN.uid)).toEqual({ sakura: 'admin' });
  });

  it('refuses a caller who is not signed in', async () => {
    await signedInUser(HANAKO);
    const res = await call('setClaims', { uid: 'hanako', clubId: 'sakura', role: 'staff' });
    expect(res.error).toEqual({ status: 'UNAUTHENTICATED', message: MESSAGES.signInRequired });
  });

  it('is not-found for an unknown user or, when granting, an unknown club', async () => {
    const token = await signedInUser(GOD);
    expect(
      (await call('setClaims', { uid: 'nobody', clubId: 'sakura', role: 'staff' }, token)).error,
    ).toEqual({
      status: 'NOT_FOUND',
      message: MESSAGES.userNotFound,
    });
    expect(
      (await call('setClaims', { email: 'nobody@example.com', clubId: 'sakura', role: 'staff' }, token)).error
        ?.status,
    ).toBe('NOT_FOUND');
    await signedInUser({ ...HANAKO, claims: { gone: 'staff' } });
    expect((await call('setClaims', { uid: 'hanako', clubId: 'gone', role: 'admin' }, token)).error).toEqual({
      status: 'NOT_FOUND',
      message: CONFIRM_MESSAGES.unknown_club,
    });
    // A role in a club that no longer exists can still be cleaned up.
    expect((await call('setClaims', { uid: 'hanako', clubId: 'gone', role: null }, token)).result).toEqual({
      uid: 'hanako',
      claims: {},
    });
  });

  it('validates the payload with the shared schema', async () => {
    const token = await signedInUser(GOD);
    const bad = [
      { clubId: 'sakura', role: 'staff' },
      { uid: 'hanako', email: 'hanako@example.com', clubId: 'sakura', role: 'staff' },
      { uid: 'hanako', clubId: 'sakura', role: 'owner' },
      { uid: 'hanako', clubId: 'a/b', role: 'staff' },
      { uid: 'hanako', clubId: 'indie', role: 'staff' },
    ];
    for (const data of bad) {
      expect((await call('setClaims', data, token)).error?.status, JSON.stringify(data)).toBe(
        'INVALID_ARGUMENT',
      );
    }
    expect((await call('setClaims', bad[0], token)).error?.message).toBe(
      'uid か email のどちらか一方を指定してください',
    );
  });
});
