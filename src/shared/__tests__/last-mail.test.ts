import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import {
  DELIVERY_LABELS,
  deliveryState,
  deliveryTime,
  isUnreached,
  lastMailByRegist,
} from '@/shared/last-mail';
import { mailTo } from '@/testing/last-mail-fixtures';

describe('lastMailByRegist', () => {
  it('keeps the newest message of each registration, whatever the order they arrive in', () => {
    const oldError = mailTo('r1', { id: 'a', minute: 1, state: 'error', error: '550 User unknown' });
    const newSent = mailTo('r1', { id: 'b', minute: 5, kind: 'bulk' });
    const onlyOne = mailTo('r2', { id: 'c', minute: 3, state: 'pending' });
    const last = lastMailByRegist([newSent, onlyOne, oldError]);
    expect([...last.keys()].sort()).toEqual(['r1', 'r2']);
    expect(last.get('r1')?.id).toBe('b');
    expect(last.get('r2')?.id).toBe('c');
    expect(lastMailByRegist([oldError, newSent]).get('r1')?.id).toBe('b');
  });

  it('a newer failure hides an older success (the list shows the LAST result)', () => {
    const last = lastMailByRegist([
      mailTo('r1', { id: 'a', minute: 1 }),
      mailTo('r1', { id: 'b', minute: 2, state: 'error', error: 'timeout' }),
    ]);
    expect(deliveryState(last.get('r1'))).toBe('error');
  });

  it('breaks a tie of the same time by id, so every screen picks the same one', () => {
    const a = mailTo('r1', { id: 'a', minute: 1, state: 'error' });
    const b = mailTo('r1', { id: 'b', minute: 1 });
    expect(lastMailByRegist([a, b]).get('r1')?.id).toBe('b');
    expect(lastMailByRegist([b, a]).get('r1')?.id).toBe('b');
  });

  it('leaves out messages to no registration (invitations, お問い合わせ)', () => {
    const invite = { ...mailTo('x', { kind: 'invite' }), registId: undefined };
    expect(lastMailByRegist([invite]).size).toBe(0);
  });
});

describe('deliveryState, its labels, 未達', () => {
  it.each([
    ['sent', mailTo('r1'), STAFF_MESSAGES.deliverySent, false],
    ['error', mailTo('r1', { state: 'error', error: 'x' }), STAFF_MESSAGES.deliveryError, true],
    ['pending', mailTo('r1', { state: 'pending' }), STAFF_MESSAGES.deliveryPending, false],
    ['none', undefined, STAFF_MESSAGES.deliveryNone, true],
  ] as const)('%s', (state, mail, label, unreached) => {
    expect(deliveryState(mail)).toBe(state);
    expect(DELIVERY_LABELS[deliveryState(mail)]).toBe(label);
    expect(isUnreached(mail)).toBe(unreached);
  });

  it('labels are the product words', () => {
    expect(DELIVERY_LABELS).toEqual({
      sent: '送信済み',
      error: 'エラー',
      pending: '送信待ち',
      none: '未送信',
    });
  });

  it('the time shown is when it was sent, else when it was queued', () => {
    const sent = mailTo('r1', { minute: 1, sentAt: new Date('2026-11-01T01:07:00Z') });
    expect(deliveryTime(sent)).toEqual(new Date('2026-11-01T01:07:00Z'));
    const failed = mailTo('r1', { minute: 2, state: 'error' });
    expect(deliveryTime(failed)).toEqual(new Date('2026-11-01T01:02:00Z'));
  });
});
