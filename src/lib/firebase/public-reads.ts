/**
 * The reads a visitor's page makes before anything else: Firestore's REST API, described as plain
 * requests. One module for both sides of it: the boot script in index.html (src/boot) starts the
 * route's requests while the app's code is still downloading, and lib/firebase/rest sends the
 * same requests, or picks up those the boot script started. No imports beyond the config: it is
 * inlined into every page.
 */
import { firebaseOptions, firestoreOrigin } from '@/config/env';
import { HALL_CALLS_ID } from '@/shared/constants';

export interface RestRequest {
  url: string;
  /** The JSON body of the POST (runQuery, batchGet). */
  body: string;
}

/** A value in a query's filter, as Firestore's REST API writes it. */
type Scalar = string | number | boolean | Date;
type Filter = [field: string, op: 'EQUAL' | 'GREATER_THAN_OR_EQUAL', value: Scalar];

function documentsUrl(): string {
  return `${firestoreOrigin()}/v1/projects/${firebaseOptions.projectId}/databases/(default)/documents`;
}

function encodeValue(value: Scalar): Record<string, unknown> {
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  return { stringValue: value };
}

/**
 * One document, by batchGet: a document that is not there is an answer (200, `missing`), where a GET
 * is a 404 that the browser logs as an error in the console of every ticket and live page of a
 * competition whose 進行表 is not published yet. The rules apply as to a GET (a refusal is a 403).
 * `segments` alternate collection and id (compes, x, live, board).
 */
export function documentRequest(segments: string[]): RestRequest {
  const name = `projects/${firebaseOptions.projectId}/databases/(default)/documents/${segments.join('/')}`;
  return {
    url: `${documentsUrl()}:batchGet?key=${firebaseOptions.apiKey}`,
    body: JSON.stringify({ documents: [name] }),
  };
}

/**
 * runQuery over a collection, top-level or under the document `parent` (segments as in
 * documentRequest): AND of `where`, then `orderBy`, then `limit`; `select` the fields to answer with
 * (all when left out).
 */
export function queryRequest(
  collectionId: string,
  {
    parent = [],
    where = [],
    orderBy = [],
    limit,
    select,
  }: {
    parent?: string[];
    where?: Filter[];
    orderBy?: [field: string, dir: 'ASCENDING' | 'DESCENDING'][];
    limit?: number;
    select?: readonly string[];
  },
): RestRequest {
  const filters = where.map(([field, op, value]) => ({
    fieldFilter: { field: { fieldPath: field }, op, value: encodeValue(value) },
  }));
  const structuredQuery = {
    ...(select ? { select: { fields: select.map((fieldPath) => ({ fieldPath })) } } : {}),
    from: [{ collectionId }],
    ...(filters.length > 0 ? { where: { compositeFilter: { op: 'AND', filters } } } : {}),
    ...(orderBy.length > 0
      ? { orderBy: orderBy.map(([field, direction]) => ({ field: { fieldPath: field }, direction })) }
      : {}),
    ...(limit === undefined ? {} : { limit }),
  };
  const under = parent.length > 0 ? `/${parent.join('/')}` : '';
  return {
    url: `${documentsUrl()}${under}:runQuery?key=${firebaseOptions.apiKey}`,
    body: JSON.stringify({ structuredQuery }),
  };
}

/** The same request is the same read: the key under which the boot script leaves its answer. */
export const requestKey = (request: RestRequest): string => `${request.url}\n${request.body}`;

/** Start of the visitor's day: "upcoming" on the home page means from today on. */
export function startOfToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

export const UPCOMING_MAX = 12;

/**
 * The fields of compeCardSchema (shared/schemas/compe) as Firestore field paths: what the public
 * competition lists ask for. Here, not beside the schema, so the boot script stays free of zod; a
 * test keeps the two the same.
 */
export const COMPE_CARD_FIELDS = [
  'clubId',
  'title',
  'eventedAt',
  'venue',
  'regist.opensAt',
  'regist.closesAt',
  'cancelledAt',
  'podium',
];

/**
 * Every public read, by what it reads. The feature api modules (get-club, get-ticket, …) send these;
 * the boot script sends those of the page being opened.
 */
export const publicReads = {
  club: (clubId: string) => documentRequest(['clubs', clubId]),
  /** Every club, by `order` (docs/product.md, ホーム). */
  clubs: () => queryRequest('clubs', { orderBy: [['order', 'ASCENDING']] }),
  /** A club's published competitions, newest first (the rules allow only this filtered query). */
  clubCompes: (clubId: string) =>
    queryRequest('compes', {
      select: COMPE_CARD_FIELDS,
      where: [
        ['clubId', 'EQUAL', clubId],
        ['published', 'EQUAL', true],
      ],
      orderBy: [['eventedAt', 'DESCENDING']],
    }),
  /** Published competitions from the start of today on, soonest first (home page). */
  upcomingCompes: (now = new Date(), max = UPCOMING_MAX) =>
    queryRequest('compes', {
      select: COMPE_CARD_FIELDS,
      where: [
        ['published', 'EQUAL', true],
        ['eventedAt', 'GREATER_THAN_OR_EQUAL', startOfToday(now)],
      ],
      orderBy: [['eventedAt', 'ASCENDING']],
      limit: max,
    }),
  compe: (compeId: string) => documentRequest(['compes', compeId]),
  /**
   * The awards the organiser named (結果), in order: their ids are their places '00' … '19'
   * (shared/schemas/compe awardSlot), so 20 at most, in id order.
   */
  awards: (compeId: string) =>
    queryRequest('awards', { parent: ['compes', compeId], orderBy: [['__name__', 'ASCENDING']], limit: 20 }),
  board: (compeId: string) => documentRequest(['compes', compeId, 'live', 'board']),
  /** One stage of the play (結果報告). */
  stage: (compeId: string, stageId: string) => documentRequest(['compes', compeId, 'stages', stageId]),
  /**
   * The hall's calls (docs/play.md "The hall's calls"), a document among the stages
   * (shared/play/hall-calls.ts HALL_CALLS_ID): 結果報告 reads it beside its one stage.
   */
  hallCalls: (compeId: string) => documentRequest(['compes', compeId, 'stages', HALL_CALLS_ID]),
  /** The play's stages (docs/play.md), in any order: the page orders them (live-stage byOrder). */
  stages: (compeId: string) => queryRequest('stages', { parent: ['compes', compeId] }),
  ticket: (ticketId: string) => documentRequest(['tickets', ticketId]),
};

/** The status and JSON body of a REST answer. */
export type RestAnswer = { status: number; body: unknown };

/** Where the boot script leaves the answers of the requests it started: `window[EARLY_READS][key]`. */
export const EARLY_READS = '__compeEarlyReads';
declare global {
  interface Window {
    [EARLY_READS]?: Record<string, Promise<RestAnswer> | undefined>;
  }
}

export function fetchAnswer(request: RestRequest): Promise<RestAnswer> {
  return fetch(request.url, {
    method: 'POST',
    // text/plain, as Firestore Lite sends it: a "simple" request, no CORS preflight round trip.
    headers: { 'Content-Type': 'text/plain' },
    body: request.body,
  }).then((response) =>
    response.json().then(
      (body: unknown) => ({ status: response.status, body }),
      () => ({ status: response.status, body: null }),
    ),
  );
}
