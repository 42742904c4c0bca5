import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useNotify } from '@/components/snackbar';
import { PageLoading } from '@/components/page-loading';
import { formatDate, formatTime } from '@/shared/date-time';
import { LABELS, MESSAGES } from '@/shared/messages';
import { closeAuthTicket } from '@/lib/db/tickets/close-auth-ticket';
import { newestFirst, useOpenInvitations, type OpenInvitation } from '@/lib/db/tickets/use-open-invitations';

interface Props {
  /** One club's invitations, or null for every club's (super-users). */
  clubId: string | null;
  /** Whether this user may revoke (club admin, super-user; the rules decide in the end). */
  canRevoke: boolean;
  /** Label of the list, for assistive technology. */
  label: string;
}

/** Open (not yet accepted, not revoked) invitations with who invited whom, and a way to revoke them. */
export function InvitationList({ clubId, canRevoke, label }: Props) {
  const invitations = useOpenInvitations(clubId);
  const notify = useNotify();
  // Kept while the dialog closes, so its text does not blank out during the transition.
  const [revoking, setRevoking] = useState<{ item: OpenInvitation; open: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const dismiss = () => setRevoking((current) => current && { ...current, open: false });

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    const closed = await closeAuthTicket(revoking.item.id);
    setBusy(false);
    dismiss();
    notify(closed ? '招待を取り消しました' : '招待を取り消せませんでした', closed ? 'success' : 'error');
  };

  if (invitations.status === 'loading') return <PageLoading label={`${label}を読み込み中`} />;
  if (invitations.status === 'error') return <Alert severity="error">{MESSAGES.loadFailed}</Alert>;
  if (invitations.data.length === 0) {
    return <Typography color="textSecondary">受諾待ちの招待はありません。</Typography>;
  }
  return (
    <>
      <List aria-label={label} disablePadding>
        {[...invitations.data].sort(newestFirst).map((item) => (
          <ListItem key={item.id} divider sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', px: 0 }}>
            <ListItemText
              sx={{ flex: '1 1 16rem', minWidth: 0 }}
              primary={
                <>
                  {item.receiver}{' '}
                  <Chip size="small" label={LABELS[item.role]} variant="outlined" sx={{ ml: 0.5 }} />
                </>
              }
              secondary={
                <>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', wordBreak: 'break-all' }}
                  >
                    {item.email}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {clubId === null ? `${item.clubName}（${item.clubId}）・` : ''}
                    招待者 {item.inviterName || '—'}
                    {item.createdAt ? `・${formatDate(item.createdAt)} ${formatTime(item.createdAt)}` : ''}
                  </Typography>
                </>
              }
            />
            {canRevoke ? (
              <Button
                color="error"
                variant="outlined"
                size="small"
                onClick={() => setRevoking({ item, open: true })}
                aria-label={`${item.receiver}（${item.email}）への招待を${LABELS.revoke}`}
              >
                {LABELS.revoke}
              </Button>
            ) : null}
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={!!revoking?.open}
        title="招待を取り消しますか？"
        confirmLabel={LABELS.revoke}
        destructive
        busy={busy}
        onCancel={dismiss}
        onConfirm={() => void revoke()}
      >
        {revoking ? `${revoking.item.receiver}（${revoking.item.email}）` : ''}
        への招待リンクは使えなくなります。
      </ConfirmDialog>
    </>
  );
}
