import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { LIMITS } from '@/shared/schemas/limits';
import type { EntryFormInput, EntryFormValues } from '@/shared/schemas/entry';
import { newMemberId } from '../roster-form';

interface Props {
  form: UseFormReturn<EntryFormInput, unknown, EntryFormValues>;
  /** The 部門's fewest and most members (its team settings). */
  min: number;
  max: number;
}

/**
 * 選手名簿: a team entry's members (氏名, ふりがな, 主将 — one at most), added, renamed and removed.
 * Each keeps its id (m1 …); one added takes the next number not yet handed out.
 */
export function RosterFields({ form, min, max }: Props) {
  const { control, register, setValue, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'members', keyName: 'key' });
  const members = useWatch({ control, name: 'members' }) ?? [];
  // The highest m-number handed out in this dialog: a member removed does not give their id away.
  const highest = useRef(0);
  const errors = formState.errors.members;
  const countError = errors?.root?.message ?? errors?.message;
  const add = () => {
    const next = newMemberId(
      members.map((m) => m.id),
      highest.current,
    );
    highest.current = next.number;
    append({ id: next.id, name: '', kana: '', lead: false }, { shouldFocus: true });
  };
  const place = (i: number) => members[i]?.name?.trim() || `${i + 1}人目`;
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }} aria-label="選手名簿">
      <Typography component="legend" variant="subtitle2">
        選手名簿（{fields.length}人・{min === max ? `${min}人` : `${min}〜${max}人`}）
      </Typography>
      {fields.map((field, i) => {
        const itemErrors = errors?.[i];
        return (
          <Stack
            key={field.key}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              {...register(`members.${i}.name`)}
              label={`${i + 1}人目の氏名`}
              size="small"
              required
              sx={{ flex: 2 }}
              slotProps={{ htmlInput: { autoComplete: 'off' } }}
              error={!!itemErrors?.name}
              helperText={itemErrors?.name?.message}
            />
            <TextField
              {...register(`members.${i}.kana`)}
              label={`${i + 1}人目のふりがな`}
              size="small"
              sx={{ flex: 2 }}
              slotProps={{ htmlInput: { autoComplete: 'off' } }}
              error={!!itemErrors?.kana}
              helperText={itemErrors?.kana?.message}
            />
            <Controller
              control={control}
              name={`members.${i}.lead`}
              render={({ field: lead }) => (
                <FormControlLabel
                  label="主将"
                  control={
                    <Checkbox
                      checked={!!lead.value}
                      onChange={(e) => {
                        // 主将: one at most, so choosing one takes it from the other.
                        if (e.target.checked) {
                          members.forEach((member, j) => {
                            if (j !== i && member.lead) setValue(`members.${j}.lead`, false);
                          });
                        }
                        lead.onChange(e.target.checked);
                      }}
                      slotProps={{ input: { 'aria-label': `${place(i)}を主将にする` } }}
                    />
                  }
                />
              )}
            />
            <Button
              size="small"
              color="error"
              onClick={() => remove(i)}
              aria-label={`${place(i)}を名簿から外す`}
            >
              外す
            </Button>
          </Stack>
        );
      })}
      {countError ? (
        <Typography variant="body2" color="error" role="alert">
          {countError}
        </Typography>
      ) : null}
      <Button
        variant="outlined"
        size="small"
        onClick={add}
        disabled={fields.length >= LIMITS.teamMembers}
        sx={{ alignSelf: 'flex-start' }}
      >
        ＋ 選手を追加
      </Button>
    </Stack>
  );
}
