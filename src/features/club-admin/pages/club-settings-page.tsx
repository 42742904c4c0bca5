import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { compeLinkHref } from '@/config/paths';
import { PageLoading } from '@/components/page-loading';
import { isSuperUser, useSession } from '@/lib/session/session';
import { InvitationList } from '@/components/invitation/invitation-list';
import { InviteDialog } from '@/components/invitation/invite-dialog';
import { roleIn } from '@/shared/claims';
import { INDIE_CLUB_ID, INDIE_LABEL } from '@/shared/constants';
import { CONFIRM_MESSAGES, LABELS, MESSAGES } from '@/shared/messages';
import { useClubDocument } from '@/lib/db/clubs/use-club-document';
import { ClubSettingsForm } from '../components/club-settings-form';
import { LogoField } from '../components/logo-field';
import { MemberList } from '../components/member-list';
import { Section } from '@/components/section';

/**
 * /{clubId}/form/club 基本設定: the club's fields and logo, its staff, and invitations. A club admin
 * or a super-user edits; staff see the same page read-only.
 */
export default function ClubSettingsPage() {
  const { clubId } = useParams() as { clubId: string };
  const { session } = useSession();
  const user = session.user;
  const superUser = isSuperUser(user);
  const canEdit = superUser || roleIn(user?.claims, clubId) === 'admin';

  if (clubId === INDIE_CLUB_ID && !superUser) {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h2">
          基本設定
        </Typography>
        <Alert severity="info">
          {INDIE_LABEL}はみなさんで共有するクラブのため、基本設定やスタッフの招待はありません。
        </Alert>
        <div>
          <Button component={RouterLink} to={compeLinkHref(clubId)} variant="outlined">
            大会リストへ
          </Button>
        </div>
      </Stack>
    );
  }
  return <ClubSettings clubId={clubId} canEdit={canEdit} canSetOrder={superUser} selfUid={user?.uid} />;
}

interface Props {
  clubId: string;
  canEdit: boolean;
  canSetOrder: boolean;
  selfUid: string | undefined;
}

function ClubSettings({ clubId, canEdit, canSetOrder, selfUid }: Props) {
  const club = useClubDocument(clubId);
  const [inviting, setInviting] = useState(false);

  if (club.status === 'loading') return <PageLoading />;
  if (club.status === 'error') return <Alert severity="error">{MESSAGES.loadFailed}</Alert>;
  if (club.data === null) return <Alert severity="error">{CONFIRM_MESSAGES.unknown_club}</Alert>;
  const data = club.data;

  return (
    <Stack spacing={3} sx={{ pb: 4 }}>
      <Typography variant="h5" component="h2">
        基本設定
      </Typography>
      {canEdit ? null : (
        <Alert severity="info">
          基本設定の変更とスタッフの招待は、クラブの管理者が行います。この画面は閲覧のみです。
        </Alert>
      )}
      <Section title="クラブ情報">
        <ClubSettingsForm key={data.id} club={data} canEdit={canEdit} canSetOrder={canSetOrder} />
      </Section>
      <Section title="ロゴ">
        <LogoField clubId={clubId} clubName={data.clubName} logoPath={data.logoPath} canEdit={canEdit} />
      </Section>
      <Section
        title="スタッフ"
        action={
          canEdit ? (
            <Button variant="contained" onClick={() => setInviting(true)}>
              {LABELS.invite}
            </Button>
          ) : null
        }
      >
        <MemberList clubId={clubId} canManage={canEdit} selfUid={selfUid} />
      </Section>
      <Section title="受諾待ちの招待">
        <InvitationList clubId={clubId} canRevoke={canEdit} label="受諾待ちの招待" />
      </Section>
      {inviting ? (
        <InviteDialog open onClose={() => setInviting(false)} clubId={clubId} clubName={data.clubName} />
      ) : null}
    </Stack>
  );
}
