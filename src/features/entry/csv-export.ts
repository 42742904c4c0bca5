import { toCsv } from '@/lib/csv';
import type { Entry } from '@/shared/schemas/entry';
import { ENTRY_COLUMNS } from './entry-columns';

/** The entries as CSV, with the columns the import reads, so an exported file imports again. */
export function entriesCsv(entries: readonly Entry[]): string {
  return toCsv(
    ENTRY_COLUMNS.map((column) => column.label),
    entries.map((entry) => ENTRY_COLUMNS.map(({ key }) => entry[key])),
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
