import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, call, registForm, resetEmulators, seedClub, seedCompe, signedInUser } from './support';

/**
 * Firestore reserves document ids of the form __…__: naming one is an INVALID_ARGUMENT from the
 * database, which a callable answered as a 500 with a stack trace in the logs. Every callable that
 * takes an id refuses such an id itself, as a bad request in Japanese (docs/data-model.md: ids before "Collections", and "Callable functions").
 */
const RESERVED = '__x__';
/** Long enough for a ticket id (20–40 characters), reserved all the same. */
const RESERVED_TICKET = `__${'x'.repeat(18)}__`;
const ID_MESSAGE = 'IDの形式が違います';
const TICKET_MESSAGE = '認証チケットIDに誤りがあります';

let token: string;

beforeAll(async () => {
  await resetEmulators();
  await seedClub('sakura', 'さくら卓球クラブ');
  await seedCompe('autumn-open');
  // A super-user, so that no permission check can answer before the id is looked at.
  token = await signedInUser({ uid: 'kami', email: 'kami@compe.example' });
});

const mail = { audience: { kind: 'all' }, subject: 'お知らせ', body: '本文', origin: APP_ORIGIN };

const CASES: [string, string, Record<string, unknown>, boolean, string][] = [
  // [what, callable, payload, signed in, message]
  [
    'getUserByEmail ticketId',
    'getUserByEmail',
    { email: 'a@example.com', ticketId: RESERVED_TICKET },
    false,
    TICKET_MESSAGE,
  ],
  ['acceptTicket ticketId', 'acceptTicket', { ticketId: RESERVED_TICKET }, true, TICKET_MESSAGE],
  [
    'sendInvitation ticketId',
    'sendInvitation',
    { ticketId: RESERVED_TICKET, origin: APP_ORIGIN },
    true,
    TICKET_MESSAGE,
  ],
  [
    'cancelRegist ticketId',
    'cancelRegist',
    { ticketId: RESERVED_TICKET, origin: APP_ORIGIN },
    false,
    TICKET_MESSAGE,
  ],
  ['setClaims uid', 'setClaims', { uid: RESERVED, clubId: 'sakura', role: 'staff' }, true, ID_MESSAGE],
  [
    'setClaims clubId',
    'setClaims',
    { email: 'a@example.com', clubId: RESERVED, role: 'staff' },
    true,
    ID_MESSAGE,
  ],
  [
    'submitRegist compeId',
    'submitRegist',
    { compeId: RESERVED, form: registForm(1), origin: APP_ORIGIN },
    false,
    ID_MESSAGE,
  ],
  [
    'setRegistStatus compeId',
    'setRegistStatus',
    { compeId: RESERVED, registId: 'r1', action: 'approve', origin: APP_ORIGIN },
    true,
    ID_MESSAGE,
  ],
  [
    'setRegistStatus registId',
    'setRegistStatus',
    { compeId: 'autumn-open', registId: RESERVED, action: 'approve', origin: APP_ORIGIN },
    true,
    ID_MESSAGE,
  ],
  [
    'sendMail compeId',
    'sendMail',
    { ...mail, compeId: RESERVED, clubId: 'sakura', requestId: 'req-1' },
    true,
    ID_MESSAGE,
  ],
  [
    'sendMail clubId',
    'sendMail',
    { ...mail, compeId: 'autumn-open', clubId: RESERVED, requestId: 'req-2' },
    true,
    ID_MESSAGE,
  ],
  [
    'sendMail requestId',
    'sendMail',
    { ...mail, compeId: 'autumn-open', clubId: 'sakura', requestId: RESERVED },
    true,
    ID_MESSAGE,
  ],
  [
    'cancelCompe compeId',
    'cancelCompe',
    { compeId: RESERVED, requestId: 'req-3', origin: APP_ORIGIN, note: '' },
    true,
    ID_MESSAGE,
  ],
  [
    'cancelCompe requestId',
    'cancelCompe',
    { compeId: 'autumn-open', requestId: RESERVED, origin: APP_ORIGIN, note: '' },
    true,
    ID_MESSAGE,
  ],
  ['deleteCompe compeId', 'deleteCompe', { compeId: RESERVED }, true, ID_MESSAGE],
  ['resendMail mailId', 'resendMail', { mailId: RESERVED }, true, ID_MESSAGE],
  ['resendMail messageId', 'resendMail', { messageId: RESERVED }, true, ID_MESSAGE],
  [
    'sendContact clubId',
    'sendContact',
    { name: '問合 花子', email: 'a@example.com', subject: '件名', body: '本文', clubId: RESERVED },
    false,
    ID_MESSAGE,
  ],
];

describe('ids Firestore reserves (__…__) are a bad request, never a 500', () => {
  it.each(CASES)('%s', async (_what, name, data, signedIn, message) => {
    const res = await call(name, data, signedIn ? token : undefined);
    expect(res.status).toBe(400);
    expect(res.error).toEqual({ status: 'INVALID_ARGUMENT', message });
  });
});
