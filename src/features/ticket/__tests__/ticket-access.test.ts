import { describe, expect, it } from 'vitest';
import { ticketAccess } from '../api/ticket-access';
import { signedIn } from '@/testing/render';

describe('ticketAccess: who checks in on a ticket page', () => {
  it('is staff only with a role in the ticket’s club', () => {
    expect(ticketAccess(signedIn({ claims: { sakura: 'staff' } }), 'sakura')).toBe('staff');
    expect(ticketAccess(signedIn({ claims: { minato: 'admin' } }), 'sakura')).toBe('participant');
  });

  it('is the participant for a club named after an Object.prototype key', () => {
    for (const clubId of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      expect(ticketAccess(signedIn({ claims: {} }), clubId), clubId).toBe('participant');
    }
  });
});
