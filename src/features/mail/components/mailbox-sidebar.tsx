import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { formatDate, formatTime } from '@/shared/date-time';
import { audienceLabel } from '@/shared/mail-template';
import { MESSAGES } from '@/shared/messages';
import type { Mailbox } from '@/shared/schemas/mail';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { useMailbox } from '@/lib/db/mailbox/use-mailbox';

const TITLE = '送信履歴';

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

/**
 * 送信履歴: the club's sent mails, newest first, each with its totals; a red mark and the number
 * of errors when some failed. `collapsible` (phones) folds the list under one button that still says
 * how many mails there are and whether any failed.
 */
export function MailboxSidebar({
  clubId,
  currentId,
  collapsible = false,
}: {
  clubId: string;
  currentId?: string;
  collapsible?: boolean;
}) {
  const mailbox = useMailbox(clubId);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const listId = useId();
  const mails = mailbox.status === 'ready' ? mailbox.data : [];
  const withErrors = mails.filter((mail) => mail.counts.failed > 0).length;

  const content: ReactNode = (
    <>
      {mailbox.status === 'loading' ? <PageLoading label="送信履歴を読み込み中" /> : null}
      {mailbox.status === 'error' ? <Alert severity="error">{MESSAGES.loadFailed}</Alert> : null}
      {mailbox.status === 'ready' && mails.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {STAFF_MESSAGES.mailboxEmpty}
        </Typography>
      ) : null}
      {mails.length > 0 ? (
        <List dense disablePadding aria-label="送信したメール">
          {mails.map((mail) => (
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
                    // The words are in the totals below (⚠ エラー n); the dot is for the eye only.
                    <Typography component="span" sx={{ color: 'error.main' }} aria-hidden>
                      ●{' '}
                    </Typography>
                  ) : null}
                  {mail.subject}
                </Typography>
                <Typography
                  variant="caption"
                  color="textSecondary"
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
    </>
  );

  if (collapsible) {
    return (
      <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ px: 1, py: 0.5 }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ m: 0 }}>
          <Button
            fullWidth
            color="inherit"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
            sx={{ justifyContent: 'space-between', gap: 1, textAlign: 'left', fontWeight: 700 }}
            endIcon={
              <Box
                component="span"
                aria-hidden
                sx={{ transform: open ? 'rotate(180deg)' : undefined, lineHeight: 1 }}
              >
                ▾
              </Box>
            }
          >
            <span>
              {TITLE}
              {mailbox.status === 'ready' ? `（${mails.length}件）` : ''}
              {withErrors > 0 ? (
                <Box component="span" sx={{ color: 'error.main', ml: 1, whiteSpace: 'nowrap' }}>
                  ⚠ エラーあり {withErrors}件
                </Box>
              ) : null}
            </span>
          </Button>
        </Typography>
        <Collapse in={open} id={listId}>
          <Stack spacing={1} sx={{ px: 1, pb: 1 }}>
            {content}
          </Stack>
        </Collapse>
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, alignSelf: 'start' }}>
      <Stack spacing={1}>
        <Typography id={titleId} variant="h6" component="h3">
          {TITLE}
        </Typography>
        {content}
      </Stack>
    </Paper>
  );
}
