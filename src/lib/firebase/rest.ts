/**
 * Public one-shot reads over Firestore's REST API with `fetch` (what Firestore Lite does, without
 * its ~21 KB and without waiting for it): the same rules apply, as an unauthenticated client.
 * A request the boot script (src/boot/early-reads) already started for this page is taken from it
 * instead of being sent again, so the page's data is usually there before its code.
 */
import { EARLY_READS, fetchAnswer, requestKey, type RestAnswer, type RestRequest } from './public-reads';

/** A document as the pages read it: Timestamps already Dates (lib/firebase/converters). */
export interface RestDocument {
  id: string;
  data(): Record<string, unknown>;
  get(field: string): unknown;
}

/** Carries Firestore's error code ('permission-denied', 'not-found', …) like the SDK's errors. */
export class RestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

type RestValue = Record<string, unknown>;

/** One REST value (`{ stringValue: 'x' }`, `{ mapValue: { fields } }`, …) as a plain value. */
export function decodeValue(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(value.timestampValue as string);
  if ('stringValue' in value) return value.stringValue;
  if ('bytesValue' in value) return value.bytesValue;
  if ('referenceValue' in value) return value.referenceValue;
  if ('geoPointValue' in value) return value.geoPointValue;
  if ('arrayValue' in value) {
    return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(decodeValue);
  }
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Fields }).fields);
  return undefined;
}

type Fields = Record<string, RestValue>;

function decodeFields(fields: Fields | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k, decodeValue(v)]));
}

function toDocument(raw: { name: string; fields?: Fields }): RestDocument {
  const data = decodeFields(raw.fields);
  return {
    id: raw.name.slice(raw.name.lastIndexOf('/') + 1),
    data: () => data,
    get: (field) => data[field],
  };
}

const STATUS_CODES: Record<number, string> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  429: 'resource-exhausted',
  503: 'unavailable',
};

async function send(request: RestRequest): Promise<RestAnswer> {
  const early = typeof window === 'undefined' ? undefined : window[EARLY_READS];
  const key = requestKey(request);
  const started = early?.[key];
  if (started) {
    // Taken once: a later read of the same thing (after a write) goes to the server.
    delete early[key];
    const answer = await started.catch(() => null);
    if (answer) return answer;
  }
  return fetchAnswer(request).catch((error: unknown) => {
    throw new RestError('unavailable', error instanceof Error ? error.message : String(error));
  });
}

function failure(answer: RestAnswer): RestError {
  const message = (answer.body as { error?: { message?: string } } | null)?.error?.message;
  return new RestError(STATUS_CODES[answer.status] ?? 'unknown', message ?? `HTTP ${answer.status}`);
}

/** One document, or null when there is none. Refused reads throw a RestError 'permission-denied'. */
export async function getDocument(request: RestRequest): Promise<RestDocument | null> {
  const answer = await send(request);
  // Refused only for a name no document can have (an id from the address with '/' in it, `..`,
  // `__x__`): nothing is there, as for a 404.
  if (answer.status === 400) return null;
  if (answer.status !== 200) throw failure(answer);
  // batchGet answers one entry per document asked for: `found` or `missing`.
  const [entry] = answer.body as { found?: { name: string; fields?: Fields } }[];
  return entry?.found ? toDocument(entry.found) : null;
}

/** The documents a runQuery answers, in its order. */
export async function runQuery(request: RestRequest): Promise<RestDocument[]> {
  const answer = await send(request);
  if (answer.status !== 200) throw failure(answer);
  return (answer.body as { document?: { name: string; fields?: Fields } }[]).flatMap((row) =>
    row.document ? [toDocument(row.document)] : [],
  );
}
