import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { REGIST_STATUSES } from '@/shared/regist-status';
import { entryEta, etaLabel, notBeforeLabel } from '@/shared/run-sheet/entry-eta';
import { timeline } from '@/shared/run-sheet/timeline';
import type { RegistTicket } from '@/shared/schemas/ticket';
import { etaFromKept, keptEtaOf } from '../kept-eta';
import {
  decodeKeptTicket,
  keepEta,
  keepTicket,
  keptTicket,
  lastUpdatedAt,
  MAX_KEPT_TICKETS,
} from '../kept-ticket';
import { jst, TICKET_ID, ticketOf } from './fixtures';

const ticket = (id = TICKET_ID, changes: Partial<RegistTicket> = {}): RegistTicket =>
  ticketOf({ id, ...changes });

beforeEach(() => localStorage.clear());

describe('the 参加票 kept on the device', () => {
  it('comes back as it was kept, dates and all, with the time of the read', () => {
    keepTicket(ticket(), jst('09:40').getTime());
    const kept = keptTicket(ticket().id);
    expect(kept).toEqual({ ticket: ticket(), savedAt: jst('09:40').getTime(), eta: null, etaAt: null });
    expect(kept?.ticket.eventedAt).toBeInstanceOf(Date);
  });

  it('round-trips any ticket the server can send', () => {
    const date = fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(
        fc.record({
          name: fc.string(),
          compeTitle: fc.string(),
          venue: fc.string(),
          number: fc.integer({ min: 1, max: 9999 }),
          status: fc.constantFrom(...REGIST_STATUSES),
          eventedAt: date,
          createdAt: date,
          compeCancelled: fc.constantFrom(undefined, true),
        }),
        fc.integer({ min: 0, max: 2 ** 45 }),
        ({ compeCancelled, ...fields }, savedAt) => {
          localStorage.clear();
          const one = ticket('tK4p9QzR2mVx7LwN3sYb8c', {
            ...fields,
            ...(compeCancelled ? { compeCancelled } : {}),
          });
          keepTicket(one, savedAt);
          expect(keptTicket(one.id)).toEqual({ ticket: one, savedAt, eta: null, etaAt: null });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is one ticket’s alone: another id finds nothing', () => {
    keepTicket(ticket(), 1);
    expect(keptTicket('aaaaaaaaaaaaaaaaaaaaaa')).toBeNull();
  });

  it('reads as nothing when what is stored is not a ticket (another app, an old format, a hand edit)', () => {
    const id = ticket().id;
    const stored = JSON.stringify({ savedAt: 1, ticket: { ...ticket(), eventedAt: 1, createdAt: 1 } });
    expect(decodeKeptTicket(stored, id)).not.toBeNull();
    for (const raw of [
      null,
      '',
      'not json',
      '[]',
      JSON.stringify({ savedAt: 'yesterday', ticket: JSON.parse(stored).ticket }),
      JSON.stringify({ ...JSON.parse(stored), ticket: { ...JSON.parse(stored).ticket, code: 'auth' } }),
      JSON.stringify({ ...JSON.parse(stored), ticket: { ...JSON.parse(stored).ticket, status: 'maybe' } }),
      JSON.stringify({
        ...JSON.parse(stored),
        ticket: { ...JSON.parse(stored).ticket, eventedAt: '2026-11-22' },
      }),
      JSON.stringify({ ...JSON.parse(stored), ticket: { ...JSON.parse(stored).ticket, name: 3 } }),
      // Kept under this id but naming another: never shown as this ticket.
      JSON.stringify({ ...JSON.parse(stored), ticket: { ...JSON.parse(stored).ticket, id: 'other' } }),
    ]) {
      expect(decodeKeptTicket(raw, id), String(raw)).toBeNull();
    }
    // An ETA of a shape it does not know is dropped; the ticket stays.
    const odd = JSON.stringify({
      ...JSON.parse(stored),
      eta: { state: 'upcoming', estimatedStart: 'soon' },
      etaAt: 2,
    });
    expect(decodeKeptTicket(odd, id)).toMatchObject({ eta: null, etaAt: null });
  });

  it('keeps its last 出番の目安 across later reads of the ticket, and is last updated at the later of the two', () => {
    const kept = { state: 'done' } as const;
    keepTicket(ticket(), jst('09:00').getTime());
    keepEta(ticket(), kept, jst('09:30').getTime());
    keepTicket(ticket('tK4p9QzR2mVx7LwN3sYb8c', { status: 'accepted', number: 4 }), jst('09:10').getTime());
    const back = keptTicket(ticket().id);
    expect(back).toMatchObject({ eta: kept, etaAt: jst('09:30').getTime(), savedAt: jst('09:10').getTime() });
    expect(back?.ticket.number).toBe(4);
    expect(lastUpdatedAt(back!)).toBe(jst('09:30').getTime());
  });

  it(`keeps the ${MAX_KEPT_TICKETS} most recently read tickets of the device, and nothing of other keys`, () => {
    localStorage.setItem('compe.webFontCached', '1');
    for (let i = 0; i < MAX_KEPT_TICKETS + 3; i++) keepTicket(ticket(`ticket-${i}`), 1000 + i);
    expect(keptTicket('ticket-0')).toBeNull();
    expect(keptTicket('ticket-2')).toBeNull();
    expect(keptTicket('ticket-3')).not.toBeNull();
    expect(keptTicket(`ticket-${MAX_KEPT_TICKETS + 2}`)).not.toBeNull();
    expect(localStorage.getItem('compe.webFontCached')).toBe('1');
  });

  it('a full or blocked storage leaves the page as it was: nothing kept, nothing thrown', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => keepTicket(ticket(), 1, full)).not.toThrow();
    expect(keptTicket(ticket().id, full)).toBeNull();
  });
});

