/**
 * The ledger of staff writes Firestore has not confirmed yet (docs/venue-mode.md, "What the page
 * says: the offline bar"). Firestore keeps its queue but exposes no count, so every staff write goes
 * through lib/firebase/writes.ts, which enters it here until its promise settles. The ledger is kept
 * in localStorage so the count survives an offline reload; entries of an earlier page load (their
 * promises are gone) are settled by `settleEarlier` once Firestore's waitForPendingWrites() says the
 * queue they were in has been sent. Tabs share the ledger: the count is this device's, and each
 * tab hears the others' changes through the `storage` event.
 *
 * An entry also keeps a `witness` of what it wrote (one document, a few of its plain values), so a
 * write refused after a reload, whose promise is gone, can still be found out: `settleEarlier` asks
 * the server whether the witnessed document holds those values (lib/sync/check-witness.ts) and
 * reports the ones that do not (docs/venue-mode.md, "A write the server refuses after reconnect").
 *
 * No Firebase here: the sign-out confirmation reads the count without loading the SDK.
 */
const KEY = 'compe:pendingWrites';

/** A write waiting longer than this was queued, not just in flight: its refusal is reported. */
export const QUEUED_AFTER_MS = 3000;

/** A value kept to compare with the server's: a Date or Timestamp as its epoch milliseconds. */
export type WitnessValue = string | number | boolean | null | { ms: number };

/**
 * What a write left in one document, to check after a reload: deleted, or holding these values at
 * these field paths (`a.b` for a nested field). Values the server sets (serverTimestamp, deleteField),
 * lists, long strings and other objects are left out; a witness with no values checks only that the
 * document exists.
 */
export interface Witness {
  path: string;
  deleted?: true;
  fields: Record<string, WitnessValue>;
}

/** At most this many values per witness, strings of at most WITNESS_TEXT characters: the ledger stays small. */
const WITNESS_FIELDS = 6;
const WITNESS_TEXT = 200;

function witnessValue(value: unknown): WitnessValue | undefined {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value.length <= WITNESS_TEXT ? value : undefined;
  if (value instanceof Date) return { ms: value.getTime() };
  const millis = (value as { toMillis?: unknown } | undefined)?.toMillis;
  if (typeof millis === 'function') return { ms: (millis as () => number).call(value) };
  return undefined;
}

/**
 * The witness of a set or update of `data` at `path`: plain objects are followed into their fields
 * (a set's nested map; an update's dotted keys are paths already); anything else is left out.
 */
export function witnessOf(path: string, data: unknown): Witness {
  const fields: Record<string, WitnessValue> = {};
  const visit = (value: unknown, at: string) => {
    if (Object.keys(fields).length >= WITNESS_FIELDS) return;
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      for (const [key, inner] of Object.entries(value)) visit(inner, at ? `${at}.${key}` : key);
      return;
    }
    const kept = at ? witnessValue(value) : undefined;
    if (kept !== undefined) fields[at] = kept;
  };
  visit(data, '');
  return { path, fields };
}

/** Whether a document as the server holds it shows the witness (`read` gives a field's value). */
export function shows(
  witness: Witness,
  document: { exists: boolean; read: (field: string) => unknown },
): boolean {
  if (witness.deleted) return !document.exists;
  if (!document.exists) return false;
  return Object.entries(witness.fields).every(([field, expected]) => {
    const actual = witnessValue(document.read(field));
    if (expected !== null && typeof expected === 'object')
      return actual !== null && typeof actual === 'object' && actual.ms === expected.ms;
    return actual === expected;
  });
}

export interface PendingWrite {
  id: string;
  /** What the write changed, in the staff's words (進行表, 受付…). */
  label: string;
  /** When it was made (epoch ms). */
  at: number;
  /** The page load that made it: entries of other loads have no promise here. */
  page: string;
  /** What it left on the server, checked when it was queued before a reload (settleEarlier). */
  witness?: Witness;
}

/** A queued write the server refused: it was rolled back on screen. */
export interface RefusedWrite {
  id: string;
  label: string;
  /**
   * The Firestore error code (permission-denied, not-found…), said in Japanese by the bar; `unseen`
   * for a write queued before a reload that the server does not show (no promise, so no reason).
   */
  code: string;
}

/** The code of a write found missing on the server after a reload (settleEarlier). */
export const UNSEEN = 'unseen';

const PAGE = Math.random().toString(36).slice(2);
/** Every document this page load has written: a later write of a witnessed document hides the earlier one. */
const writtenHere = new Set<string>();
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
  {
    now = Date.now(),
    reportsRefusal = false,
    witness,
    paths = witness ? [witness.path] : [],
  }: {
    now?: number;
    reportsRefusal?: boolean;
    witness?: Witness;
    /** Every document the write changes (a batch's), when more than the witness's. */
    paths?: readonly string[];
  } = {},
): Promise<T> {
  for (const path of paths) writtenHere.add(path);
  const entry: PendingWrite = {
    id: `${PAGE}-${(serial += 1)}`,
    label,
    at: now,
    page: PAGE,
    ...(witness ? { witness } : {}),
  };
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
 * queue at the moment it was called, this page load's and the ones it found in IndexedDB. Resolved
 * means answered, not accepted: each settled entry's witness is then checked with `check` (the
 * server's document, lib/sync/check-witness.ts), and an entry whose document does not show it is
 * reported as refused (UNSEEN). A check that cannot answer (offline again, no right to read) reports
 * nothing. Entries of a caller that reports refusals itself (受付) have no witness.
 */
export async function settleEarlier(
  ids: readonly string[],
  sent: Promise<void>,
  check: (witness: Witness) => Promise<boolean> = () => Promise.resolve(true),
): Promise<void> {
  await sent;
  const settled = new Set(ids);
  const all = read();
  const mine = all.filter((entry) => settled.has(entry.id));
  // A document written again later on this device (after the reload, or by a later queued entry)
  // shows the later write: the earlier one cannot be told from it, so it is not checked.
  const rewritten = (entry: PendingWrite) =>
    writtenHere.has(entry.witness?.path ?? '') ||
    all.some((other) => other.at > entry.at && other.witness?.path === entry.witness?.path);
  const unseen = await Promise.all(
    mine.map((entry) =>
      entry.witness && !rewritten(entry)
        ? check(entry.witness).then(
            (seen) => !seen,
            () => false,
          )
        : Promise.resolve(false),
    ),
  );
  const entries = read();
  if (entries.some((entry) => settled.has(entry.id)))
    write(entries.filter((entry) => !settled.has(entry.id)));
  const lost = mine.filter((_, i) => unseen[i]);
  if (lost.length > 0) {
    refused = [...refused, ...lost.map(({ id, label }) => ({ id, label, code: UNSEEN }))];
    emit();
  }
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
