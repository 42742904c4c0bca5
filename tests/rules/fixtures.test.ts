/**
 * The documents the rules tests treat as valid are valid for the shared zod schemas too, so a
 * rule that accepts them accepts what the app writes (and the derived field cases start from a
 * document the schemas agree with). No emulator needed.
 */
import { Timestamp, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { clubContactSchema, clubSchema, memberSchema } from '@/shared/schemas/club';
import { awardSchema, compeSchema, deletedCompeSchema, linkSchema } from '@/shared/schemas/compe';
import { entrySchema } from '@/shared/schemas/entry';
import { mailboxSchema, mailSchema } from '@/shared/schemas/mail';
import { registSchema } from '@/shared/schemas/regist';
import { reportsDocSchema } from '@/shared/schemas/report';
import { orderDocSchema } from '@/shared/schemas/order';
import { hallCallsSchema, stageChangeSchema, stageSchema } from '@/shared/schemas/stage';
import { authTicketSchema, registTicketSchema } from '@/shared/schemas/ticket';
import { boardSchema, unitSchema } from '@/shared/schemas/unit';
import { WORLD } from './support/world';

/** Timestamps (and serverTimestamp() sentinels) as Dates, the way the app's converters read them. */
function asRead(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(asRead);
  if (value && typeof value === 'object') {
    if (value.constructor?.name?.includes('FieldValue')) return new Date();
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asRead(v)]));
  }
  return value;
}

const SCHEMAS: [RegExp, z.ZodMiniType][] = [
  [/^clubs\/[^/]+$/, clubSchema],
  [/^clubs\/[^/]+\/private\/contact$/, clubContactSchema],
  [/^clubs\/[^/]+\/links\/[^/]+$/, linkSchema],
  [/^clubs\/[^/]+\/members\/[^/]+$/, memberSchema],
  [/^compes\/[^/]+$/, compeSchema],
  [/^compes\/[^/]+\/units\/[^/]+$/, unitSchema],
  [/^compes\/[^/]+\/entries\/[^/]+$/, entrySchema],
  [/^compes\/[^/]+\/awards\/[^/]+$/, awardSchema],
  [/^compes\/[^/]+\/live\/board$/, boardSchema],
  [/^compes\/[^/]+\/regists\/[^/]+$/, registSchema],
  [/^compes\/[^/]+\/stages\/_hall$/, hallCallsSchema],
  [/^compes\/[^/]+\/stages\/[^/]+$/, stageSchema],
  [/^compes\/[^/]+\/stages\/[^/]+\/changes\/[^/]+$/, stageChangeSchema],
  [/^compes\/[^/]+\/reports\/[^/]+$/, reportsDocSchema],
  [/^compes\/[^/]+\/orders\/[^/]+$/, orderDocSchema],
  [/^mailbox\/[^/]+$/, mailboxSchema],
  [/^mails\/[^/]+$/, mailSchema],
  [/^deletedCompes\/[^/]+$/, deletedCompeSchema],
];

function schemaFor(path: string, data: DocumentData): z.ZodMiniType | undefined {
  if (path.startsWith('tickets/')) return data.code === 'auth' ? authTicketSchema : registTicketSchema;
  return SCHEMAS.find(([pattern]) => pattern.test(path))?.[1];
}

describe('the seeded world matches the shared schemas', () => {
  const typed = Object.entries(WORLD).filter(([path, data]) => schemaFor(path, data));

  it('covers every collection the app reads', () => {
    expect(typed.length).toBe(
      // No shared schema: server-only documents (throttles, a compe's secrets and reminders) and the
      // unknown path the matrix tries (secrets/doc).
      Object.keys(WORLD).filter(
        (p) => !/^(throttles\/|secrets\/|compes\/[^/]+\/(secrets|reminders)\/)/.test(p),
      ).length,
    );
  });

  it.each(typed)('%s', (path, data) => {
    const result = schemaFor(path, data)!.safeParse(asRead(data));
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });
});
