import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { readDoc } from '../lib/read-doc';
import { queueRef } from '../lib/refs';
import { queueLeaseSchema } from '../lib/server-schemas';

/** How long one participant may keep the queue before others treat it as abandoned. */
const HOLD_MS = 10_000;
/** How long a caller waits for its turn before going ahead anyway (the transaction stays safe). */
const WAIT_MS = 20_000;
const ALREADY_EXISTS = 6;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (a transaction on the competition) one caller at a time per competition, across
 * instances, with compes/{compeId}/registKeys/_queue as a lease taken by `create()`.
 *
 * Correctness never depends on it — the transaction alone guarantees that no seat is given twice.
 * It is there for throughput: when dozens apply in the same second, transactions that all read
 * and then write the same competition document wait on one another's locks and retry with growing
 * back-off (in the emulator until "Transaction lock timeout"); taking turns first lets each of
 * them commit at the first attempt. A lease left by a crashed instance expires after HOLD_MS; a
 * caller that has waited WAIT_MS goes ahead without it.
 */
export async function inTurn<T>(compeId: string, work: () => Promise<T>): Promise<T> {
  const ref = queueRef(compeId);
  const token = randomBytes(8).toString('hex');
  const deadline = Date.now() + WAIT_MS;
  let held: Timestamp | undefined;
  while (!held && Date.now() < deadline) {
    try {
      held = (await ref.create({ token, expiresAt: Timestamp.fromMillis(Date.now() + HOLD_MS) })).writeTime;
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
      const lease = await ref.get();
      const expiresAt = readDoc(lease, queueLeaseSchema)?.expiresAt;
      if (lease.updateTime && expiresAt && expiresAt.getTime() < Date.now()) {
        // Abandoned: remove exactly that lease (not one a fresh participant may have taken since).
        await ref.delete({ lastUpdateTime: lease.updateTime }).catch(() => undefined);
      } else {
        await sleep(10 + Math.random() * 30);
      }
    }
  }
  try {
    return await work();
  } finally {
    if (held) await ref.delete({ lastUpdateTime: held }).catch(() => undefined);
  }
}
