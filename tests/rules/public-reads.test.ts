// @vitest-environment jsdom
/**
 * The public pages read Firestore over REST (src/lib/firebase/rest), started early by the boot
 * script in index.html (src/boot/early-reads). Against the emulator with firestore.rules: what a
 * visitor's page gets, what the rules refuse, and that a read the boot script started is not sent
 * twice. jsdom's location is localhost, so the reads go to the emulator as in `npm start`.
 */
import { Timestamp } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyReadsFor, publicRouteAt, startEarlyReads } from '@/boot/early-reads';
import { PUBLIC_ROUTES } from '@/config/public-routes';
import { getClub, getClubs } from '@/lib/db/clubs/get-club';
import { getClubCompes } from '@/lib/db/compes/get-club-compes';
import { getUpcomingCompes } from '@/lib/db/compes/get-upcoming-compes';
import { getLiveCompe } from '@/features/live/api/get-live-compe';
import { getResultCompe } from '@/features/result/api/get-result-compe';
import { getRegistCompe } from '@/features/regist/api/get-regist-compe';
import { getTicket } from '@/lib/db/tickets/get-ticket';
import { getBoard } from '@/lib/live-board/get-board';
import { getStages } from '@/lib/live-stages/get-stages';
import { COMPE_CARD_FIELDS, EARLY_READS } from '@/lib/firebase/public-reads';
import { compeCardSchema } from '@/shared/schemas/compe';
import { reset, setUpFirestoreEnv } from './support/emulator';
import {
  award,
  board,
  club,
  compe,
  PUBLISHED,
  REGIST_TICKET,
  registTicket,
  stage,
  UNPUBLISHED,
} from './support/world';

setUpFirestoreEnv();

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => Timestamp.fromDate(new Date(Date.now() + days * DAY));

beforeEach(async () => {
  await reset({
    'clubs/club': club(),
    'clubs/other': club(undefined, { clubName: '別のクラブ', order: 1 }),
    [`compes/${PUBLISHED}`]: compe(undefined, { eventedAt: at(3) }),
    'compes/later': compe(undefined, { title: '秋季記録会', eventedAt: at(30) }),
    'compes/past': compe(undefined, { title: '春季記録会', eventedAt: at(-30) }),
    [`compes/${UNPUBLISHED}`]: compe(undefined, { published: false, eventedAt: at(1) }),
    [`compes/${PUBLISHED}/live/board`]: board(),
    // Out of play order on purpose: the page orders them by `order`.
    [`compes/${PUBLISHED}/stages/final`]: stage({ order: 1 }),
    [`compes/${PUBLISHED}/stages/first`]: stage({ order: 0, name: '予選' }),
    [`compes/${UNPUBLISHED}/stages/final`]: stage(),
    // Out of their places' order on purpose: 結果 lists them by place ('00', '01', … '10').
    [`compes/${PUBLISHED}/awards/10`]: award({ title: '努力賞', name: '木村 葵', affiliation: '' }),
    [`compes/${PUBLISHED}/awards/00`]: award(),
    [`compes/${PUBLISHED}/awards/01`]: award({ title: '特別賞', name: '渡辺 四郎', affiliation: '' }),
    [`compes/${UNPUBLISHED}/awards/00`]: award(),
    [`tickets/${REGIST_TICKET}`]: registTicket(),
  });
});

