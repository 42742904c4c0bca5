import { describe, expect, it } from 'vitest';
import { ticketIdSchema } from '../schemas/callables';
import { clubIdSchema, RESERVED_CLUB_IDS } from '../schemas/club';
import { docId } from '../schemas/common';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('clubIdSchema: no club is named after an Object.prototype key', () => {
  it('refuses every Object.prototype name the id pattern would let through', () => {
    const names = Object.getOwnPropertyNames(Object.prototype);
    expect(names).toContain('constructor');
    for (const name of names) expect(clubIdSchema.safeParse(name).success, name).toBe(false);
    expect(messageOf(clubIdSchema.safeParse('constructor'))).toBe('このIDは使えません');
    expect(RESERVED_CLUB_IDS).toContain('constructor');
  });
});

describe('docId and ticketIdSchema: no id Firestore reserves (__…__)', () => {
  it('refuses docId values that start and end with two underscores, in Japanese', () => {
    for (const id of ['__x__', '____', '__name__', '__proto__', '__abc_def__']) {
      expect(messageOf(docId.safeParse(id)), id).toBe('IDの形式が違います');
    }
  });

  it('still takes ids with underscores elsewhere', () => {
    for (const id of ['_x_', '__x', 'x__', '___', 'a__b__c', '_x__', 'aB3_-z']) {
      expect(docId.safeParse(id).success, id).toBe(true);
    }
  });

  it('refuses ticket ids that start and end with two underscores, with the ticket message', () => {
    const reserved = `__${'x'.repeat(18)}__`;
    expect(reserved).toHaveLength(22);
    expect(messageOf(ticketIdSchema.safeParse(reserved))).toBe('認証チケットIDに誤りがあります');
    expect(ticketIdSchema.safeParse(`_${'x'.repeat(20)}__`).success).toBe(true);
    expect(ticketIdSchema.safeParse(`__${'x'.repeat(20)}_`).success).toBe(true);
  });
});
