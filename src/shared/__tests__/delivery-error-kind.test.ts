import { describe, expect, it } from 'vitest';
import { deliveryErrorKind, deliveryErrorReason } from '../delivery-error-kind';
import { STAFF_MESSAGES } from '../staff-messages';

/*
 * What the SMTP server (or nodemailer) said, as transport.ts records it in mails/{id}.error, and
 * the kind of failure staff are told. The texts are real ones: maildev, Postfix, Gmail, Exchange
 * and nodemailer's own.
 */
describe('deliveryErrorKind', () => {
  it.each([
    "EENVELOPE: Can't send mail - all recipients were rejected: 501 Error: Bad recipient address syntax",
    '501 Error: Bad recipient address syntax',
    '553 5.1.3 The recipient address <a@-example.com> is not a valid RFC-5321 address.',
    "EENVELOPE: Can't send mail - all recipients were rejected: 550 5.1.1 <nobody@example.com>: Recipient address rejected: User unknown in virtual mailbox table",
    '550-5.1.1 The email account that you tried to reach does not exist.',
    "553 sorry, that domain isn't in my list of allowed rcpthosts",
    'EENVELOPE: No recipients defined',
  ])('a bad address: %s', (raw) => {
    expect(deliveryErrorKind(raw)).toBe('address');
  });

  it.each([
    "EENVELOPE: Can't send mail - all recipients were rejected: 550 5.7.1 Message rejected as spam",
    '554 5.7.1 Service unavailable; Client host [203.0.113.5] blocked using zen.spamhaus.org',
    '552 5.2.2 Mailbox full',
    'EMESSAGE: 554 Transaction failed',
    '550 Requested action not taken: mailbox unavailable',
  ])('refused by the receiving side: %s', (raw) => {
    expect(deliveryErrorKind(raw)).toBe('rejected');
  });

  it.each([
    '421 4.7.0 Try again later, closing connection.',
    "EENVELOPE: Can't send mail - all recipients were rejected: 450 4.2.1 The user you are trying to contact is receiving mail at a rate that prevents additional messages",
    '451 4.3.0 Temporary lookup failure',
    'ETIMEDOUT: Connection timeout',
    'ECONNECTION: connect ECONNREFUSED 127.0.0.1:1025',
    'ESOCKET: read ECONNRESET',
    'EDNS: getaddrinfo EAI_AGAIN smtp.example.com',
    'timeout',
    'Greeting never received',
  ])('temporary: %s', (raw) => {
    expect(deliveryErrorKind(raw)).toBe('temporary');
  });

  it('anything else is unknown, whatever numbers it holds', () => {
    expect(deliveryErrorKind('SMTP_URL is not configured')).toBe('unknown');
    expect(deliveryErrorKind('')).toBe('unknown');
    // An address or a port is not a status code.
    expect(deliveryErrorKind('EAUTH: Invalid login for user500@example.com on port 465')).toBe('unknown');
    expect(deliveryErrorKind('EAUTH: Invalid login: 535 5.7.8 Authentication credentials invalid')).toBe(
      'unknown',
    );
  });
});

describe('deliveryErrorReason', () => {
  it('says each kind in Japanese', () => {
    expect(deliveryErrorReason('501 Error: Bad recipient address syntax')).toBe(
      STAFF_MESSAGES.deliveryBadAddress,
    );
    expect(STAFF_MESSAGES.deliveryBadAddress).toBe('宛先の形式が正しくありません');
    expect(deliveryErrorReason('554 5.7.1 rejected')).toBe(STAFF_MESSAGES.deliveryRejected);
    expect(STAFF_MESSAGES.deliveryRejected).toBe('受信側で拒否されました');
    expect(deliveryErrorReason('421 Try again later')).toBe(STAFF_MESSAGES.deliveryTemporary);
    expect(STAFF_MESSAGES.deliveryTemporary).toMatch(/^一時的なエラー/);
    expect(deliveryErrorReason('SMTP_URL is not configured')).toBe(STAFF_MESSAGES.deliveryFailedOther);
  });

  it('never passes English or a status code on', () => {
    for (const raw of ['501 Error: Bad recipient address syntax', '554 no', '421 later', 'weird']) {
      expect(deliveryErrorReason(raw)).not.toMatch(/[A-Za-z]|\d{3}/);
    }
  });
});
