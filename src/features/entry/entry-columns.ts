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
 * The entries that match every word of `query`. A word of digits only is a ゼッケン番号 and must
 * match the number exactly (staff at reception type a bib number and expect that one person); any
 * other word is looked for in 氏名, ふりがな, 所属 and 部門.
 */
export function filterEntries<T extends Entry>(entries: readonly T[], query: string): T[] {
  const words = query.normalize('NFKC').trim().split(/\s+/).filter(Boolean).map(searchText);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = searchText([entry.name, entry.kana, entry.affiliation, entry.category].join('\n'));
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

const collator = new Intl.Collator('ja', { numeric: true, sensitivity: 'base' });

/** The text a column sorts by. 氏名 sorts by reading (五十音順) where a ふりがな is known. */
function sortText(entry: Entry, key: Exclude<EntryColumnKey, 'number'>): string {
  return key === 'name' ? entry.kana || entry.name : entry[key];
}

/** Sorted by one column; empty cells last either way, ties by ゼッケン番号. */
export function sortEntries<T extends Entry>(entries: readonly T[], { key, direction }: EntrySort): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...entries].sort((a, b) => {
    if (key === 'number') return sign * (a.number - b.number);
    const x = sortText(a, key);
    const y = sortText(b, key);
    if (!x !== !y) return x ? -1 : 1;
    return sign * collator.compare(x, y) || a.number - b.number;
  });
}
