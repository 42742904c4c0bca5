import { describe, expect, it } from 'vitest';
import { compeStatus } from '@/components/compe-status';
import { compeOf } from '@/testing/compes';

const at = (iso: string) => new Date(iso);
const compe = (opensAt: string | null, closesAt: string | null) =>
  compeOf({
    eventedAt: at('2026-12-13T09:00:00+09:00'),
    regist: { opensAt: opensAt ? at(opensAt) : null, closesAt: closesAt ? at(closesAt) : null },
  });

describe('compeStatus (club page chip)', () => {
  const c = compe('2026-11-20T10:00:00+09:00', '2026-12-10T23:00:00+09:00');
  it.each([
    ['before the window opens', '2026-11-19T12:00:00+09:00', '受付前'],
    ['inside the window', '2026-11-22T12:00:00+09:00', '受付中'],
    ['after the window closed', '2026-12-11T08:00:00+09:00', '受付終了'],
    ['the day itself (Japan time), before the start', '2026-12-13T06:00:00+09:00', '開催中'],
    ['the day itself, late evening', '2026-12-13T23:59:00+09:00', '開催中'],
    ['the next day', '2026-12-14T00:00:00+09:00', '終了'],
  ] as const)('%s → %s', (_label, now, expected) => {
    expect(compeStatus(c, at(now))).toBe(expected);
  });

  it('uses Japan time: 23:30 UTC the evening before is already the day in Japan', () => {
    expect(compeStatus(c, at('2026-12-12T15:30:00Z'))).toBe('開催中');
  });

  it('without a window is 受付中 until the day', () => {
    expect(compeStatus(compe(null, null), at('2026-12-01T00:00:00+09:00'))).toBe('受付中');
  });

  it('a cancelled competition is 中止, before, on and after its day', () => {
    const cancelled = { ...c, cancelledAt: at('2026-11-25T10:00:00+09:00') };
    for (const now of [
      '2026-11-22T12:00:00+09:00',
      '2026-12-13T10:00:00+09:00',
      '2026-12-20T10:00:00+09:00',
    ]) {
      expect(compeStatus(cancelled, at(now)), now).toBe('中止');
    }
  });
});
