import { compeSchema, type Compe } from '@/shared/schemas/compe';

/** What a test changes of a competition: any field, and any of its registration settings. */
export type CompePatch = Partial<Omit<Compe, 'regist'>> & { regist?: Partial<Compe['regist']> };

/**
 * One valid competition (shared/schemas/compe.ts) for tests, with what the test cares about laid
 * over it: 春季オープン卓球大会 of sakura-tt at 市民体育館, 2026-05-10 09:00 in Japan, published,
 * registration with no dates, no limit and no fields. Checked against the schema, so a fixture the
 * app would never store fails where it is made rather than in a test.
 */
export function compeOf(patch: CompePatch = {}): Compe {
  const { id = 'spring-open', ...rest } = patch;
  return { id, ...compeDocOf(rest) };
}

/**
 * compeOf's competition as its document is stored (compes/{id}: every field but the id), for the
 * emulator and browser tests that write it with the Admin SDK.
 */
export function compeDocOf(patch: Omit<CompePatch, 'id'> = {}): Omit<Compe, 'id'> {
  const { regist, ...rest } = patch;
  return compeSchema.parse({
    clubId: 'sakura-tt',
    title: '春季オープン卓球大会',
    shortTitle: '春季オープン',
    eventedAt: new Date('2026-05-10T00:00:00Z'),
    venue: '市民体育館',
    desc: '',
    published: true,
    regist: {
      opensAt: null,
      closesAt: null,
      capacity: 0,
      waitlist: false,
      approval: 'auto',
      fields: [],
      count: 0,
      ...regist,
    },
    live: { notice: '' },
    createdAt: new Date('2026-04-01T00:00:00Z'),
    updatedAt: new Date('2026-04-01T00:00:00Z'),
    ...rest,
  });
}
