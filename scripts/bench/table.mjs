/**
 * Markdown tables, so a bench run pastes straight into an issue's closing note and still lines up
 * in a terminal.
 *
 * @param {{ title: string, align?: 'left' | 'right' }[]} columns
 * @param {string[][]} rows
 */
export function formatTable(columns, rows) {
  const widths = columns.map((column, i) =>
    Math.max(column.title.length, 3, ...rows.map((row) => (row[i] ?? '').length)),
  );
  /** @param {string} text @param {number} i */
  const pad = (text, i) => (columns[i].align === 'right' ? text.padStart(widths[i]) : text.padEnd(widths[i]));
  /** @param {string[]} cells */
  const line = (cells) => `| ${cells.map((cell, i) => pad(cell ?? '', i)).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (columns[i].align === 'right' ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(columns.map((column) => column.title)), rule, ...rows.map(line)].join('\n');
}
