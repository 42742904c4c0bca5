import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '@/components/snackbar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/config/paths';
import { callErrorMessage } from '@/lib/firebase/errors';
import { callSendMail } from '@/lib/firebase/functions';
import { formatDate } from '@/shared/date-time';
import { fill } from '@/shared/fill';
import { MAIL_PLACEHOLDERS } from '@/shared/mail-placeholders';
import { AUDIENCE_LABELS, selectRecipients } from '@/shared/mail-template';
import { MESSAGES } from '@/shared/messages';
import type { Link } from '@/shared/schemas/compe';
import { AUDIENCE_KINDS, mailFormSchema, type MailForm } from '@/shared/schemas/mail';
import { REGIST_STATUSES, REGIST_STATUS_LABELS } from '@/shared/schemas/regist';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { useAudienceSource } from '../api/mail-queries';
import { insertAt, newRequestId, previewFor } from '../compose';

type Field = 'subject' | 'body';

interface Props {
  clubId: string;
  clubName: string;
  compes: readonly Link[];
  initialCompeId?: string;
}

/**
 * The compose half of メール送信: competition and audience, subject and body with placeholders,
 * the number of recipients and a live preview for a real one, then confirmation and sendMail.
 */
export function ComposeForm({ clubId, clubName, compes, initialCompeId }: Props) {
  const navigate = useNavigate();
  const notify = useNotify();
  // One id per compose: a retry of the same message (a dropped connection, a second tap) is
  // recognised by sendMail and never sent twice.
  const [requestId, setRequestId] = useState(newRequestId);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [previewIndex, setPreviewIndex] = useState(0);
  const lastField = useRef<Field>('body');
  const inputs = useRef<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>({
    subject: null,
    body: null,
  });

  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<MailForm>({
    resolver: zodResolver(mailFormSchema),
    mode: 'onTouched',
    defaultValues: {
      compeId:
        initialCompeId && compes.some((c) => c.compeId === initialCompeId)
          ? initialCompeId
          : (compes[0]?.compeId ?? ''),
      audience: { kind: 'all' },
      subject: '',
      body: '',
    },
  });
  const [compeId, audience, subject, body] = useWatch({
    control,
    name: ['compeId', 'audience', 'subject', 'body'],
  });
  const compe = compes.find((c) => c.compeId === compeId);
  const { regists, entries } = useAudienceSource(compe ? compe.compeId : null);
  const loading = regists.status === 'loading' || entries.status === 'loading';
  const recipients = useMemo(
    () =>
      regists.status === 'ready' && entries.status === 'ready'
        ? selectRecipients(
            audience.kind === 'status' && !audience.status ? { kind: 'all' } : audience,
            regists.data,
            entries.data,
          )
        : [],
    [audience, regists, entries],
  );
  const shown = recipients[Math.min(previewIndex, Math.max(0, recipients.length - 1))];
  const preview =
    shown && compe ? previewFor({ subject, body }, shown, compe, clubName, window.location.origin) : null;

  const insert = (key: string) => {
    const field = lastField.current;
    const input = inputs.current[field];
    const { value, caret } = insertAt(
      getValues(field),
      `{${key}}`,
      input?.selectionStart ?? null,
      input?.selectionEnd ?? null,
    );
    setValue(field, value, { shouldValidate: true, shouldDirty: true });
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(caret, caret);
    });
  };

  const send = async () => {
    setConfirming(false);
    setSending(true);
    setFailure(null);
    const form = getValues();
    try {
      const result = await callSendMail({
        ...mailFormSchema.parse(form),
        requestId,
        clubId,
        origin: window.location.origin,
      });
      setRequestId(newRequestId());
      const { total, sent, failed } = result.counts;
      notify(
        result.duplicate
          ? STAFF_MESSAGES.mailSentBefore
          : failed > 0
            ? fill(STAFF_MESSAGES.mailSentWithErrors, { total, sent, failed })
            : fill(STAFF_MESSAGES.mailSent, { total }),
        failed > 0 ? 'error' : 'success',
      );
      navigate(paths.form.card.getHref(clubId, result.mailId));
    } catch (error) {
      console.error('sendMail failed', error);
      setFailure(callErrorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const fieldRef = (field: Field) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    inputs.current[field] = element;
  };
  const subjectField = register('subject');
  const bodyField = register('body');

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={handleSubmit(() => setConfirming(true))}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="compeId"
          render={({ field }) => (
            <TextField
              {...field}
              select
              label="大会"
              fullWidth
              error={!!errors.compeId}
              helperText={errors.compeId ? STAFF_MESSAGES.mailNoCompe : ' '}
              onChange={(event) => {
                field.onChange(event);
                setPreviewIndex(0);
              }}
            >
              {compes.map((link) => (
                <MenuItem key={link.compeId} value={link.compeId}>
                  {link.title}（{formatDate(link.eventedAt)}）
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="audience.kind"
          render={({ field }) => (
            <TextField
              {...field}
              select
              label="宛先"
              fullWidth
              helperText=" "
              onChange={(event) => {
                field.onChange(event);
                if (event.target.value === 'status' && !getValues('audience.status')) {
                  setValue('audience.status', 'accepted');
                }
                setPreviewIndex(0);
              }}
            >
              {AUDIENCE_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {AUDIENCE_LABELS[kind]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {audience.kind === 'status' ? (
          <Controller
            control={control}
            name="audience.status"
            render={({ field }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                select
                label="申込状態"
                sx={{ minWidth: 160 }}
                error={!!errors.audience?.status}
                helperText={errors.audience?.status?.message ?? ' '}
              >
                {REGIST_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {REGIST_STATUS_LABELS[status]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : null}
      </Stack>

      <Typography role="status" sx={{ fontWeight: 700 }}>
        {loading ? '宛先を数えています…' : fill(STAFF_MESSAGES.mailRecipients, { count: recipients.length })}
      </Typography>
      {!loading && recipients.length === 0 ? (
        <Alert severity="info">{STAFF_MESSAGES.mailNobody}</Alert>
      ) : null}

      <TextField
        {...subjectField}
        inputRef={(element: HTMLInputElement | null) => {
          subjectField.ref(element);
          fieldRef('subject')(element);
        }}
        onFocus={() => (lastField.current = 'subject')}
        label="件名"
        required
        fullWidth
        error={!!errors.subject}
        helperText={errors.subject?.message ?? ' '}
      />
      <TextField
        {...bodyField}
        inputRef={(element: HTMLTextAreaElement | null) => {
          bodyField.ref(element);
          fieldRef('body')(element);
        }}
        onFocus={() => (lastField.current = 'body')}
        label="本文"
        required
        multiline
        minRows={8}
        fullWidth
        error={!!errors.body}
        helperText={errors.body?.message ?? `${body.length} / 10000文字`}
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" color="textSecondary" id="placeholder-help">
          差し込み（カーソルの位置に入ります）:
        </Typography>
        {MAIL_PLACEHOLDERS.map((placeholder) => (
          <Chip
            key={placeholder.key}
            label={`${placeholder.label} {${placeholder.key}}`}
            onClick={() => insert(placeholder.key)}
            onMouseDown={(event) => event.preventDefault()}
            variant="outlined"
            aria-describedby="placeholder-help"
          />
        ))}
      </Stack>

      <Paper variant="outlined" component="section" aria-labelledby="preview-title" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography id="preview-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              プレビュー
            </Typography>
            {recipients.length > 1 ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Button
                  size="small"
                  onClick={() => setPreviewIndex((i) => Math.max(0, i - 1))}
                  disabled={previewIndex === 0}
                >
                  前の人
                </Button>
                <Typography variant="body2">
                  {Math.min(previewIndex, recipients.length - 1) + 1} / {recipients.length}
                </Typography>
                <Button
                  size="small"
                  onClick={() => setPreviewIndex((i) => Math.min(recipients.length - 1, i + 1))}
                  disabled={previewIndex >= recipients.length - 1}
                >
                  次の人
                </Button>
              </Stack>
            ) : null}
          </Stack>
          {preview && shown ? (
            <>
              <Typography variant="body2">
                宛先：{shown.name} &lt;{shown.email}&gt;
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="preview-subject">
                件名：{preview.subject}
              </Typography>
              <Typography
                component="pre"
                variant="body2"
                data-testid="preview-body"
                sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0 }}
              >
                {preview.text}
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color="textSecondary">
              {STAFF_MESSAGES.mailPreviewNone}
            </Typography>
          )}
        </Stack>
      </Paper>

      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending || loading || recipients.length === 0}
        >
          {sending ? fill(STAFF_MESSAGES.mailSending, { count: recipients.length }) : '送信する'}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={fill(STAFF_MESSAGES.mailConfirm, { count: recipients.length })}
        confirmLabel="送信する"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      >
        件名：{subject}
        <br />
        {STAFF_MESSAGES.mailConfirmNote}
      </ConfirmDialog>
      {compes.length === 0 ? <Alert severity="info">{STAFF_MESSAGES.mailNoCompes}</Alert> : null}
      {regists.status === 'error' || entries.status === 'error' ? (
        <Alert severity="error">{MESSAGES.loadFailed}</Alert>
      ) : null}
    </Stack>
  );
}
