import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { compeLinkHref, paths } from '../../../config/paths';
import { PageLoading } from '../../../components/page-loading';
import { LABELS, MESSAGES } from '../../../shared/messages';
import { signInEmailSchema, type SignInEmail } from '../../../shared/schemas/sign-in';
import { SIGN_IN_EMAIL_KEY, type Claims } from '../../../shared/constants';
import { useSession } from '../session';

const LoginDialog = lazy(() => import('../components/login-dialog'));

type Step =
  | { kind: 'checking' }
  | { kind: 'askEmail'; problem?: string }
  | { kind: 'completing' }
  | { kind: 'invalid' }
  | { kind: 'noLink' };

/** The user's first club's competition list, else home (issue 3). */
export function landingHref(claims: Claims): string {
  const first = Object.keys(claims).sort()[0];
  return first ? compeLinkHref(first) : paths.home.getHref();
}

/**
 * /sign completes the e-mail link (SPEC.md §4). On another device (no stored e-mail) it asks for the
 * address; a mistyped address can be corrected; a used or expired link offers a new one.
 */
export default function SignPage() {
  const navigate = useNavigate();
  const { session } = useSession();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [resendOpen, setResendOpen] = useState(false);
  const started = useRef(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isValid, isSubmitting },
  } = useForm<SignInEmail>({ resolver: zodResolver(signInEmailSchema), mode: 'onChange' });

  const complete = async (email: string) => {
    setStep({ kind: 'completing' });
    const api = await import('../api/complete-sign-in');
    const result = await api.completeSignIn(email, window.location.href);
    if (result.kind === 'signedIn') navigate(landingHref(result.claims), { replace: true });
    else if (result.kind === 'wrongEmail') setStep({ kind: 'askEmail', problem: MESSAGES.signEmailMismatch });
    else setStep({ kind: 'invalid' });
  };

  useEffect(() => {
    if (started.current || session.status === 'loading') return;
    started.current = true;
    void import('../api/complete-sign-in').then((api) => {
      if (!api.isSignInLink(window.location.href)) {
        if (session.status === 'signedIn') navigate(landingHref(session.user.claims), { replace: true });
        else setStep({ kind: 'noLink' });
        return;
      }
      const stored = api.storedSignInEmail();
      if (stored) void complete(stored);
      else setStep({ kind: 'askEmail' });
    });
    // Runs once, when the session is first known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.status]);

  if (step.kind === 'checking' || step.kind === 'completing')
    return <PageLoading label="ログインしています" />;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, mx: 'auto', mt: 2 }}>
      {step.kind === 'askEmail' ? (
        <form onSubmit={handleSubmit(({ email }) => complete(email))} noValidate>
          <Typography variant="h5" component="h2" gutterBottom>
            メールアドレスの確認
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            ログインリンクを送ったメールアドレスを入力してください（別の端末やブラウザでリンクを開いた場合に必要です）。
          </Typography>
          {step.problem ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {step.problem}
            </Alert>
          ) : null}
          <TextField
            {...register('email')}
            label={LABELS.email}
            type="email"
            autoComplete="email"
            fullWidth
            required
            autoFocus
            error={!!errors.email}
            helperText={errors.email?.message ?? ' '}
          />
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting} sx={{ mt: 1 }}>
            ログインする
          </Button>
        </form>
      ) : null}
      {step.kind === 'invalid' ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error">{MESSAGES.signLinkInvalid}</Alert>
          <Typography color="text.secondary">
            リンクは一度だけ使えます。新しいリンクを送り直してください。
          </Typography>
          <Button variant="contained" onClick={() => setResendOpen(true)}>
            ログインリンクを再送する
          </Button>
        </Stack>
      ) : null}
      {step.kind === 'noLink' ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h5" component="h2">
            ログイン
          </Typography>
          <Typography color="text.secondary">
            登録済みのメールアドレスにログインリンクをお送りします。届いたメールのリンクを開くとログインできます。
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => setResendOpen(true)}>
              {LABELS.login}
            </Button>
            <Button component={RouterLink} to={paths.about.getHref()}>
              ログインについて
            </Button>
          </Stack>
        </Stack>
      ) : null}
      {resendOpen ? (
        <Suspense fallback={null}>
          <LoginDialog
            open
            onClose={() => setResendOpen(false)}
            defaultEmail={getValues('email') ?? localStorage.getItem(SIGN_IN_EMAIL_KEY) ?? ''}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}
