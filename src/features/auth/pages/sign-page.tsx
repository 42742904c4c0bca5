import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { compeLinkHref, paths } from '@/config/paths';
import { PageLoading } from '@/components/page-loading';
import { LABELS, MESSAGES } from '@/shared/messages';
import { signInEmailSchema, type SignInEmail } from '@/shared/schemas/sign-in';
import { SIGN_IN_EMAIL_KEY, type Claims } from '@/shared/constants';
import type { AuthTicket } from '@/shared/schemas/ticket';
import { useTicket } from '@/lib/db/tickets/use-ticket';
import { InvitationCard } from '@/components/ticket/invitation-card';
import { useSession } from '@/lib/session/session';

const LoginDialog = lazy(() => import('@/components/login-dialog'));

type Step =
  | { kind: 'checking' }
  | { kind: 'askEmail'; problem?: string }
  | { kind: 'working' }
  | { kind: 'invalid' }
  | { kind: 'noLink' };

/** The user's first club's competition list, else home (docs/product.md "Sign-in by e-mailed link"). */
export function landingHref(claims: Claims): string {
  const first = Object.keys(claims).sort()[0];
  return first ? compeLinkHref(first) : paths.home.getHref();
}

const sameEmail = (a: string | null | undefined, b: string) => !!a && a.toLowerCase() === b.toLowerCase();

/**
 * /sign/{ticketId?} completes the e-mail link (docs/product.md §3). On another device (no stored e-mail) it
 * asks for the address; a mistyped address can be corrected; a used or expired link offers a new
 * one. With an invitation ticket it shows the invitation and accepts it once the invited address
 * is signed in, refreshing the token so the new role applies at once.
 */
export default function SignPage() {
  const { ticketId } = useParams();
  const navigate = useNavigate();
  const { session, refresh } = useSession();
  const ticketState = useTicket(ticketId);
  const invitation = ticketState.data?.code === 'auth' ? (ticketState.data as AuthTicket) : null;
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const started = useRef(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isValid, isSubmitting },
  } = useForm<SignInEmail>({ resolver: zodResolver(signInEmailSchema), mode: 'onChange' });

  const accept = async () => {
    if (!ticketId) return;
    setStep({ kind: 'working' });
    const { acceptInvitation } = await import('../api/accept-invitation');
    const result = await acceptInvitation(ticketId);
    if (result.kind === 'accepted') {
      await refresh();
      navigate(compeLinkHref(result.clubId), { replace: true });
    } else {
      setRefusal(result.message);
      setStep({ kind: 'noLink' });
    }
  };

  const complete = async (email: string) => {
    setStep({ kind: 'working' });
    const api = await import('../api/complete-sign-in');
    const result = await api.completeSignIn(email, window.location.href);
    if (result.kind === 'signedIn') {
      if (ticketId) await accept();
      else navigate(landingHref(result.claims), { replace: true });
    } else if (result.kind === 'wrongEmail')
      setStep({ kind: 'askEmail', problem: MESSAGES.signEmailMismatch });
    else setStep({ kind: 'invalid' });
  };

  useEffect(() => {
    if (started.current || session.status === 'loading') return;
    started.current = true;
    void import('../api/complete-sign-in').then((api) => {
      if (api.isSignInLink(window.location.href)) {
        const stored = api.storedSignInEmail();
        if (stored) void complete(stored);
        else setStep({ kind: 'askEmail' });
      } else if (session.status === 'signedIn' && !ticketId) {
        navigate(landingHref(session.user.claims), { replace: true });
      } else {
        setStep({ kind: 'noLink' });
      }
    });
    // Runs once, when the session is first known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.status]);

  if (step.kind === 'checking' || step.kind === 'working' || (ticketId && ticketState.status === 'loading')) {
    return <PageLoading label="ログインしています" />;
  }
  if (ticketId && (ticketState.status === 'error' || !invitation)) {
    return (
      <Alert severity="error" sx={{ maxWidth: 600, mx: 'auto' }}>
        {MESSAGES.ticketNotFound}
      </Alert>
    );
  }

  const dialog = loginOpen ? (
    <Suspense fallback={null}>
      <LoginDialog
        open
        onClose={() => setLoginOpen(false)}
        defaultEmail={
          invitation?.email ?? getValues('email') ?? localStorage.getItem(SIGN_IN_EMAIL_KEY) ?? ''
        }
        returnPath={ticketId ? paths.sign.getHref(ticketId) : undefined}
        ticketId={ticketId}
      />
    </Suspense>
  ) : null;

  const emailForm =
    step.kind === 'askEmail' ? (
      <form onSubmit={handleSubmit(({ email }) => complete(email))} noValidate>
        <Typography variant="h5" component="h2" gutterBottom>
          メールアドレスの確認
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2 }}>
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
    ) : null;

  const invalidLink =
    step.kind === 'invalid' ? (
      <Stack spacing={2} sx={{ alignItems: 'flex-start', mt: invitation ? 3 : 0 }}>
        <Alert severity="error">{MESSAGES.signLinkInvalid}</Alert>
        <Typography color="textSecondary">
          リンクは一度だけ使えます。新しいリンクを送り直してください。
        </Typography>
        <Button variant="contained" onClick={() => setLoginOpen(true)}>
          ログインリンクを再送する
        </Button>
      </Stack>
    ) : null;

  if (invitation) {
    const signedInAs = session.status === 'signedIn' ? session.user.email : null;
    return (
      <InvitationCard ticket={invitation}>
        {emailForm ? <Paper sx={{ mt: 3, p: 2 }}>{emailForm}</Paper> : null}
        {invalidLink}
        {refusal ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        {step.kind === 'noLink' && !invitation.isClosed ? (
          <Stack spacing={1.5} sx={{ mt: 3, alignItems: 'flex-start' }}>
            {signedInAs && sameEmail(signedInAs, invitation.email) ? (
              <Button variant="contained" onClick={accept}>
                招待を受ける
              </Button>
            ) : null}
            {signedInAs && !sameEmail(signedInAs, invitation.email) ? (
              <Alert severity="warning">
                いまは {signedInAs} でログインしています。この招待は {invitation.email}{' '}
                宛てです。ログアウトしてから招待されたアドレスでログインしてください。
              </Alert>
            ) : null}
            {!signedInAs ? (
              <>
                <Typography color="textSecondary">
                  {invitation.email} にログインリンクを送ります。届いたリンクを開くと招待を受けられます。
                </Typography>
                <Button variant="contained" onClick={() => setLoginOpen(true)}>
                  ログインリンクを送る
                </Button>
              </>
            ) : null}
          </Stack>
        ) : null}
        {dialog}
      </InvitationCard>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, mx: 'auto', mt: 2 }}>
      {emailForm}
      {invalidLink}
      {step.kind === 'noLink' ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h5" component="h2">
            ログイン
          </Typography>
          <Typography color="textSecondary">
            登録済みのメールアドレスにログインリンクをお送りします。届いたメールのリンクを開くとログインできます。
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => setLoginOpen(true)}>
              {LABELS.login}
            </Button>
            <Button component={RouterLink} to={paths.about.getHref()}>
              ログインについて
            </Button>
          </Stack>
        </Stack>
      ) : null}
      {dialog}
    </Paper>
  );
}
