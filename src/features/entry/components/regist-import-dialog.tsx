import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useMemo, useState } from 'react';
import { DialogFooter } from '@/components/dialog-footer';
import { useNotify } from '@/components/snackbar';
import { PageLoading } from '@/components/page-loading';
import { MESSAGES } from '@/shared/messages';
import type { Division } from '@/shared/schemas/compe';
import type { Entry, EntryData } from '@/shared/schemas/entry';
import { createEntries } from '@/lib/db/entries/create-entries';
import { createEntriesErrorMessage } from '../api/create-entries-error';
import { useAcceptedRegists } from '@/lib/db/regists/use-regists';
import { nextEntryNumbers } from '../entry-numbers';
import { importRows, type ImportRow } from '../regist-import-rows';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

interface Props {
  compeId: string;
  entries: readonly Entry[];
  /** The competition's 部門 (compe.divisions): with them, one entry per registration × 部門. */
  divisions?: readonly Division[];
  onClose: () => void;
}

const NO_DIVISIONS: readonly Division[] = [];

/**
 * 「申込者から作成」: accepted registrations (承認済) that no entry links to yet become entries in one
 * go, in order of their 受付番号, with the next free numbers; name and kana are copied and the entry
 * keeps the registration's id (registId), so it is not offered twice. With 部門, one entry per
 * registration × 部門 (divisionId) and one per made pair (partnerRegistId: regist-import-rows.ts);
 * pairs not made are listed as 「ペア未成立」 and not created; a team registered for a 団体 部門 becomes
 * one entry with its name and roster (registId: the captain's registration).
 */
export function RegistImportDialog({ compeId, entries, divisions = NO_DIVISIONS, onClose }: Props) {
  const notify = useNotify();
  const titleId = useId();
  const regists = useAcceptedRegists(compeId);
  const [unselected, setUnselected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const { rows: candidates, unpaired } = useMemo(
    () =>
      regists.status === 'ready' ? importRows(regists.data, entries, divisions) : { rows: [], unpaired: [] },
    [regists, entries, divisions],
  );
  const divisionName = (id: string | undefined) =>
    divisions.find((division) => division.id === id)?.name ?? '';
  const byDivision = divisions.length > 0;
  const rowLabel = (row: { name: string; divisionId?: string }) =>
    row.divisionId ? `${row.name}（${divisionName(row.divisionId)}）` : row.name;
  const selected = candidates.filter((row) => !unselected.has(row.key));
  const numbers = nextEntryNumbers(
    entries.map((entry) => entry.number),
    selected.length,
  );
  const numberOf = new Map(selected.map((row, i) => [row.key, numbers[i]]));
  const enoughNumbers = numbers.length === selected.length;

  const toggle = (id: string) =>
    setUnselected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const create = async () => {
    const drafts: EntryData[] = selected.map((row: ImportRow, i) => ({
      number: numbers[i],
      name: row.name,
      kana: row.kana,
      affiliation: '',
      category: '',
      memo: '',
      registId: row.registId,
      ...(row.divisionId ? { divisionId: row.divisionId } : {}),
      ...(row.partnerRegistId ? { partnerRegistId: row.partnerRegistId } : {}),
      ...(row.members ? { members: row.members } : {}),
    }));
    setBusy(true);
    setFailure(null);
    try {
      await createEntries(compeId, drafts, entries);
      notify(`${drafts.length}件のエントリーを作成しました`);
      onClose();
    } catch (error) {
      console.error(error);
      setFailure(createEntriesErrorMessage(error));
      setBusy(false);
    }
  };

  // ペア 部門 whose partner has not named this person back (or is not 承認済 yet): shown, not created.
  const unpairedList =
    unpaired.length > 0 ? (
      <Alert severity="info" sx={{ mt: 2 }} aria-label="ペア未成立">
        ペア未成立のため作成しません：
        <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
          {unpaired.map((row) => (
            <li key={row.key}>
              {rowLabel(row)}
              {row.partnerName ? ` お相手：${row.partnerName}さん` : ''}
            </li>
          ))}
        </ul>
      </Alert>
    ) : null;

  let body;
  if (regists.status === 'loading') body = <PageLoading />;
  else if (regists.status === 'error') body = <Alert severity="error">{MESSAGES.loadFailed}</Alert>;
  else if (candidates.length === 0) {
    body = (
      <>
        <DialogContentText>エントリーになっていない承認済みの申し込みはありません。</DialogContentText>
        {unpairedList}
      </>
    );
  } else {
    body = (
      <>
        <DialogContentText sx={{ mb: 1 }}>
          承認済みの申し込みのうち、まだエントリーになっていない人です。チェックした人を、表示の番号でエントリーに追加します。
        </DialogContentText>
        <Table size="small" aria-label="作成するエントリー">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.length === candidates.length}
                  indeterminate={selected.length > 0 && selected.length < candidates.length}
                  onChange={(e) =>
                    setUnselected(e.target.checked ? new Set() : new Set(candidates.map((row) => row.key)))
                  }
                  slotProps={{ input: { 'aria-label': 'すべて選択' } }}
                />
              </TableCell>
              <TableCell>ゼッケン番号</TableCell>
              {byDivision ? <TableCell>部門</TableCell> : null}
              <TableCell>氏名</TableCell>
              <TableCell>ふりがな</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {candidates.map((row) => (
              <TableRow key={row.key} hover onClick={() => toggle(row.key)} sx={{ cursor: 'pointer' }}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={!unselected.has(row.key)}
                    onClick={(e) => e.stopPropagation()}
                    onChange={() => toggle(row.key)}
                    slotProps={{ input: { 'aria-label': `${rowLabel(row)} を選択` } }}
                  />
                </TableCell>
                <TableCell>{numberOf.get(row.key) ?? '—'}</TableCell>
                {byDivision ? <TableCell>{divisionName(row.divisionId)}</TableCell> : null}
                <TableCell>{row.name}</TableCell>
                <TableCell>{row.kana}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {enoughNumbers ? null : (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {STAFF_MESSAGES.entryNoFreeNumber}
          </Alert>
        )}
        {unpairedList}
      </>
    );
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>申込者からエントリーを作成</DialogTitle>
      <DialogContent>
        {body}
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogFooter
        confirmLabel={`${selected.length}件を作成`}
        busyLabel="作成中…"
        busy={busy}
        disabled={selected.length === 0 || !enoughNumbers}
        onCancel={onClose}
        onConfirm={() => void create()}
      />
    </Dialog>
  );
}
