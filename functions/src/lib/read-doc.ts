import type { DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import type * as z from 'zod/mini';
import { MESSAGES } from '@/shared/messages';

/** What a read needs of a snapshot: a DocumentSnapshot, a QueryDocumentSnapshot, or a test's stand-in. */
export interface SnapshotLike {
  readonly exists: boolean;
  readonly ref: { readonly path: string };
  data(): DocumentData | undefined;
}

/**
 * Timestamps become Dates, deeply, so a document can be checked against the shared schemas, which
 * use z.date() (the app's src/lib/firebase/timestamps.ts does the same). Anything with toDate() is
 * a Timestamp: the test runner's Admin SDK is another copy of the package than the functions'.
 */
function withDates(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (typeof (value as { toDate?: unknown }).toDate === 'function')
    return (value as { toDate(): Date }).toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withDates(item)]));
}

/**
 * A document read through its schema (the shared one in src/shared/schemas, or a `z.pick` of it
 * naming the fields the reader uses; lib/refs.ts names each collection's). A missing document is
 * undefined. One that does not match is a fault of the data, not of the caller: it is logged with
 * its path and first issue, and the caller hears `invalid` — by default `internal` with
 * MESSAGES.internal, so no English and no field names reach anyone.
 */
export function readDoc<S extends z.ZodMiniType>(
  snap: SnapshotLike & { data(): DocumentData },
  schema: S,
  invalid?: HttpsError,
): z.output<S>;
export function readDoc<S extends z.ZodMiniType>(
  snap: SnapshotLike,
  schema: S,
  invalid?: HttpsError,
): z.output<S> | undefined;
export function readDoc<S extends z.ZodMiniType>(
  snap: SnapshotLike,
  schema: S,
  invalid = new HttpsError('internal', MESSAGES.internal),
): z.output<S> | undefined {
  const data = snap.data();
  if (data === undefined) return undefined;
  const parsed = schema.safeParse(withDates(data));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  logger.error('document does not match its schema', {
    path: snap.ref.path,
    field: issue?.path.map(String).join('.'),
    issue: issue?.message,
  });
  throw invalid;
}

/**
 * The document when it is one of the kind `schema` describes, else undefined (missing or not
 * matching, nothing logged): for a reader to whom "not such a document" is an answer, not a fault
 * (is this ticket an open invitation? can this message be sent again?).
 */
export function matchDoc<S extends z.ZodMiniType>(snap: SnapshotLike, schema: S): z.output<S> | undefined {
  const data = snap.data();
  if (data === undefined) return undefined;
  const parsed = schema.safeParse(withDates(data));
  return parsed.success ? parsed.data : undefined;
}
