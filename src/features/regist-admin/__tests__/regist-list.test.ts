import { describe, expect, it } from 'vitest';
import { mailTo } from '@/testing/last-mail-fixtures';
import { lastMailByRegist } from '@/shared/last-mail';
import { checkInCounts, countByStatus, filterRegists, unreachedRegists } from '../regist-list';
import { regists } from '@/testing/regist-fixtures';

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

describe('unreachedRegists: 「未達のみ」', () => {
  it('keeps those whose last mail is エラー and those never mailed; not 送信済み, not 送信待ち', () => {
    const last = lastMailByRegist([
      mailTo('r1', { minute: 1 }),
      mailTo('r2', { minute: 1 }),
      mailTo('r2', { minute: 2, state: 'error', error: '550' }),
      mailTo('r3', { minute: 1, state: 'pending' }),
      mailTo('r5', { minute: 1, state: 'error', error: '550' }),
      mailTo('r5', { minute: 3 }),
    ]);
    // 佐藤 r2: the newer mail failed · 高橋 r4: never mailed · 田中 r5: failed, then a newer one went.
    expect(names(unreachedRegists(regists, last))).toEqual(['佐藤 花子', '高橋 三郎']);
  });

  it('with no mail at all, everyone is 未達; the order of the list is kept', () => {
    expect(names(unreachedRegists(regists, new Map()))).toEqual(names(regists));
  });
});
