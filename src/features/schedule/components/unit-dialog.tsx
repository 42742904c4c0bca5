import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogFooter } from '@/components/dialog-footer';
import { fieldProps } from '@/components/form-field-props';
import { LABELS } from '@/shared/messages';
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
  /** The competition's stages (対戦), in their order: the item can run one. */
  stages: readonly Pick<Stage, 'id' | 'name'>[];
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

/** 追加 / 編集 of one run-sheet item: kind, title, minutes, the stage it runs, its entries and a note. */
export function UnitDialog({ unit, entries, stages, onClose, onSave, onDelete }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);
  const form = useForm<UnitFormInput, unknown, UnitFormValues>({
    resolver: zodResolver(unitFormSchema),
    mode: 'onTouched',
    defaultValues: unit
      ? toUnitForm(unit, new Set(byId.keys()), new Set(stages.map((stage) => stage.id)))
      : blankUnitForm(),
  });
  const {
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { isSubmitting },
  } = form;

  const save = handleSubmit(async (values) => {
    if (await onSave(values)) onClose();
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={save} noValidate aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{unit ? '項目を編集' : '項目を追加'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
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
            <Controller
              control={control}
              name="stageId"
              render={({ field }) => (
                <TextField
                  {...field}
                  onChange={(event) => {
                    field.onChange(event);
                    // An item added for a stage is usually called by the stage's name.
                    const stage = stages.find((s) => s.id === event.target.value);
                    if (stage && getValues('title').trim() === '') setValue('title', stage.name);
                  }}
                  select
                  label="対戦ステージ"
                  disabled={stages.length === 0}
                  helperText={
                    stages.length === 0
                      ? '対戦ページでステージを追加すると選べます'
                      : '進行中は、このステージの残り試合と1試合の平均時間から終了を見込みます'
                  }
                  sx={{ maxWidth: 360 }}
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
                  limitTags={fullScreen ? 6 : 12}
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
          </Stack>
        </DialogContent>
        <DialogFooter
          sx={{ flexWrap: 'wrap', gap: 1 }}
          confirmLabel={unit ? LABELS.save : STAFF_LABELS.runSheetAdd}
          busyLabel="保存中…"
          busy={isSubmitting}
          onCancel={onClose}
          onDelete={unit ? () => onDelete(unit) : undefined}
        />
      </form>
    </Dialog>
  );
}
