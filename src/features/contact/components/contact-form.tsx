import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNotify } from '@/components/snackbar';
import { fill } from '@/shared/fill';
import { CONTACT_MESSAGES } from '@/shared/contact-messages';
import { LABELS } from '@/shared/messages';
import { LIMITS } from '@/shared/schemas/limits';
import { contactFormSchema, type ContactForm as Values } from '@/shared/schemas/mail';

const EMPTY: Values = { name: '', email: '', subject: '', body: '' };

/**
 * The お問い合わせ form: checked with the schema sendContact checks again, then sent. Success clears
 * it (with a snackbar and a note that stays); a refusal keeps everything typed and says why.
 */
export default function ContactForm({ clubId }: { clubId?: string }) {
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const bodyLength = useWatch({ control, name: 'body' }).length;

  const send = async (values: Values) => {
    setSending(true);
    setFailure(null);
    setSent(false);
    const { sendContact } = await import('../api/send-contact');
    // No clubId key at all for the operator: the callable would send `undefined` as null.
    const result = await sendContact(clubId ? { ...values, clubId } : values);
    setSending(false);
    if (result.kind === 'sent') {
      reset(EMPTY);
      setSent(true);
      notify(CONTACT_MESSAGES.contactSent);
    } else {
      setFailure(result.message);
    }
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label="お問い合わせフォーム"
      onSubmit={handleSubmit(send)}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        {sent ? (
          // The snackbar announces it; this stays for whoever looks back at the page.
          <Alert severity="success" role="note">
            {CONTACT_MESSAGES.contactSent}。{CONTACT_MESSAGES.contactSentNote}
          </Alert>
        ) : null}
        <TextField
          {...register('name')}
          label="氏名"
          required
          autoComplete="name"
          error={!!errors.name}
          helperText={errors.name?.message}
        />
        <TextField
          {...register('email')}
          label={LABELS.email}
          type="email"
          required
          autoComplete="email"
          error={!!errors.email}
          helperText={errors.email?.message ?? '返信と確認のメールをこのアドレスにお送りします'}
        />
        <TextField
          {...register('subject')}
          label="件名"
          required
          error={!!errors.subject}
          helperText={errors.subject?.message}
        />
        <TextField
          {...register('body')}
          label="お問い合わせ内容"
          required
          multiline
          minRows={6}
          error={!!errors.body || bodyLength > LIMITS.contactBody}
          helperText={
            errors.body?.message ??
            fill(CONTACT_MESSAGES.contactBodyCount, { count: bodyLength, max: LIMITS.contactBody })
          }
        />
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" disabled={sending} sx={{ alignSelf: 'flex-start' }}>
          {sending ? '送信中…' : LABELS.send}
        </Button>
      </Stack>
    </Paper>
  );
}
