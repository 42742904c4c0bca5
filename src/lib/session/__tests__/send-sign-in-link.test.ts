import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FunctionsModule from '@/lib/firebase/functions';
import { callableError } from '@/testing/callable-error';
import { fill } from '@/shared/fill';
import { MESSAGES } from '@/shared/messages';
import { sendSignInLink } from '../send-sign-in-link';

// The Firebase boundary: getUserByEmail (its refusal made by the real SDK) and the sign-in mail.
const callGetUserByEmail = vi.fn<typeof FunctionsModule.callGetUserByEmail>();
vi.mock('@/lib/firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof FunctionsModule>()),
  callGetUserByEmail: (...args: Parameters<typeof FunctionsModule.callGetUserByEmail>) =>
    callGetUserByEmail(...args),
}));
const sendSignInLinkToEmail = vi.fn(async () => {});
vi.mock('@/lib/firebase/auth', () => ({
  auth: () => ({}),
  sendSignInLinkToEmail: () => sendSignInLinkToEmail(),
}));

beforeEach(() => {
  callGetUserByEmail.mockReset();
  sendSignInLinkToEmail.mockClear();
});

describe('sendSignInLink', () => {
  it('a throttled look-up carries the function’s words, which say when to try again, and sends no mail', async () => {
    const wait = fill(MESSAGES.tooManyRequestsWait, { wait: '7分' });
    callGetUserByEmail.mockRejectedValue(
      await callableError(429, { error: { status: 'RESOURCE_EXHAUSTED', message: wait } }),
    );
    expect(await sendSignInLink('admin@sakura-tt.example')).toEqual({ kind: 'throttled', message: wait });
    expect(sendSignInLinkToEmail).not.toHaveBeenCalled();
  });

  it('a throttle without words of its own still reads as one, in Japanese', async () => {
    callGetUserByEmail.mockRejectedValue(
      await callableError(429, { error: { status: 'RESOURCE_EXHAUSTED', message: 'Too many requests' } }),
    );
    expect(await sendSignInLink('admin@sakura-tt.example')).toEqual({
      kind: 'throttled',
      message: MESSAGES.tooManyRequests,
    });
  });
});
