import { expect } from 'vitest';
import { MESSAGES } from '@/shared/messages';

/**
 * The message of a throttled call (functions/src/lib/throttle.ts `throttled`):
 * MESSAGES.tooManyRequestsWait with its {wait} filled by whole minutes or hours.
 */
export const THROTTLED_MESSAGE = new RegExp(
  `^${MESSAGES.tooManyRequestsWait.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&').replace('\\{wait\\}', '\\d+(分|時間)')}$`,
);

/**
 * The error a throttled call answers with, as `call` (support.ts) returns it: the wait in words and
 * in seconds (details.retryAfterSeconds). The figure depends on where in the window the test's calls
 * fall, so only its form is checked here; throttle.test.ts checks the figure with the clock given.
 */
export const THROTTLED = {
  status: 'RESOURCE_EXHAUSTED',
  message: expect.stringMatching(THROTTLED_MESSAGE),
  details: { retryAfterSeconds: expect.any(Number) },
};
