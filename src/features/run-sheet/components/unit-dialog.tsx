import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { fieldProps } from '@/components/form-field-props';
import { LABELS } from '@/shared/messages';
import { LIMITS } from '@/shared/schemas/limits';
import { rangeLabel, stageRounds, type StageRound } from '@/shared/play/rounds';
import type { Entry } from '@/shared/schemas/entry';
import type { Stage } from '@/shared/schemas/stage';
import { UNIT_KIND_LABELS, UNIT_KINDS, type Unit } from '@/shared/schemas/unit';
import {
  blankUnitForm,
  toUnitForm,
  unitFormSchema,
  type UnitFormInput,
  type UnitFormValues,
} from '@/shared/schemas/unit-form';
import { STAFF_LABELS } from '@/shared/staff-messages';

interface Props {
  /** The unit to edit; null to add one at the end. */
  unit: Unit | null;
  /** The competition's entries, by number. */
  entries: readonly Entry[];
  /** The competition's stages (対戦), in their order: the item can run one, or some of its rounds. */
  stages: readonly Stage[];
  onClose: () => void;
  /** Saves; resolves true when it worked (the dialog then closes), false after the snackbar said why. */
  onSave: (values: UnitFormValues) => Promise<boolean>;
  onDelete: (unit: Unit) => void;
}

const entryLabel = (entry: Entry) => `${entry.number} ${entry.name}`;
const filterEntries = createFilterOptions<Entry>({
  stringify: (entry) => [entry.number, entry.name, entry.kana, entry.affiliation, entry.category].join(' '),
});
/** Kinds whose usual title is the kind itself: choosing one fills an empty title. */
const TITLED_KINDS = new Set<string>(['break', 'award']);

const NO_ROUNDS: readonly StageRound[] = [];
/** A select whose '' value is a choice (すべて) shows it, with its label above it. */
const SHOW_EMPTY = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/**
 * The title an item gets from what it holds: 「決勝トーナメント」, or with some rounds
 * 「決勝トーナメント 準決勝〜決勝」 (what ライブ then shows for the item).
 */
function heldTitle(
  stage: Pick<Stage, 'name'> | undefined,
  rounds: readonly StageRound[],
  from: string,
  to: string,
) {
  if (!stage) return '';
  const label = from === '' ? '' : rangeLabel(rounds, { from: Number(from), to: Number(to || from) });
  return label ? `${stage.name} ${label}` : stage.name;
}

/**
 * 追加 / 編集 of one run-sheet item: kind, title, minutes, the stage it runs and which of its rounds,
 * its entries and a note.
 */
/** The form's names of one stage held and its rounds: the first stage's, or one of moreStages. */
interface HeldNames {
  stageId: 'stageId' | `moreStages.${number}.stageId`;
  roundFrom: 'roundFrom' | `moreStages.${number}.roundFrom`;
  roundTo: 'roundTo' | `moreStages.${number}.roundTo`;
}

interface HeldStageProps {
  form: UseFormReturn<UnitFormInput, unknown, UnitFormValues>;
  names: HeldNames;
  /** 2, 3 …: a stage held in parallel with the first, labelled 「対戦ステージ 2」; absent: the first. */
  number?: number;
  stages: readonly Stage[];
  roundsByStage: ReadonlyMap<string, readonly StageRound[]>;
  retitle: () => void;
  onRemove?: () => void;
}

