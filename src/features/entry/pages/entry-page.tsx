import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useMemo, useState } from 'react';
import { useNotify } from '@/components/snackbar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageLoading } from '@/components/page-loading';
import { PrintPageOnly } from '@/components/print-page-only';
import { downloadCsv } from '@/lib/csv';
import { writeErrorMessage } from '@/lib/firebase/errors';
import { LABELS, MESSAGES } from '@/shared/messages';
import type { Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import { deleteEntry } from '@/lib/db/entries/save-entry';
import { useEntries } from '@/lib/db/entries/use-entries';
import { useUnits } from '@/lib/db/units/use-units';
import { useBoardRefresh } from '@/lib/db/board/use-board-refresh';
import { unitTitlesByEntry } from '../unit-titles';
import { CsvImportDialog } from '../components/csv-import-dialog';
import { EntryDialog } from '../components/entry-dialog';
import { EntryTable } from '../components/entry-table';
import { RegistImportDialog } from '../components/regist-import-dialog';
import { entriesCsv, entriesCsvFileName } from '../csv-export';
import {
  ALL_DIVISIONS,
  categoryText,
  DEFAULT_SORT,
  divisionNamer,
  entriesInDivision,
  filterEntries,
  NO_DIVISION,
  sortEntries,
  unreachedEntries,
  type EntryColumnKey,
  type EntrySort,
} from '../entry-columns';
import { useLastMails } from '@/lib/db/mails/use-last-mails';
import { duplicateNumbers } from '../entry-numbers';
import { fill } from '@/shared/fill';
import { UnreachedToggle } from '@/components/delivery/unreached-toggle';
import { STAFF_MESSAGES, STAFF_SYNC } from '@/shared/staff-messages';
import { StaffCompePage } from '@/components/staff-compe-page';
import { ActionGroup } from '@/components/action-group';

const NO_DIVISIONS: NonNullable<Compe['divisions']> = [];

/**
 * 「部門」 at the top of the list, where the competition has 部門: すべて, each 部門, and 部門なし when
 * some entries are in none, each with how many entries it holds.
 */
function DivisionFilter({
  divisions,
  entries,
  value,
  onChange,
}: {
  divisions: NonNullable<Compe['divisions']>;
  entries: readonly Entry[];
  value: string;
  onChange: (value: string) => void;
}) {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const key = entry.divisionId ?? NO_DIVISION;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const none = counts.get(NO_DIVISION) ?? 0;
  return (
    <TextField
      select
      size="small"
      label="部門"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value={ALL_DIVISIONS}>すべて（{entries.length}）</MenuItem>
      {divisions.map((division) => (
        <MenuItem key={division.id} value={division.id}>
          {division.name}（{counts.get(division.id) ?? 0}）
        </MenuItem>
      ))}
      {none > 0 || value === NO_DIVISION ? <MenuItem value={NO_DIVISION}>部門なし（{none}）</MenuItem> : null}
    </TextField>
  );
}

type Open = { kind: 'add' } | { kind: 'edit'; entry: Entry } | { kind: 'regists' } | { kind: 'csv' } | null;

function EntryManager({ compe }: { compe: Compe }) {
  const notify = useNotify();
  const theme = useTheme();
  // Screen only: a page printed from a phone still gets every column.
  const compact = useMediaQuery(`screen and (max-width:${theme.breakpoints.values.sm - 0.05}px)`, {
    noSsr: true,
  });
  const entries = useEntries(compe.id);
  const units = useUnits(compe.id);
  // Numbers and names show on ライブ: an edit or a deletion rewrites the board in the same batch.
  const refreshBoard = useBoardRefresh(compe);
  const unitTitles = useMemo(() => unitTitlesByEntry(units.status === 'ready' ? units.data : []), [units]);
  const [query, setQuery] = useState('');
  // 部門 (compe.divisions): the list names each entry's 部門 and may show one 部門 at a time.
  const divisions = compe.divisions ?? NO_DIVISIONS;
  const divided = divisions.length > 0;
  const division = useMemo(() => (divided ? divisionNamer(divisions) : categoryText), [divided, divisions]);
  const [divisionFilter, setDivisionFilter] = useState(ALL_DIVISIONS);
  const [unreachedOnly, setUnreachedOnly] = useState(false);
  const mails = useLastMails(compe.clubId, compe.id);
  const lastMails = mails.status === 'ready' ? mails.data : null;
  const [sort, setSort] = useState<EntrySort>(DEFAULT_SORT);
  const [open, setOpen] = useState<Open>(null);
  // The entry stays set while the confirmation closes, so its title does not blank out mid-fade.
  const [deleting, setDeleting] = useState<{ entry: Entry; open: boolean } | null>(null);
  // Of one identity for the page's life: the memoised rows of a long list keep their drawing.
  const askDelete = useCallback((entry: Entry) => setDeleting({ entry, open: true }), []);
  const askEdit = useCallback((entry: Entry) => setOpen({ kind: 'edit', entry }), []);
  const cancelDelete = () => setDeleting((current) => current && { ...current, open: false });

  const list = entries.status === 'ready' ? entries.data : null;
  const unreached = useMemo(
    () => (list && lastMails ? unreachedEntries(list, lastMails) : null),
    [list, lastMails],
  );
  const narrowing = unreachedOnly && unreached !== null;
  const shown = useMemo(() => {
    if (!list) return [];
    const base = narrowing && unreached ? unreached : list;
    const inDivision = divided ? entriesInDivision(base, divisionFilter) : base;
    return sortEntries(filterEntries(inDivision, query, division), sort, division);
  }, [list, unreached, narrowing, query, sort, divided, divisionFilter, division]);
  const duplicates = useMemo(() => duplicateNumbers(list ?? []), [list]);

  const onSort = (key: EntryColumnKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );

  const confirmDelete = async () => {
    if (!deleting) return;
    const { entry } = deleting;
    cancelDelete();
    try {
      // Offline this resolves once the deletion is kept on the device.
      const outcome = await deleteEntry(compe.id, entry.id, refreshBoard);
      setOpen(null);
      const done = `${entry.number} ${entry.name} を削除しました`;
      notify(outcome === 'queued' ? fill(STAFF_SYNC.savedOnDevice, { done }) : done);
    } catch (error) {
      console.error(error);
      notify(writeErrorMessage(error), 'error');
    }
  };

  if (entries.status === 'loading') return <PageLoading />;
  if (entries.status === 'error' || !list) return <Alert severity="error">{MESSAGES.loadFailed}</Alert>;

  const assigned = deleting ? (unitTitles.get(deleting.entry.id) ?? []) : [];
  const countText =
    shown.length === list.length ? `全 ${list.length} 件` : `${shown.length} 件 / 全 ${list.length} 件`;

  return (
    <Stack spacing={2}>
      <PrintPageOnly />
      <ActionGroup label="エントリーの操作">
        <Button variant="contained" onClick={() => setOpen({ kind: 'add' })}>
          追加
        </Button>
        <Button variant="outlined" onClick={() => setOpen({ kind: 'regists' })}>
          申込者から作成
        </Button>
        <Button variant="outlined" onClick={() => setOpen({ kind: 'csv' })}>
          CSV取込
        </Button>
        <Button
          variant="outlined"
          disabled={shown.length === 0}
          onClick={() =>
            downloadCsv(entriesCsvFileName(compe.shortTitle || compe.title), entriesCsv(shown, division))
          }
        >
          {shown.length === list.length ? 'CSV出力' : `CSV出力（表示中の${shown.length}件）`}
        </Button>
        <Button variant="outlined" disabled={shown.length === 0} onClick={() => window.print()}>
          {LABELS.print}
        </Button>
      </ActionGroup>

      {duplicates.length > 0 ? (
        <Alert severity="warning" sx={{ displayPrint: 'none' }}>
          {fill(STAFF_MESSAGES.entryNumbersDuplicated, { numbers: duplicates.join('、') })}
        </Alert>
      ) : null}

      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, '@media print': { border: 0, p: 0 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1, displayPrint: 'none' }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {divided ? (
              <DivisionFilter
                divisions={divisions}
                entries={list}
                value={divisionFilter}
                onChange={setDivisionFilter}
              />
            ) : null}
            <TextField
              type="search"
              size="small"
              label="検索"
              placeholder="氏名・ふりがな・所属・部門・番号"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              sx={{ minWidth: { sm: 320 } }}
            />
            {unreached ? (
              <UnreachedToggle
                count={unreached.length}
                on={unreachedOnly}
                onToggle={() => setUnreachedOnly((on) => !on)}
              />
            ) : null}
          </Stack>
          <Typography variant="body2" role="status">
            {countText}
          </Typography>
        </Stack>
        {narrowing ? (
          <Typography
            variant="caption"
            component="p"
            color="textSecondary"
            sx={{ mb: 1, displayPrint: 'none' }}
          >
            {STAFF_MESSAGES.deliveryUnreachedHint}
          </Typography>
        ) : null}
        {mails.status === 'error' ? (
          <Typography
            variant="caption"
            component="p"
            color="textSecondary"
            sx={{ mb: 1, displayPrint: 'none' }}
          >
            {STAFF_MESSAGES.deliveryLoadFailed}
          </Typography>
        ) : null}
        <Typography sx={{ display: 'none', displayPrint: 'block', mb: 1 }}>
          エントリー一覧 {countText}
          {query ? `（検索: ${query}）` : ''}
        </Typography>
        {list.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: 'center' }} color="textSecondary">
            {STAFF_MESSAGES.entryEmpty}。「追加」「申込者から作成」「CSV取込」で登録できます。
          </Typography>
        ) : shown.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: 'center' }} color="textSecondary">
            {STAFF_MESSAGES.entryNoMatch}
          </Typography>
        ) : (
          <EntryTable
            entries={shown}
            sort={sort}
            onSort={onSort}
            onEdit={askEdit}
            onDelete={askDelete}
            duplicates={new Set(duplicates)}
            compact={compact}
            lastMails={lastMails}
            division={division}
          />
        )}
      </Paper>

      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <EntryDialog
          compeId={compe.id}
          entry={open.kind === 'edit' ? open.entry : null}
          entries={list}
          refreshBoard={refreshBoard}
          onClose={() => setOpen(null)}
          onDelete={askDelete}
          divisions={divisions}
          defaultDivisionId={divisionFilter === ALL_DIVISIONS ? undefined : divisionFilter}
        />
      ) : null}
      {open?.kind === 'regists' ? (
        <RegistImportDialog
          compeId={compe.id}
          entries={list}
          divisions={compe.divisions}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'csv' ? (
        <CsvImportDialog
          compeId={compe.id}
          entries={list}
          divisions={divisions}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting?.open ?? false}
        title={deleting ? `「${deleting.entry.number} ${deleting.entry.name}」を削除しますか？` : ''}
        confirmLabel="削除する"
        destructive
        onCancel={cancelDelete}
        onConfirm={() => void confirmDelete()}
      >
        {assigned.length > 0
          ? `進行表の${assigned.map((title) => `「${title}」`).join('')}に割り当てられています。削除しても進行表の割り当ては自動では外れません。削除したあと進行表を確認してください。`
          : 'この操作は元に戻せません。'}
      </ConfirmDialog>
    </Stack>
  );
}

/** /{clubId}/form/{compeId}/entry エントリー (docs/product.md "Staff pages"): the competitors of one competition. */
export default function EntryPage() {
  return <StaffCompePage>{(compe) => <EntryManager key={compe.id} compe={compe} />}</StaffCompePage>;
}
