import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormDialog } from '@/components/form-dialog';
import { fieldProps } from '@/components/form-field-props';
import type { MatchState } from '@/shared/play/resolve';
import { rubberSideNames } from '@/shared/play/rubbers';
import type { MatchReport, ReportedResult } from '@/shared/schemas/report';
import { formatTime } from '@/shared/date-time';
import { REPORTER_LABELS, resultInWords } from '@/shared/play/report-words';
import type { Stage } from '@/shared/schemas/stage';
import {
  drawAllowed,
  resultFormSchemaFor,
  toResultForm,
  type ResultFormValues,
} from '@/shared/schemas/stage-form';

interface Props {
  stage: Stage;
  state: MatchState;
  /** The heading of the match's round (準決勝 …). */
  roundLabel: string;
  /** Labels of the matches whose results stop counting if this one's winner changes. */
  downstream: string[];
  onClose: () => void;
  /** Saves as 速報 (confirmed false) or 確定; resolves true when it worked. */
  onSave: (values: ResultFormValues, confirmed: boolean) => Promise<boolean>;
  /** Clears the result (取り消し); only offered when there is one. */
  onClear?: () => Promise<boolean>;
  /** 要確認: the form starts from the report staff chose instead of the stored result. */
  prefill?: ReportedResult | null;
  /** The match's reports from the floor (who, when, what), listed under the form. */
  reports?: readonly MatchReport[];
}

const HOW_LABELS = { played: '試合', walkover: '不戦勝', retired: '棄権' } as const;

/** 「結果を入力」: one-handed on a phone — the winner, how it ended, the score; 速報 or 確定. */
export function ResultDialog({
  stage,
  state,
  roundLabel,
  downstream,
  onClose,
  onSave,
  onClear,
  prefill,
  reports = [],
}: Props) {
  const winnerId = useId();
  const schema = useMemo(() => resultFormSchemaFor(stage), [stage]);
  const result = stage.results[state.match.id];
  const form = useForm<ResultFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: prefill
      ? toResultForm({ ...prefill, sides: [0, 0], confirmed: false, at: new Date() })
      : toResultForm(state.stale ? undefined : result),
  });
  const { control, handleSubmit } = form;
  const [busy, setBusy] = useState(false);
  const how = useWatch({ control, name: 'how' });
  const nameOf = (side: string | null | undefined) =>
    stage.entrants.find((e) => e.id === side)?.name ?? '未定';
  // 団体戦: a rubber's sides are its players, with their team (rubbers.ts).
  const players = rubberSideNames(stage, state);
  const [nameA, nameB] = players
    ? [`${players.a}（${nameOf(state.a)}）`, `${players.b}（${nameOf(state.b)}）`]
    : [nameOf(state.a), nameOf(state.b)];
  // No 引き分け in a bracket, nor in ゲーム scoring with an odd best-of (stage-form.ts drawAllowed).
  const drawable = drawAllowed(stage);
  const what = stage.scoring === 'games' ? 'ゲーム' : '得点';

  const saveAs = (confirmed: boolean) =>
    handleSubmit(async (values) => {
      setBusy(true);
      const saved = await onSave(values, confirmed);
      setBusy(false);
      if (saved) onClose();
    });
  const clear = async () => {
    if (!onClear) return;
    setBusy(true);
    const cleared = await onClear();
    setBusy(false);
    if (cleared) onClose();
  };

  return (
    <FormDialog
      title={
        <>
          結果を入力
          <br />
          <small>
            {roundLabel}：{nameA} vs {nameB}
          </small>
        </>
      }
      onClose={onClose}
      onSubmit={saveAs(true)}
      submitLabel="確定"
      busyLabel="保存中…"
      busy={busy}
      actions={
        <>
          {onClear ? (
            <Button color="error" onClick={clear} disabled={busy} sx={{ mr: 'auto' }}>
              結果を取り消す
            </Button>
          ) : null}
          <Button onClick={saveAs(false)} disabled={busy}>
            速報で保存
          </Button>
        </>
      }
      maxWidth="xs"
    >
      {state.stale ? (
        <Alert severity="warning">
          前の試合の結果が変わり、対戦相手が変わりました。結果を入力し直してください。
        </Alert>
      ) : null}
      <Controller
        control={control}
        name="outcome"
        render={({ field, fieldState }) => (
          <FormControl error={!!fieldState.error}>
            <FormLabel id={winnerId}>勝者</FormLabel>
            <RadioGroup {...field} aria-labelledby={winnerId}>
              <FormControlLabel value="a" control={<Radio />} label={`${nameA} の勝ち`} />
              <FormControlLabel value="b" control={<Radio />} label={`${nameB} の勝ち`} />
              {drawable ? <FormControlLabel value="draw" control={<Radio />} label="引き分け" /> : null}
            </RadioGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="how"
        render={({ field }) => (
          <TextField {...field} select label="決まり方" sx={{ maxWidth: 200 }}>
            {(Object.keys(HOW_LABELS) as (keyof typeof HOW_LABELS)[]).map((value) => (
              <MenuItem key={value} value={value}>
                {HOW_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {stage.scoring !== 'outcome' && how === 'played' ? (
        <Stack direction="row" spacing={2}>
          <TextField
            {...fieldProps(form, 'scoreA')}
            label={`${nameA} の${what}`}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            fullWidth
          />
          <TextField
            {...fieldProps(form, 'scoreB')}
            label={`${nameB} の${what}`}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            fullWidth
          />
        </Stack>
      ) : null}
      {reports.length > 0 ? (
        <Box component="section" aria-label="この試合の報告">
          <Typography variant="subtitle2" component="h3">
            この試合の報告（{reports.length}件）
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {reports.map((report, i) => (
              <li key={i}>
                {REPORTER_LABELS[report.by]} {formatTime(report.at)}：{resultInWords([nameA, nameB], report)}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {result && downstream.length > 0 ? (
        <Alert severity="info">
          勝者を変えると、次の試合の結果が無効になり、入力し直しが必要になります: {downstream.join('、')}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
