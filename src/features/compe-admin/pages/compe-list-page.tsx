import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDate, formatTime } from '@/shared/date-time';
import { PageLoading } from '@/components/page-loading';
import { useNotify } from '@/components/snackbar';
import { useSession } from '@/lib/session/session';
import { INDIE_CLUB_ID, INDIE_LABEL } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import { createCompe, useCompeLinks } from '@/lib/db/links/compe-links';
import { CreateCompeDialog } from '../components/create-compe-dialog';
import { jstDate } from '@/shared/date-time-staff';

/** /{clubId}/form/link 大会リスト: the club's competitions, newest first, and creating one. */
export default function CompeListPage() {
  const { clubId } = useParams() as { clubId: string };
  const { session } = useSession();
  const uid = session.user?.uid ?? '';
  const links = useCompeLinks(clubId, uid);
  const navigate = useNavigate();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h2">
          大会リスト{clubId === INDIE_CLUB_ID ? `（${INDIE_LABEL}・自分の大会）` : ''}
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)}>
          大会を作成
        </Button>
      </Stack>
      {links.status === 'loading' ? <PageLoading /> : null}
      {links.status === 'error' ? <Alert severity="error">{MESSAGES.loadFailed}</Alert> : null}
      {links.status === 'ready' && links.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography color="textSecondary">
            まだ大会がありません。「大会を作成」から始めましょう。
          </Typography>
        </Paper>
      ) : null}
      {links.status === 'ready' && links.data.length > 0 ? (
        <Paper variant="outlined">
          <List aria-label="大会">
            {links.data.map((link) => (
              <ListItem key={link.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={paths.form.compe.getHref(clubId, link.id)}>
                  <ListItemText
                    primary={link.title}
                    secondary={`${formatDate(link.eventedAt)} ${formatTime(link.eventedAt)}〜`}
                  />
                  {link.cancelled ? <Chip size="small" label="中止" color="error" sx={{ mr: 1 }} /> : null}
                  <Chip
                    size="small"
                    label={link.published ? '公開中' : '非公開'}
                    color={link.published ? 'success' : 'default'}
                    variant={link.published ? 'filled' : 'outlined'}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ) : null}
      {creating ? (
        <CreateCompeDialog
          open
          onClose={() => setCreating(false)}
          onCreate={async (form) => {
            const compeId = await createCompe({
              clubId,
              uid,
              title: form.title,
              shortTitle: form.shortTitle,
              eventedAt: jstDate(form.date),
            });
            setCreating(false);
            notify('大会を作成しました');
            navigate(paths.form.compe.getHref(clubId, compeId));
          }}
        />
      ) : null}
    </Stack>
  );
}
