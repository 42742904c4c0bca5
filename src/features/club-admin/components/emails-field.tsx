import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { LIMITS } from '@/shared/schemas/limits';
import type { ClubSettings } from '@/shared/schemas/club-form';

/**
 * The club's contact addresses: a list to add to and remove from, each address checked on its own.
 * Items are controlled fields keyed by position, so removing one simply re-renders the rest.
 */
export function EmailsField({ disabled }: { disabled: boolean }) {
  const headingId = useId();
  const {
    control,
    setValue,
    formState: { errors },
  } = useFormContext<ClubSettings>();
  const emails = useWatch({ control, name: 'emails' });
  const update = (next: string[]) => setValue('emails', next, { shouldDirty: true, shouldValidate: true });

  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }} aria-labelledby={headingId}>
      <Typography id={headingId} component="legend" variant="subtitle2">
        連絡先メールアドレス（お問い合わせの宛先、{LIMITS.clubEmails}件まで）
      </Typography>
      {emails.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          まだありません。お問い合わせを受け取るアドレスを追加してください。
        </Typography>
      ) : null}
      {emails.map((_, index) => (
        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Controller
            control={control}
            name={`emails.${index}`}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                label={`メールアドレス ${index + 1}`}
                type="email"
                size="small"
                fullWidth
                disabled={disabled}
                error={!!errors.emails?.[index]}
                helperText={errors.emails?.[index]?.message ?? ' '}
              />
            )}
          />
          {disabled ? null : (
            <Button
              onClick={() => update(emails.filter((__, i) => i !== index))}
              aria-label={`メールアドレス ${index + 1} を削除`}
              sx={{ flexShrink: 0, mt: 0.5 }}
            >
              削除
            </Button>
          )}
        </Stack>
      ))}
      {errors.emails?.message ? (
        <Typography variant="body2" color="error" role="alert">
          {errors.emails.message}
        </Typography>
      ) : null}
      {disabled ? null : (
        <div>
          <Button
            variant="outlined"
            size="small"
            onClick={() => update([...emails, ''])}
            disabled={emails.length >= LIMITS.clubEmails}
          >
            アドレスを追加
          </Button>
        </div>
      )}
    </Stack>
  );
}
