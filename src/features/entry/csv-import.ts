/**
 * CSV import of entries: the whole file is read and checked before anything is written, and every
 * problem is reported with the line it is on. Line numbers are the spreadsheet's row numbers (the
 * header is line 1; a cell with line breaks inside quotes is still one line; blank lines count and
 * are skipped), so 「3行目」 is row 3 in Excel.
 *
 * The columns are those of the export (ENTRY_COLUMNS), found by their header in any order; a few
 * other common names are accepted (フリガナ, 名前, 備考 …) and unknown columns are ignored and named.
 * ゼッケン番号 may be left empty: those lines get the next free numbers (nextEntryNumbers), after
 * every number in the list and in the file. Where the competition has 部門 (compe.divisions) the
 * 部門 column names one of them, by its name, and is stored as the entry's divisionId; a name the
 * competition does not have is that line's error.
 */
import Papa from 'papaparse';
import * as z from 'zod/mini';
import { MESSAGES } from '@/shared/messages';
import { entryFormSchema, entryNumberText, type Entry, type EntryData } from '@/shared/schemas/entry';
import { ENTRY_COLUMNS, ENTRY_LABELS, searchText, type EntryColumnKey } from './entry-columns';
import { nextEntryNumbers } from './entry-numbers';
import { fill } from '@/shared/fill';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

type Cells = Record<EntryColumnKey, string>;

export interface EntryCsvLine {
  /** Row number in the file (the header is 1). */
  line: number;
  /** The cells as read (trimmed), for the preview. */
  cells: Cells;
  /** The number this line gets: its own, or the next free one when left empty (null if none). */
  number: number | null;
  autoNumber: boolean;
  errors: string[];
}

export interface EntryCsvResult {
  lines: EntryCsvLine[];
  /** Every problem, said as 「3行目: 氏名は必須項目です」, file-level ones first, then by line. */
  errors: string[];
  /** Header names of columns that are not read. */
  ignoredColumns: string[];
  /** What to write, in file order; null unless the whole file is valid. */
  entries: EntryData[] | null;
}

/** Accepted header names per column, compared through searchText (so カナ/かな, 全角/半角 alike). */
const HEADER_NAMES: Record<EntryColumnKey, readonly string[]> = {
  number: ['ゼッケン番号', 'ゼッケン', '番号', 'no', 'no.', 'number'],
  name: ['氏名', '名前', 'name'],
  kana: ['ふりがな', 'よみがな', 'kana'],
  affiliation: ['所属', 'affiliation'],
  category: ['部門', 'category'],
  memo: ['メモ', '備考', 'memo'],
};
const COLUMN_BY_HEADER = new Map(
  Object.entries(HEADER_NAMES).flatMap(([key, names]) =>
    names.map((name) => [searchText(name), key as EntryColumnKey] as const),
  ),
);

/**
 * The file's text. UTF-8 with or without a byte-order mark; when the bytes are not UTF-8, Shift_JIS
 * (what Excel in Japan writes for a plain 「CSV」). Null for what is not text at all (an .xlsx).
 */
export function decodeCsvBytes(bytes: ArrayBuffer | Uint8Array): string | null {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  // A ZIP container (.xlsx, .numbers) or NUL bytes: a binary file, not CSV.
  if ((view[0] === 0x50 && view[1] === 0x4b) || view.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(view).replace(/^\uFEFF/, '');
  } catch {
    try {
      return new TextDecoder('shift_jis', { fatal: true }).decode(view);
    } catch {
      return null;
    }
  }
}

/** The export (src/lib/csv.ts) writes `'=…` for a cell that starts like a formula: read it back. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** 「氏名は必須項目です」, 「氏名は40文字以内で入力してください」. */
function describe(key: EntryColumnKey, message: string): string {
  const label = ENTRY_LABELS[key];
  return message === MESSAGES.required ? `${label}は${MESSAGES.required}です` : `${label}は${message}`;
}

const textSchema = z.omit(entryFormSchema, { number: true });

/**
 * Reads `text` against the entries already in the list (`existing`), without writing anything.
 * `divisions`: the competition's 部門, which the 部門 column names (none: free text, as before).
 */
