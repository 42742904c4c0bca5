import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, call, resetEmulators } from './support';
import { MESSAGES } from '../../src/shared/messages';

beforeEach(async () => {
  await resetEmulators();
  await adminAuth.createUser({ uid: 'staff', email: 'staff@sakura-tt.example' });
});

describe('getUserByEmail (SPEC.md §7, asia-northeast1)', () => {
  it('succeeds for a registered e-mail and says nothing else', async () => {
    const res = await call('getUserByEmail', { email: 'staff@sakura-tt.example' });
    expect(res.status).toBe(200);
    expect(res.result).toEqual({ ok: true });
  });

  it('matches the address whatever its case and surrounding spaces', async () => {
    const res = await call('getUserByEmail', { email: '  Staff@Sakura-TT.example ' });
    expect(res.result).toEqual({ ok: true });
  });

  it('is not-found for an unregistered e-mail, without the uid or any detail', async () => {
    const res = await call('getUserByEmail', { email: 'nobody@sakura-tt.example' });
    expect(res.error?.status).toBe('NOT_FOUND');
    expect(JSON.stringify(res)).not.toContain('staff');
  });

  it('validates with the login form schema and answers in Japanese', async () => {
    expect((await call('getUserByEmail', { email: 'not-an-address' })).error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: MESSAGES.emailInvalid,
    });
    expect((await call('getUserByEmail', { email: '' })).error?.message).toBe(MESSAGES.required);
    expect((await call('getUserByEmail', {})).error?.status).toBe('INVALID_ARGUMENT');
    expect((await call('getUserByEmail', 'staff@sakura-tt.example')).error?.status).toBe('INVALID_ARGUMENT');
  });

  it('throttles repeated lookups of one e-mail (5 per 10 minutes)', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await call('getUserByEmail', { email: 'nobody@sakura-tt.example' })).error?.status).toBe('NOT_FOUND');
    }
    const sixth = await call('getUserByEmail', { email: 'nobody@sakura-tt.example' });
    expect(sixth.error).toEqual({ status: 'RESOURCE_EXHAUSTED', message: MESSAGES.tooManyRequests });
    // Even a registered address answers nothing useful once the e-mail is throttled.
    expect((await call('getUserByEmail', { email: 'NOBODY@sakura-tt.example' })).error?.status).toBe(
      'RESOURCE_EXHAUSTED',
    );
  });

  it('throttles one caller testing many addresses (20 per 10 minutes)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('getUserByEmail', { email: `probe${i}@example.com` })),
    );
    expect(answers.every((a) => a.error?.status === 'NOT_FOUND')).toBe(true);
    const next = await call('getUserByEmail', { email: 'staff@sakura-tt.example' });
    expect(next.error?.status).toBe('RESOURCE_EXHAUSTED');
  });
});
