import { beforeEach, describe, expect, it } from 'vitest';
import type { NextMatch } from '@/shared/play/view/participant-match';
import { markTold, toldMatches, upNowDue } from '../up-now-due';

const now = new Date('2026-11-22T01:05:00Z');
const next = (patch: Partial<NextMatch> = {}): NextMatch => ({
  stageId: 'final',
  matchId: 'W1-1',
  state: 'upcoming',
  reportable: false,
  stageName: '決勝トーナメント',
  round: '準決勝',
  opponent: '高橋 次郎',
  table: null,
  start: new Date(now.getTime() + 40 * 60_000),
  text: 'vs 高橋 次郎',
  ...patch,
});

describe("the ticket page's まもなく出番です", () => {
  beforeEach(() => localStorage.clear());

  it('tells of a call even to a participant who chose 知らせない for mail', () => {
    expect(upNowDue(next({ state: 'calling' }), 'off', null, now)).toBe(true);
    expect(upNowDue(next(), 'off', 0, now)).toBe(false);
    expect(upNowDue(null, '15m', 0, now)).toBe(false);
  });

  it('follows the chosen lead time otherwise', () => {
    expect(upNowDue(next(), '30m', null, now)).toBe(false);
    expect(upNowDue(next({ start: new Date(now.getTime() + 25 * 60_000) }), '30m', null, now)).toBe(true);
    expect(upNowDue(next(), '2matches', 2, now)).toBe(true);
  });

  it('remembers on the device which matches were told, per ticket', () => {
    expect(markTold('t1', 'final/W1-1')).toBe(true);
    expect(markTold('t1', 'final/W1-1')).toBe(false);
    expect(markTold('t2', 'final/W1-1')).toBe(true);
    expect(toldMatches('t1')).toEqual(['final/W1-1']);
    localStorage.setItem('compe:up-now:t3', 'not json');
    expect(toldMatches('t3')).toEqual([]);
  });
});
