import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { CALL_ORDERS } from '@/shared/divisions';
import { CALL_ORDER_LABELS, TABLE_LABELS } from '@/shared/division-labels';
import { LIMITS } from '@/shared/schemas/limits';
import type { CompeSettingsForm } from '@/shared/schemas/compe-form';

interface Props {
  control: Control<CompeSettingsForm>;
  register: UseFormRegister<CompeSettingsForm>;
  setValue: UseFormSetValue<CompeSettingsForm>;
  errors: FieldErrors<CompeSettingsForm>;
}

const OTHER = 'other';
const isListed = (label: string) => (TABLE_LABELS as readonly string[]).includes(label);

/** How many tables the form holds now: what is typed, read as the schema will, within the caps. */
const tableCount = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) ? Math.min(Math.max(n, 0), LIMITS.tables) : 0;
};

/**
 * 会場の台: the hall's tables every stage shares (count, what they are called, each one's own name),
 * a person's rest between matches and which match a free table takes first (docs/data-model.md
 * "compes/{compeId}").
 */
export function HallEditor({ control, register, setValue, errors }: Props) {
  const tables = tableCount(useWatch({ control, name: 'hallTables' }));
  const label = useWatch({ control, name: 'hallLabel' }) ?? '';
  // その他: a word of the organiser's own, typed below; shown while the label is not one of the list.
  const [custom, setCustom] = useState(() => !isListed(label));
  const orderId = useId();
  const namesId = useId();
  const word = label.trim() || '台';
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...register('hallTables')}
          label="台の数（0 は台を管理しない）"
          type="number"
          slotProps={{ htmlInput: { min: 0, max: LIMITS.tables } }}
          fullWidth
          error={!!errors.hallTables}
          helperText={errors.hallTables?.message}
        />
        <TextField
          select
          label="呼び方"
          value={custom ? OTHER : label}
          onChange={(e) => {
            const value = e.target.value;
            setCustom(value === OTHER);
            setValue('hallLabel', value === OTHER ? '' : value, { shouldDirty: true, shouldValidate: true });
          }}
          fullWidth
        >
          {TABLE_LABELS.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
          <MenuItem value={OTHER}>その他</MenuItem>
        </TextField>
        {custom ? (
          <TextField
            {...register('hallLabel')}
            label={`呼び方（${LIMITS.tableLabel}文字まで）`}
            required
            fullWidth
            error={!!errors.hallLabel}
            helperText={errors.hallLabel?.message}
          />
        ) : null}
      </Stack>
      {tables > 0 ? (
        <Box component="fieldset" aria-labelledby={namesId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography id={namesId} component="legend" variant="body2" sx={{ mb: 1 }}>
            {word}の名前（空欄は「1番{word}」のように番号で呼びます）
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))',
              gap: 1,
            }}
          >
            {Array.from({ length: tables }, (_, i) => {
              const fieldError = errors.hallNames?.[i];
              return (
                <TextField
                  key={i}
                  {...register(`hallNames.${i}`)}
                  size="small"
                  placeholder={`${i + 1}番${word}`}
                  error={!!fieldError}
                  helperText={fieldError?.message}
                  slotProps={{
                    htmlInput: { 'aria-label': `${i + 1}番${word}の名前`, maxLength: LIMITS.tableName },
                  }}
                />
              );
            })}
          </Box>
        </Box>
      ) : null}
      <TextField
        {...register('restMinutes')}
        label="休憩（分）"
        type="number"
        slotProps={{ htmlInput: { min: 0, max: LIMITS.restMinutes } }}
        sx={{ maxWidth: { sm: 260 } }}
        error={!!errors.restMinutes}
        helperText={errors.restMinutes?.message ?? '1人の試合と次の試合の間に空ける時間'}
      />
      <Controller
        control={control}
        name="callOrder"
        render={({ field }) => (
          <FormControl>
            <FormLabel id={orderId}>呼び出しの優先</FormLabel>
            <RadioGroup
              aria-labelledby={orderId}
              value={field.value}
              onChange={(_e, value) => field.onChange(value)}
            >
              {CALL_ORDERS.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mt: 0.5 }}
                  label={
                    <Box sx={{ pt: 1 }}>
                      <Typography variant="body1">{CALL_ORDER_LABELS[value].label}</Typography>
                      <Typography variant="body2" color="textSecondary">
                        {CALL_ORDER_LABELS[value].help}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
    </Stack>
  );
}
