import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PrintPageOnly } from '@/components/print-page-only';
import { PrintControls } from '@/components/print/print-controls';
import { usePrintFonts } from '@/components/print/use-print-fonts';
import { paths } from '@/config/paths';
import { downloadCsv } from '@/lib/csv';
import type { Award, Compe } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import type { Stage } from '@/shared/schemas/stage';
import { STAFF_AWARDS, STAFF_PRINT } from '@/shared/staff-messages';
import { AwardsEditor } from './awards-editor';
import { CertificateSheet } from './certificate';
import styles from './print.lazy.module.css';
import {
  awardCertificates,
  certificateDate,
  certificateText,
  divisionCertificates,
  type Era,
  type StageCertificates,
} from '../certificates';
import { resultsCsv, resultsCsvFileName } from '../results-csv';

/**
 * Paper is the 表彰状 alone: no shell padding, no screen-tall main, no margins (each sheet is an A4
 * page of its own, certificate.lazy.module.css).
 */
const printStyles = {
  '@media print': {
    main: {
      padding: '0 !important',
      margin: '0 !important',
      minHeight: '0 !important',
      maxWidth: 'none !important',
    },
  },
} as const;
const PAGE_RULE = '@page { size: A4 portrait; margin: 0; }';

const NO_AWARDS: readonly Award[] = [];

/**
 * 表彰 itself: the printable placings and awards to tick, the date's style, 「印刷」, the awards editor
 * and the CSV; the ticked 表彰状 as a small preview on screen and one A4 page each on paper.
 */
