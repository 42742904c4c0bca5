import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { Entry } from '@/shared/schemas/entry';
import type { Mail } from '@/shared/schemas/mail';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { LastMailStatus, NoLastMail } from '@/components/delivery/last-mail-status';
import {
  categoryText,
  ENTRY_COLUMNS,
  type EntryColumnKey,
  type EntryDivisionName,
  type EntrySort,
} from '../entry-columns';
import { useWindowedList } from '@/lib/use-windowed-list';

interface Props {
  entries: readonly Entry[];
  sort: EntrySort;
  onSort: (key: EntryColumnKey) => void;
  onEdit: (entry: Entry) => void;
  onDelete: (entry: Entry) => void;
  /** Numbers held by more than one entry: marked 重複. */
  duplicates: ReadonlySet<number>;
  /** Phone layout: number, name with the other fields under it, and 編集 (delete is in the dialog). */
  compact: boolean;
  /** registId → the last mail to that person; null while it loads or when it cannot be read. */
  lastMails: ReadonlyMap<string, Mail> | null;
  /** What the 部門 column shows: the 部門's name where the competition has 部門, else the typed text. */
  division?: EntryDivisionName;
}

const printCell = { '@media print': { py: 0.5, px: 1, fontSize: '10pt' } };

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: { key: EntryColumnKey; label: string };
  sort: EntrySort;
  onSort: (key: EntryColumnKey) => void;
}) {
  const active = sort.key === column.key;
  return (
    <TableCell
      sortDirection={active ? sort.direction : false}
      sx={{ whiteSpace: 'nowrap', fontWeight: 'bold', ...printCell }}
    >
      <TableSortLabel
        active={active}
        direction={active ? sort.direction : 'asc'}
        onClick={() => onSort(column.key)}
      >
        {column.label}
      </TableSortLabel>
    </TableCell>
  );
}

/** The last mail of the entry's registration; 「—」 for an entry no registration stands behind. */
function LastMail({ entry, lastMails }: { entry: Entry; lastMails: ReadonlyMap<string, Mail> | null }) {
  if (!entry.registId) return <NoLastMail />;
  return lastMails ? <LastMailStatus mail={lastMails.get(entry.registId)} name={entry.name} /> : null;
}

function NumberCell({ entry, duplicated }: { entry: Entry; duplicated: boolean }) {
  return (
    <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', ...printCell }}>
      {entry.number}
      {duplicated ? (
        <Typography
          component="span"
          variant="caption"
          sx={{ ml: 0.5, color: 'error.main', fontWeight: 'bold' }}
        >
          重複
        </Typography>
      ) : null}
    </TableCell>
  );
}

