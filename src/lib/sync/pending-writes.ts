/**
 * The ledger of staff writes Firestore has not confirmed yet (docs/venue-mode.md, "What the page
 * says: the offline bar"). Firestore keeps its queue but exposes no count, so every staff write goes
 * through lib/firebase/writes.ts, which enters it here until its promise settles. The ledger is kept
 * in localStorage so the count survives an offline reload; entries of an earlier page load (their
 * promises are gone) are settled by `settleEarlier` once Firestore's waitForPendingWrites() says the
 * queue they were in has been sent. Tabs share the ledger: the count is this device's, and each
 * tab hears the others' changes through the `storage` event.
 *
 * No Firebase here: the sign-out confirmation reads the count without loading the SDK.
 */
const KEY = 'compe:pendingWrites';

/** A write waiting longer than this was queued, not just in flight: its refusal is reported. */
export const QUEUED_AFTER_MS = 3000;

export interface PendingWrite {
  id: string;
  /** What the write changed, in the staff's words (進行表, 受付…). */
  label: string;
  /** When it was made (epoch ms). */
  at: number;
  /** The page load that made it: entries of other loads have no promise here. */
  page: string;
}

/** A queued write the server refused: it was rolled back on screen. */
export interface RefusedWrite {
  id: string;
  label: string;
  /** The Firestore error code (permission-denied, not-found…), said in Japanese by the bar. */
  code: string;
}

const PAGE = Math.random().toString(36).slice(2);
let memory: PendingWrite[] = [];
let refused: RefusedWrite[] = [];
let serial = 0;
const listeners = new Set<() => void>();

function read(): PendingWrite[] {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return memory;
  }
}

function isEntry(value: unknown): value is PendingWrite {
  const entry = value as Partial<PendingWrite> | null;
  return (
    typeof entry?.id === 'string' &&
    typeof entry.label === 'string' &&
    typeof entry.at === 'number' &&
    typeof entry.page === 'string'
  );
}

function write(entries: PendingWrite[]): void {
  memory = entries;
  try {
    if (entries.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(entries));
  } catch {
    // Storage full or refused: the count lives in memory for this page load.
  }
  emit();
}

let snapshot: readonly PendingWrite[] | null = null;
function emit(): void {
  snapshot = read();
  listeners.forEach((listener) => listener());
}

function remove(id: string): void {
  const entries = read();
  if (entries.some((entry) => entry.id === id)) write(entries.filter((entry) => entry.id !== id));
}

/**
 * Enters a write until it settles, and returns it unchanged. A refusal of a write that waited
 * (made offline, or unanswered after QUEUED_AFTER_MS) is kept for the bar: the feature that made it
 * may be long gone from the screen. `reportsRefusal`: the caller says what a refusal means itself.
 */
export function trackWrite<T>(
  label: string,
  written: Promise<T>,
  { now = Date.now(), reportsRefusal = false }: { now?: number; reportsRefusal?: boolean } = {},
): Promise<T> {
  const entry: PendingWrite = { id: `${PAGE}-${(serial += 1)}`, label, at: now, page: PAGE };
  write([...read(), entry]);
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  written.then(
    () => remove(entry.id),
    (error: unknown) => {
      remove(entry.id);
      if (!reportsRefusal && (offline || Date.now() - entry.at >= QUEUED_AFTER_MS)) {
        const code = (error as { code?: unknown } | null)?.code;
        refused = [...refused, { id: entry.id, label, code: typeof code === 'string' ? code : 'unknown' }];
        emit();
      }
    },
  );
  return written;
}

/** The writes of this device not confirmed yet, every tab's. */
export function pendingWrites(): readonly PendingWrite[] {
  snapshot ??= read();
  return snapshot;
}

/** Queued writes the server refused in this page load, until dismissed. */
export function refusedWrites(): readonly RefusedWrite[] {
  return refused;
}

export function dismissRefused(): void {
  refused = [];
  emit();
}

/** Entries made by earlier page loads (or other tabs): their promises are not here. */
export function earlierWrites(): PendingWrite[] {
  return read().filter((entry) => entry.page !== PAGE);
}

/**
 * Settles `ids` once `sent` resolves: Firestore's waitForPendingWrites() covers every write in its
 * queue at the moment it was called, this page load's and the ones it found in IndexedDB.
 */
export async function settleEarlier(ids: readonly string[], sent: Promise<void>): Promise<void> {
  await sent;
  const settled = new Set(ids);
  const entries = read();
  if (entries.some((entry) => settled.has(entry.id)))
    write(entries.filter((entry) => !settled.has(entry.id)));
}

/** Forgets every entry (after sign-out cleared Firestore's queue). */
export function forgetPendingWrites(): void {
  refused = [];
  write([]);
}

let listening = false;
export function subscribePendingWrites(listener: () => void): () => void {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    // Another tab changed the ledger.
    window.addEventListener('storage', (event) => {
      if (event.key === KEY || event.key === null) emit();
    });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
