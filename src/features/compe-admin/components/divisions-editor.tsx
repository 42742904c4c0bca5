import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { DIVISION_KINDS } from '@/shared/divisions';
import { DIVISION_KIND_LABELS } from '@/shared/division-labels';
import { LIMITS } from '@/shared/schemas/limits';
import { newDivisionId, teamForm, type CompeSettingsForm } from '@/shared/schemas/compe-form';
import { presetTeamSettings } from '@/shared/team-settings';
import { TeamSettingsEditor } from './team-settings-editor';

interface Props {
  control: Control<CompeSettingsForm>;
  register: UseFormRegister<CompeSettingsForm>;
  setValue: UseFormSetValue<CompeSettingsForm>;
  errors: FieldErrors<CompeSettingsForm>;
}

/**
 * 部門: the events of the competition, each with its kind, seats, キャンセル待ち and 参加資格
 * (docs/data-model.md "compes/{compeId}"); a 団体 部門 also its teams' settings (TeamSettingsEditor),
 * filled with the default preset when staff choose 団体. Ids are made here from the position (d1, d2 …) and never
 * typed; one removed is not handed out again while the page is open.
 */
export function DivisionsEditor({ control, register, setValue, errors }: Props) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'divisions', keyName: 'key' });
  const divisions = useWatch({ control, name: 'divisions' });
  // The highest d-number handed out on this page: an id removed is not reused (stages and entries
  // may already name it).
  const highest = useRef(0);
  const nameOf = (i: number) => divisions?.[i]?.name?.trim() || `部門${i + 1}`;
  const add = () => {
    const next = newDivisionId(
      (divisions ?? []).map((d) => d.id),
      highest.current,
    );
    highest.current = next.number;
    append({ id: next.id, name: '', kind: 'single', capacity: 0, waitlist: false, conditions: '' });
  };
  return (
    <Stack spacing={1.5}>
      {fields.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          部門を分けない（1部門の大会）
        </Typography>
      ) : null}
      {fields.map((field, i) => {
        const itemErrors = errors.divisions?.[i];
        const name = nameOf(i);
        return (
          // minWidth 0: a fieldset is at least as wide as its content by default, and a 団体 部門's
          // settings would widen it past a 390-px phone.
          <Paper
            key={field.key}
            variant="outlined"
            sx={{ p: 2, minWidth: 0 }}
            component="fieldset"
            aria-label={name}
          >
            <Stack spacing={1.5}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <TextField
                  {...register(`divisions.${i}.name`)}
                  label="部門名"
                  required
                  size="small"
                  placeholder="女子シングルス"
                  sx={{ flex: 2 }}
                  error={!!itemErrors?.name}
                  helperText={itemErrors?.name?.message}
                />
                <Controller
                  control={control}
                  name={`divisions.${i}.kind`}
                  render={({ field: kind }) => (
                    <TextField
                      {...kind}
                      onChange={(e) => {
                        kind.onChange(e);
                        // 団体: its teams' settings start from the default preset (kept if there are some).
                        if (e.target.value === 'team' && !divisions?.[i]?.team) {
                          setValue(`divisions.${i}.team`, teamForm(presetTeamSettings()), {
                            shouldDirty: true,
                          });
                        }
                      }}
                      select
                      label="種類"
                      size="small"
                      sx={{ flex: 1, minWidth: 110 }}
                      error={!!itemErrors?.kind}
                      helperText={itemErrors?.kind?.message}
                    >
                      {DIVISION_KINDS.map((value) => (
                        <MenuItem key={value} value={value}>
                          {DIVISION_KIND_LABELS[value]}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              </Stack>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <TextField
                  {...register(`divisions.${i}.capacity`)}
                  label="定員（0 は制限なし）"
                  type="number"
                  size="small"
                  slotProps={{ htmlInput: { min: 0 } }}
                  sx={{ flex: 1 }}
                  error={!!itemErrors?.capacity}
                  helperText={itemErrors?.capacity?.message}
                />
                <Controller
                  control={control}
                  name={`divisions.${i}.waitlist`}
                  render={({ field: waitlist }) => (
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={waitlist.value}
                          onChange={(e) => waitlist.onChange(e.target.checked)}
                        />
                      }
                      label="キャンセル待ちを受け付ける"
                      sx={{ flex: 1 }}
                    />
                  )}
                />
              </Stack>
              <TextField
                {...register(`divisions.${i}.conditions`)}
                label="参加資格"
                placeholder="40歳以上、初段以上 など"
                size="small"
                fullWidth
                error={!!itemErrors?.conditions}
                helperText={itemErrors?.conditions?.message ?? '申し込みフォームに表示します'}
              />
              {divisions?.[i]?.kind === 'team' ? (
                <TeamSettingsEditor
                  control={control}
                  register={register}
                  setValue={setValue}
                  errors={errors}
                  index={i}
                />
              ) : null}
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`${name}を上へ`}
                >
                  上へ
                </Button>
                <Button
                  size="small"
                  disabled={i === fields.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`${name}を下へ`}
                >
                  下へ
                </Button>
                <Button size="small" color="error" onClick={() => remove(i)} aria-label={`${name}を削除`}>
                  削除
                </Button>
              </Stack>
            </Stack>
          </Paper>
        );
      })}
      {errors.divisions?.root?.message || errors.divisions?.message ? (
        <Typography variant="body2" color="error">
          {errors.divisions?.root?.message ?? errors.divisions?.message}
        </Typography>
      ) : null}
      <Button
        variant="outlined"
        disabled={fields.length >= LIMITS.divisions}
        onClick={add}
        sx={{ alignSelf: 'flex-start' }}
      >
        ＋ 部門を追加
      </Button>
      {fields.length >= 2 ? (
        <TextField
          {...register('divisionLimit')}
          label="1人が申し込める部門の数"
          type="number"
          size="small"
          slotProps={{ htmlInput: { min: 1, max: fields.length } }}
          sx={{ maxWidth: 260 }}
          error={!!errors.divisionLimit}
          helperText={errors.divisionLimit?.message ?? `1〜${fields.length}`}
        />
      ) : null}
    </Stack>
  );
}
