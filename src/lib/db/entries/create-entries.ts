import { writeBatch } from '@/lib/firebase/writes';
import { db, keepsWritesOnDevice } from '@/lib/firebase/firestore';
import { answeredOrQueued } from '@/lib/sync/answered-or-queued';
import { entrySchema, type Entry, type EntryData } from '@/shared/schemas/entry';
import { newEntryRef } from './refs';
import { assertNumberFree } from './save-entry';

/** Firestore's limit of writes in one batch. */
export const BATCH_SIZE = 500;

/** Some batches were written before one failed: `written` entries are in the list. */
export class PartlyCreatedError extends Error {
  constructor(
    readonly written: number,
    readonly failure: unknown,
  ) {
    super(`${written} entries written before a batch failed`);
    this.name = 'PartlyCreatedError';
  }
}

/** The list changed since the preview: a number or a registration is no longer free. */
export class EntryConflictError extends Error {
  constructor() {
    super('the list changed since the preview');
    this.name = 'EntryConflictError';
  }
}

/**
 * Creates many entries (CSV import, 「申込者から作成」) in batches of at most 500, each batch all or
 * nothing. The numbers and registration links are checked again here against `current` (the live
 * list as it is now, which may have changed since the preview), and every entry against entrySchema,
 * so nothing the rules would refuse is sent. `onProgress` hears how many are written so far.
 * Refusals throw EntryConflictError or EntryNumberTakenError, a failure after the first batch
 * PartlyCreatedError (features/entry says each in Japanese).
 *
 * Each batch is waited for until answered or — on a device that keeps its writes — queued
 * (lib/sync/answered-or-queued.ts): offline the import completes on the device and is sent later, a
 * later refusal being the offline bar's to report. New entries are on no run-sheet item, so the live
 * board is as it was.
 */
export async function createEntries(
  compeId: string,
  drafts: readonly EntryData[],
  current: readonly Entry[],
  onProgress: (written: number) => void = () => {},
): Promise<number> {
  // Two drafts with one number.
  if (new Set(drafts.map((draft) => draft.number)).size < drafts.length) throw new EntryConflictError();
  for (const draft of drafts) assertNumberFree(current, draft.number, null);
  // A registration makes one entry per 部門 it entered (a pair's partner counts as linked too).
  const links = (entry: EntryData) =>
    [entry.registId, entry.partnerRegistId].flatMap((id) => (id ? [`${entry.divisionId ?? ''}/${id}`] : []));
  const linked = new Set(current.flatMap(links));
  const drafted = drafts.flatMap(links);
  if (drafted.some((link) => linked.has(link)) || new Set(drafted).size < drafted.length) {
    throw new EntryConflictError();
  }

  // Firestore refuses `undefined`; an entry without a registration (or a 部門) has no registId
  // (divisionId) key at all.
  const data = drafts.map((draft) =>
    Object.fromEntries(Object.entries(entrySchema.parse(draft)).filter(([, value]) => value !== undefined)),
  );
  let written = 0;
  for (let start = 0; start < data.length; start += BATCH_SIZE) {
    const batch = writeBatch(db());
    const chunk = data.slice(start, start + BATCH_SIZE);
    for (const entry of chunk) batch.set(newEntryRef(db(), compeId), entry);
    try {
      await answeredOrQueued(batch.commit(), { keptOnDevice: keepsWritesOnDevice() });
    } catch (error) {
      if (written === 0) throw error;
      throw new PartlyCreatedError(written, error);
    }
    written += chunk.length;
    onProgress(written);
  }
  return written;
}
