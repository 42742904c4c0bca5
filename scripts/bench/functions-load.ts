/**
 * The functions under load (docs/performance.md), on the emulators (run through
 * `node scripts/emulators.mjs exec -- tsx scripts/bench/functions-load.ts`):
 * - registration rush: 200 simultaneous submitRegist calls, each from its own address, for 50
 *   seats with the waitlist on and then off: accepted / waitlisted / refused / overbooked, p50/p95
 *   of the call time;
 * - sendMail to 1,000 registrations, delivered to maildev: total time and mails per second.
 * Prints a JSON line prefixed `LOAD_JSON ` for scripts/bench.mjs. The same set-ups are asserted in
 * tests/functions (regist-load, send-mail); here they are measured.
 */
import {
  adminDb,
  APP_ORIGIN,
  call,
  clearInbox,
  inboxOf,
  registForm,
  resetEmulators,
  seedClub,
  seedCompe,
  signedInUser,
} from '../../tests/functions/support';
import type { SubmitRegistResponse } from '@/shared/schemas/callables';
import type { SendMailResponse } from '@/shared/schemas/mail';
import { benchRegist, writeAll } from './bench-data';
import { percentile } from './percentile';

const CALLERS = 200;
const SEATS = 50;
const RECIPIENTS = 1000;

async function rush(run: number, waitlist: boolean) {
  const compeId = `bench-rush-${run}`;
  await seedCompe(compeId, { regist: { capacity: SEATS, waitlist } });
  const times: number[] = [];
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CALLERS }, async (_, i) => {
      const t0 = performance.now();
      const answer = await call<SubmitRegistResponse>(
        'submitRegist',
        { compeId, form: registForm(i + 1), origin: APP_ORIGIN },
        undefined,
        `10.${run}.${i >> 8}.${i & 255}`,
      );
      times.push(performance.now() - t0);
      return answer;
    }),
  );
  const totalMs = performance.now() - started;
  const status = (s: string) => answers.filter((a) => a.result?.status === s).length;
  const stored = await adminDb.collection('compes').doc(compeId).collection('regists').get();
  const seated = stored.docs.filter((d) => d.get('status') === 'accepted').length;
  return {
    waitlist,
    callers: CALLERS,
    seats: SEATS,
    accepted: status('accepted'),
    waitlisted: status('waitlisted'),
    refused: answers.filter((a) => a.error).length,
    overbooked: Math.max(0, seated - SEATS),
    p50Ms: Math.round(percentile(times, 50)),
    p95Ms: Math.round(percentile(times, 95)),
    totalMs: Math.round(totalMs),
  };
}

async function bulkMail() {
  await seedCompe('bench-mail');
  await writeAll(
    adminDb,
    Array.from({ length: RECIPIENTS }, (_, n) => {
      const [id, regist] = benchRegist(n);
      return [`compes/bench-mail/regists/${id}`, regist];
    }),
  );
  const token = await signedInUser({
    uid: 'bench-staff',
    email: 'staff@sakura.example',
    claims: { sakura: 'staff' },
  });
  await clearInbox();
  const started = performance.now();
  const answer = await call<SendMailResponse>(
    'sendMail',
    {
      requestId: `bench${Date.now()}`,
      clubId: 'sakura',
      compeId: 'bench-mail',
      audience: { kind: 'all' },
      subject: '{compeTitle}のお知らせ',
      body: '{name} 様\n当日は9時に集合してください。',
      origin: APP_ORIGIN,
    },
    token,
  );
  const seconds = (performance.now() - started) / 1000;
  if (answer.error) throw new Error(`sendMail: ${answer.error.message}`);
  const received = (await inboxOf(RECIPIENTS, 60_000)).length;
  return {
    recipients: RECIPIENTS,
    sent: answer.result?.counts.sent ?? 0,
    failed: answer.result?.counts.failed ?? 0,
    received,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(RECIPIENTS / seconds),
  };
}

async function main() {
  await resetEmulators();
  await clearInbox();
  await seedClub('sakura', 'さくら卓球クラブ');
  // The first call of each function pays the emulator's cold start; the rush measures warm ones.
  await seedCompe('bench-warm', { regist: { capacity: 5 } });
  await call('submitRegist', { compeId: 'bench-warm', form: registForm(0), origin: APP_ORIGIN });
  const rushes = [await rush(1, true), await rush(2, false)];
  for (const r of rushes) {
    console.log(
      `submitRegist rush (waitlist ${r.waitlist ? 'on' : 'off'}): ${r.callers} calls for ${r.seats} seats → ` +
        `${r.accepted} accepted, ${r.waitlisted} waitlisted, ${r.refused} refused, ${r.overbooked} overbooked; ` +
        `p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, all in ${(r.totalMs / 1000).toFixed(1)} s`,
    );
  }
  const mail = await bulkMail();
  console.log(
    `sendMail: ${mail.recipients} recipients, ${mail.sent} sent, ${mail.failed} failed, ${mail.received} in maildev, ` +
      `${mail.seconds} s (${mail.perSecond} mails/s)`,
  );
  await clearInbox();
  console.log(`LOAD_JSON ${JSON.stringify({ rushes, mail })}`);
}

await main();
