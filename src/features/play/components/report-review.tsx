import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatTime } from '@/shared/date-time';
import { REPORTER_LABELS, resultInWords } from '@/shared/play/report-words';
import type { MatchReport, ReportedResult } from '@/shared/schemas/report';
import type { OpenConflict } from '../open-conflicts';

interface Props {
  conflicts: readonly OpenConflict[];
  /** The heading of a match (「準決勝 第1試合」). */
  matchLabel: (conflict: OpenConflict) => string;
  /** Opens 結果を入力 for the match, filled with one report (or blank). */
  onDecide: (conflict: OpenConflict, prefill: ReportedResult | null) => void;
}

const reported = ({ outcome, how, games, points }: MatchReport): ReportedResult => ({
  outcome,
  how,
  ...(games ? { games } : {}),
  ...(points ? { points } : {}),
});

/*
 * On a phone four columns leave 報告者 and 内容 a character wide: each report is drawn as a block
 * instead — who and when on one line, what under it, then its button — and the column headings are
 * left to screen readers. The roles are written out, so the table stays a table to them (and to
 * tests) whatever CSS draws its rows as.
 */
const STACKED = {
  table: { display: 'block' },
  body: { display: 'block' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: 1,
    rowGap: 0.5,
    py: 1,
    borderBottom: 1,
    borderColor: 'divider',
    '&:last-of-type': { borderBottom: 0 },
  },
  cell: { display: 'block', border: 0, p: 0, overflowWrap: 'anywhere' },
  who: { fontWeight: 700 },
  wide: { gridColumn: '1 / -1' },
} as const;

/**
 * 要確認: matches whose reports from the floor disagree (docs/play.md "Reporting results from the
 * floor"), each with every report side by side — who, when, what — and staff deciding with the
 * result dialog, filled with the report they choose.
 */
export function ReportReview({ conflicts, matchLabel, onDecide }: Props) {
  const theme = useTheme();
  const stacked = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (conflicts.length === 0) return null;
  const cell = (sx?: object) => (stacked ? { ...STACKED.cell, ...sx } : undefined);
  return (
    <Alert severity="warning" component="section" role="region" aria-label="要確認（報告の食い違い）">
      <AlertTitle>要確認：報告が食い違っています（{conflicts.length}試合）</AlertTitle>
      <Stack spacing={2}>
        {conflicts.map((conflict) => {
          const { stage, state, reports } = conflict;
          const nameOf = (id: string | null | undefined) =>
            stage.entrants.find((e) => e.id === id)?.name ?? '—';
          const names = [nameOf(state.a), nameOf(state.b)] as const;
          const label = `${stage.name} ${matchLabel(conflict)}`;
          return (
            <Paper
              key={reports.id}
              variant="outlined"
              component="article"
              aria-label={`${label} 要確認`}
              sx={{ p: 1.5 }}
            >
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {label}：{names[0]} vs {names[1]}
              </Typography>
              <Table
                size="small"
                role="table"
                aria-label={`${label}の報告`}
                sx={stacked ? STACKED.table : undefined}
              >
                <TableHead role="rowgroup" className={stacked ? 'visually-hidden' : undefined}>
                  <TableRow role="row">
                    <TableCell role="columnheader" scope="col">
                      報告者
                    </TableCell>
                    <TableCell role="columnheader" scope="col">
                      時刻
                    </TableCell>
                    <TableCell role="columnheader" scope="col">
                      内容
                    </TableCell>
                    <TableCell role="columnheader" scope="col">
                      <span className="visually-hidden">操作</span>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody role="rowgroup" sx={stacked ? STACKED.body : undefined}>
                  {reports.reports.map((report, i) => (
                    <TableRow key={i} role="row" sx={stacked ? STACKED.row : undefined}>
                      <TableCell role="cell" sx={cell(STACKED.who)}>
                        {REPORTER_LABELS[report.by]}
                      </TableCell>
                      <TableCell role="cell" sx={cell()}>
                        {formatTime(report.at)}
                      </TableCell>
                      <TableCell role="cell" sx={cell(STACKED.wide)}>
                        {resultInWords(names, reported(report))}
                      </TableCell>
                      <TableCell role="cell" sx={cell(STACKED.wide)}>
                        <Button
                          size="small"
                          onClick={() => onDecide(conflict, reported(report))}
                          aria-label={`${REPORTER_LABELS[report.by]}の報告（${formatTime(report.at)}）で結果を入力`}
                        >
                          この内容で入力
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Button sx={{ mt: 1 }} onClick={() => onDecide(conflict, null)}>
                結果を入力
              </Button>
            </Paper>
          );
        })}
      </Stack>
    </Alert>
  );
}
