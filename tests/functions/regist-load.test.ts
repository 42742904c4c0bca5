import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  APP_ORIGIN,
  call,
  clearInbox,
  registForm,
  resetEmulators,
  seedClub,
  seedCompe,
} from './support';
import { MESSAGES } from '@/shared/messages';
import type { SubmitRegistResponse } from '@/shared/schemas/callables';

/**
 * The rush when registration opens (docs/product.md "Registration, tickets and check-in"): 200 people press 申し込む in the same moment for 50
 * seats, each from their own network (`call`'s `from`, as phones on different lines would be). Five runs,
 * waitlist on and off. Whatever the interleaving: exactly 50 seats are given, the seat count says
 * 50, every ticket belongs to a stored application and every application has its ticket.
 */
const CALLERS = 200;
const SEATS = 50;
const RUNS = 5;

const figures: string[] = [];

beforeAll(async () => {
  await resetEmulators();
  await clearInbox();
  await seedClub('sakura', 'さくら卓球クラブ');
});

afterAll(async () => {
  // Printed for the closing note and the bench (docs/performance.md): re-run with `npm run test:functions`.
  console.log(`submitRegist: ${CALLERS} simultaneous calls for ${SEATS} seats\n${figures.join('\n')}`);
  await clearInbox();
});

describe(`submitRegist under load: ${CALLERS} simultaneous calls for ${SEATS} seats, ${RUNS} runs`, () => {
  for (let run = 1; run <= RUNS; run++) {
    const waitlist = run % 2 === 1;
    it(
      `run ${run} (waitlist ${waitlist ? 'on' : 'off'}): exactly ${SEATS} accepted, count ${SEATS}, no orphan`,
      { timeout: 240_000 },
      async () => {
        const compeId = `rush-${run}`;
        await seedCompe(compeId, { regist: { capacity: SEATS, waitlist } });
        const started = performance.now();
        const answers = await Promise.all(
          Array.from({ length: CALLERS }, (_, i) =>
            call<SubmitRegistResponse>(
              'submitRegist',
              { compeId, form: registForm(i + 1), origin: APP_ORIGIN },
              undefined,
              `10.${run}.${i >> 8}.${i & 255}`,
            ),
          ),
        );
        const seconds = (performance.now() - started) / 1000;

        const statuses = answers.map((a) => a.result?.status ?? a.error?.status);
        const accepted = statuses.filter((s) => s === 'accepted').length;
        const waitlisted = statuses.filter((s) => s === 'waitlisted').length;
        const refused = answers.filter((a) => a.error);
        expect(accepted).toBe(SEATS);
        if (waitlist) expect(waitlisted).toBe(CALLERS - SEATS);
        else {
          expect(refused).toHaveLength(CALLERS - SEATS);
          expect(refused.every((a) => a.error?.message === MESSAGES.registFull)).toBe(true);
        }

        const compe = adminDb.collection('compes').doc(compeId);
        const stored = (await compe.collection('regists').get()).docs.map((doc) => ({
          id: doc.id,
          ...(doc.data() as { status: string; ticketId: string; number: number }),
        }));
        const tickets = (await adminDb.collection('tickets').where('compeId', '==', compeId).get()).docs;
        expect((await compe.get()).get('regist.count')).toBe(SEATS);
        expect(stored.filter((r) => r.status === 'accepted')).toHaveLength(SEATS);
        expect(stored).toHaveLength(waitlist ? CALLERS : SEATS);
        expect(new Set(stored.map((r) => r.number)).size).toBe(stored.length);
        // No orphan: tickets and applications pair up one to one.
        expect(tickets.map((t) => t.id).sort()).toEqual(stored.map((r) => r.ticketId).sort());
        expect(tickets.every((t) => stored.some((r) => r.id === t.get('registId')))).toBe(true);

        figures.push(
          `  run ${run} (waitlist ${waitlist ? 'on ' : 'off'}): ${accepted} accepted, ${waitlisted} waitlisted, ` +
            `${refused.length} refused, count ${SEATS}, ${tickets.length} tickets, ${seconds.toFixed(1)} s ` +
            `(${(CALLERS / seconds).toFixed(0)} calls/s)`,
        );
      },
    );
  }
});
