import { describe, expect, it } from 'vitest';
import { compeOf } from '@/testing/compes';
import { registState } from '../regist-state';

const at = (iso: string) => new Date(iso);
const compe = (over: Partial<{ capacity: number; count: number; waitlist: boolean }> = {}) =>
  compeOf({
    eventedAt: at('2026-12-13T09:00:00+09:00'),
    regist: {
      opensAt: at('2026-11-20T10:00:00+09:00'),
      closesAt: at('2026-12-10T23:00:00+09:00'),
      capacity: 4,
      count: 1,
      ...over,
    },
  });
const inWindow = at('2026-11-25T12:00:00+09:00');

describe('registState (参加申し込み)', () => {
  it('explains a window not yet open, with its date', () => {
    expect(registState(compe(), at('2026-11-19T12:00:00+09:00'))).toEqual({
      kind: 'notYet',
      opensAt: at('2026-11-20T10:00:00+09:00'),
    });
  });
  it('is closed after the deadline, and on the day even without one', () => {
    expect(registState(compe(), at('2026-12-11T00:00:00+09:00')).kind).toBe('closed');
    const noDeadline = compe();
    noDeadline.regist.closesAt = null as unknown as Date;
    expect(registState(noDeadline, at('2026-12-13T09:30:00+09:00')).kind).toBe('closed');
  });
  it('says it closed when the day began, not at a deadline still ahead', () => {
    const late = compe();
    late.regist.closesAt = at('2026-12-20T00:00:00+09:00');
    expect(registState(late, at('2026-12-13T09:30:00+09:00'))).toEqual({
      kind: 'closed',
      closesAt: late.eventedAt,
    });
  });
  it('is cancelled once the competition is called off, whatever the window and seats say', () => {
    expect(registState({ ...compe(), cancelledAt: at('2026-11-24T12:00:00+09:00') }, inWindow)).toEqual({
      kind: 'cancelled',
    });
  });
  it('counts the seats left', () => {
    expect(registState(compe(), inWindow)).toEqual({ kind: 'open', seatsLeft: 3, waitlist: false });
    expect(registState(compe({ capacity: 0, count: 50 }), inWindow)).toEqual({
      kind: 'open',
      seatsLeft: null,
      waitlist: false,
    });
  });
  it('when full: refuses, or takes the waitlist when it is on', () => {
    expect(registState(compe({ count: 4 }), inWindow)).toEqual({ kind: 'full' });
    expect(registState(compe({ count: 4, waitlist: true }), inWindow)).toEqual({
      kind: 'open',
      seatsLeft: 0,
      waitlist: true,
    });
  });
});
