import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatShortDateTime } from '@/shared/date-time-staff';
import type { Mail } from '@/shared/schemas/mail';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { resendToPerson } from './resend';
import { DeliveryError } from './delivery-error';
import { ResendDialog } from './resend-dialog';
import { useResend } from './use-resend';
import { DELIVERY_LABELS, deliveryState, deliveryTime, type DeliveryState } from '@/shared/last-mail';

/** The colour only repeats the word (WCAG 1.4.1); AA shades of the theme. */
const COLORS: Record<DeliveryState, string> = {
  sent: 'success.main',
  error: 'error.main',
  pending: 'warning.main',
  none: 'text.secondary',
};

/**
 * The last mail to one person, as a row of 参加申込リスト or エントリー shows it: the state in words,
 * when, and for an エラー the SMTP server's reason and 再送, which sends that one message again
 * (resendMail { messageId }); the row follows the message's new state live.
 */
export function LastMailStatus({ mail, name }: { mail: Mail | undefined; name: string }) {
  const { resend, resending } = useResend();
  const [fixing, setFixing] = useState(false);
  const state = deliveryState(mail);

  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Typography
        variant="body2"
        component="span"
        sx={{ color: COLORS[state], fontWeight: 700, whiteSpace: 'nowrap' }}
        title={mail ? `「${mail.subject}」 ${mail.to}` : undefined}
      >
        {DELIVERY_LABELS[state]}
        {mail ? (
          <Typography
            component="span"
            variant="caption"
            color="textSecondary"
            sx={{ ml: 0.5, fontWeight: 400 }}
          >
            {formatShortDateTime(deliveryTime(mail))}
          </Typography>
        ) : null}
      </Typography>
      {mail && state === 'error' ? (
        <>
          {mail.error ? (
            <DeliveryError error={mail.error} variant="caption" color="textSecondary" maxWidth={240} />
          ) : null}
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={resending}
            onClick={() => void resend(() => resendToPerson({ messageId: mail.id }, name))}
            aria-label={`${name}さんへ${STAFF_MESSAGES.deliveryResend}`}
            sx={{ py: 0, minWidth: 0 }}
          >
            {resending ? '再送中…' : STAFF_MESSAGES.deliveryResend}
          </Button>
          <Button
            size="small"
            disabled={resending}
            onClick={() => setFixing(true)}
            aria-label={`${name}さんの${STAFF_MESSAGES.deliveryFix}`}
            sx={{ py: 0, minWidth: 0 }}
          >
            {STAFF_MESSAGES.deliveryFix}
          </Button>
          {fixing ? <ResendDialog mail={mail} name={name} onClose={() => setFixing(false)} /> : null}
        </>
      ) : null}
    </Stack>
  );
}

/** The cell of a row that no registration stands behind (an entry typed in or imported): 「—」. */
export function NoLastMail() {
  return (
    <Typography
      variant="body2"
      component="span"
      color="textSecondary"
      title={STAFF_MESSAGES.deliveryNoRegist}
    >
      —
    </Typography>
  );
}
