import { toCsv } from '@/lib/csv';
import type { Entry } from '@/shared/schemas/entry';
import { categoryText, ENTRY_COLUMNS, type EntryDivisionName } from './entry-columns';

/**
 * The entries as CSV, with the columns the import reads, so an exported file imports again: 部門 as
 * the list shows it (the 部門's name where the competition has 部門, which the import maps back).
 */
export function entriesCsv(entries: readonly Entry[], division: EntryDivisionName = categoryText): string {
  return toCsv(
    ENTRY_COLUMNS.map((column) => column.label),
    entries.map((entry) =>
      ENTRY_COLUMNS.map(({ key }) => (key === 'category' ? division(entry) : entry[key])),
    ),
  );
}

/** 「春季大会_エントリー.csv」: the competition's short title, without characters a file name may not hold. */
export function entriesCsvFileName(compeTitle: string): string {
  const safe = [...compeTitle]
    .filter((c) => c >= ' ' && !'\\/:*?"<>|'.includes(c))
    .join('')
    .trim();
  return `${safe || '大会'}_エントリー.csv`;
}
