import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, resetEmulators } from './support';
import { THROTTLED_MESSAGE } from './throttled';
import { burstLimit } from '../../functions/src/lib/burst-limit';
import { throttle, waitWords } from '../../functions/src/lib/throttle';
import { fill } from '@/shared/fill';
import { MESSAGES } from '@/shared/messages';

/*
 * The throttles against the Firestore emulator, the clock given (docs/data-model.md#throttles): a
 * refusal says when to try again — the end of the window of the rule over its limit — in its
 * message and in details.retryAfterSeconds.
 */

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 22, 1, 0, 0);

beforeEach(async () => {
  await resetEmulators();
});

/** What a throttle throws, or null when the call passes. */
async function refusal(run: () => Promise<void>) {
  try {
    await run();
    return null;
  } catch (error) {
    const { code, message, details } = error as { code: string; message: string; details?: unknown };
    return { code, message, details };
  }
}

describe('throttle (a counter per key in a window that starts with its first call)', () => {
  const rule = { key: 'test-link:a', limit: 2, windowMs: 10 * MINUTE };

  it('refuses the call over the limit, saying how long until the window ends', async () => {
    expect(await refusal(() => throttle([rule], T0))).toBeNull();
    expect(await refusal(() => throttle([rule], T0 + 1 * MINUTE))).toBeNull();
    const refused = await refusal(() => throttle([rule], T0 + 3.5 * MINUTE));
    expect(refused).toEqual({
      code: 'resource-exhausted',
      // 6.5 minutes left, said as the next whole minute.
      message: fill(MESSAGES.tooManyRequestsWait, { wait: '7分' }),
      details: { retryAfterSeconds: 390 },
    });
    expect(refused?.message).toMatch(THROTTLED_MESSAGE);
    // Seconds before the window ends it still names a wait, of a minute; once it has ended, it passes.
    expect((await refusal(() => throttle([rule], T0 + 10 * MINUTE - 5_000)))?.message).toBe(
      fill(MESSAGES.tooManyRequestsWait, { wait: '1分' }),
    );
    expect(await refusal(() => throttle([rule], T0 + 10 * MINUTE))).toBeNull();
  });

  it('with several rules over, names the wait of the one that ends last', async () => {
    const hour = { key: 'test-mail:b', limit: 1, windowMs: 60 * MINUTE };
    const short = { key: 'test-ip:b', limit: 1, windowMs: 10 * MINUTE };
    await throttle([hour], T0);
    await throttle([short], T0 + 30 * MINUTE);
    const refused = await refusal(() => throttle([hour, short], T0 + 31 * MINUTE));
    expect(refused?.message).toBe(fill(MESSAGES.tooManyRequestsWait, { wait: '29分' }));
    expect(refused?.details).toEqual({ retryAfterSeconds: 29 * 60 });
  });
});

describe('burstLimit (a counter per fixed window of the clock)', () => {
  it('refuses the call over the limit, saying how long until the clock’s window ends', async () => {
    const rule = { key: 'test-all', limit: 3, windowMs: 10 * MINUTE };
    // T0 is on a 10-minute boundary: this window ends at T0 + 10 minutes. Its counter at the limit.
    const slot = Math.floor(T0 / rule.windowMs);
    await adminDb
      .collection('throttles')
      .doc(createHash('sha256').update(`test-all#${slot}`).digest('hex'))
      .set({ count: rule.limit, expiresAt: new Date((slot + 1) * rule.windowMs) });
    const refused = await refusal(() => burstLimit([rule], T0 + 2 * MINUTE + 10_000));
    expect(refused).toEqual({
      code: 'resource-exhausted',
      message: fill(MESSAGES.tooManyRequestsWait, { wait: '8分' }),
      details: { retryAfterSeconds: 470 },
    });
  });
});

describe('waitWords', () => {
  it.each([
    [1, '1分'],
    [59_000, '1分'],
    [60_000, '1分'],
    [60_001, '2分'],
    [59 * MINUTE, '59分'],
    [59 * MINUTE + 1, '1時間'],
    [60 * MINUTE, '1時間'],
  ])('%i ms → 約%s後', (ms, words) => {
    expect(waitWords(ms)).toBe(words);
  });
});
