import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import GlobalStyles from '@mui/material/GlobalStyles';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { PrintPageOnly } from '@/components/print-page-only';
import { PrintControls, type PrintProblem } from '@/components/print/print-controls';
import { usePrintFonts } from '@/components/print/use-print-fonts';
import { StaffCompePage } from '@/components/staff-compe-page';
import { paths } from '@/config/paths';
import { useStages } from '@/lib/db/stages/use-stages';
import { formatDate } from '@/shared/date-time';
import { MESSAGES } from '@/shared/messages';
import { resolveStage } from '@/shared/play/stage-plan';
import type { Compe } from '@/shared/schemas/compe';
import type { Stage } from '@/shared/schemas/stage';
import { STAFF_PRINT } from '@/shared/staff-messages';
import { PrintSheet } from '../components/print-sheet';
import { PrintSlips, slipMatches, useReportQrs } from '../components/print-slips';
import { hasHall } from '@/shared/play/hall-tables';
import styles from '../components/print.lazy.module.css';

type PrintKind = 'sheet' | 'slips';

/**
 * Paper is the page alone: no shell padding, no screen-tall main (it would push a second page).
 * The page's size is set while this page is open: a bracket on A4 landscape, the rest portrait.
 */
const printStyles = {
  '@media print': {
    main: { padding: '0 !important', minHeight: '0 !important', maxWidth: 'none !important' },
  },
} as const;
const pageRule = (landscape: boolean) =>
  `@page { size: A4 ${landscape ? 'landscape' : 'portrait'}; margin: 10mm; }`;

/**
 * The print page's controls and the print itself. 印刷 waits for what the paper needs (docs/play.md
 * "Fonts on paper"): the print's own fonts for the characters on it, and for 試合票 the 結果報告 QR
 * codes; what cannot be had is said, with 再試行 and printing without it as a choice.
 */
export function PrintManager({ compe, stages }: { compe: Compe; stages: Stage[] }) {
  const [params, setParams] = useSearchParams();
  const sorted = useMemo(() => [...stages].sort((x, y) => x.order - y.order), [stages]);
  const stage = sorted.find((s) => s.id === params.get('stage')) ?? sorted[0];
  const kind: PrintKind = params.get('print') === 'slips' ? 'slips' : 'sheet';
  const readyOnly = params.get('only') === 'ready';
  const slipCount = useMemo(
    () => (stage ? slipMatches(resolveStage(stage), { readyOnly }).length : 0),
    [stage, readyOnly],
  );
  const slips = kind === 'slips' && slipCount > 0;
  const reportQrs = useReportQrs(compe.clubId, compe.id, kind === 'slips' ? stage : undefined);
  const printRoot = useRef<HTMLDivElement>(null);
  // What is on paper: the fonts are loaded for its characters again whenever it changes.
  const content = useMemo(
    () => [stage, kind, readyOnly, slips ? reportQrs.status : null],
    [stage, kind, readyOnly, slips, reportQrs.status],
  );
  const fonts = usePrintFonts('sans', printRoot, content);
  const waiting = [
    ...(fonts.status === 'loading' ? [STAFF_PRINT.fonts] : []),
    ...(slips && reportQrs.status === 'loading' ? [STAFF_PRINT.reportQrs] : []),
  ];
  const problems: PrintProblem[] = [
    ...(fonts.status === 'failed'
      ? [{ key: 'fonts', message: STAFF_PRINT.fontsFailed, retry: fonts.retry }]
      : []),
    ...(slips && reportQrs.status === 'failed'
      ? [{ key: 'qrs', message: STAFF_PRINT.reportQrsFailed, retry: reportQrs.retry }]
      : []),
  ];
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  const backLink = (
    <Button component={RouterLink} to={paths.form.play.getHref(compe.clubId, compe.id)}>
      ← 対戦に戻る
    </Button>
  );
  if (!stage) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">印刷できるステージがありません。対戦でステージを追加してください。</Alert>
        {backLink}
      </Stack>
    );
  }
  const bracket = stage.format === 'single' || stage.format === 'double';
  const landscape = kind === 'sheet' && bracket;
  return (
    <>
      <PrintPageOnly />
      <GlobalStyles styles={printStyles} />
      <style>{pageRule(landscape)}</style>
      <Paper variant="outlined" sx={{ p: 2, displayPrint: 'none' }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {backLink}
          <TextField
            select
            label="ステージ"
            value={stage.id}
            onChange={(event) => set('stage', event.target.value)}
            sx={{ minWidth: 240 }}
          >
            {sorted.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControl>
            <FormLabel id="print-kind">印刷するもの</FormLabel>
            <RadioGroup
              aria-labelledby="print-kind"
              value={kind}
              onChange={(event) => set('print', event.target.value)}
            >
              <FormControlLabel
                value="sheet"
                control={<Radio />}
                label={bracket ? '対戦表（A4横1枚に縮小）' : '対戦表・順位表（A4縦）'}
              />
              <FormControlLabel value="slips" control={<Radio />} label="試合票（A4縦、切り取り線付き）" />
            </RadioGroup>
          </FormControl>
          {kind === 'slips' ? (
            <FormControlLabel
              control={
                <Checkbox
                  checked={readyOnly}
                  onChange={(event) => set('only', event.target.checked ? 'ready' : null)}
                />
              }
              label="対戦相手が決まった試合だけ"
            />
          ) : null}
          <Typography variant="body2" color="textSecondary">
            {kind === 'slips'
              ? `残りの試合の試合票 ${slipCount}枚を印刷します。1枚が2ページにまたがることはありません。`
              : bracket
                ? '組み合わせ全体をA4横1ページに収まるよう縮小して印刷します。'
                : '組ごとの対戦表と順位表を、順位の決め方とともに印刷します。'}
          </Typography>
          <PrintControls
            waiting={waiting}
            problems={problems}
            printAnyway={
              problems.length === 1 && problems[0]?.key === 'qrs'
                ? STAFF_PRINT.printWithoutQr
                : STAFF_PRINT.printAnyway
            }
          />
        </Stack>
      </Paper>
      <div className={styles.printRoot} ref={printRoot}>
        {kind === 'slips' ? (
          <PrintSlips
            compeTitle={compe.title}
            stage={stage}
            readyOnly={readyOnly}
            qrs={reportQrs.qrs}
            hall={hasHall(compe.hall) ? compe.hall : undefined}
          />
        ) : (
          <PrintSheet
            compeTitle={compe.title}
            compeLine={`${formatDate(compe.eventedAt)}${compe.venue ? ` ・ ${compe.venue}` : ''}`}
            stage={stage}
          />
        )}
      </div>
    </>
  );
}

function PrintData({ compe }: { compe: Compe }) {
  const stages = useStages(compe.id);
  if (stages.status === 'loading') return <PageLoading />;
  if (stages.status === 'error') return <Alert severity="error">{MESSAGES.loadFailed}</Alert>;
  return <PrintManager compe={compe} stages={stages.data} />;
}

/**
 * /{clubId}/form/{compeId}/match/print 対戦の印刷 (docs/play.md "Prints and the drawn bracket"): a
 * stage's 対戦表 (a bracket on one A4 landscape page, a league's tables) or its 試合票, as the
 * paper backup of the day.
 */
export default function MatchPrintPage() {
  return (
    <StaffCompePage label="対戦の印刷" printHeading={false}>
      {(compe) => <PrintData key={compe.id} compe={compe} />}
    </StaffCompePage>
  );
}
