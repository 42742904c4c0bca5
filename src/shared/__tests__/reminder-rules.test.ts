import { describe, expect, it } from 'vitest';
import { reminderDue, type UpNext } from '../reminder-rules';

const now = new Date('2026-11-22T01:00:00Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const up = (patch: Partial<UpNext> = {}): UpNext => ({ called: false, start: null, ahead: null, ...patch });

describe('出番のお知らせ: when a participant is told (docs/play.md)', () => {
  it('never for 知らせない or no choice, even once called', () => {
    expect(reminderDue('off', up({ called: true }), now)).toBe(false);
    expect(reminderDue(undefined, up({ called: true }), now)).toBe(false);
  });

  it('always once the match is called to a table', () => {
    for (const choice of ['15m', '30m', '2matches'] as const)
      expect(reminderDue(choice, up({ called: true, ahead: 7, start: inMinutes(60) }), now)).toBe(true);
  });

  it('15分前 / 30分前: from the moment the estimated start is that near, and after it', () => {
    expect(reminderDue('15m', up({ start: inMinutes(15.01) }), now)).toBe(false);
    expect(reminderDue('15m', up({ start: inMinutes(15) }), now)).toBe(true);
    expect(reminderDue('15m', up({ start: inMinutes(-3) }), now)).toBe(true);
    expect(reminderDue('30m', up({ start: inMinutes(29) }), now)).toBe(true);
    expect(reminderDue('30m', up({ start: inMinutes(31) }), now)).toBe(false);
    expect(reminderDue('15m', up({ start: null, ahead: 0 }), now)).toBe(false);
  });

  it('2試合前: at most two matches to be called before theirs', () => {
    expect(reminderDue('2matches', up({ ahead: 3, start: inMinutes(1) }), now)).toBe(false);
    expect(reminderDue('2matches', up({ ahead: 2 }), now)).toBe(true);
    expect(reminderDue('2matches', up({ ahead: 0 }), now)).toBe(true);
    expect(reminderDue('2matches', up({ ahead: null, start: inMinutes(1) }), now)).toBe(false);
  });
});