export function parseEntryCsv(
  text: string,
  existing: readonly Pick<Entry, 'number' | 'name'>[],
  divisions: readonly { id: string; name: string }[] = [],
): EntryCsvResult {
  // Names compared as search compares them: 全角/半角 and spaces alike.
  const divisionByName = new Map(divisions.map((division) => [searchText(division.name), division.id]));
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',', header: false });
  const records = parsed.data;
  const fileErrors: string[] = [];
  const quoteErrorRows = new Set(
    parsed.errors.flatMap((e) => (e.type === 'Quotes' && e.row !== undefined ? [e.row] : [])),
  );
  const blank = (record: string[]) => record.every((cell) => cell.trim() === '');

  const headerIndex = records.findIndex((record) => !blank(record));
  if (headerIndex < 0) {
    return { lines: [], errors: [STAFF_MESSAGES.entryCsvEmpty], ignoredColumns: [], entries: null };
  }

  // Which column of the file holds which field.
  const columnOf = new Map<EntryColumnKey, number>();
  const ignoredColumns: string[] = [];
  records[headerIndex].forEach((raw, i) => {
    const header = raw.replace(/^\uFEFF/, '').trim();
    if (!header) return;
    const key = COLUMN_BY_HEADER.get(searchText(header));
    if (!key) ignoredColumns.push(header);
    else if (columnOf.has(key)) {
      fileErrors.push(fill(STAFF_MESSAGES.entryCsvDuplicateColumn, { label: ENTRY_LABELS[key] }));
    } else columnOf.set(key, i);
  });
  if (!columnOf.has('name')) fileErrors.unshift(STAFF_MESSAGES.entryCsvNoNameColumn);
  // Without a sound header every line would only repeat the same problem.
  if (fileErrors.length > 0) return { lines: [], errors: fileErrors, ignoredColumns, entries: null };
  const headerWidth = records[headerIndex].length;

  const lines: EntryCsvLine[] = [];
  const texts: (Omit<EntryData, 'number'> | null)[] = [];
  records.forEach((record, index) => {
    if (index <= headerIndex || blank(record)) return;
    const line = index + 1;
    const cells = Object.fromEntries(
      ENTRY_COLUMNS.map(({ key }) => {
        const at = columnOf.get(key);
        return [key, at === undefined ? '' : unguard((record[at] ?? '').trim())];
      }),
    ) as Cells;
    const errors: string[] = [];
    if (quoteErrorRows.has(index)) errors.push(fill(STAFF_MESSAGES.entryCsvQuotes, { line }));
    if (record.slice(headerWidth).some((cell) => cell.trim() !== '')) {
      errors.push(fill(STAFF_MESSAGES.entryCsvTooManyCells, { line }));
    }
    let number: number | null = null;
    if (cells.number !== '') {
      const result = entryNumberText.safeParse(cells.number);
      if (result.success) number = result.data;
      else errors.push(`${line}行目: ${describe('number', result.error.issues[0].message)}`);
    }
    // With 部門, the cell names one (stored as divisionId, not as text); empty: in none.
    let divisionId: string | undefined;
    if (divisions.length > 0 && cells.category !== '') {
      divisionId = divisionByName.get(searchText(cells.category));
      if (!divisionId)
        errors.push(
          fill(STAFF_MESSAGES.entryCsvUnknownDivision, {
            line,
            name: cells.category,
            names: divisions.map((division) => division.name).join('・'),
          }),
        );
    }
    const text = textSchema.safeParse(
      divisions.length > 0 ? { ...cells, category: '', ...(divisionId ? { divisionId } : {}) } : cells,
    );
    if (!text.success) {
      for (const issue of text.error.issues) {
        errors.push(`${line}行目: ${describe(issue.path[0] as EntryColumnKey, issue.message)}`);
      }
    }
    lines.push({ line, cells, number, autoNumber: cells.number === '', errors });
    texts.push(text.success ? text.data : null);
  });

  if (lines.length === 0)
    return { lines, errors: [STAFF_MESSAGES.entryCsvEmpty], ignoredColumns, entries: null };

  // Numbers given in the file: unique in the file and not used in the list.
  const linesByNumber = new Map<number, number[]>();
  for (const { number, line } of lines) {
    if (number !== null) linesByNumber.set(number, [...(linesByNumber.get(number) ?? []), line]);
  }
  const participant = new Map(existing.map((entry) => [entry.number, entry.name]));
  for (const entry of lines) {
    if (entry.number === null) continue;
    const others = (linesByNumber.get(entry.number) ?? []).filter((l) => l !== entry.line);
    if (others.length > 0) {
      entry.errors.push(
        fill(STAFF_MESSAGES.entryCsvDuplicateInFile, {
          line: entry.line,
          number: entry.number,
          lines: others.join('・'),
        }),
      );
    }
    const name = participant.get(entry.number);
    if (name !== undefined) {
      entry.errors.push(
        fill(STAFF_MESSAGES.entryCsvNumberExists, { line: entry.line, number: entry.number, name }),
      );
    }
  }

  // Empty numbers: the next free ones after everything in the list and in the file, in file order.
  const auto = lines.filter((entry) => entry.autoNumber);
  const free = nextEntryNumbers([...participant.keys(), ...linesByNumber.keys()], auto.length);
  auto.forEach((entry, i) => {
    entry.number = free[i] ?? null;
    if (entry.number === null)
      entry.errors.push(fill(STAFF_MESSAGES.entryCsvNoFreeNumber, { line: entry.line }));
  });

  const errors = lines.flatMap((entry) => entry.errors);
  // With no error, every line has its text and a number.
  const entries =
    errors.length === 0
      ? lines.flatMap((entry, i) => {
          const fields = texts[i];
          return fields && entry.number !== null ? [{ ...fields, number: entry.number }] : [];
        })
      : null;
  return { lines, errors, ignoredColumns, entries };
}
