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

/**
 * The entries a stage takes (docs/play.md "Editing a stage and seeding"): a stage of a 部門 those
 * of its 部門 (entry.divisionId), a stage of none those in no 部門. A competition without 部門
 * (`hasDivisions` false) is one event: every entry, whatever it says.
 */
export function entriesOfDivision(
  entries: readonly Entry[],
  divisionId: string | null | undefined,
  hasDivisions: boolean,
): Entry[] {
  if (!hasDivisions) return [...entries];
  return entries.filter((entry) => (entry.divisionId ?? null) === (divisionId || null));
}

/**
 * The people behind an entry, as the hall's calls know them (shared/play/floor.ts entrantPersons):
 * the registration it came from, and a pair's second person (`partnerRegistId`, 申込者から作成); an
 * entry typed by staff has none (the floor then takes the entry itself as the person).
 */
export function entryPersons(entry: Pick<Entry, 'registId' | 'partnerRegistId'>): string[] {
  return [entry.registId, entry.partnerRegistId].filter((id): id is string => !!id);
}

/**
 * A team's roster as its stage holds it (docs/play.md "Team ties"): each member's id, name, 主将
 * and registration, without ふりがな (viewers show names; the stage document stays small).
 */
const entrantMembers = (members: NonNullable<Entry['members']>): NonNullable<StageEntrant['members']> =>
  members.map(({ id, name, lead, registId }) => ({
    id,
    name,
    ...(lead ? { lead: true } : {}),
    ...(registId ? { registId } : {}),
  }));

/**
 * An entry as a stage's entrant. A team (an entry of a 団体 部門) carries its roster, and as its
 * persons the captain's registration, so the captain's 参加票 finds the team.
 */
const toEntrant = (entry: Entry): StageEntrant => {
  const persons = entryPersons(entry);
  // No key at all without persons or members: Firestore refuses undefined, and the stage stays as before.
  return {
    id: entry.id,
    name: entry.name,
    affiliation: entry.affiliation,
    ...(persons.length > 0 ? { persons } : {}),
    ...(entry.members ? { members: entrantMembers(entry.members) } : {}),
  };
};

const samePersons = (x: StageEntrant, y: StageEntrant) =>
  (x.persons ?? []).join('\n') === (y.persons ?? []).join('\n');

/** The same roster: the same members in the same order with the same names, 主将 and registrations. */
const sameMembers = (x: StageEntrant, y: StageEntrant) =>
  JSON.stringify(x.members ?? null) === JSON.stringify(y.members ?? null);

/** Entrants of a stage fed by エントリー: in ゼッケン order, with 所属 and the people behind each. */
export function entrantsFromEntries(entries: readonly Entry[]): StageEntrant[] {
  return [...entries].sort((x, y) => x.number - y.number).map(toEntrant);
}

export interface EntrantsMerge {
  entrants: StageEntrant[];
  /** Entries new to the stage, appended in ゼッケン order. */
  added: StageEntrant[];
  /** Entrants no longer in エントリー (deleted, or their registration cancelled). */
  removed: StageEntrant[];
  /**
   * Entrants kept whose name or 所属 (or the registration behind them, or a team's roster) changed
   * in エントリー since.
   */
  updated: StageEntrant[];
}

/**
 * 「エントリーから取り込み直す」: the stage's entrants as エントリー holds them now, keeping the
 * organiser's seed order — those still entered stay where they are (with today's name, 所属, people and roster),
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
    if (
      now.name !== entrant.name ||
      now.affiliation !== entrant.affiliation ||
      !samePersons(now, entrant) ||
      !sameMembers(now, entrant)
    )
      updated.push(now);
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
