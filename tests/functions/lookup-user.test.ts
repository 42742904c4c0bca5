import { beforeEach, describe, expect, it } from 'vitest';
import { call, resetEmulators, signedInUser } from './support';
import { MESSAGES } from '@/shared/messages';

beforeEach(async () => {
  await resetEmulators();
  await signedInUser({
    uid: 'hanako',
    email: 'hanako@example.com',
    displayName: '新井 花子',
    claims: { sakura: 'staff' },
  });
});

describe('lookupUser (/god)', () => {
  it('gives a super-user the account and club roles of an e-mail', async () => {
    const token = await signedInUser({ uid: 'god', email: 'kami@compe.example' });
    expect((await call('lookupUser', { email: ' HANAKO@example.com ' }, token)).result).toEqual({
      uid: 'hanako',
      email: 'hanako@example.com',
      displayName: '新井 花子',
      claims: { sakura: 'staff' },
    });
    expect((await call('lookupUser', { email: 'nobody@example.com' }, token)).error).toEqual({
      status: 'NOT_FOUND',
      message: MESSAGES.userNotFound,
    });
  });

  it('refuses everyone else: a club admin, an unverified super-user address, nobody signed in', async () => {
    const admin = await signedInUser({
      uid: 'admin',
      email: 'admin@example.com',
      claims: { sakura: 'admin' },
    });
    const unverified = await signedInUser({ uid: 'god', email: 'kami@compe.example', emailVerified: false });
    for (const token of [admin, unverified]) {
      const res = await call('lookupUser', { email: 'hanako@example.com' }, token);
      expect(res.error).toEqual({ status: 'PERMISSION_DENIED', message: MESSAGES.permissionDenied });
      expect(JSON.stringify(res)).not.toContain('hanako');
    }
    expect((await call('lookupUser', { email: 'hanako@example.com' })).error?.status).toBe('UNAUTHENTICATED');
  });
});