export function AwardsManager({
  compe,
  stages,
  entries,
  clubName,
  namedAwards = NO_AWARDS,
}: {
  compe: Compe;
  stages: Stage[];
  entries: readonly Entry[];
  clubName: string;
  /** The awards the organiser named, as stored (compes/{compeId}/awards, lib/db/awards); none if left out. */
  namedAwards?: readonly Award[];
}) {
  const byDivision = useMemo(() => divisionCertificates(stages, compe.divisions), [stages, compe.divisions]);
  const byStage = useMemo(() => byDivision.flatMap((part) => part.stages), [byDivision]);
  const awards = useMemo(() => awardCertificates(namedAwards), [namedAwards]);
  const all = useMemo(() => [...byStage.flatMap((s) => s.certificates), ...awards], [byStage, awards]);
  // Everything printable is ticked until staff untick it.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [era, setEra] = useState<Era>('reiwa');
  const chosen = all.filter((c) => !unticked.has(c.key));
  const toggle = (key: string, on: boolean) =>
    setUnticked((set) => {
      const next = new Set(set);
      if (on) next.delete(key);
      else next.add(key);
      return next;
    });
  const date = certificateDate(compe.eventedAt, era);
  const text = certificateText(compe);
  // 印刷 waits for the 明朝 of the ticked 表彰状' characters (docs/play.md "Fonts on paper").
  const printRoot = useRef<HTMLDivElement>(null);
  const printed = [...chosen.map((c) => c.key), date, text, clubName].join('\n');
  const fonts = usePrintFonts('serif', printRoot, printed);
  const tick = (c: (typeof all)[number]) => (
    <FormControlLabel
      key={c.key}
      control={
        <Checkbox checked={!unticked.has(c.key)} onChange={(event) => toggle(c.key, event.target.checked)} />
      }
      label={`${c.label} ${c.name}${c.affiliation ? `（${c.affiliation}）` : ''}${c.holder ? ` ${c.holder}さんの分` : ''}`}
    />
  );
  const stageChoices = ({ stage, settled, certificates }: StageCertificates) => (
    <FormControl key={stage.id} component="fieldset">
      <FormLabel component="legend">{stage.name}</FormLabel>
      {settled ? (
        <FormGroup>{certificates.map(tick)}</FormGroup>
      ) : (
        <Typography variant="body2">{STAFF_AWARDS.notSettled}</Typography>
      )}
    </FormControl>
  );
  return (
    <>
      <PrintPageOnly />
      <GlobalStyles styles={printStyles} />
      <style>{PAGE_RULE}</style>
      <Stack spacing={2} sx={{ displayPrint: 'none' }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.form.play.getHref(compe.clubId, compe.id)}>
            ← 対戦に戻る
          </Button>
          <Button
            onClick={() =>
              downloadCsv(resultsCsvFileName(compe), resultsCsv(stages, namedAwards, compe.divisions))
            }
          >
            結果をCSVで書き出す
          </Button>
          <Button
            component="a"
            href={paths.result.getHref(compe.clubId, compe.id)}
            target="_blank"
            rel="noopener"
          >
            結果ページ
          </Button>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="certificates-heading">
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h6" component="h3" id="certificates-heading">
              表彰状の印刷
            </Typography>
            <Typography variant="body2" color="textSecondary">
              表彰状はA4縦1枚に1人ずつ、縦書きで印刷します。
              {compe.divisions?.some((division) => division.kind === 'pair')
                ? 'ペアの部門は、2人の名前を並べた表彰状を1人1枚ずつ印刷します。'
                : ''}
            </Typography>
            {byStage.length === 0 ? <Alert severity="info">{STAFF_AWARDS.noStages}</Alert> : null}
            {/* Per 部門 (its stages inside it); without 部門, the stages as they are. */}
            {byStage.length === 0
              ? null
              : byDivision.map(({ division, stages: parts }) =>
                  division ? (
                    <FormControl key={division.id} component="fieldset" sx={{ gap: 1 }}>
                      <FormLabel component="legend" sx={{ fontWeight: 700 }}>
                        {division.name}
                      </FormLabel>
                      {parts.length === 0 ? (
                        <Typography variant="body2">{STAFF_AWARDS.divisionNoStages}</Typography>
                      ) : (
                        parts.map(stageChoices)
                      )}
                    </FormControl>
                  ) : (
                    parts.map(stageChoices)
                  ),
                )}
            {awards.length > 0 ? (
              <FormControl component="fieldset">
                <FormLabel component="legend">特別賞など</FormLabel>
                <FormGroup>{awards.map(tick)}</FormGroup>
              </FormControl>
            ) : null}
            <FormControl>
              <FormLabel id="certificate-era">日付の書き方</FormLabel>
              <RadioGroup
                row
                aria-labelledby="certificate-era"
                value={era}
                onChange={(event) => setEra(event.target.value === 'western' ? 'western' : 'reiwa')}
              >
                <FormControlLabel
                  value="reiwa"
                  control={<Radio />}
                  label={`和暦（${certificateDate(compe.eventedAt, 'reiwa')}）`}
                />
                <FormControlLabel
                  value="western"
                  control={<Radio />}
                  label={`西暦（${certificateDate(compe.eventedAt, 'western')}）`}
                />
              </RadioGroup>
            </FormControl>
            {chosen.length === 0 ? (
              <Typography variant="body2">{STAFF_AWARDS.noneChosen}</Typography>
            ) : (
              <Typography variant="body2">表彰状 {chosen.length}枚を印刷します。</Typography>
            )}
            <PrintControls
              waiting={fonts.status === 'loading' ? [STAFF_PRINT.fonts] : []}
              problems={
                fonts.status === 'failed'
                  ? [{ key: 'fonts', message: STAFF_PRINT.fontsFailed, retry: fonts.retry }]
                  : []
              }
              disabled={chosen.length === 0}
            />
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="awards-heading">
          <Typography variant="h6" component="h3" id="awards-heading" sx={{ mb: 1 }}>
            特別賞など
          </Typography>
          <AwardsEditor compe={compe} awards={namedAwards} entries={entries} />
        </Paper>
        {chosen.length > 0 ? (
          <Typography variant="h6" component="h3">
            印刷の見本
          </Typography>
        ) : null}
      </Stack>
      <div className={styles.printRoot} ref={printRoot}>
        {chosen.map((c) => (
          <CertificateSheet key={c.key} certificate={c} text={text} date={date} clubName={clubName} />
        ))}
      </div>
    </>
  );
}
