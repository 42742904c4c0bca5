import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageLoading } from '@/components/page-loading';
import { InvitationList } from '@/components/invitation/invitation-list';
import { useAllClubs } from '@/lib/db/clubs/use-all-clubs';
import { byOrderThenName } from '../club-order';
import { AppointAdmin } from '../components/appoint-admin';
import { ClubList } from '../components/club-list';
import { CreateClubDialog } from '../components/create-club-dialog';
import { Section } from '@/components/section';
import { UserLookup } from '../components/user-lookup';

/**
 * /god 神ページ (super-users; RequireGod guards the route and the rules guard every write): clubs,
 * appointing admins by invitation, open invitations of every club, and users' roles.
 */
export default function GodPage() {
  const clubs = useAllClubs();
  const [creating, setCreating] = useState(false);
  const list = clubs.status === 'ready' ? [...clubs.data].sort(byOrderThenName) : [];

  return (
    <Stack spacing={3} sx={{ pb: 4 }}>
      <Typography variant="h5" component="h2">
        神ページ
      </Typography>
      <Section
        title="クラブ"
        action={
          <Button variant="contained" onClick={() => setCreating(true)}>
            クラブを作成
          </Button>
        }
      >
        {clubs.status === 'loading' ? <PageLoading label="クラブを読み込み中" /> : null}
        {clubs.status === 'error' ? <Alert severity="error">クラブを読み込めませんでした</Alert> : null}
        {clubs.status === 'ready' ? <ClubList clubs={list} /> : null}
      </Section>
      <Section title="管理者を任命">
        <AppointAdmin clubs={list} />
      </Section>
      <Section title="受諾待ちの招待（全クラブ）">
        <InvitationList clubId={null} canRevoke label="受諾待ちの招待（全クラブ）" />
      </Section>
      <Section title="ユーザーの役割">
        <UserLookup clubs={list} />
      </Section>
      {creating ? (
        <CreateClubDialog open onClose={() => setCreating(false)} onCreated={() => setCreating(false)} />
      ) : null}
    </Stack>
  );
}
