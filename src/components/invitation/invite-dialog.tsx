import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogFooter } from '@/components/dialog-footer';
import { fieldProps } from '@/components/form-field-props';
import { useNotify } from '@/components/snackbar';
import { useSession } from '@/lib/session/session';
import { ROLES, type Role } from '@/shared/constants';
import { writeErrorMessage } from '@/lib/firebase/errors';
import { LABELS, MESSAGES } from '@/shared/messages';
import { inviteFormSchema } from '@/shared/schemas/ticket';
import {
  createAuthTicket,
  SignedOutError,
  type InvitationTarget,
  type InviteForm,
} from '@/lib/db/tickets/create-auth-ticket';
import { invitationLink, mailInvitation } from '@/lib/db/tickets/mail-invitation';
import { CopyLink } from './copy-link';

interface Props extends InvitationTarget {
  open: boolean;
  onClose: () => void;
  defaultRole?: Role;
}

interface Done {
  link: string;
  email: string;
  mail: 'sent' | 'error';
}

/**
 * Invites someone to a club: writes the auth ticket, then has it mailed. The link is shown to copy
 * whatever the mail did, so an invitation never depends on the mail getting through.
 */
export function InviteDialog({ open, onClose, defaultRole = 'staff', ...target }: Props) {
  const titleId = useId();
  const { session } = useSession();
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const form = useForm<InviteForm>({
    resolver: zodResolver(inviteFormSchema),
    mode: 'onChange',
    defaultValues: { receiver: '', email: '', role: defaultRole },
  });
  const {
    control,
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    let ticketId: string;
    try {
      ticketId = await createAuthTicket(session.user, target, values);
    } catch (error) {
      // Nothing was written: the form stays as typed, with the reason in Japanese.
      console.error('createAuthTicket failed', error);
      setProblem(error instanceof SignedOutError ? MESSAGES.signInRequired : writeErrorMessage(error));
      return;
    }
    const mail = await mailInvitation(ticketId);
    setDone({ link: invitationLink(ticketId), email: values.email, mail });
    notify(
      mail === 'sent' ? '招待メールを送信しました' : '招待を作成しました',
      mail === 'sent' ? 'success' : 'warning',
    );
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {done ? (
        <>
          <DialogTitle id={titleId}>招待を作成しました</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {done.mail === 'sent' ? (
                <Alert severity="success">{done.email} に招待メールを送信しました。</Alert>
              ) : (
                <Alert severity="warning">
                  招待メールを送信できませんでした。下のリンクをコピーして {done.email}{' '}
                  に直接お知らせください。
                </Alert>
              )}
              <CopyLink label="招待リンク" url={done.link} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">
              {LABELS.close}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{target.clubName} に招待</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              招待リンクをメールでお送りします。受け取った方がリンクからログインすると、役割が付与されます。
            </DialogContentText>
            <Stack spacing={1}>
              <TextField
                {...fieldProps(form, 'receiver', ' ')}
                label="お名前"
                autoComplete="off"
                autoFocus
                fullWidth
                required
              />
              <TextField
                {...fieldProps(form, 'email', ' ')}
                label={LABELS.email}
                type="email"
                autoComplete="off"
                fullWidth
                required
              />
              <Controller
                control={control}
                name="role"
                render={({ field: { ref, ...field } }) => (
                  <TextField
                    {...field}
                    inputRef={ref}
                    select
                    label="役割"
                    fullWidth
                    required
                    helperText="管理者は基本設定と招待もできます"
                  >
                    {ROLES.map((role) => (
                      <MenuItem key={role} value={role}>
                        {LABELS[role]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
            {problem ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogFooter
            confirmLabel={LABELS.invite}
            busyLabel="送信中…"
            busy={isSubmitting}
            cancelWhileBusy
            disabled={!isValid}
            onCancel={onClose}
          />
        </form>
      )}
    </Dialog>
  );
}
