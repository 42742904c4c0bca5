import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { FIELD_TYPES } from '@/shared/schemas/compe';
import { LIMITS } from '@/shared/schemas/limits';
import { newFieldId, type CompeSettingsForm } from '@/shared/schemas/compe-form';

const TYPE_LABELS: Record<(typeof FIELD_TYPES)[number], string> = {
  text: '1行テキスト',
  textarea: '複数行テキスト',
  select: '選択肢',
  checkbox: 'チェックボックス',
  number: '数値',
};

interface Props {
  control: Control<CompeSettingsForm>;
  register: UseFormRegister<CompeSettingsForm>;
  errors: FieldErrors<CompeSettingsForm>;
}

/** The competition's own questions on the registration form (text, textarea, select, checkbox, number). */
export function CustomFieldsEditor({ control, register, errors }: Props) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'fields' });
  const types = useWatch({ control, name: 'fields' });
  return (
    <Stack spacing={1.5}>
      {fields.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          追加の項目はありません（氏名・ふりがな・メール・電話は常に入力してもらいます）。
        </Typography>
      ) : null}
      {fields.map((field, i) => {
        const fieldErrors = errors.fields?.[i];
        return (
          <Paper
            key={field.id}
            variant="outlined"
            sx={{ p: 2 }}
            component="fieldset"
            aria-label={`項目 ${i + 1}`}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <TextField
                {...register(`fields.${i}.label`)}
                label="項目名"
                required
                size="small"
                sx={{ flex: 2 }}
                error={!!fieldErrors?.label}
                helperText={fieldErrors?.label?.message}
              />
              <Controller
                control={control}
                name={`fields.${i}.type`}
                render={({ field: typeField }) => (
                  <TextField {...typeField} select label="種類" size="small" sx={{ flex: 1, minWidth: 150 }}>
                    {FIELD_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {TYPE_LABELS[type]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={control}
                name={`fields.${i}.required`}
                render={({ field: req }) => (
                  <FormControlLabel
                    control={
                      <Checkbox checked={req.value} onChange={(e) => req.onChange(e.target.checked)} />
                    }
                    label="必須"
                  />
                )}
              />
            </Stack>
            {types?.[i]?.type === 'select' ? (
              <TextField
                {...register(`fields.${i}.optionsText`)}
                label="選択肢（1行に1つ）"
                multiline
                minRows={2}
                size="small"
                fullWidth
                sx={{ mt: 1.5 }}
                error={!!fieldErrors?.optionsText}
                helperText={fieldErrors?.optionsText?.message}
              />
            ) : null}
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button size="small" disabled={i === 0} onClick={() => move(i, i - 1)}>
                上へ
              </Button>
              <Button size="small" disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                下へ
              </Button>
              <IconButton
                size="small"
                color="error"
                onClick={() => remove(i)}
                aria-label={`項目 ${i + 1} を削除`}
              >
                ✕
              </IconButton>
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="outlined"
        disabled={fields.length >= LIMITS.customFields}
        onClick={() =>
          append({ id: newFieldId(), label: '', type: 'text', required: false, options: [], optionsText: '' })
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        項目を追加
      </Button>
    </Stack>
  );
}
