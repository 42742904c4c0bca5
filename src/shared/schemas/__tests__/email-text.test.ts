import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MESSAGES } from '../../messages';
import { emailText } from '../common';

/** What a form (or a function) says about `value`: the trimmed address, or the first message. */
function check(value: string): string {
  const result = z.safeParse(emailText, value);
  return result.success ? result.data : result.error.issues[0].message;
}

describe('emailText (every form and function that takes an e-mail)', () => {
  it.each([
    'hanako@example.com',
    'a.b+c@mail.sakura-tt.example',
    'x@a-b.co.jp',
    'taro@xn--eckwd4c7c.example',
  ])('accepts %s', (value) => {
    expect(check(value)).toBe(value);
  });

  it('trims the address', () => {
    expect(check('  hanako@example.com ')).toBe('hanako@example.com');
  });

  it.each([
    'a@-example.com',
    'a@example-.com',
    'a@mail.-example.com',
    'a@mail.example-.com',
    'user@-bad-.example',
  ])(
    'refuses %s: a domain label may not start or end with "-" (the SMTP server would refuse it)',
    (value) => {
      expect(check(value)).toBe(MESSAGES.emailInvalid);
    },
  );

  it('says 必須項目 when empty and the format message otherwise', () => {
    expect(check('')).toBe(MESSAGES.required);
    expect(check('hanako@example')).toBe(MESSAGES.emailInvalid);
    expect(check('hanako')).toBe(MESSAGES.emailInvalid);
  });
});
