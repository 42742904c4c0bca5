/**
 * Drift between the rules files and the app's sources they repeat (rules cannot import): the
 * super-user list must be exactly src/shared/super-users.ts, and every LIMITS value is either
 * enforced by firestore.rules or named here as written only by functions. No emulator needed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@/shared/schemas/limits';
import { SUPER_USER_EMAILS } from '@/shared/super-users';
import { FIRESTORE_RULES_PATH, STORAGE_RULES_PATH } from './support/emulator';
import { conditions, tokenize } from './support/rules-source';

const RULES = {
  'firestore.rules': readFileSync(FIRESTORE_RULES_PATH, 'utf8'),
  'storage.rules': readFileSync(STORAGE_RULES_PATH, 'utf8'),
};

/** The quoted strings of the list in `function isSuperUser`'s body. */
function superUsersIn(source: string): string[] {
  const body = conditions(source).filter((c) => c.where === 'function isSuperUser');
  expect(body, 'exactly one function isSuperUser').toHaveLength(1);
  const tokens = body[0].tokens;
  const open = tokens.findIndex((t, i) => t.text === '[' && tokens[i - 1]?.text === 'in');
  const close = tokens.findIndex((t, i) => i > open && t.text === ']');
  return tokens
    .slice(open + 1, close)
    .filter((t) => t.text !== ',')
    .map((t) => t.text.slice(1, -1));
}

describe.each(Object.entries(RULES))('%s', (_file, source) => {
  it('has the super-user list of src/shared/super-users.ts, exactly', () => {
    expect(superUsersIn(source)).toEqual([...SUPER_USER_EMAILS]);
  });

  it('requires a verified e-mail of a super-user', () => {
    const body = conditions(source).find((c) => c.where === 'function isSuperUser');
    expect(body?.tokens.map((t) => t.text).join(' ')).toContain(
      "request . auth . token . get ( 'email_verified' , false ) == true",
    );
  });

  it('names no super-user outside isSuperUser', () => {
    const strings = tokenize(source).filter((t) => /^'[\w.+-]+@[\w-]+(\.[\w-]+)+'$/.test(t.text));
    expect(strings.map((t) => t.text.slice(1, -1)).sort()).toEqual([...SUPER_USER_EMAILS].sort());
  });
});

/**
 * LIMITS keys whose fields no client writes (only functions, which validate them with the zod
 * schemas), or whose list elements the rules cannot check (firestore.rules says why).
 */
const NOT_IN_RULES: Partial<Record<keyof typeof LIMITS, string>> = {
  fieldLabel: 'regist.fields[] elements: not checkable within 1,000 expressions (isRegistSettings)',
  fieldOptions: 'regist.fields[] elements: not checkable within 1,000 expressions (isRegistSettings)',
  option: 'regist.fields[] elements: not checkable within 1,000 expressions (isRegistSettings)',
  divisionName: 'divisions[] elements: not checkable within 1,000 expressions (isCompe)',
  divisionConditions: 'divisions[] elements: not checkable within 1,000 expressions (isCompe)',
  tableName: 'hall.names[] elements: not checkable within 1,000 expressions (isHall)',
  entrantPersons: "a stage's entrants are list elements, which rules cannot loop over (isStage)",
  answer: 'regists are created by submitRegist only',
  phone: 'regists are created by submitRegist only',
  subject: 'mailbox and mails are written by functions only',
  mailBody: 'mailbox is written by functions only',
  error: 'mails are written by functions only',
  mailText: 'mails are written by functions only',
  contactBody: 'the contact form goes to the sendContact function; nothing stored by a client',
  name: 'the contact form goes to the sendContact function; nothing stored by a client',
  role: 'roles are set in claims by functions; auth tickets check the enum instead',
  score: "a stage's results are map values, which rules cannot loop over (isStage)",
};

describe('LIMITS and firestore.rules', () => {
  const numbers = new Set(tokenize(RULES['firestore.rules']).map((t) => t.text));

  it.each(Object.entries(LIMITS).filter(([key]) => !(key in NOT_IN_RULES)))(
    'LIMITS.%s = %i appears in firestore.rules (the field cases prove where)',
    (_key, value) => {
      expect(numbers.has(String(value))).toBe(true);
    },
  );

  it('every LIMITS key is enforced by the rules or listed as not in the rules, with the reason', () => {
    for (const key of Object.keys(NOT_IN_RULES)) expect(Object.keys(LIMITS)).toContain(key);
  });
});
