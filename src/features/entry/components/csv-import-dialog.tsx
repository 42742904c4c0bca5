import { FilePickButton } from '@/components/file-pick-button';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { useNotify } from '@/components/snackbar';
import { downloadCsv, toCsv } from '@/lib/csv';
import type { Entry } from '@/shared/schemas/entry';
import { createEntries } from '@/lib/db/entries/create-entries';
import { createEntriesErrorMessage } from '../api/create-entries-error';
import { decodeCsvBytes, parseEntryCsv } from '../csv-import';
import { ENTRY_COLUMNS } from '../entry-columns';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

interface Props {
  compeId: string;
  entries: readonly Entry[];
  /** The competition's 部門: the file's 部門 column names one of them (csv-import.ts). */
  divisions?: readonly { id: string; name: string }[];
  onClose: () => void;
}

const NO_DIVISIONS: readonly { id: string; name: string }[] = [];

/** More than this is not an entry list (99,999 entries of full rows stay well under it). */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Rows shown in the preview; the errors are listed in full above it. */
const PREVIEW_ROWS = 200;
const ERRORS_SHOWN = 100;

function readBytes(file: File): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/**
 * CSV取込: pick (or drop) a file, see every line as it will be registered and every problem by line,
 * and write only when the whole file is valid. The preview is checked against the live list, so a
 * number someone else takes meanwhile shows up as a problem before anything is written.
 */
export function CsvImportDialog({ compeId, entries, divisions = NO_DIVISIONS, onClose }: Props) {
  const notify = useNotify();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [readProblem, setReadProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<{ written: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const result = useMemo(
    () => (file ? parseEntryCsv(file.text, entries, divisions) : null),
    [file, entries, divisions],
  );

  const choose = async (picked: File | undefined) => {
    if (!picked) return;
    setFailure(null);
    setFile(null);
    if (picked.size > MAX_FILE_BYTES) {
      setReadProblem('ファイルが大きすぎます（5MBまで）');
      return;
    }
    try {
      const text = decodeCsvBytes(await readBytes(picked));
      setReadProblem(text === null ? STAFF_MESSAGES.entryCsvNotText : null);
      if (text !== null) setFile({ name: picked.name, text });
    } catch (error) {
      console.error(error);
      setReadProblem(STAFF_MESSAGES.entryCsvNotText);
    }
  };

  const write = async () => {
    if (!result?.entries) return;
    const total = result.entries.length;
    setFailure(null);
    setProgress({ written: 0, total });
    try {
      await createEntries(compeId, result.entries, entries, (written) => setProgress({ written, total }));
      notify(`${total}件のエントリーを登録しました`);
      onClose();
    } catch (error) {
      console.error(error);
      setFailure(createEntriesErrorMessage(error));
      setProgress(null);
    }
  };

  const busy = progress !== null;
  const count = result?.entries?.length ?? 0;

  return (
    <FormDialog
      title="CSVからエントリーを登録"
      onClose={onClose}
      onSubmit={() => void write()}
      submitLabel={count > 0 ? `${count}件を登録` : '登録'}
      busy={busy}
      submitDisabled={count === 0}
      error={failure}
      maxWidth="lg"
    >
      <Typography variant="body2" color="textSecondary">
        1行目は見出し（{ENTRY_COLUMNS.map((c) => c.label).join(', ')}
        ）です。氏名のほかの列は省略できます。ゼッケン番号が空欄の行には、続きの番号を自動で割り当てます。
        {STAFF_MESSAGES.entryCsvEncodings}
      </Typography>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          if (!busy) void choose(e.dataTransfer.files[0]);
        }}
        sx={{
          p: 2,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : undefined,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <FilePickButton
          inputLabel="CSVファイル"
          accept=".csv,text/csv"
          onFile={(picked) => void choose(picked)}
          disabled={busy}
        >
          CSVファイルを選ぶ
        </FilePickButton>
        <Typography variant="body2" color="textSecondary">
          {file ? `選択中: ${file.name}` : 'またはここにファイルをドロップ'}
        </Typography>
        <Button
          size="small"
          sx={{ ml: 'auto' }}
          onClick={() =>
            downloadCsv(
              'エントリー_ひな形.csv',
              toCsv(
                ENTRY_COLUMNS.map((c) => c.label),
                [],
              ),
            )
          }
        >
          ひな形をダウンロード
        </Button>
      </Box>
      {readProblem ? <Alert severity="error">{readProblem}</Alert> : null}
      {result && result.errors.length > 0 ? (
        <Alert severity="error" aria-label="取り込めない理由">
          <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
            {result.errors.length}
            件の問題があるため登録できません。ファイルを直してから選び直してください。
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {result.errors.slice(0, ERRORS_SHOWN).map((error, i) => (
              <li key={i}>{error}</li>
            ))}
          </Box>
          {result.errors.length > ERRORS_SHOWN ? (
            <Typography variant="body2">ほか {result.errors.length - ERRORS_SHOWN} 件</Typography>
          ) : null}
        </Alert>
      ) : null}
      {result && result.ignoredColumns.length > 0 ? (
        <Alert severity="info">
          次の列は読み込みません: {result.ignoredColumns.map((name) => `「${name}」`).join('')}
        </Alert>
      ) : null}
      {result && result.lines.length > 0 ? (
        <Preview lines={result.lines} valid={result.entries !== null} />
      ) : null}
      {progress ? (
        <Stack spacing={0.5}>
          <LinearProgress
            variant="determinate"
            value={(progress.written / progress.total) * 100}
            aria-label="登録中"
          />
          <Typography variant="body2">
            登録中… {progress.written} / {progress.total} 件
          </Typography>
        </Stack>
      ) : null}
    </FormDialog>
  );
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function Preview({ lines, valid }: { lines: ReturnType<typeof parseEntryCsv>['lines']; valid: boolean }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {valid ? `プレビュー（${lines.length}件）` : `プレビュー（${lines.length}行）`}
      </Typography>
      <TableContainer sx={{ maxHeight: 400 }}>
        <Table size="small" stickyHeader aria-label="取り込む内容">
          <TableHead>
            <TableRow>
              <TableCell>行</TableCell>
              {ENTRY_COLUMNS.map((column) => (
                <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
                  {column.label}
                </TableCell>
              ))}
              <TableCell>確認</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.slice(0, PREVIEW_ROWS).map((line) => (
              <TableRow
                key={line.line}
                sx={line.errors.length ? { bgcolor: 'rgba(211, 47, 47, 0.08)' } : undefined}
              >
                <TableCell>{line.line}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {line.autoNumber
                    ? line.number === null
                      ? '—'
                      : `${line.number}（自動）`
                    : line.cells.number}
                </TableCell>
                {/* Whole words: on a phone the table scrolls sideways instead of a name a character a line. */}
                <TableCell sx={NO_WRAP}>{line.cells.name}</TableCell>
                <TableCell sx={NO_WRAP}>{line.cells.kana}</TableCell>
                <TableCell sx={NO_WRAP}>{line.cells.affiliation}</TableCell>
                <TableCell sx={NO_WRAP}>{line.cells.category}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line', minWidth: 160 }}>{line.cells.memo}</TableCell>
                <TableCell
                  sx={{ color: line.errors.length ? 'error.main' : 'success.main', whiteSpace: 'nowrap' }}
                >
                  {line.errors.length ? `${line.errors.length}件のエラー` : 'OK'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {lines.length > PREVIEW_ROWS ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          ほか {lines.length - PREVIEW_ROWS} 行（先頭の {PREVIEW_ROWS} 行を表示しています）
        </Typography>
      ) : null}
    </Box>
  );
}
