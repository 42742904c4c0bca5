import { QUEUED_AFTER_MS } from './pending-writes';

/** What became of a write when the page stopped waiting for it. */
export type WriteOutcome = 'sent' | 'queued';

/**
 * Waits for a staff write as long as it is worth waiting: until the server answers, or — on a device
 * that keeps its writes (lib/firebase/firestore.ts keepsWritesOnDevice) — until it is plainly queued:
 * at once when the browser says it is offline (one task, so a refusal made on the device itself still
 * throws here), or after QUEUED_AFTER_MS on a network that does not answer (a hotspot without
 * internet). Firestore has applied the write to the page's listeners by then, and the ledger
 * (pending-writes.ts) counts it until it is sent; a later refusal is reported by the offline bar.
 * A write that fails before that throws, as it would have.
 *
 * Only for plain writes: a transaction needs the server, and queues nothing.
 */
export function answeredOrQueued(
  written: Promise<unknown>,
  { keptOnDevice, waitMs = QUEUED_AFTER_MS }: { keptOnDevice: boolean; waitMs?: number },
): Promise<WriteOutcome> {
  const sent = written.then((): WriteOutcome => 'sent');
  if (!keptOnDevice) return sent;
  // Offline: the write cannot be answered; one task lets a refusal on the device surface first.
  const wait = typeof navigator !== 'undefined' && navigator.onLine === false ? 0 : waitMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const queued = new Promise<WriteOutcome>((resolve) => {
    timer = setTimeout(() => resolve('queued'), wait);
  });
  return Promise.race([sent, queued]).finally(() => clearTimeout(timer));
}
