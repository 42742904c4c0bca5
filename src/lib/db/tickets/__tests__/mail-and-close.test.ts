import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The Firebase boundary: the sendInvitation callable and the ticket update.
const callSendInvitation = vi.fn();
const updateDoc = vi.fn();
vi.mock('@/lib/firebase/functions', () => ({
  callSendInvitation: (req: unknown) => callSendInvitation(req),
}));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  serverTimestamp: () => 'SERVER_TIME',
  updateDoc: (ref: unknown, data: unknown) => updateDoc(ref, data),
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}) }));

const { invitationLink, mailInvitation } = await import('@/lib/db/tickets/mail-invitation');
const { closeAuthTicket } = await import('@/lib/db/tickets/close-auth-ticket');
const id = 'AbCdEfGhIjKlMnOpQrStUvWx';

beforeEach(() => {
  callSendInvitation.mockReset();
  updateDoc.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('mailing an invitation', () => {
  it('the link is the ticket page on this origin', () => {
    expect(invitationLink(id, 'https://compe.example')).toBe(`https://compe.example/ticket/${id}`);
  });

  it('asks sendInvitation with the ticket and this origin, and reports its outcome', async () => {
    callSendInvitation.mockResolvedValueOnce({ mailId: 'm1', state: 'sent' });
    expect(await mailInvitation(id)).toBe('sent');
    expect(callSendInvitation).toHaveBeenCalledWith({ ticketId: id, origin: window.location.origin });
    callSendInvitation.mockResolvedValueOnce({ mailId: 'm2', state: 'error' });
    expect(await mailInvitation(id)).toBe('error');
  });

  it('a failed call is an error outcome, not an exception', async () => {
    callSendInvitation.mockRejectedValueOnce(new Error('unavailable'));
    expect(await mailInvitation(id)).toBe('error');
  });
});

describe('revoking an invitation (docs/product.md §4)', () => {
  it('closes it: isClosed true, closedAt server time', async () => {
    updateDoc.mockResolvedValueOnce(undefined);
    expect(await closeAuthTicket(id)).toBe(true);
    expect(updateDoc).toHaveBeenCalledWith(
      { path: `tickets/${id}` },
      { isClosed: true, closedAt: 'SERVER_TIME' },
    );
  });

  it('a failure is only logged, and reported as false', async () => {
    updateDoc.mockRejectedValueOnce(new Error('denied'));
    expect(await closeAuthTicket(id)).toBe(false);
    expect(console.error).toHaveBeenCalled();
  });
});
