import type { BoardEntry } from '@/lib/live-board/board';
import classes from './entry-list.module.css';

/**
 * The entries of one item: ゼッケン番号 and name. Plain elements with class names, styled once in
 * entry-list.module.css, so a sheet of hundreds of entries costs no style work per entry. The
 * container sets the number's colours (--entry-number-bg, --entry-number-fg) and may size the list
 * through its `entries` class.
 */
export function EntryList({
  entries,
  max,
  label = '出場者',
}: {
  entries: BoardEntry[];
  max?: number;
  label?: string;
}) {
  if (entries.length === 0) return null;
  const shown = max === undefined ? entries : entries.slice(0, max);
  const more = entries.length - shown.length;
  return (
    <ul className={`entries ${classes.list}`} aria-label={label}>
      {shown.map((entry) => (
        <li key={entry.id || entry.number} className="entry">
          <span className="entry-number">
            <span className="visually-hidden">ゼッケン</span>
            {entry.number}
          </span>{' '}
          <span className="entry-name">{entry.name}</span>
        </li>
      ))}
      {more > 0 ? <li className="entry entry-more">ほか{more}名</li> : null}
    </ul>
  );
}
