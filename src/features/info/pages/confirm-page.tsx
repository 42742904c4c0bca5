import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session';
import { CONFIRM_MESSAGES, LABELS, type ConfirmCode } from '@/shared/messages';

const LoginDialog = lazy(() => import('@/components/login-dialog'));

export function confirmMessage(code: string | undefined): string {
  return code && Object.hasOwn(CONFIRM_MESSAGES, code) && code !== 'fallback'
    ? CONFIRM_MESSAGES[code as ConfirmCode]
    : CONFIRM_MESSAGES.fallback;
}

const DETAILS: Partial<Record<ConfirmCode, string>> = {
  router_reject: 'ログインしていないか、このクラブのスタッフとして登録されていません。',
  unknown_club: 'URL をご確認ください。クラブの一覧はホームにあります。',
  sign_unqualified:
    'ログインできるのは、クラブから招待されたメールアドレスだけです。招待メールのリンクからお進みください。',
  sign_reject: '時間をおいて再度お試しください。続く場合は参照コードを添えてお問い合わせください。',
  sign_sent: 'メールに届いたリンクを、このブラウザで開いてください。',
  regist_closed: '申し込みの受付期間をご確認ください。',
};

/** /confirm/{code}/{secret}: one message per code, with a way onward (docs/product.md). */
export default function ConfirmPage() {
  const { code, secret } = useParams();
  const { session } = useSession();
  const [loginOpen, setLoginOpen] = useState(false);
  const known = code as ConfirmCode;
  const canRetryLogin =
    (code === 'router_reject' || code === 'sign_reject') && session.status === 'signedOut';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, mx: 'auto', mt: 2 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {confirmMessage(code)}
      </Typography>
      {DETAILS[known] ? <Typography color="textSecondary">{DETAILS[known]}</Typography> : null}
      {code === 'sign_reject' && secret ? (
        <Typography sx={{ mt: 2 }}>
          {LABELS.secretRef}: <code>{secret}</code>
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }} useFlexGap>
        {canRetryLogin ? (
          <Button variant="contained" onClick={() => setLoginOpen(true)}>
            {LABELS.login}
          </Button>
        ) : null}
        <Button
          component={RouterLink}
          to={paths.home.getHref()}
          variant={canRetryLogin ? 'text' : 'contained'}
        >
          {LABELS.home}へ
        </Button>
        <Button component={RouterLink} to={paths.contact.getHref()}>
          お問い合わせ
        </Button>
      </Stack>
      {loginOpen ? (
        <Suspense fallback={null}>
          <LoginDialog open onClose={() => setLoginOpen(false)} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
