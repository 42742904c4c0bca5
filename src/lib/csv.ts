import Papa from 'papaparse';
import { downloadFile } from './download';

/**
 * CSV for Excel users in Japan: UTF-8 with a byte-order mark (without it Excel reads the file as
 * Shift_JIS and shows mojibake), CRLF line ends, every field quoted when needed by papaparse.
 * Cells that a spreadsheet would run as a formula (=, +, -, @ first) are prefixed with `'`:
 * a registrant's name must never become a formula on the organiser's computer.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  };
  return `\uFEFF${Papa.unparse([header.map(cell), ...rows.map((row) => row.map(cell))], { newline: '\r\n' })}`;
}

/** Offers `csv` as a download named `fileName` (the browser's own save dialog). */
export function downloadCsv(fileName: string, csv: string): void {
  downloadFile(fileName, csv, 'text/csv;charset=utf-8');
}
