import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { DialogFooter } from '@/components/dialog-footer';
import { fieldProps } from '@/components/form-field-props';
import { paths } from '@/config/paths';
import { useNotify } from '@/components/snackbar';
import { LABELS, MESSAGES } from '@/shared/messages';
import { signInEmailSchema, type SignInEmail } from '@/shared/schemas/sign-in';

interface Props {
  open: boolean;
  onClose: () => void;
  defaultEmail?: string;
  /** Where the link should return (an invitation returns to its own /sign/{ticketId}). */
  returnPath?: string;
  /** The invitation being accepted: lets an invited address without an account sign in. */
  ticketId?: string;
}

/** docs/product.md §2, §3: an e-mail field and a submit button disabled until the form is valid. */
export default function LoginDialog({ open, onClose, defaultEmail = '', returnPath, ticketId }: Props) {
  const navigate = useNavigate();
  const notify = useNotify();
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<SignInEmail>({
    resolver: zodResolver(signInEmailSchema),
    mode: 'onChange',
    defaultValues: { email: defaultEmail },
  });
  const {
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ email }) => {
    setProblem(null);
    const { sendSignInLink } = await import('@/lib/session/send-sign-in-link');
    const result = await sendSignInLink(email, returnPath, ticketId);
    switch (result.kind) {
      case 'sent':
        notify(MESSAGES.signLinkSent);
        onClose();
        return;
      case 'unqualified':
        onClose();
        navigate(paths.confirm.getHref('sign_unqualified'));
        return;
      case 'throttled':
        setProblem(result.message);
        return;
      case 'rejected':
        onClose();
        navigate(paths.confirm.getHref('sign_reject', result.secret));
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{LABELS.login}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            登録済みのメールアドレスにログインリンクをお送りします。パスワードは不要です。
          </DialogContentText>
          <TextField
            {...fieldProps(form, 'email', ' ')}
            label={LABELS.email}
            type="email"
            autoComplete="email"
            autoFocus
            fullWidth
            required
          />
          {problem ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogFooter
          confirmLabel={LABELS.send}
          busy={isSubmitting}
          cancelWhileBusy
          disabled={!isValid}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