/** 対戦ステージ and ラウンド（から／まで） of one stage the item holds. */
function HeldStageFields({ form, names, number, stages, roundsByStage, retitle, onRemove }: HeldStageProps) {
  const { control, getValues, setValue } = form;
  const [stageId, roundFrom] = useWatch({ control, name: [names.stageId, names.roundFrom] });
  const rounds = roundsByStage.get(stageId) ?? NO_ROUNDS;
  const suffix = number ? ` ${number}` : '';
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Controller
          control={control}
          name={names.stageId}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(event) => {
                field.onChange(event);
                // Another stage: every round of it, until staff choose some.
                setValue(names.roundFrom, '');
                setValue(names.roundTo, '', { shouldValidate: true });
                // An item added for a stage is usually called by the stage's name.
                retitle();
              }}
              select
              label={`対戦ステージ${suffix}`}
              disabled={stages.length === 0}
              error={!!fieldState.error}
              helperText={
                fieldState.error?.message ??
                (number
                  ? ' '
                  : stages.length === 0
                    ? '対戦ページでステージを追加すると選べます'
                    : '進行中は、このステージの残り試合と1試合の平均時間から終了を見込みます')
              }
              sx={{ flex: 1, maxWidth: 360 }}
            >
              <MenuItem value="">なし</MenuItem>
              {stages.map((stage) => (
                <MenuItem key={stage.id} value={stage.id}>
                  {stage.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {onRemove ? (
          <Button aria-label={`対戦ステージ${suffix}を外す`} onClick={onRemove} sx={{ mt: 1, flexShrink: 0 }}>
            外す
          </Button>
        ) : null}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name={names.roundFrom}
          render={({ field }) => (
            <TextField
              {...field}
              onChange={(event) => {
                field.onChange(event);
                const from = event.target.value;
                const to = getValues(names.roundTo);
                // From a round: up to the last one, unless an end after it is chosen already.
                if (from === '') setValue(names.roundTo, '', { shouldValidate: true });
                else if (to === '' || Number(to) < Number(from))
                  setValue(names.roundTo, String(rounds.length), { shouldValidate: true });
                retitle();
              }}
              select
              label={`ラウンド（から）${suffix}`}
              disabled={stageId === '' || rounds.length === 0}
              helperText={
                stageId === ''
                  ? '対戦ステージを選ぶと、その一部のラウンドだけにできます'
                  : rounds.length === 0
                    ? '出場者が決まると選べます'
                    : 'すべて: ステージの全ラウンド'
              }
              slotProps={SHOW_EMPTY}
              sx={{ flex: 1, maxWidth: { sm: 240 } }}
            >
              <MenuItem value="">すべて</MenuItem>
              {rounds.map((round, i) => (
                <MenuItem key={round.key} value={String(i + 1)}>
                  {round.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name={names.roundTo}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              onChange={(event) => {
                field.onChange(event);
                retitle();
              }}
              select
              label={`ラウンド（まで）${suffix}`}
              disabled={roundFrom === ''}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? ' '}
              slotProps={SHOW_EMPTY}
              sx={{ flex: 1, maxWidth: { sm: 240 } }}
            >
              {field.value === '' ? <MenuItem value="">すべて</MenuItem> : null}
              {rounds.map((round, i) => (
                <MenuItem key={round.key} value={String(i + 1)}>
                  {round.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
    </>
  );
}

export function UnitDialog({ unit, entries, stages, onClose, onSave, onDelete }: Props) {
  const theme = useTheme();
  // FormDialog is full-screen on a phone: fewer chosen entries show there before 「+n」.
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);
  // Each stage's rounds in play order, as timing and the public pages number them (shared/play/rounds.ts);
  // a 決勝トーナメント not drawn yet lists the rounds its league will send it to.
  const roundsByStage = useMemo(
    () => new Map(stages.map((stage) => [stage.id, stageRounds(stage, stages)])),
    [stages],
  );
  const form = useForm<UnitFormInput, unknown, UnitFormValues>({
    resolver: zodResolver(unitFormSchema),
    mode: 'onTouched',
    defaultValues: unit
      ? toUnitForm(
          unit,
          new Set(byId.keys()),
          new Map([...roundsByStage].map(([id, rounds]) => [id, rounds.length])),
        )
      : blankUnitForm(),
  });
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { isSubmitting },
  } = form;
  const [moreStages] = useWatch({ control, name: ['moreStages'] });
  const more = useFieldArray({ control, name: 'moreStages' });
  /** The stages and rounds chosen, first one first (「男子S予選・女子S予選」 names an item holding two). */
  const titleFor = (values: Pick<UnitFormInput, 'stageId' | 'roundFrom' | 'roundTo' | 'moreStages'>) =>
    [values, ...values.moreStages]
      .map((held) =>
        heldTitle(
          stages.find((stage) => stage.id === held.stageId),
          roundsByStage.get(held.stageId) ?? NO_ROUNDS,
          held.roundFrom,
          held.roundTo,
        ),
      )
      .filter((title) => title !== '')
      .join('・');
  // The title last filled in from the stages and rounds: while the title is still that (or empty),
  // choosing another stage or other rounds names the item again; a title staff typed stays.
  const filledTitle = useRef(titleFor(getValues()));
  const retitle = () => {
    const next = titleFor(getValues());
    const title = getValues('title').trim();
    if (next && (title === '' || title === filledTitle.current))
      setValue('title', next, { shouldDirty: true, shouldValidate: title === '' });
    filledTitle.current = next;
  };
  const firstStage = useWatch({ control, name: 'stageId' });

  const save = handleSubmit(async (values) => {
    if (await onSave(values)) onClose();
  });

  return (
    <FormDialog
      title={unit ? '項目を編集' : '項目を追加'}
      onClose={onClose}
      onSubmit={save}
      submitLabel={unit ? LABELS.save : STAFF_LABELS.runSheetAdd}
      busyLabel="保存中…"
      busy={isSubmitting}
      onDelete={unit ? () => onDelete(unit) : undefined}
    >
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <TextField
            {...field}
            onChange={(event) => {
              field.onChange(event);
              const kind = event.target.value as Unit['kind'];
              const title = getValues('title').trim();
              const isKindTitle = title === '' || Object.values(UNIT_KIND_LABELS).includes(title);
              if (TITLED_KINDS.has(kind) && isKindTitle) setValue('title', UNIT_KIND_LABELS[kind]);
            }}
            select
            label="種類"
            sx={{ maxWidth: 200 }}
          >
            {UNIT_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {UNIT_KIND_LABELS[kind]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        {...fieldProps(form, 'title', '例: 男子シングルス 予選リーグ')}
        label="タイトル"
        required
        autoFocus={!unit}
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <TextField
        {...fieldProps(form, 'minutes', '次の項目の開始予定はこの時間だけ後になります')}
        label="時間（分）"
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        sx={{ maxWidth: 200 }}
      />
      <HeldStageFields
        form={form}
        names={{ stageId: 'stageId', roundFrom: 'roundFrom', roundTo: 'roundTo' }}
        stages={stages}
        roundsByStage={roundsByStage}
        retitle={retitle}
      />
      {more.fields.map((row, i) => (
        <HeldStageFields
          key={row.id}
          form={form}
          names={{
            stageId: `moreStages.${i}.stageId`,
            roundFrom: `moreStages.${i}.roundFrom`,
            roundTo: `moreStages.${i}.roundTo`,
          }}
          number={i + 2}
          stages={stages}
          roundsByStage={roundsByStage}
          retitle={retitle}
          onRemove={() => {
            more.remove(i);
            retitle();
          }}
        />
      ))}
      {stages.length > 1 ? (
        <Box>
          <Button
            disabled={firstStage === '' || (moreStages?.length ?? 0) >= LIMITS.unitStages - 1}
            onClick={() => more.append({ stageId: '', roundFrom: '', roundTo: '' })}
          >
            ＋ 並行するステージを追加
          </Button>
          <FormHelperText>
            {firstStage === ''
              ? '対戦ステージを選ぶと、同じ時間に進むほかのステージも加えられます'
              : `同じ台を分け合って同時に進むステージ（${LIMITS.unitStages}つまで）。見込み終了はすべての試合から`}
          </FormHelperText>
        </Box>
      ) : null}
      <Controller
        control={control}
        name="entryIds"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            disableCloseOnSelect
            options={entries as Entry[]}
            value={field.value.flatMap((id) => byId.get(id) ?? [])}
            onChange={(_event, chosen) => field.onChange(chosen.map((entry) => entry.id))}
            onBlur={field.onBlur}
            getOptionLabel={entryLabel}
            getOptionKey={(entry) => entry.id}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            filterOptions={filterEntries}
            noOptionsText={entries.length === 0 ? 'エントリーが登録されていません' : '該当なし'}
            limitTags={phone ? 6 : 12}
            renderInput={(params) => (
              <TextField
                {...params}
                label="エントリー"
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? '番号・氏名・所属・部門で絞り込めます'}
              />
            )}
          />
        )}
      />
      <TextField
        {...fieldProps(form, 'note', 'ライブページにも表示されます（コート番号など）')}
        label="メモ"
        fullWidth
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
