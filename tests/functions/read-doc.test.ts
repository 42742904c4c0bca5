import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { adminDb, resetEmulators } from './support';
import { matchDoc, readDoc } from '../../functions/src/lib/read-doc';
import { MESSAGES } from '@/shared/messages';
import { compeSchema } from '@/shared/schemas/compe';
import { authTicketSchema } from '@/shared/schemas/ticket';

const EVENTED = new Date('2030-11-03T00:30:00Z');
const OPENS = new Date('2030-10-01T00:00:00Z');

beforeEach(async () => {
  await resetEmulators();
  await adminDb.doc('compes/autumn-cup').set({
    clubId: 'sakura',
    title: '秋季卓球大会',
    eventedAt: EVENTED,
    regist: {
      opensAt: OPENS,
      closesAt: null,
      capacity: 0,
      waitlist: false,
      approval: 'auto',
      fields: [],
      count: 0,
    },
  });
});

const snap = (path: string) => adminDb.doc(path).get();
const forRegist = z.pick(compeSchema, { clubId: true, eventedAt: true, regist: true });

/** What a callable would answer with the error: its code and message, nothing else. */
function answerOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return { code, message };
  }
  return undefined;
}

describe('readDoc (functions/src/lib/read-doc.ts): a document through its shared schema', () => {
  it('reads Timestamps as Dates, at any depth, and only the fields the schema names', async () => {
    const compe = readDoc(await snap('compes/autumn-cup'), forRegist);
    expect(compe).toEqual({
      clubId: 'sakura',
      eventedAt: EVENTED,
      regist: expect.objectContaining({ opensAt: OPENS, closesAt: null, count: 0 }),
    });
    expect(compe?.eventedAt).toBeInstanceOf(Date);
    expect(compe).not.toHaveProperty('title');
  });

  it('a query document is always there: its result is never undefined', async () => {
    const [doc] = (await adminDb.collection('compes').get()).docs;
    expect(readDoc(doc, z.pick(compeSchema, { title: true })).title).toBe('秋季卓球大会');
  });

  it('a missing document is undefined, not an error', async () => {
    expect(readDoc(await snap('compes/nothing-here'), forRegist)).toBeUndefined();
  });

  it('a document that does not match answers `internal` in Japanese, naming no field', async () => {
    const found = await snap('compes/autumn-cup');
    const answer = answerOf(() => readDoc(found, z.pick(compeSchema, { venue: true })));
    expect(answer).toEqual({ code: 'internal', message: MESSAGES.internal });
  });
});

describe('matchDoc: is it a document of this kind?', () => {
  it('the document when it matches; undefined when it is missing or of another kind', async () => {
    expect(matchDoc(await snap('compes/autumn-cup'), forRegist)?.eventedAt).toEqual(EVENTED);
    expect(matchDoc(await snap('compes/nothing-here'), forRegist)).toBeUndefined();
    expect(matchDoc(await snap('compes/autumn-cup'), authTicketSchema)).toBeUndefined();
  });
});
