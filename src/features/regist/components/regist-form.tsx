import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Compe, CustomField } from '../../../shared/schemas/compe';
import * as z from 'zod/mini';
import { registFormSchemaFor } from '../../../shared/schemas/regist';

interface Props {
  compe: Compe;
  /** Full with the waitlist on: the button says so. */
  waitlist: boolean;
}

type Answers = Record<string, string | number | boolean | undefined>;

function answerText(field: CustomField, value: unknown): string {
  if (field.type === 'checkbox') return value ? 'はい' : 'いいえ';
  return value === undefined || value === '' ? '（未入力）' : String(value);
}

/**
 * The 参加申し込み form: standard fields, the competition's own fields, a confirm step, then
 * submitRegist, which validates again with the same schema. A refusal keeps everything typed.
 */
export default function RegistForm({ compe, waitlist }: Props) {
  const navigate = useNavigate();
  const fields = compe.regist.fields;
  const schema = useMemo(() => registFormSchemaFor(fields), [fields]);
  type Values = z.infer<typeof schema>;
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      kana: '',
      email: '',
      phone: '',
      answers: Object.fromEntries(
        fields.map((f) => [f.id, f.type === 'checkbox' ? false : f.type === 'number' ? undefined : '']),
      ),
    },
  });
  const answerError = (id: string) =>
    (errors.answers as Record<string, { message?: string }> | undefined)?.[id]?.message;

  const send = async () => {
    setSending(true);
    setFailure(null);
    const { submitRegist } = await import('../api/submit-regist');
    const result = await submitRegist(compe.id, schema.parse(getValues()));
    setSending(false);
    if (result.kind === 'done') navigate(paths.ticket.getHref(result.ticketId));
    else setFailure(result.message);
  };

  if (confirming) {
    const values = getValues();
    const answers = values.answers as Answers;
    const rows: [string, string][] = [
      ['氏名', values.name],
      ['ふりがな', values.kana],
      ['メール', values.email],
      ['電話', values.phone || '（未入力）'],
      ...fields.map((f): [string, string] => [f.label, answerText(f, answers[f.id])]),
    ];
    return (
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="confirm-title"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="confirm-title" variant="h6" component="h3" gutterBottom>
          入力内容の確認
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 1,
            m: 0,
            '& dd': { m: 0, whiteSpace: 'pre-wrap' },
            '& dt': { color: 'text.secondary' },
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        </Box>
        {waitlist ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            定員に達しているため、キャンセル待ちとして受け付けます。空きが出ると自動で繰り上がり、メールでお知らせします。
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
          <Button onClick={() => setConfirming(false)} disabled={sending}>
            修正する
          </Button>
          <Button variant="contained" onClick={send} disabled={sending}>
            {sending ? '送信中…' : waitlist ? 'キャンセル待ちで申し込む' : '申し込む'}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label="申し込みフォーム"
      onSubmit={handleSubmit(() => setConfirming(true))}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h6" component="h3" gutterBottom>
        申し込みフォーム
      </Typography>
      <Stack spacing={2}>
        <TextField
          {...register('name')}
          label="氏名"
          required
          autoComplete="name"
          error={!!errors.name}
          helperText={errors.name?.message}
        />
        <TextField
          {...register('kana')}
          label="ふりがな"
          required
          error={!!errors.kana}
          helperText={errors.kana?.message ?? 'ひらがなで入力してください'}
        />
        <TextField
          {...register('email')}
          label="メール"
          type="email"
          required
          autoComplete="email"
          error={!!errors.email}
          helperText={errors.email?.message ?? '参加票をお送りします'}
        />
        <TextField
          {...register('phone')}
          label="電話（任意）"
          type="tel"
          autoComplete="tel"
          error={!!errors.phone}
          helperText={errors.phone?.message}
        />
        {fields.map((field) => {
          const name = `answers.${field.id}` as const;
          const message = answerError(field.id);
          if (field.type === 'checkbox') {
            return (
              <Box key={field.id}>
                <Controller
                  control={control}
                  name={name}
                  render={({ field: box }) => (
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={!!box.value}
                          onChange={(e) => box.onChange(e.target.checked)}
                          onBlur={box.onBlur}
                        />
                      }
                      label={`${field.label}${field.required ? ' *' : ''}`}
                    />
                  )}
                />
                {message ? <FormHelperText error>{message}</FormHelperText> : null}
              </Box>
            );
          }
          if (field.type === 'select') {
            return (
              <Controller
                key={field.id}
                control={control}
                name={name}
                render={({ field: select }) => (
                  <TextField
                    select
                    label={field.label}
                    required={field.required}
                    value={select.value ?? ''}
                    onChange={select.onChange}
                    onBlur={select.onBlur}
                    inputRef={select.ref}
                    error={!!message}
                    helperText={message}
                  >
                    {field.required ? null : <MenuItem value="">（選択しない）</MenuItem>}
                    {field.options.map((option) => (
                      <MenuItem key={option} value={option}>
                        {option}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            );
          }
          return (
            <TextField
              key={field.id}
              {...register(
                name,
                field.type === 'number'
                  ? { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) }
                  : {},
              )}
              label={field.label}
              required={field.required}
              type={field.type === 'number' ? 'number' : 'text'}
              multiline={field.type === 'textarea'}
              minRows={field.type === 'textarea' ? 3 : undefined}
              error={!!message}
              helperText={message}
            />
          );
        })}
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          確認へ進む
        </Button>
      </Stack>
    </Paper>
  );
}