afterEach(() => {
  delete window[EARLY_READS];
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('public reads over REST', () => {
  it('reads a club with its fields as the schema has them (dates as Dates, lists, numbers)', async () => {
    const read = await getClub('club');
    expect(read).toMatchObject({
      id: 'club',
      clubName: 'テスト陸上クラブ',
      desc: '毎月の記録会を開催しています。',
    });
    expect(read?.order).toBe(0);
    expect(read?.updatedAt).toEqual(new Date('2026-06-01T00:00:00Z'));
  });

  it('answers null for a club that does not exist', async () => {
    expect(await getClub('nobody')).toBeNull();
  });

  it('lists the clubs by order', async () => {
    expect((await getClubs()).map((c) => c.id)).toEqual(['club', 'other']);
  });

  it("lists only a club's published competitions, newest first", async () => {
    expect((await getClubCompes('club')).map((c) => c.id)).toEqual(['later', PUBLISHED, 'past']);
  });

  it('lists published competitions from today on, soonest first, with the fields their cards show', async () => {
    const upcoming = await getUpcomingCompes();
    expect(upcoming.map((c) => c.id)).toEqual([PUBLISHED, 'later']);
    expect(upcoming[0]).toMatchObject({ clubId: 'club', title: '夏季記録会', venue: expect.any(String) });
    expect(upcoming[0].eventedAt).toBeInstanceOf(Date);
    expect(upcoming[0].regist).toEqual({ opensAt: expect.any(Date), closesAt: expect.any(Date) });
  });

  it('asks only for the fields a card shows: no description, custom fields or meeting details travel', async () => {
    const send = window.fetch.bind(window);
    const answers: Promise<{ document?: { fields: object } }[]>[] = [];
    const fetched = vi.spyOn(window, 'fetch').mockImplementation(async (...args) => {
      const response = await send(...args);
      answers.push(response.clone().json());
      return response;
    });
    await Promise.all([getUpcomingCompes(), getClubCompes('club')]);
    expect(fetched).toHaveBeenCalledTimes(2);
    for (const [, init] of fetched.mock.calls) {
      const { structuredQuery } = JSON.parse(String(init?.body)) as {
        structuredQuery: { select: { fields: { fieldPath: string }[] } };
      };
      expect(structuredQuery.select.fields.map((field) => field.fieldPath)).toEqual(COMPE_CARD_FIELDS);
    }
    const documents = (await Promise.all(answers)).flat().flatMap((row) => row.document ?? []);
    expect(documents).toHaveLength(5); // 2 upcoming + the club's 3
    for (const { fields } of documents) {
      expect(Object.keys(fields).sort()).toEqual(['clubId', 'eventedAt', 'regist', 'title', 'venue']);
    }
  });

  it("names in COMPE_CARD_FIELDS exactly the card schema's fields", () => {
    const paths = Object.entries(compeCardSchema.shape).flatMap(([key, schema]) =>
      'shape' in schema ? Object.keys(schema.shape).map((inner) => `${key}.${inner}`) : [key],
    );
    expect([...COMPE_CARD_FIELDS].sort()).toEqual(paths.sort());
  });

  it('reads a published competition; an unpublished one is refused by the rules and reads as none', async () => {
    expect((await getRegistCompe(PUBLISHED))?.title).toBe('夏季記録会');
    expect(await getRegistCompe(UNPUBLISHED)).toBeNull();
    expect(await getLiveCompe(UNPUBLISHED)).toBeNull();
    expect((await getLiveCompe(PUBLISHED))?.meeting.url).toBe('https://meet.example/j/123');
  });

  it("reads 結果's competition with its award documents in their places' order; none of an unpublished one", async () => {
    expect((await getResultCompe(PUBLISHED))?.awards).toEqual([
      { title: '敢闘賞', name: '伊藤 三郎', affiliation: '北高校' },
      { title: '特別賞', name: '渡辺 四郎', affiliation: '' },
      { title: '努力賞', name: '木村 葵', affiliation: '' },
    ]);
    expect(await getResultCompe(UNPUBLISHED)).toBeNull();
  });

  it('reads the live board, and says "denied" for an unpublished competition', async () => {
    const read = await getBoard(PUBLISHED);
    expect(read.kind).toBe('board');
    expect(await getBoard(UNPUBLISHED)).toEqual({ kind: 'denied' });
    expect(await getBoard('nothing')).toEqual({ kind: 'denied' });
  });

  it('reads the stages once, in play order, decoded; "denied" for an unpublished competition', async () => {
    const read = await getStages(PUBLISHED);
    expect(read.kind).toBe('stages');
    const stages = read.kind === 'stages' ? read.stages : [];
    expect(stages.map((s) => [s.id, s.order])).toEqual([
      ['first', 0],
      ['final', 1],
    ]);
    // As the listener decodes it: results with Dates, entrants by index.
    expect(stages[1].results['W1-1']?.at).toBeInstanceOf(Date);
    expect(await getStages(UNPUBLISHED)).toEqual({ kind: 'denied' });
    expect(await getStages('later')).toEqual({ kind: 'stages', stages: [] });
  });

  it('says "missing", with no failed request, for a published competition whose board is not out yet', async () => {
    const sent = vi.spyOn(window, 'fetch');
    expect(await getBoard('later')).toEqual({ kind: 'missing' });
    // A 404 would be logged by every browser as a console error on the ticket and live pages.
    const answer = (await sent.mock.results[0].value) as Response;
    expect(answer.status).toBe(200);
  });

  it('reads a ticket by its id', async () => {
    expect(await getTicket(REGIST_TICKET)).toMatchObject({ name: '山田花子', compeId: PUBLISHED });
    expect(await getTicket('unknownTicket0000001')).toBeNull();
    // An id from the address that can name no document is no ticket either, not a failed read.
    expect(await getTicket('a/b')).toBeNull();
  });
});

describe('reads started by the boot script', () => {
  it('are taken by the page instead of being sent again', async () => {
    window.history.replaceState(null, '', '/club');
    const sent = vi.spyOn(window, 'fetch');
    startEarlyReads(earlyReadsFor(window.location.pathname, PUBLIC_ROUTES));
    expect(sent).toHaveBeenCalledTimes(2); // the club and its competitions
    const [read, compes] = await Promise.all([getClub('club'), getClubCompes('club')]);
    expect(sent).toHaveBeenCalledTimes(2);
    expect(read?.clubName).toBe('テスト陸上クラブ');
    expect(compes).toHaveLength(3);
    // Taken once: reading again (after a change) asks the server.
    await getClub('club');
    expect(sent).toHaveBeenCalledTimes(3);
  });

  it('cover the reads of each public page, and nothing for the others', () => {
    const now = new Date();
    // What each read asks for: the document a batchGet names, or the URL of a runQuery.
    const urls = (pathname: string) =>
      earlyReadsFor(pathname, PUBLIC_ROUTES, now).map(
        (r) =>
          (JSON.parse(r.body) as { documents?: string[] }).documents?.join() ?? r.url.replace(/\?.*/, ''),
      );
    expect(urls('/')).toHaveLength(2);
    expect(urls('/club')[0]).toMatch(/documents\/clubs\/club$/);
    expect(urls('/club/live/x')).toEqual([
      expect.stringMatching(/compes\/x$/),
      expect.stringMatching(/compes\/x\/live\/board$/),
      expect.stringMatching(/clubs\/club$/),
      expect.stringMatching(/compes\/x:runQuery$/),
    ]);
    expect(urls('/club/livez/x')).toHaveLength(3);
    expect(urls('/club/call/x')).toEqual([
      expect.stringMatching(/compes\/x$/),
      expect.stringMatching(/compes\/x:runQuery$/),
    ]);
    expect(urls('/club/report/x/s1/W1-1')).toEqual([
      expect.stringMatching(/compes\/x$/),
      expect.stringMatching(/compes\/x\/stages\/s1$/),
      // The hall's calls: the match's table when another stage's result called it (docs/play.md).
      expect.stringMatching(/compes\/x\/stages\/_hall$/),
      expect.stringMatching(/clubs\/club$/),
    ]);
    expect(urls('/club/regist/x')).toHaveLength(2);
    expect(urls('/ticket/abc')).toEqual([expect.stringMatching(/tickets\/abc$/)]);
    for (const other of ['/about', '/contact/club', '/sign', '/god', '/club/form', '/club/form/x/entry']) {
      expect(urls(other)).toEqual([]);
    }
  });

  it('name the page whose code the boot script preloads (the ids of the bench routes)', () => {
    const id = (pathname: string) => publicRouteAt(pathname, PUBLIC_ROUTES)?.id ?? null;
    expect(['/', '/club', '/club/live/x', '/club/livez/x', '/club/regist/x', '/ticket/abc'].map(id)).toEqual([
      'home',
      'club',
      'live',
      'livez',
      'regist',
      'ticket',
    ]);
    for (const other of ['/about', '/club/form', '/club/unknown/x', '/%E0%A4%A'])
      expect(id(other)).toBeNull();
  });
});
