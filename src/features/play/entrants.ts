import type { Entry } from '@/shared/schemas/entry';
import type { Stage } from '@/shared/schemas/stage';

export type StageEntrant = Stage['entrants'][number];

/**
 * The entries that take part: all of エントリー but those whose registration was cancelled or
 * refused (キャンセル済 / 不承認). An entry carries no mark of its own (schemas/entry.ts): a
 * withdrawal is the entry deleted, but an entry made from a registration (申込者から作成) stays
 * when that registration is cancelled later, so its registId is what tells.
 */
export function takingPart(entries: readonly Entry[], withdrawn: ReadonlySet<string>): Entry[] {
  return entries.filter((entry) => !entry.registId || !withdrawn.has(entry.registId));
}

const toEntrant = (entry: Entry): StageEntrant => ({
  id: entry.id,
  name: entry.name,
  affiliation: entry.affiliation,
});

/** Entrants of a stage fed by エントリー: in ゼッケン order, with 所属. */
export function entrantsFromEntries(entries: readonly Entry[]): StageEntrant[] {
  return [...entries].sort((x, y) => x.number - y.number).map(toEntrant);
}

export interface EntrantsMerge {
  entrants: StageEntrant[];
  /** Entries new to the stage, appended in ゼッケン order. */
  added: StageEntrant[];
  /** Entrants no longer in エントリー (deleted, or their registration cancelled). */
  removed: StageEntrant[];
  /** Entrants kept whose name or 所属 changed in エントリー since. */
  updated: StageEntrant[];
}

/**
 * 「エントリーから取り込み直す」: the stage's entrants as エントリー holds them now, keeping the
 * organiser's seed order — those still entered stay where they are (with today's name and 所属),
 * those gone are taken out, new entries go last in ゼッケン order. An entrant taken out of this stage
 * by hand is still an entry, so it comes back as new: the page shows who before saving.
 */
export function mergeEntrants(current: readonly StageEntrant[], entries: readonly Entry[]): EntrantsMerge {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const kept: StageEntrant[] = [];
  const removed: StageEntrant[] = [];
  const updated: StageEntrant[] = [];
  for (const entrant of current) {
    const entry = byId.get(entrant.id);
    if (!entry) {
      removed.push(entrant);
      continue;
    }
    const now = toEntrant(entry);
    if (now.name !== entrant.name || now.affiliation !== entrant.affiliation) updated.push(now);
    kept.push(now);
  }
  const present = new Set(current.map((entrant) => entrant.id));
  const added = entrantsFromEntries(entries.filter((entry) => !present.has(entry.id)));
  return { entrants: [...kept, ...added], added, removed, updated };
}

/** The list with the item at `from` moved to `to` (both indices of the list as it was). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1) as [T];
  next.splice(to, 0, item);
  return next;
}
