import type { BoardEntry } from '../../../lib/live-board/board';

/**
 * The entries of one item: ゼッケン番号 and name. Plain elements with class names, styled once by
 * the page (`entryListStyles`), so a sheet of hundreds of entries costs no style work per entry.
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
    <ul className="entries" aria-label={label}>
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

/** Styles for EntryList inside a container; the number sits on a solid `numberBg` in `numberFg`. */
export const entryListStyles = ({ numberBg, numberFg }: { numberBg: string; numberFg: string }) => ({
  '& .visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '& .entries': {
    listStyle: 'none',
    p: 0,
    m: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: '0.4em',
  },
  '& .entry': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '0.35em',
    border: '1px solid currentColor',
    borderRadius: '999px',
    pl: '0.2em',
    pr: '0.7em',
    py: '0.1em',
    lineHeight: 1.4,
  },
  '& .entry-number': {
    minWidth: '1.9em',
    textAlign: 'center',
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
    borderRadius: '999px',
    px: '0.35em',
    bgcolor: numberBg,
    color: numberFg,
  },
  '& .entry-more': { border: 'none', pl: '0.3em' },
});
