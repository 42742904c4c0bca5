import { describe, expect, it } from 'vitest';
import { checkInCounts, countByStatus, filterRegists } from '../regist-list';
import { regists } from './fixtures';

const names = (list: { name: string }[]) => list.map((r) => r.name);

describe('filterRegists: the search box as staff type into it', () => {
  it('finds by name without the space, by ふりがな typed in katakana, by e-mail in any case', () => {
    expect(names(filterRegists(regists, 'all', '山田太郎'))).toEqual(['山田 太郎']);
    expect(names(filterRegists(regists, 'all', 'サトウ'))).toEqual(['佐藤 花子']);
    expect(names(filterRegists(regists, 'all', 'JIRO@EXAMPLE'))).toEqual(['鈴木 次郎']);
  });

  it('finds by phone with or without hyphens, and by the exact 受付番号', () => {
    expect(names(filterRegists(regists, 'all', '09011112222'))).toEqual(['山田 太郎']);
    expect(names(filterRegists(regists, 'all', '1234-5678'))).toEqual(['高橋 三郎']);
    expect(names(filterRegists(regists, 'all', '４'))).toEqual(['高橋 三郎']);
  });

  it('combines the status and the search', () => {
    expect(names(filterRegists(regists, 'accepted', ''))).toEqual(['山田 太郎', '佐藤 花子']);
    expect(names(filterRegists(regists, 'accepted', 'はなこ'))).toEqual(['佐藤 花子']);
    expect(filterRegists(regists, 'waitlisted', 'はなこ')).toEqual([]);
  });
});

describe('counts', () => {
  it('counts each status, and check-ins among accepted only', () => {
    expect(countByStatus(regists)).toEqual({
      pending: 1,
      accepted: 2,
      waitlisted: 1,
      rejected: 0,
      cancelled: 1,
    });
    const cancelledAfterCheckIn = { ...regists[0], id: 'x', status: 'cancelled' as const };
    expect(checkInCounts([...regists, cancelledAfterCheckIn])).toEqual({ checkedIn: 1, accepted: 2 });
  });
});
