import { describe, expect, it } from 'vitest';
import { resultCards, totalsOf } from '../mail-results';
import { mailTo } from '@/testing/last-mail-fixtures';

const mails = [
  mailTo('r1', { name: '山田 太郎', state: 'sent' }),
  mailTo('r2', { name: '佐藤 花子', state: 'error', error: '501 Bad recipient address syntax' }),
  mailTo('r3', { name: '鈴木 一郎', state: 'pending' }),
  mailTo('r4', { name: '青木 葵', state: 'error', error: '550' }),
];

describe('メール結果', () => {
  it('counts each state from the messages themselves', () => {
    expect(totalsOf(mails)).toEqual({ total: 4, sent: 1, error: 2, pending: 1 });
    expect(totalsOf([])).toEqual({ total: 0, sent: 0, error: 0, pending: 0 });
  });

  it('puts who did not get it first (errors, then pending), by name, and filters by state', () => {
    expect(resultCards(mails, 'all').map((m) => m.state)).toEqual(['error', 'error', 'pending', 'sent']);
    const byName = (a: string, b: string) => a.localeCompare(b, 'ja');
    expect(resultCards(mails, 'error').map((m) => m.name)).toEqual(['佐藤 花子', '青木 葵'].sort(byName));
    expect(resultCards(mails, 'sent').map((m) => m.name)).toEqual(['山田 太郎']);
  });
});
