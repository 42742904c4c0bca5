import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageLoading } from '@/components/page-loading';
import { resendMailbox } from '@/components/delivery/resend';
import { useResend } from '@/components/delivery/use-resend';
import { formatDate, formatTime } from '@/shared/date-time';
import { fill } from '@/shared/fill';
import { audienceLabel } from '@/shared/mail-template';
import { MESSAGES } from '@/shared/messages';
import type { Mail, Mailbox } from '@/shared/schemas/mail';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { useMailboxEntry } from '@/lib/db/mailbox/use-mailbox';
import { useMailboxMails } from '@/lib/db/mails/use-mailbox-mails';
import { DeliveryError } from '@/components/delivery/delivery-error';
import { ResendDialog } from '@/components/delivery/resend-dialog';
import { MailLayout } from '../components/mail-layout';
import { DELIVERY_LABELS } from '@/shared/last-mail';
import { resultCards, totalsOf, type StateFilter } from '../mail-results';

/** Cards drawn at first; more on request, so a mail to 2,000 people opens at once. */
const PAGE = 200;

const STATE_COLORS: Record<Mail['state'], string> = {
  sent: 'success.main',
  error: 'error.main',
  pending: 'warning.main',
};

const FILTERS: { value: StateFilter; label: string }[] = [
  { value: 'all', label: 'すべて' },
  { value: 'error', label: DELIVERY_LABELS.error },
  { value: 'pending', label: DELIVERY_LABELS.pending },
  { value: 'sent', label: DELIVERY_LABELS.sent },
];

/** One recipient: address, name, state in words, why it failed, when; 宛先を直す on an error. */
const ResultCard = memo(function ResultCard({ mail }: { mail: Mail }) {
  const [fixing, setFixing] = useState(false);
  const at = mail.sentAt ?? mail.createdAt;
  const name = mail.name ?? mail.to;
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={`${name} ${DELIVERY_LABELS[mail.state]}`}
      sx={{ p: 1.5, listStyle: 'none', borderColor: mail.state === 'error' ? 'error.main' : undefined }}
    >
      <Stack spacing={0.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {mail.name ?? '（氏名なし）'}
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: STATE_COLORS[mail.state], fontWeight: 700, whiteSpace: 'nowrap' }}
          >
            {mail.state === 'error' ? '⚠ ' : ''}
            {DELIVERY_LABELS[mail.state]}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {mail.to}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {mail.state === 'sent' ? '送信' : '受付'} {formatDate(at)} {formatTime(at)}
          {mail.attempts > 1 ? `（${mail.attempts}回目）` : ''}
        </Typography>
        {mail.state === 'error' ? (
          <>
            {mail.error ? <DeliveryError error={mail.error} /> : null}
            <Button
              size="small"
              variant="outlined"
              onClick={() => setFixing(true)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {STAFF_MESSAGES.deliveryFix}
            </Button>
            {fixing ? <ResendDialog mail={mail} name={name} onClose={() => setFixing(false)} /> : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
});

function Results({ box, mails }: { box: Mailbox; mails: readonly Mail[] }) {
  const [filter, setFilter] = useState<StateFilter>('all');
  const [shown, setShown] = useState(PAGE);
  const [confirming, setConfirming] = useState(false);
  const { resend, resending } = useResend();
  const totals = useMemo(() => totalsOf(mails), [mails]);
  const cards = useMemo(() => resultCards(mails, filter), [mails, filter]);
  const sending = !box.finishedAt;
  const done = totals.sent + totals.error;

  const resendFailed = async () => {
    setConfirming(false);
    await resend(() => resendMailbox(box.id));
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h2" sx={{ wordBreak: 'break-word' }}>
          {box.subject}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {formatDate(box.sentAt)} {formatTime(box.sentAt)} ・ {audienceLabel(box.audience)}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', alignItems: 'center' }} role="status">
          <Typography>全 {totals.total}件</Typography>
          <Typography sx={{ color: 'success.main', fontWeight: 700 }}>送信済み {totals.sent}</Typography>
          <Typography sx={{ color: totals.error ? 'error.main' : 'text.secondary', fontWeight: 700 }}>
            エラー {totals.error}
          </Typography>
          <Typography color="textSecondary">送信待ち {totals.pending}</Typography>
          {totals.error > 0 ? (
            <Button
              variant="contained"
              color="error"
              disabled={resending || sending}
              onClick={() => setConfirming(true)}
              sx={{ ml: 'auto' }}
            >
              {resending ? '再送中…' : `失敗分を再送する（${totals.error}件）`}
            </Button>
          ) : null}
        </Stack>
        {sending ? (
          <Box sx={{ mt: 1.5 }}>
            <Typography variant="body2">
              送信中… {done} / {totals.total}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={totals.total ? (done / totals.total) * 100 : 0}
              aria-label="送信の進み具合"
            />
          </Box>
        ) : null}
      </Paper>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="group" aria-label="状態で絞り込む">
        {FILTERS.map(({ value, label }) => {
          const count = value === 'all' ? totals.total : totals[value];
          return (
            <Chip
              key={value}
              label={`${label} ${count}`}
              color={filter === value ? 'primary' : 'default'}
              variant={filter === value ? 'filled' : 'outlined'}
              aria-pressed={filter === value}
              onClick={() => {
                setFilter(value);
                setShown(PAGE);
              }}
            />
          );
        })}
      </Stack>
      {cards.length === 0 ? (
        <Typography color="textSecondary">該当するメールはありません</Typography>
      ) : (
        <Box
          component="ul"
          aria-label="宛先ごとの結果"
          sx={{
            display: 'grid',
            gap: 1.5,
            p: 0,
            m: 0,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {cards.slice(0, shown).map((mail) => (
            <ResultCard key={mail.id} mail={mail} />
          ))}
        </Box>
      )}
      {cards.length > shown ? (
        <Button onClick={() => setShown((n) => n + PAGE)} sx={{ alignSelf: 'center' }}>
          さらに表示（残り {cards.length - shown}件）
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={fill(STAFF_MESSAGES.mailResendConfirm, { count: totals.error })}
        confirmLabel="再送する"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void resendFailed()}
      >
        {STAFF_MESSAGES.mailResendNote}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * /{clubId}/form/{mailId}/card メール結果: one card per recipient of a sent mail, live, with totals,
 * a filter by state and 失敗分を再送する. Without a mailId, the list of sent mails.
 */
export default function MailCardPage() {
  const { clubId, mailId } = useParams() as { clubId: string; mailId?: string };
  return (
    <MailLayout clubId={clubId} currentId={mailId}>
      {mailId ? (
        <MailResult clubId={clubId} mailId={mailId} />
      ) : (
        <Typography>送信履歴からメールを選んでください</Typography>
      )}
    </MailLayout>
  );
}

function MailResult({ clubId, mailId }: { clubId: string; mailId: string }) {
  const box = useMailboxEntry(mailId);
  const mails = useMailboxMails(clubId, mailId);
  if (box.status === 'loading' || (box.status === 'ready' && box.data && mails.status === 'loading')) {
    return <PageLoading />;
  }
  // Another club's mail is refused by the rules: said the same way as one that does not exist.
  if (box.status === 'error' || !box.data || box.data.clubId !== clubId) {
    return <Alert severity="warning">{STAFF_MESSAGES.mailCardMissing}</Alert>;
  }
  if (mails.status === 'error') return <Alert severity="error">{MESSAGES.loadFailed}</Alert>;
  return <Results box={box.data} mails={mails.status === 'ready' ? mails.data : []} />;
}
