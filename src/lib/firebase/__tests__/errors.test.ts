import { describe, expect, it } from 'vitest';
import { callErrorMessage } from '../errors';
import { callableError } from '@/testing/callable-error';
import { MESSAGES } from '@/shared/messages';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

const refusal = (status: number, code: string, message: string) =>
  callableError(status, { error: { status: code, message } });

describe('callErrorMessage (a failed callable said to a person)', () => {
  it.each([
    [409, 'ALREADY_EXISTS', MESSAGES.registDuplicate],
    [400, 'FAILED_PRECONDITION', MESSAGES.registFull],
    [403, 'PERMISSION_DENIED', MESSAGES.permissionDenied],
    [404, 'NOT_FOUND', STAFF_MESSAGES.mailNotFound],
    [429, 'RESOURCE_EXHAUSTED', MESSAGES.tooManyRequests],
  ])(
    'gives the function’s own words for a %i, without the status the SDK appends',
    async (status, code, text) => {
      const error = await refusal(status, code, text);
      // What the SDK hands the app: the message with " [status]" at its end.
      expect((error as Error).message).toBe(`${text} [${status}]`);
      expect(callErrorMessage(error)).toBe(text);
    },
  );

  it('says a network failure in Japanese, as a connection problem', async () => {
    const error = await callableError(0, null);
    expect(callErrorMessage(error)).toBe(MESSAGES.offline);
  });

  it('never passes on an English message or a status; the fallback is Japanese', async () => {
    const english = await refusal(500, 'INTERNAL', 'INTERNAL');
    expect(callErrorMessage(english)).toBe(MESSAGES.internal);
    expect(callErrorMessage(english, '送信できませんでした')).toBe('送信できませんでした');
    const unknownStatus = await refusal(400, 'NO_SUCH_STATUS', 'whatever');
    expect(callErrorMessage(unknownStatus)).toBe(MESSAGES.internal);
    expect(callErrorMessage(new Error('boom'))).toBe(MESSAGES.internal);
    expect(callErrorMessage(undefined)).toBe(MESSAGES.internal);
  });

  it('keeps the code’s own Japanese message when the function sent none', async () => {
    expect(callErrorMessage(await refusal(403, 'PERMISSION_DENIED', 'PERMISSION_DENIED'))).toBe(
      MESSAGES.permissionDenied,
    );
    expect(callErrorMessage(await refusal(401, 'UNAUTHENTICATED', 'Unauthenticated'))).toBe(
      MESSAGES.signInRequired,
    );
  });
});
