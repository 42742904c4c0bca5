import { describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import { checkWitness } from '../check-witness';

// A faked Firestore server: documents by path, fields by dotted path, dates as Timestamps.
const server = vi.hoisted(() => ({
  docs: new Map<string, Record<string, unknown>>(),
  asked: [] as string[],
}));
vi.mock('firebase/firestore', () => ({
  doc: (_fs: unknown, path: string) => ({ path }),
  getDocFromServer: (ref: { path: string }) => {
    server.asked.push(ref.path);
    const data = server.docs.get(ref.path);
    return Promise.resolve({ exists: () => data !== undefined, get: (field: string) => data?.[field] });
  },
}));

const at = new Date('2026-05-10T01:00:00Z');
const check = checkWitness({} as Firestore);

describe('checkWitness: does the server show what an earlier page load wrote?', () => {
  it('asks the server for the document and compares the witnessed values', async () => {
    server.docs.set('compes/c1/units/u1', { status: 'running', startedAt: { toMillis: () => at.getTime() } });
    const witness = {
      path: 'compes/c1/units/u1',
      fields: { status: 'running', startedAt: { ms: at.getTime() } },
    };
    expect(await check(witness)).toBe(true);
    expect(await check({ ...witness, fields: { status: 'done' } })).toBe(false);
    expect(server.asked).toEqual(['compes/c1/units/u1', 'compes/c1/units/u1']);
  });

  it('a deletion is shown by a missing document; a write by an existing one', async () => {
    expect(await check({ path: 'compes/c1/entries/gone', deleted: true, fields: {} })).toBe(true);
    expect(await check({ path: 'compes/c1/entries/gone', fields: {} })).toBe(false);
  });
});
