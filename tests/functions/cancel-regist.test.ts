import { beforeEach, describe, expect, it } from 'vitest';
import {
  adminDb,
  APP_ORIGIN,
  call,
  clearInbox,
  inboxOf,
  registForm,
  resetEmulators,
  seedAuthTicket,
  seedClub,
  seedCompe,
} from './support';
import { MESSAGES } from '@/shared/messages';
import type { CancelRegistResponse, SubmitRegistResponse } from '@/shared/schemas/callables';

const COMPE = 'autumn-open';

beforeEach(async () => {
  await resetEmulators();
  await clearInbox();
  await seedClub('sakura', 'さくら卓球クラブ');
});

const submit = async (n: number) => {
  const res = await call<SubmitRegistResponse>('submitRegist', {
    compeId: COMPE,
    form: registForm(n),
    origin: APP_ORIGIN,
  });
  if (!res.result) throw new Error(JSON.stringify(res.error));
  return res.result;
};
const cancel = (ticketId: string) =>
  call<CancelRegistResponse>('cancelRegist', { ticketId, origin: APP_ORIGIN });

const count = async () => (await adminDb.collection('compes').doc(COMPE).get()).get('regist.count') as number;
const ticket = async (id: string) => (await adminDb.collection('tickets').doc(id).get()).data();
const registOf = async (ticketId: string) => {
  const t = await ticket(ticketId);
  return (
    await adminDb.collection('compes').doc(COMPE).collection('regists').doc(String(t?.registId)).get()
  ).data();
};

describe('cancelRegist (docs/data-model.md)', () => {
  it('frees the seat and promotes the first waitlisted registrant, mailing them', async () => {
    await seedCompe(COMPE, { regist: { capacity: 1, waitlist: true } });
    const a = await submit(1);
    const b = await submit(2);
    const c = await submit(3);
    expect([a.status, b.status, c.status]).toEqual(['accepted', 'waitlisted', 'waitlisted']);
    await inboxOf(3);
    await clearInbox();

    const res = await cancel(a.ticketId);

    expect(res.result).toEqual({ status: 'cancelled', promotedTicketId: b.ticketId });
    expect((await ticket(a.ticketId))?.status).toBe('cancelled');
    expect((await registOf(a.ticketId))?.status).toBe('cancelled');
    expect((await ticket(b.ticketId))?.status).toBe('accepted');
    expect((await registOf(b.ticketId))?.status).toBe('accepted');
    expect((await ticket(c.ticketId))?.status).toBe('waitlisted');
    expect(await count()).toBe(1);

    const mails = await inboxOf(1);
    expect(mails).toHaveLength(1);
    expect(mails[0].to[0].address).toBe('taro2@example.com');
    expect(mails[0].subject).toContain('繰り上がりました');
    expect(mails[0].text).toContain(`${APP_ORIGIN}/ticket/${b.ticketId}`);
  });

  it('promotes to pending under manual approval', async () => {
    await seedCompe(COMPE, { regist: { capacity: 1, waitlist: true, approval: 'manual' } });
    const a = await submit(1);
    const b = await submit(2);
    expect(a.status).toBe('pending');
    expect((await cancel(a.ticketId)).result?.promotedTicketId).toBe(b.ticketId);
    expect((await ticket(b.ticketId))?.status).toBe('pending');
    expect(await count()).toBe(1);
  });

  it('gives the seat back when nobody waits, and the address may apply again', async () => {
    await seedCompe(COMPE, { regist: { capacity: 1 } });
    const a = await submit(1);
    expect(await count()).toBe(1);
    expect((await cancel(a.ticketId)).result).toEqual({ status: 'cancelled' });
    expect(await count()).toBe(0);
    const again = await submit(1);
    expect(again.status).toBe('accepted');
    expect((await ticket(again.ticketId))?.number).toBe(2);
  });

  it('answers the same when called twice and changes nothing the second time', async () => {
    await seedCompe(COMPE, { regist: { capacity: 1, waitlist: true } });
    const a = await submit(1);
    await submit(2);
    const c = await submit(3);
    await cancel(a.ticketId);
    const second = await cancel(a.ticketId);
    expect(second.result).toEqual({ status: 'cancelled' });
    expect(await count()).toBe(1);
    expect((await ticket(c.ticketId))?.status).toBe('waitlisted');
  });

  it('cancels a waitlisted application without touching the seats', async () => {
    await seedCompe(COMPE, { regist: { capacity: 1, waitlist: true } });
    await submit(1);
    const b = await submit(2);
    expect((await cancel(b.ticketId)).result).toEqual({ status: 'cancelled' });
    expect(await count()).toBe(1);
    expect((await ticket(b.ticketId))?.status).toBe('cancelled');
  });

  it('refuses a rejected application', async () => {
    await seedCompe(COMPE, { regist: { capacity: 3 } });
    const a = await submit(1);
    const registId = String((await ticket(a.ticketId))?.registId);
    await adminDb
      .collection('compes')
      .doc(COMPE)
      .collection('regists')
      .doc(registId)
      .update({ status: 'rejected' });
    expect((await cancel(a.ticketId)).error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: MESSAGES.registRejectedCannotCancel,
    });
  });

  it('answers not-found for an unknown ticket or an invitation ticket', async () => {
    await seedAuthTicket('invite-sakura-hanako-0001');
    expect((await cancel('no-such-ticket-000000000')).error).toEqual({
      status: 'NOT_FOUND',
      message: MESSAGES.registTicketNotFound,
    });
    expect((await cancel('invite-sakura-hanako-0001')).error?.status).toBe('NOT_FOUND');
    expect((await ticket('invite-sakura-hanako-0001'))?.isClosed).toBe(false);
  });

  it(
    'never hands one seat to two people when several participants cancel at once',
    { timeout: 60_000 },
    async () => {
      await seedCompe(COMPE, { regist: { capacity: 3, waitlist: true } });
      const held = [await submit(1), await submit(2), await submit(3)];
      const waiting = [await submit(4), await submit(5), await submit(6), await submit(7)];
      const answers = await Promise.all(held.map((t) => cancel(t.ticketId)));
      const promoted = answers.map((a) => a.result?.promotedTicketId);
      expect(new Set(promoted).size).toBe(3);
      expect(promoted.sort()).toEqual(
        waiting
          .slice(0, 3)
          .map((t) => t.ticketId)
          .sort(),
      );
      expect(await count()).toBe(3);
      expect((await ticket(waiting[3].ticketId))?.status).toBe('waitlisted');
    },
  );
});
