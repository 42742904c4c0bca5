import type { Entry } from '@/shared/schemas/entry';
import type { Mail } from '@/shared/schemas/mail';
import { isUnreached } from '@/shared/last-mail';

/** The columns of the table, the CSV export and the CSV import, in this order. */
export const ENTRY_COLUMNS = [
  { key: 'number', label: 'ゼッケン番号' },
  { key: 'name', label: '氏名' },
  { key: 'kana', label: 'ふりがな' },
  { key: 'affiliation', label: '所属' },
  { key: 'category', label: '部門' },
  { key: 'memo', label: 'メモ' },
] as const;
export type EntryColumnKey = (typeof ENTRY_COLUMNS)[number]['key'];
export const ENTRY_LABELS = Object.fromEntries(ENTRY_COLUMNS.map((c) => [c.key, c.label])) as Record<
  EntryColumnKey,
  string
>;

export interface EntrySort {
  key: EntryColumnKey;
  direction: 'asc' | 'desc';
}
export const DEFAULT_SORT: EntrySort = { key: 'number', direction: 'asc' };

/**
 * Text as search compares it: full-width letters and digits as half-width, half-width kana as
 * full-width (NFKC), katakana as hiragana, lower case, no spaces — so 「ヤマダ」 finds 「やまだ」
 * and 「山田太郎」 finds 「山田 太郎」.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .replace(/\s+/g, '');
}

/**
 * The 部門 an entry shows: the name of its 部門 where the competition has 部門 (compe.divisions,
 * entry.divisionId), else the free text staff typed (entry.category).
 */
export type EntryDivisionName = (entry: Entry) => string;
export const categoryText: EntryDivisionName = (entry) => entry.category;

/** The 部門 names by entry, from the competition's 部門; '' for an entry in none. */
export function divisionNamer(divisions: readonly { id: string; name: string }[]): EntryDivisionName {
  const names = new Map(divisions.map((division) => [division.id, division.name]));
  return (entry) => (entry.divisionId ? (names.get(entry.divisionId) ?? '') : '');
}

/**
 * The entries that match every word of `query`. A word of digits only is a ゼッケン番号 and must
 * match the number exactly (staff at reception type a bib number and expect that one person); any
 * other word is looked for in 氏名, ふりがな, 所属 and 部門 (as `division` names it).
 */
export function filterEntries<T extends Entry>(
  entries: readonly T[],
  query: string,
  division: EntryDivisionName = categoryText,
): T[] {
  const words = query.normalize('NFKC').trim().split(/\s+/).filter(Boolean).map(searchText);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = searchText([entry.name, entry.kana, entry.affiliation, division(entry)].join('\n'));
    return words.every((word) => (/^\d+$/.test(word) ? entry.number === Number(word) : text.includes(word)));
  });
}

/**
 * 「未達のみ」: the entries whose registration's last mail is エラー or who were never mailed (last-mail.ts
 * isUnreached). An entry without registId (typed in or imported) has no address: it shows 「—」 and is
 * never 未達, since there is nobody to resend to.
 */
export function unreachedEntries<T extends Entry>(
  entries: readonly T[],
  lastMails: ReadonlyMap<string, Mail>,
): T[] {
  return entries.filter((entry) => !!entry.registId && isUnreached(lastMails.get(entry.registId)));
}

/** 「部門」 at the top of the list: every entry, those of one 部門 (its id), or those in none. */
export const ALL_DIVISIONS = '*';
export const NO_DIVISION = '';
export function entriesInDivision<T extends Entry>(entries: readonly T[], filter: string): T[] {
  if (filter === ALL_DIVISIONS) return [...entries];
  return entries.filter((entry) => (entry.divisionId ?? NO_DIVISION) === filter);
}

const collator = new Intl.Collator('ja', { numeric: true, sensitivity: 'base' });

/** The text a column sorts by. 氏名 sorts by reading (五十音順) where a ふりがな is known. */
function sortText(entry: Entry, key: Exclude<EntryColumnKey, 'number'>, division: EntryDivisionName): string {
  if (key === 'category') return division(entry);
  return key === 'name' ? entry.kana || entry.name : entry[key];
}

/** Sorted by one column; empty cells last either way, ties by ゼッケン番号. */
export function sortEntries<T extends Entry>(
  entries: readonly T[],
  { key, direction }: EntrySort,
  division: EntryDivisionName = categoryText,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...entries].sort((a, b) => {
    if (key === 'number') return sign * (a.number - b.number);
    const x = sortText(a, key, division);
    const y = sortText(b, key, division);
    if (!x !== !y) return x ? -1 : 1;
    return sign * collator.compare(x, y) || a.number - b.number;
  });
}
