import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { formatDate, formatTime } from '../../../lib/format';
import { audienceLabel } from '../../../shared/mail-template';
import { MESSAGES } from '../../../shared/messages';
import type { Mailbox } from '../../../shared/schemas/mail';
import { STAFF_MESSAGES } from '../../../shared/staff-messages';
import { useMailbox } from '../api/mail-queries';

function Totals({ mail }: { mail: Mailbox }) {
  const { total, sent, failed } = mail.counts;
  const sending = !mail.finishedAt;
  return (
    <Typography variant="caption" component="span" sx={{ display: 'block' }}>
      {sending ? '送信中 ' : ''}送信済み {sent} / 全 {total}
      {failed > 0 ? (
        <Typography component="span" variant="caption" sx={{ color: 'error.main', fontWeight: 700 }}>
          {` ⚠ エラー ${failed}`}
        </Typography>
      ) : null}
    </Typography>
  );
}

/** 送信履歴: the club's sent mails, newest first, each with its totals; a red mark when some failed. */
export function MailboxSidebar({ clubId, currentId }: { clubId: string; currentId?: string }) {
  const mailbox = useMailbox(clubId);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="mailbox-title"
      sx={{ p: 2, alignSelf: 'start' }}
    >
      <Stack spacing={1}>
        <Typography id="mailbox-title" variant="h6" component="h3">
          送信履歴
        </Typography>
        {mailbox.status === 'loading' ? <PageLoading label="送信履歴を読み込み中" /> : null}
        {mailbox.status === 'error' ? <Alert severity="error">{MESSAGES.loadFailed}</Alert> : null}
        {mailbox.status === 'ready' && mailbox.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {STAFF_MESSAGES.mailboxEmpty}
          </Typography>
        ) : null}
        {mailbox.status === 'ready' && mailbox.data.length > 0 ? (
          <List dense disablePadding aria-label="送信したメール">
            {mailbox.data.map((mail) => (
              <ListItem key={mail.id} disablePadding divider>
                <ListItemButton
                  component={RouterLink}
                  to={paths.form.card.getHref(clubId, mail.id)}
                  selected={mail.id === currentId}
                  aria-current={mail.id === currentId ? 'page' : undefined}
                  sx={{ display: 'block', px: 1 }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    {mail.counts.failed > 0 ? (
                      <Typography component="span" sx={{ color: 'error.main' }} aria-label="エラーあり">
                        ●{' '}
                      </Typography>
                    ) : null}
                    {mail.subject}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {formatDate(mail.sentAt)} {formatTime(mail.sentAt)} ・ {audienceLabel(mail.audience)}
                  </Typography>
                  <Totals mail={mail} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : null}
      </Stack>
    </Paper>
  );
}
