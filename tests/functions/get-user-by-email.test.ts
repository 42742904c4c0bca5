import { beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, call, resetEmulators, seedAuthTicket, type CallFrom } from './support';
import { THROTTLED } from './throttled';
import { LOOKUP_LIMITS } from '../../functions/src/auth/get-user-by-email';
import { CONFIRM_MESSAGES, MESSAGES } from '@/shared/messages';

beforeEach(async () => {
  await resetEmulators();
  await adminAuth.createUser({ uid: 'staff', email: 'staff@sakura-tt.example' });
});

describe('getUserByEmail (docs/data-model.md, asia-northeast1)', () => {
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

  it('says not-found in Japanese, the words the sign-in page shows', async () => {
    const res = await call('getUserByEmail', { email: 'nobody@sakura-tt.example' });
    expect(res.error).toEqual({ status: 'NOT_FOUND', message: CONFIRM_MESSAGES.sign_unqualified });
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
      expect((await call('getUserByEmail', { email: 'nobody@sakura-tt.example' })).error?.status).toBe(
        'NOT_FOUND',
      );
    }
    const sixth = await call('getUserByEmail', { email: 'nobody@sakura-tt.example' });
    expect(sixth.error).toEqual(THROTTLED);
    // Even a registered address answers nothing useful once the e-mail is throttled.
    expect((await call('getUserByEmail', { email: 'NOBODY@sakura-tt.example' })).error?.status).toBe(
      'RESOURCE_EXHAUSTED',
    );
  });

  it('throttles one caller testing many addresses (20 per 10 minutes)', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await call('getUserByEmail', { email: `probe${i}@example.com` })).error?.status).toBe(
        'NOT_FOUND',
      );
    }
    const next = await call('getUserByEmail', { email: 'staff@sakura-tt.example' });
    expect(next.error?.status).toBe('RESOURCE_EXHAUSTED');
  });

  it('counts calls that arrive together exactly (one transaction per count)', async () => {
    // Six at once for one e-mail (limit 5): none may slip through between read and write. Kept
    // small: the Firestore emulator resolves contending transactions slowly.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('getUserByEmail', { email: 'race@example.com' })),
    );
    expect(answers.map((a) => a.error?.status).sort()).toEqual([
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
      'RESOURCE_EXHAUSTED',
    ]);
  });
});

describe('getUserByEmail: whose calls count together', () => {
  const lookup = (n: number, from: CallFrom) =>
    call('getUserByEmail', { email: `probe${n}@example.com` }, undefined, from);

  it('throttles a caller who writes a new leftmost X-Forwarded-For entry on every call', async () => {
    // The front end appends the real address (203.0.113.7) at the right; the left is the caller's.
    const attacker = (i: number) => ({ forwardedFor: `198.51.100.${i}, 203.0.113.7` });
    for (let i = 0; i < 20; i += 1) expect((await lookup(i, attacker(i))).error?.status).toBe('NOT_FOUND');
    expect((await lookup(20, attacker(20))).error).toEqual(THROTTLED);
    // A forged header naming someone else's address is still counted as the attacker's.
    expect((await lookup(21, { forwardedFor: '203.0.113.8, 203.0.113.7' })).error?.status).toBe(
      'RESOURCE_EXHAUSTED',
    );
    // The caller at 203.0.113.8 has a counter of its own.
    expect(
      (await call('getUserByEmail', { email: 'staff@sakura-tt.example' }, undefined, '203.0.113.8')).result,
    ).toEqual({
      ok: true,
    });
  });

  it('does not count every call without an address as one caller: 25 of them lock nobody out', async () => {
    for (let i = 0; i < 25; i += 1) {
      expect((await lookup(i, { forwardedFor: null })).error?.status, `call ${i + 1}`).toBe('NOT_FOUND');
    }
    expect((await call('getUserByEmail', { email: 'staff@sakura-tt.example' })).result).toEqual({ ok: true });
  });

  it(
    `stops many addresses together at ${LOOKUP_LIMITS.global} look-ups per 10 minutes`,
    { timeout: 120_000 },
    async () => {
      const callers = LOOKUP_LIMITS.global / LOOKUP_LIMITS.perCaller;
      for (let c = 0; c < callers; c += 1) {
        for (let i = 0; i < LOOKUP_LIMITS.perCaller; i += 1) {
          const n = c * LOOKUP_LIMITS.perCaller + i;
          expect((await lookup(n, `192.0.2.${c + 1}`)).error?.status, `look-up ${n + 1}`).toBe('NOT_FOUND');
        }
      }
      expect(
        (await call('getUserByEmail', { email: 'staff@sakura-tt.example' }, undefined, '192.0.2.200')).error,
      ).toEqual(THROTTLED);
    },
  );
});

describe('getUserByEmail with an invitation (/sign/{ticketId})', () => {
  const TICKET = 'invite-sakura-hanako-0001';

  it('lets the invited address sign in before it has an account', async () => {
    await seedAuthTicket(TICKET, { email: 'hanako@sakura-tt.example' });
    expect((await call('getUserByEmail', { email: 'hanako@sakura-tt.example' })).error?.status).toBe(
      'NOT_FOUND',
    );
    const res = await call('getUserByEmail', { email: ' Hanako@sakura-tt.example', ticketId: TICKET });
    expect(res.result).toEqual({ ok: true });
  });

  it('does not open the door for another address, a closed invitation or an unknown ticket', async () => {
    await seedAuthTicket(TICKET, { email: 'hanako@sakura-tt.example' });
    await seedAuthTicket('closed-invitation-000001', {
      email: 'hanako@sakura-tt.example',
      isClosed: true,
      closedAt: new Date(),
    });
    for (const [email, ticketId] of [
      ['taro@sakura-tt.example', TICKET],
      ['hanako@sakura-tt.example', 'closed-invitation-000001'],
      ['hanako@sakura-tt.example', 'no-such-ticket-000000001'],
    ]) {
      expect((await call('getUserByEmail', { email, ticketId })).error?.status, ticketId).toBe('NOT_FOUND');
    }
    expect(
      (await call('getUserByEmail', { email: 'taro@sakura-tt.example', ticketId: 'bad' })).error,
    ).toEqual({
      status: 'INVALID_ARGUMENT',
      message: MESSAGES.ticketNotFound,
    });
  });

  it('still answers for a registered address whatever the ticket', async () => {
    const res = await call('getUserByEmail', { email: 'staff@sakura-tt.example', ticketId: TICKET });
    expect(res.result).toEqual({ ok: true });
  });
});
