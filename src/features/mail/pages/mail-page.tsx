import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { MESSAGES } from '@/shared/messages';
import { useSession } from '@/lib/session/session';
import { useClub } from '@/lib/db/clubs/use-club';
import { useCompeLinks } from '@/lib/db/links/compe-links';
import { ComposeForm } from '../components/compose-form';
import { MailLayout } from '../components/mail-layout';

/**
 * /{clubId}/form/mail メール送信: compose to an audience of one competition, with the club's sent
 * mails beside it. `?compe=` preselects a competition (links from a competition's pages).
 */
export default function MailPage() {
  const { clubId } = useParams() as { clubId: string };
  const [params] = useSearchParams();
  const { session } = useSession();
  const links = useCompeLinks(clubId, session.user?.uid ?? '');
  const club = useClub(clubId);
  const clubName = club.status === 'ready' && club.data ? club.data.clubName : clubId;

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        メール送信
      </Typography>
      <MailLayout clubId={clubId}>
        {links.status === 'loading' || club.status === 'loading' ? <PageLoading /> : null}
        {links.status === 'error' ? <Alert severity="error">{MESSAGES.loadFailed}</Alert> : null}
        {links.status === 'ready' && club.status !== 'loading' ? (
          <ComposeForm
            clubId={clubId}
            clubName={clubName}
            compes={links.data}
            initialCompeId={params.get('compe') ?? undefined}
          />
        ) : null}
      </MailLayout>
    </Stack>
  );
}
