import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { fieldProps } from '@/components/form-field-props';
import {
  STAGE_FORMAT_LABELS,
  STAGE_FORMATS,
  STAGE_SCORING_LABELS,
  STAGE_SCORINGS,
  type Stage,
} from '@/shared/schemas/stage';
import { fill } from '@/shared/fill';
import {
  blankStageForm,
  formTables,
  stageDefaults,
  stageDrawn,
  stageFormSchemaFor,
  TABLE_LABELS,
  toStageForm,
  type StageFormPlace,
  type StageFormValues,
} from '@/shared/schemas/stage-form';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { hallTableName } from '@/shared/divisions';
import { hasHall, stageTableName, type HallNames } from '@/shared/play/hall-tables';
import type { TableInUse } from '@/shared/play/view/tables-in-use';
import { RankingFields } from './ranking-fields';

interface Props {
  /** League stages a 決勝トーナメント can take its entrants from. */
  leagues: readonly Stage[];
  /** The name a new stage starts with (ステージ 2 …); unused when editing. */
  defaultName?: string;
  /**
   * 「設定を変更」: the stage as it is now (a draw made meanwhile locks its structure at once).
   * Without it the dialog adds a stage.
   */
  stage?: Stage;
  /** The matches on a table now: 台の数 (or 使う台) cannot leave out the tables they are on. */
  tablesInUse?: readonly TableInUse[];
  /** The competition's hall (compe.hall): with tables, a stage plays on a range of them (使う台). */
  hall?: HallNames | undefined;
  /** The competition's 部門 (compe.divisions): when there are any, a stage belongs to one. */
  divisions?: readonly { id: string; name: string }[];
  onClose: () => void;
  /** Saves; resolves true when it worked (the dialog then closes). */
  onSave: (values: StageFormValues) => Promise<boolean>;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function NumberSelect({
  control,
  name,
  label,
  options,
  format = String,
  disabled = false,
  onPicked,
  hint,
}: {
  control: Control<StageFormValues>;
  name: 'bestOf' | 'groups' | 'rounds' | 'seeds' | 'qualifiers' | 'tableCount' | 'tableFirst' | 'tableLast';
  label: string;
  options: number[];
  format?: (value: number) => string;
  disabled?: boolean;
  /** Another value set with this one (最初の台 sets 最後の台 when it had none). */
  onPicked?: (value: number) => void;
  /** Shown under the field when it has no error. */
  hint?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          onChange={(event) => {
            field.onChange(Number(event.target.value));
            onPicked?.(Number(event.target.value));
          }}
          select
          label={label}
          disabled={disabled}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? hint}
          sx={{ minWidth: 160 }}
        >
          {options.map((value) => (
            <MenuItem key={value} value={value}>
              {format(value)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

function CheckboxField({
  control,
  name,
  label,
  disabled = false,
}: {
  control: Control<StageFormValues>;
  name: 'thirdPlace' | 'reset' | 'autoConfirm';
  label: string;
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Checkbox checked={field.value} onChange={(_e, checked) => field.onChange(checked)} />}
          label={label}
          disabled={disabled}
        />
      )}
    />
  );
}

/** 呼び出し: a freed table takes the next match by itself, or staff confirm each call. */
function AutoCallField({ control }: { control: Control<StageFormValues> }) {
  const callId = useId();
  return (
    <Controller
      control={control}
      name="autoCall"
      render={({ field }) => (
        <FormControl>
          <FormLabel id={callId}>呼び出し</FormLabel>
          <RadioGroup
            aria-labelledby={callId}
            value={field.value ? 'auto' : 'confirm'}
            onChange={(_e, value) => field.onChange(value === 'auto')}
          >
            <FormControlLabel
              value="auto"
              control={<Radio />}
              label="自動（結果が入ると空いた台に次の試合を呼び出す）"
            />
            <FormControlLabel
              value="confirm"
              control={<Radio />}
              label="確認してから（次の呼び出しをボタンで確定する）"
            />
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

/** 「その他」 in 呼び方: the organiser types their own word. */
const OWN_LABEL = '';

/**
 * 台の数, 呼び方 and 呼び出し (docs/play.md "Tables and calls"): how many tables the stage plays on
 * (0: it does not manage tables), what a table is called, and whether a freed table takes the next
 * match by itself or staff confirm each call.
 */
function TableFields({ form }: { form: UseFormReturn<StageFormValues> }) {
  const { control, setValue } = form;
  const [tableCount, tableLabel] = useWatch({ control, name: ['tableCount', 'tableLabel'] });
  const [own, setOwn] = useState(false);
  // Tables turned off with the own word left blank: nothing hidden may keep the form from saving.
  useEffect(() => {
    if (tableCount === 0 && tableLabel.trim() === '') setValue('tableLabel', TABLE_LABELS[0]);
  }, [tableCount, tableLabel, setValue]);
  const choice = own || !(TABLE_LABELS as readonly string[]).includes(tableLabel) ? OWN_LABEL : tableLabel;
  return (
    <>
      <NumberSelect
        control={control}
        name="tableCount"
        label="台の数"
        options={range(0, 64)}
        format={(n) => (n === 0 ? '0（台を使わない）' : `${n}`)}
      />
      {tableCount > 0 ? (
        <>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField
              select
              label="呼び方"
              value={choice}
              onChange={(event) => {
                const value = event.target.value;
                setOwn(value === OWN_LABEL);
                // その他 starts from the word chosen so far, for the organiser to type over.
                if (value !== OWN_LABEL) setValue('tableLabel', value, { shouldValidate: true });
              }}
              sx={{ minWidth: 160 }}
            >
              {TABLE_LABELS.map((label) => (
                <MenuItem key={label} value={label}>
                  {label}（1番{label}）
                </MenuItem>
              ))}
              <MenuItem value={OWN_LABEL}>その他（入力する）</MenuItem>
            </TextField>
            {choice === OWN_LABEL ? (
              <TextField
                {...fieldProps(form, 'tableLabel', '例: 卓、レーン（6文字まで）')}
                label="呼び方（入力）"
                required
                sx={{ maxWidth: 220 }}
                slotProps={{ htmlInput: { autoComplete: 'off' } }}
              />
            ) : null}
          </Stack>
          <AutoCallField control={control} />
        </>
      ) : null}
    </>
  );
}

/**
 * 使う台 and 呼び出し where the competition has a hall (docs/play.md "One floor"): a range of the
 * hall's tables, first to last by their names (「1番台」 … 「12番台」, or the hall's own 「A1」),
 * or none. The word for a table is the hall's, set in the competition's settings.
 */
function HallTableFields({ form, hall }: { form: UseFormReturn<StageFormValues>; hall: HallNames }) {
  const { control, setValue, getValues } = form;
  const [first, last] = useWatch({ control, name: ['tableFirst', 'tableLast'] });
  const name = (table: number) => hallTableName(hall, table);
  // A range stored before the hall shrank still shows as it is, for the check to name it.
  const tables = range(1, Math.max(hall.tables, first, last));
  return (
    <>
      <FormLabel component="div">使う台</FormLabel>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <NumberSelect
          control={control}
          name="tableFirst"
          label="最初の台"
          options={[0, ...tables]}
          format={(n) => (n === 0 ? '台を使わない' : name(n))}
          hint={`会場の${hall.label}: ${name(1)}〜${name(hall.tables)}`}
          onPicked={(value) => {
            // From none to a first table: up to the hall's last, for staff to narrow.
            if (value > 0 && getValues('tableLast') === 0) setValue('tableLast', hall.tables);
          }}
        />
        {first > 0 ? (
          <NumberSelect control={control} name="tableLast" label="最後の台" options={tables} format={name} />
        ) : null}
      </Stack>
      {first > 0 ? <AutoCallField control={control} /> : null}
    </>
  );
}

/**
 * 部門: the 部門 whose entries the stage plays, chosen from the competition's; a 決勝トーナメント
 * fed by a league is of the league's 部門 (shown, not chosen), and after the draw it stays.
 */
function DivisionField({
  control,
  divisions,
  feeder,
  disabled,
}: {
  control: Control<StageFormValues>;
  divisions: readonly { id: string; name: string }[];
  feeder: Stage | undefined;
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name="divisionId"
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={feeder ? (feeder.divisionId ?? '') : field.value}
          select
          label="部門"
          required={!feeder}
          disabled={disabled || !!feeder}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? (feeder ? `「${feeder.name}」の部門です` : undefined)}
          sx={{ maxWidth: 320 }}
        >
          {divisions.map((division) => (
            <MenuItem key={division.id} value={division.id}>
              {division.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * 「ステージを追加」 and 「設定を変更」: the format, how it is scored, what the format needs, the
 * ranking rules and the tables. Once the stage is drawn only what leaves its matches intact can
 * change (schemas/stage-form.ts STAGE_FIELDS_AFTER_DRAW); the rest shows, disabled, with why.
 */
export function StageDialog({
  leagues,
  defaultName = '',
  stage,
  tablesInUse = [],
  hall,
  divisions = [],
  onClose,
  onSave,
}: Props) {
  const divided = divisions.length > 0;
  const place: StageFormPlace = useMemo(() => ({ hall, divided }), [hall, divided]);
  const schema = useMemo(() => stageFormSchemaFor(place), [place]);
  const form = useForm<StageFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: stage ? toStageForm(stage, place) : blankStageForm(defaultName, place),
  });
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { isSubmitting },
  } = form;
  const [format, scoring, fromStageId] = useWatch({ control, name: ['format', 'scoring', 'fromStageId'] });
  const knockout = format === 'single' || format === 'double';
  const ranked = format === 'league' || format === 'swiss';
  const locked = stage ? stageDrawn(stage) : false;
  const pairedRounds = stage ? Object.keys(stage.pairings).length : 0;
  const feeders = leagues.filter((league) => league.id !== stage?.id);
  const feeder = knockout && fromStageId ? feeders.find((league) => league.id === fromStageId) : undefined;

  const save = handleSubmit(async (values) => {
    // A match under way keeps its table: staff move it or take it off first (台の状況 does both in
    // one tap), rather than the match silently losing its table while it is being played.
    // With a hall the range may move as well as shrink: any table in use outside it is named.
    const { first, last } = formTables(values, place);
    const cut = tablesInUse.filter((use) => use.table < first || use.table > last);
    if (cut.length > 0) {
      const words = {
        tables: [...new Set(cut.map((use) => stageTableName(hall, values, use.table)))].join('・'),
        matches: cut.map((use) => use.match).join('、'),
      };
      if (hasHall(hall))
        setError(
          values.tableFirst === 0 || cut.some((use) => use.table < first) ? 'tableFirst' : 'tableLast',
          {
            message: fill(STAFF_MESSAGES.stageTablesInUseRange, words),
          },
        );
      else setError('tableCount', { message: fill(STAFF_MESSAGES.stageTablesInUse, words) });
      return;
    }
    if (await onSave(values)) onClose();
  });

  return (
    <FormDialog
      title={stage ? 'ステージの設定' : 'ステージを追加'}
      onClose={onClose}
      onSubmit={save}
      submitLabel={stage ? '保存' : '追加'}
      busyLabel="保存中…"
      busy={isSubmitting}
    >
      <TextField
        {...fieldProps(form, 'name', '例: 予選リーグ、決勝トーナメント')}
        label="ステージ名"
        required
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      {divisions.length > 0 ? (
        <DivisionField control={control} divisions={divisions} feeder={feeder} disabled={locked} />
      ) : null}
      {locked ? <Alert severity="info">{STAFF_MESSAGES.stageStructureLocked}</Alert> : null}
      <Controller
        control={control}
        name="format"
        render={({ field }) => (
          <TextField
            {...field}
            onChange={(event) => {
              field.onChange(event);
              // Each format ranks in its usual way until the organiser says otherwise.
              const defaults = stageDefaults(event.target.value as Stage['format']);
              setValue('tiebreaks', defaults.tiebreaks);
              setValue('points', defaults.points);
            }}
            select
            label="形式"
            disabled={locked}
            sx={{ maxWidth: 280 }}
          >
            {STAGE_FORMATS.map((value) => (
              <MenuItem key={value} value={value}>
                {STAGE_FORMAT_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="scoring"
        render={({ field }) => (
          <TextField
            {...field}
            select
            label="勝敗の記録"
            disabled={locked}
            // Drawn: no choice to explain (and a disabled field's grey hint is too faint to read).
            helperText={
              locked ? undefined : '勝敗: 将棋・囲碁など / ゲーム: 卓球・バドミントンなど / 得点: 点数を記録'
            }
            sx={{ maxWidth: 420 }}
          >
            {STAGE_SCORINGS.map((value) => (
              <MenuItem key={value} value={value}>
                {STAGE_SCORING_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {scoring === 'games' ? (
        <NumberSelect
          control={control}
          name="bestOf"
          label="ゲーム数"
          options={[1, 3, 5, 7, 9]}
          format={(n) => `${n}ゲームマッチ（${Math.ceil(n / 2)}ゲーム先取）`}
          disabled={locked}
        />
      ) : null}
      {format === 'league' ? (
        <NumberSelect
          control={control}
          name="groups"
          label="組の数"
          options={range(1, 16)}
          format={(n) => `${n}組`}
          disabled={locked}
        />
      ) : null}
      {format === 'swiss' ? (
        // Rounds not paired yet may be added or dropped at any time (a day running late).
        <NumberSelect
          control={control}
          name="rounds"
          label="ラウンド数"
          options={range(Math.max(1, pairedRounds), 15)}
          format={(n) => `${n}ラウンド`}
        />
      ) : null}
      {knockout ? (
        <>
          {feeders.length > 0 ? (
            <Controller
              control={control}
              name="fromStageId"
              render={({ field }) => (
                <TextField {...field} select label="出場者" disabled={locked} sx={{ maxWidth: 420 }}>
                  <MenuItem value="">エントリーから</MenuItem>
                  {feeders.map((league) => (
                    <MenuItem key={league.id} value={league.id}>
                      「{league.name}」の各組上位
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          ) : null}
          {fromStageId ? (
            <NumberSelect
              control={control}
              name="qualifiers"
              label="各組から"
              options={range(1, 8)}
              format={(n) => `上位${n}人`}
              disabled={locked}
            />
          ) : (
            <NumberSelect
              control={control}
              name="seeds"
              label="シード数"
              options={[0, 1, 2, 4, 8, 16]}
              format={(n) => (n === 0 ? 'なし（全員抽選）' : `${n}（シード順の上位）`)}
              disabled={locked}
            />
          )}
          {format === 'single' ? (
            <CheckboxField control={control} name="thirdPlace" label="3位決定戦を行う" disabled={locked} />
          ) : (
            <CheckboxField
              control={control}
              name="reset"
              label="敗者側が勝ったらもう1試合（リセット）"
              disabled={locked}
            />
          )}
        </>
      ) : null}
      {ranked ? <RankingFields control={control} /> : null}
      {hasHall(hall) ? <HallTableFields form={form} hall={hall} /> : <TableFields form={form} />}
      {/* Editable after the draw too: it decides only how later agreed reports are stored. */}
      <CheckboxField
        control={control}
        name="autoConfirm"
        label="合意した報告を確定にする（審判の報告、または両選手の一致した報告）"
      />
    </FormDialog>
  );
}
