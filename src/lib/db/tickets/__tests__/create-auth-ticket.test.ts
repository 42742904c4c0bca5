import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Firebase boundary: a batch that records what it would write.
const batch = { set: vi.fn(), commit: vi.fn<() => Promise<void>>() };
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  serverTimestamp: () => 'SERVER_TIME',
  writeBatch: () => batch,
}));
vi.mock('@/lib/firebase/firestore', () => ({ db: () => ({}) }));

const { createAuthTicket, SignedOutError } = await import('@/lib/db/tickets/create-auth-ticket');

const target = { clubId: 'sakura-tt', clubName: 'さくら卓球クラブ' };
const form = { receiver: '山田 花子', email: 'hanako@example.com', role: 'staff' as const };
const inviter = { uid: 'admin-1', email: 'admin@sakura-tt.example', displayName: '佐藤 太郎' };

describe('createAuthTicket (docs/product.md §4)', () => {
  beforeEach(() => {
    batch.set.mockReset();
    batch.commit.mockReset();
  });

  it('signed out: throws SignedOutError and writes nothing', async () => {
    await expect(createAuthTicket(null, target, form)).rejects.toBeInstanceOf(SignedOutError);
    expect(batch.set).not.toHaveBeenCalled();
  });

  it('signed in: writes the invitation fields with a batch set on tickets/{random id}', async () => {
    batch.commit.mockResolvedValueOnce();
    const ticketId = await createAuthTicket(inviter, target, form);
    expect(ticketId).toMatch(/^[A-Za-z0-9_-]{20,40}$/);
    expect(batch.set).toHaveBeenCalledWith(
      { path: `tickets/${ticketId}` },
      {
        code: 'auth',
        createdAt: 'SERVER_TIME',
        isClosed: false,
        receiver: '山田 花子',
        email: 'hanako@example.com',
        inviter: 'admin-1',
        inviterName: '佐藤 太郎',
        clubId: 'sakura-tt',
        clubName: 'さくら卓球クラブ',
        role: 'staff',
      },
    );
    expect(batch.commit).toHaveBeenCalledOnce();
  });

  it('names the inviter by e-mail when there is no display name', async () => {
    batch.commit.mockResolvedValueOnce();
    await createAuthTicket({ ...inviter, displayName: null }, target, form);
    expect(batch.set.mock.calls[0][1]).toMatchObject({ inviterName: 'admin@sakura-tt.example' });
  });

  it('a refused write: throws what Firestore threw, for the dialog to say in Japanese', async () => {
    const denied = Object.assign(new Error('denied'), { code: 'permission-denied' });
    batch.commit.mockRejectedValueOnce(denied);
    await expect(createAuthTicket(inviter, target, form)).rejects.toBe(denied);
  });
});
