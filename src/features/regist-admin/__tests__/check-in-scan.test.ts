import { describe, expect, it } from 'vitest';
import {
  checkInLookup,
  checkInOutcome,
  createRepeatGuard,
  outcomeMessage,
  ticketIdFromText,
  withCheckIns,
  type CheckInOutcome,
} from '../check-in-scan';
import { byName, regists, ticketOf } from '@/testing/regist-fixtures';

const ID = 'Ab3_-xYz0123456789Qwer';

describe('ticketIdFromText: what a 参加票 QR code holds', () => {
  it('reads the id from the ticket URL of any origin, with or without a trailing slash or query', () => {
    expect(ticketIdFromText(`https://compe.example/ticket/${ID}`)).toBe(ID);
    expect(ticketIdFromText(`http://127.0.0.1:5173/ticket/${ID}/`)).toBe(ID);
    expect(ticketIdFromText(`https://compe.example/ticket/${ID}?from=mail#top`)).toBe(ID);
    expect(ticketIdFromText(`  /ticket/${ID}\n`)).toBe(ID);
    expect(ticketIdFromText(ID)).toBe(ID);
  });

  it('refuses other pages, malformed ids and text that is not a ticket', () => {
    expect(ticketIdFromText(`https://compe.example/sign/${ID}`)).toBeNull();
    expect(ticketIdFromText(`https://compe.example/x/ticket/${ID}`)).toBeNull();
    expect(ticketIdFromText('https://compe.example/ticket/short')).toBeNull();
    expect(ticketIdFromText(`https://compe.example/ticket/${ID}!!`)).toBeNull();
    expect(ticketIdFromText(`https://compe.example/ticket/${'a'.repeat(41)}`)).toBeNull();
    expect(ticketIdFromText('WIFI:S:venue;T:WPA;P:secret;;')).toBeNull();
    expect(ticketIdFromText('https://')).toBeNull();
    expect(ticketIdFromText('')).toBeNull();
  });
});

describe('checkInLookup', () => {
  it('takes a typed 受付番号, full-width digits and 「No.」 too, but never from a QR code', () => {
    expect(checkInLookup('12', { allowNumber: true })).toEqual({ by: 'number', number: 12 });
    expect(checkInLookup('１２', { allowNumber: true })).toEqual({ by: 'number', number: 12 });
    expect(checkInLookup('No.7', { allowNumber: true })).toEqual({ by: 'number', number: 7 });
    expect(checkInLookup('12', { allowNumber: false })).toBeNull();
    expect(checkInLookup(`https://compe.example/ticket/${ID}`, { allowNumber: true })).toEqual({
      by: 'ticket',
      ticketId: ID,
    });
  });
});

describe('checkInOutcome and its message', () => {
  const scan = (text: string) => checkInOutcome(regists, text, 'scan');
  const url = (n: number) => `https://compe.example/ticket/${ticketOf(n)}`;
  const message = (outcome: CheckInOutcome) => {
    if (outcome.kind === 'checkIn') throw new Error('checkIn has no message');
    return outcomeMessage(outcome);
  };

  it('checks in an accepted registration that has not checked in yet', () => {
    expect(scan(url(2))).toEqual({ kind: 'checkIn', regist: byName('佐藤 花子') });
  });

  it('says when and does nothing for one already checked in', () => {
    const outcome = scan(url(1));
    expect(outcome.kind).toBe('already');
    expect(message(outcome)).toBe('受付済みです（10:05）');
  });

  it('refuses every status but accepted, saying why', () => {
    expect(message(scan(url(3)))).toBe('承認前のため受付できません。参加申込リストで承認してください');
    expect(message(scan(url(4)))).toBe('キャンセル待ちのため受付できません');
    expect(message(scan(url(5)))).toBe('キャンセル済みのため受付できません');
    const rejected = checkInOutcome([{ ...byName('佐藤 花子'), status: 'rejected' }], url(2), 'scan');
    expect(message(rejected)).toBe('不承認のため受付できません');
  });

  it('tells a ticket of another competition from a code that is no ticket at all', () => {
    expect(message(scan(`https://compe.example/ticket/${ID}`))).toBe('この大会の参加票ではありません');
    expect(message(scan('https://example.com/menu'))).toBe('参加票のQRコードではありません');
  });

  it('finds a typed 受付番号, and names a number nobody has', () => {
    expect(checkInOutcome(regists, '２', 'typed')).toEqual({ kind: 'checkIn', regist: byName('佐藤 花子') });
    expect(message(checkInOutcome(regists, '99', 'typed'))).toBe('受付番号 99 の申し込みはありません');
    expect(message(checkInOutcome(regists, 'やまだ', 'typed'))).toBe(
      '受付番号か参加票のURLを入力してください',
    );
  });
});

describe('withCheckIns: this desk’s own check-ins over the list it holds', () => {
  const at = new Date('2026-11-22T01:07:00Z');

  it('refuses a ticket shown again before the list shows its check-in, with this phone’s time', () => {
    const outcome = checkInOutcome(withCheckIns(regists, new Map([['r2', at]])), ticketOf(2), 'scan');
    expect(outcome).toMatchObject({ kind: 'already', at });
    expect(outcomeMessage(outcome as Exclude<CheckInOutcome, { kind: 'checkIn' }>)).toBe(
      '受付済みです（10:07）',
    );
  });

  it('keeps the time the list already shows, and leaves the list as it is with nothing made', () => {
    const shown = regists.find((regist) => regist.id === 'r1')!.checkedInAt;
    expect(withCheckIns(regists, new Map([['r1', at]])).find((r) => r.id === 'r1')!.checkedInAt).toEqual(
      shown,
    );
    expect(withCheckIns(regists, new Map())).toBe(regists);
    expect(checkInOutcome(withCheckIns(regists, new Map([['r1', at]])), ticketOf(2), 'scan').kind).toBe(
      'checkIn',
    );
  });
});

describe('createRepeatGuard: one answer per ticket held up to the camera', () => {
  it('ignores the same code while it stays in view, and handles it again after a pause', () => {
    const handle = createRepeatGuard(3000);
    const reads = [0, 100, 500, 1500, 2900, 4000, 5500].map((at) => handle('A', at));
    expect(reads).toEqual([true, false, false, false, false, false, false]);
    expect(handle('A', 5500 + 3000)).toBe(true);
  });

  it('handles a different code at once', () => {
    const handle = createRepeatGuard(3000);
    expect(handle('A', 0)).toBe(true);
    expect(handle('B', 200)).toBe(true);
    expect(handle('A', 400)).toBe(true);
  });
});