/** The entry list: sortable by every column, one row per entry. */
export function EntryTable({
  entries,
  sort,
  onSort,
  onEdit,
  onDelete,
  duplicates,
  compact,
  lastMails,
  division = categoryText,
}: Props) {
  const label = (entry: Entry) => `${entry.number} ${entry.name}`;
  const { listRef, indexes, before, after, measure, windowed } = useWindowedList<HTMLTableSectionElement>(
    entries.length,
    compact ? 80 : 45,
  );
  // Drawn a window at a time: the table says how many rows there are (the heading is row 1) and
  // each row its place; spacer rows keep the page's height.
  const rowCount = windowed ? entries.length + 1 : undefined;
  const rowProps = (index: number) => ({
    'data-index': index,
    'aria-rowindex': windowed ? index + 2 : undefined,
  });
  const spacer = (height: number) => (height > 0 ? <tr aria-hidden style={{ height }} /> : null);
  if (compact) {
    const [numberColumn, nameColumn] = ENTRY_COLUMNS;
    return (
      <TableContainer>
        <Table size="small" aria-label="エントリー一覧" aria-rowcount={rowCount}>
          <TableHead>
            <TableRow>
              <SortHeader column={{ ...numberColumn, label: '番号' }} sort={sort} onSort={onSort} />
              <SortHeader column={nameColumn} sort={sort} onSort={onSort} />
              <TableCell>
                {/*
                  For screen readers only (base.css, 1 px). Not an sx object: MUI reads `width: 1` as
                  100%, and such a span once made this page 680 px wide on a 390-px phone.
                */}
                <span className="visually-hidden">操作</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody ref={listRef}>
            {spacer(before)}
            {indexes
              .map((index) => entries[index])
              .map((entry, i) => (
                <TableRow key={entry.id} ref={measure} {...rowProps(indexes[i])}>
                  <NumberCell entry={entry} duplicated={duplicates.has(entry.number)} />
                  <TableCell>
                    {entry.kana ? (
                      <Typography variant="caption" component="div" color="textSecondary">
                        {entry.kana}
                      </Typography>
                    ) : null}
                    <Typography variant="body2" component="div" sx={{ fontWeight: 'bold' }}>
                      {entry.name}
                    </Typography>
                    {entry.affiliation || division(entry) ? (
                      <Typography variant="caption" component="div" color="textSecondary">
                        {[entry.affiliation, division(entry)].filter(Boolean).join(' ・ ')}
                      </Typography>
                    ) : null}
                    {entry.memo ? (
                      <Typography variant="caption" component="div" sx={{ whiteSpace: 'pre-line' }}>
                        {entry.memo}
                      </Typography>
                    ) : null}
                    {entry.registId && lastMails ? (
                      <Box sx={{ mt: 0.5 }}>
                        <LastMail entry={entry} lastMails={lastMails} />
                      </Box>
                    ) : null}
                  </TableCell>
                  <TableCell align="right" sx={{ pl: 0 }}>
                    <Button size="small" onClick={() => onEdit(entry)} aria-label={`${label(entry)} を編集`}>
                      編集
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            {spacer(after)}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="エントリー一覧" aria-rowcount={rowCount}>
        <TableHead>
          <TableRow>
            {ENTRY_COLUMNS.map((column) => (
              <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
            <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 'bold', displayPrint: 'none' }}>
              {STAFF_MESSAGES.deliveryColumn}
            </TableCell>
            <TableCell sx={{ displayPrint: 'none' }}>
              <span className="visually-hidden">操作</span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody ref={listRef}>
          {spacer(before)}
          {indexes.map((index) => {
            const entry = entries[index];
            return (
              <EntryRow
                key={entry.id}
                entry={entry}
                division={division(entry)}
                duplicated={duplicates.has(entry.number)}
                lastMail={entry.registId && lastMails ? lastMails.get(entry.registId) : undefined}
                mailsLoaded={lastMails !== null}
                onEdit={onEdit}
                onDelete={onDelete}
                measure={measure}
                {...rowProps(index)}
              />
            );
          })}
          {spacer(after)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface EntryRowProps {
  entry: Entry;
  /** The 部門 as the list shows it. */
  division: string;
  duplicated: boolean;
  /** The last mail to the entry's registrant (undefined: none, or no registration behind it). */
  lastMail: Mail | undefined;
  mailsLoaded: boolean;
  onEdit: (entry: Entry) => void;
  onDelete: (entry: Entry) => void;
  measure: ((element: Element | null) => void) | undefined;
  'data-index': number;
  'aria-rowindex': number | undefined;
}

/*
 * A memoised row: scrolling 2,000 entries through the window mounts the rows coming into view and
 * leaves the others as they are (scripts/bench/scale.ts, scroll frame p95).
 */
const EntryRow = memo(function EntryRow({
  entry,
  division,
  duplicated,
  lastMail,
  mailsLoaded,
  onEdit,
  onDelete,
  measure,
  ...rowAttributes
}: EntryRowProps) {
  const label = `${entry.number} ${entry.name}`;
  return (
    <TableRow ref={measure} sx={ROW} {...rowAttributes}>
      <NumberCell entry={entry} duplicated={duplicated} />
      <TableCell sx={NAME_CELL}>{entry.name}</TableCell>
      <TableCell sx={printCell}>{entry.kana}</TableCell>
      <TableCell sx={printCell}>{entry.affiliation}</TableCell>
      <TableCell sx={printCell}>{division}</TableCell>
      <TableCell sx={MEMO_CELL}>{entry.memo}</TableCell>
      <TableCell sx={SCREEN_ONLY}>
        {!entry.registId ? (
          <NoLastMail />
        ) : mailsLoaded ? (
          <LastMailStatus mail={lastMail} name={entry.name} />
        ) : null}
      </TableCell>
      <TableCell align="right" sx={ACTIONS_CELL}>
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => onEdit(entry)} aria-label={`${label} を編集`}>
            編集
          </Button>
          <Button size="small" color="error" onClick={() => onDelete(entry)} aria-label={`${label} を削除`}>
            削除
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
});

const ROW = { breakInside: 'avoid' } as const;
const NAME_CELL = { fontWeight: 'bold', ...printCell } as const;
const MEMO_CELL = { whiteSpace: 'pre-line', minWidth: 120, ...printCell } as const;
const SCREEN_ONLY = { displayPrint: 'none' } as const;
const ACTIONS_CELL = { whiteSpace: 'nowrap', displayPrint: 'none' } as const;