describe('the 出番の目安 kept with it', () => {
  const unit = (id: string, order: number, minutes: number, patch = {}) => ({
    id,
    order,
    title: `種目 ${id}`,
    minutes,
    status: 'waiting' as const,
    startedAt: null,
    endedAt: null,
    ...patch,
  });
  // u1 started 10 minutes late: 決勝 (u3) is expected at 10:10, planned 10:00.
  const units = [
    unit('u1', 0, 30, { status: 'running', startedAt: jst('09:10') }),
    unit('u2', 1, 30),
    unit('u3', 2, 20, { title: '決勝' }),
  ];

  it('says offline what it said online, counted from the time it is read again', () => {
    const online = entryEta(timeline(jst('09:00'), units, jst('09:40')), ['u3'], jst('09:40'));
    const kept = keptEtaOf(online);
    expect(kept).not.toBeNull();
    const offline = etaFromKept(kept!, jst('09:40').getTime());
    expect(etaLabel(offline)).toBe(etaLabel(online));
    expect(etaLabel(offline)).toBe('出番の目安 10:10頃（約30分後）');
    expect(notBeforeLabel(offline)).toBe('10:00より前には始まりません');
    // Twenty-five minutes later without signal: the same estimate, five minutes away, and the
    // not-before, now past, no longer promised.
    const later = etaFromKept(kept!, jst('10:05').getTime());
    expect(etaLabel(later)).toBe('出番の目安 10:10頃（約5分後）');
    expect(notBeforeLabel(later)).toBeNull();
    expect(later.state === 'upcoming' && later.unit.title).toBe('決勝');
  });

  it('running, done and skipped come back as they were; no item means nothing to keep', () => {
    const running = entryEta(timeline(jst('09:00'), units, jst('09:40')), ['u1'], jst('09:40'));
    expect(etaLabel(etaFromKept(keptEtaOf(running)!, jst('11:00').getTime()))).toBe('出番中');
    expect(etaFromKept({ state: 'done' }, 0)).toEqual({ state: 'done' });
    expect(etaFromKept({ state: 'skipped' }, 0)).toEqual({ state: 'skipped' });
    expect(keptEtaOf({ state: 'none' })).toBeNull();
  });
});
