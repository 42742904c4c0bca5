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
import type { Entry, EntryData } from '@/shared/schemas/entry';
import { createEntries } from '@/lib/db/entries/create-entries';
import { createEntriesErrorMessage } from '../api/create-entries-error';
import { useAcceptedRegists } from '@/lib/db/regists/use-regists';
import { nextEntryNumbers } from '../entry-numbers';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

interface Props {
  compeId: string;
  entries: readonly Entry[];
  onClose: () => void;
}

/**
 * 「申込者から作成」: accepted registrations (承認済) that no entry links to yet become entries in one
 * go, in order of their 受付番号, with the next free numbers; name and kana are copied and the entry
 * keeps the registration's id (registId), so it is not offered twice.
 */
export function RegistImportDialog({ compeId, entries, onClose }: Props) {
  const notify = useNotify();
  const titleId = useId();
  const regists = useAcceptedRegists(compeId);
  const [unselected, setUnselected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const candidates = useMemo(() => {
    if (regists.status !== 'ready') return [];
    const linked = new Set(entries.map((entry) => entry.registId));
    return regists.data.filter((regist) => !linked.has(regist.id)).sort((a, b) => a.number - b.number);
  }, [regists, entries]);
  const selected = candidates.filter((regist) => !unselected.has(regist.id));
  const numbers = nextEntryNumbers(
    entries.map((entry) => entry.number),
    selected.length,
  );
  const numberOf = new Map(selected.map((regist, i) => [regist.id, numbers[i]]));
  const enoughNumbers = numbers.length === selected.length;

  const toggle = (id: string) =>
    setUnselected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const create = async () => {
    const drafts: EntryData[] = selected.map((regist, i) => ({
      number: numbers[i],
      name: regist.name,
      kana: regist.kana,
      affiliation: '',
      category: '',
      memo: '',
      registId: regist.id,
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

  let body;
  if (regists.status === 'loading') body = <PageLoading />;
  else if (regists.status === 'error') body = <Alert severity="error">{MESSAGES.loadFailed}</Alert>;
  else if (candidates.length === 0) {
    body = <DialogContentText>エントリーになっていない承認済みの申し込みはありません。</DialogContentText>;
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
                    setUnselected(
                      e.target.checked ? new Set() : new Set(candidates.map((regist) => regist.id)),
                    )
                  }
                  slotProps={{ input: { 'aria-label': 'すべて選択' } }}
                />
              </TableCell>
              <TableCell>ゼッケン番号</TableCell>
              <TableCell>氏名</TableCell>
              <TableCell>ふりがな</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {candidates.map((regist) => (
              <TableRow key={regist.id} hover onClick={() => toggle(regist.id)} sx={{ cursor: 'pointer' }}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={!unselected.has(regist.id)}
                    onClick={(e) => e.stopPropagation()}
                    onChange={() => toggle(regist.id)}
                    slotProps={{ input: { 'aria-label': `${regist.name} を選択` } }}
                  />
                </TableCell>
                <TableCell>{numberOf.get(regist.id) ?? '—'}</TableCell>
                <TableCell>{regist.name}</TableCell>
                <TableCell>{regist.kana}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {enoughNumbers ? null : (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {STAFF_MESSAGES.entryNoFreeNumber}
          </Alert>
        )}
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
