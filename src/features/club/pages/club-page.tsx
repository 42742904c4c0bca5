import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDate, formatTime } from '../../../lib/format';
import { storageUrl } from '../../../lib/storage-url';
import { LinkifiedText } from '../../../components/linkified-text';
import { StatusBadge } from '../../../components/status-badge';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import type { CompeCard } from '../../../shared/schemas/compe';
import { compeStatus, STATUS_COLORS } from '../../compe/compe-status';
import { useClub, useClubCompes } from '../api/use-club';

/** Upcoming soonest first, then past newest first (issue 5). */
export function orderForClubPage<C extends CompeCard>(
  compes: C[],
  now = new Date(),
): { upcoming: C[]; past: C[] } {
  const upcoming = compes
    .filter((c) => compeStatus(c, now) !== '終了')
    .sort((a, b) => a.eventedAt.getTime() - b.eventedAt.getTime());
  const past = compes
    .filter((c) => compeStatus(c, now) === '終了')
    .sort((a, b) => b.eventedAt.getTime() - a.eventedAt.getTime());
  return { upcoming, past };
}

function CompeItem({ compe }: { compe: CompeCard }) {
  const status = compeStatus(compe);
  return (
    <Card variant="outlined" component="article" aria-labelledby={`compe-${compe.id}`}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.dark' }}>
            {formatDate(compe.eventedAt)} {formatTime(compe.eventedAt)}〜
          </Typography>
          <StatusBadge label={status} tone={STATUS_COLORS[status]} />
        </Stack>
        <Typography id={`compe-${compe.id}`} variant="h6" component="h3">
          {compe.title}
        </Typography>
        {compe.venue ? (
          <Typography variant="body2" color="text.secondary">
            会場: {compe.venue}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        {/* Applying makes no sense on the day or after it; the live page does. */}
        {status === '開催中' || status === '終了' ? null : (
          <Button
            component={RouterLink}
            to={paths.regist.getHref(compe.clubId, compe.id)}
            variant={status === '受付中' ? 'contained' : 'outlined'}
            aria-label={`${compe.title}に申し込む`}
          >
            申し込む
          </Button>
        )}
        <Button
          component={RouterLink}
          to={paths.live.getHref(compe.clubId, compe.id)}
          variant={status === '開催中' ? 'contained' : 'outlined'}
          color="secondary"
          aria-label={`${compe.title}のライブ`}
        >
          ライブ
        </Button>
      </CardActions>
    </Card>
  );
}

/** /{clubId}: the club, its description and its published competitions (PRODUCT.md §2). */
export default function ClubPage() {
  const { clubId } = useParams() as { clubId: string };
  const club = useClub(clubId);
  const compes = useClubCompes(clubId);
  const { upcoming, past } = orderForClubPage(compes.data ?? []);

  // The club and its competitions appear in the same frame: the description arriving first would
  // push the list down the screen.
  if (club.status === 'loading' || compes.status === 'loading') {
    return <PageLoading label="クラブを読み込み中" />;
  }
  return (
    <>
      <Box component="section" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', py: 2 }}>
        {club.data?.logoPath ? (
          <Box
            component="img"
            src={storageUrl(club.data.logoPath)}
            alt={`${club.data.clubName}のロゴ`}
            width={72}
            height={72}
            sx={{ borderRadius: 2, objectFit: 'cover', flexShrink: 0 }}
          />
        ) : null}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h2"
            sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}
          >
            {club.data?.clubName}
          </Typography>
          {club.data?.desc ? <LinkifiedText text={club.data.desc} sx={{ mt: 1, lineHeight: 1.9 }} /> : null}
          <Button
            component={RouterLink}
            to={paths.contact.getHref(clubId)}
            variant="text"
            sx={{ mt: 1, px: 0 }}
          >
            お問い合わせ
          </Button>
        </Box>
      </Box>

      {compes.status === 'error' ? <LoadError /> : null}
      <Box component="section" aria-labelledby="upcoming-heading" sx={{ mt: 2 }}>
        <Typography id="upcoming-heading" variant="h5" component="h2" sx={{ mb: 1.5 }}>
          開催予定の大会
        </Typography>
        {compes.status === 'ready' && upcoming.length === 0 ? (
          <Typography color="text.secondary">開催予定の大会はありません。</Typography>
        ) : null}
        <Stack spacing={1.5}>
          {upcoming.map((compe) => (
            <CompeItem key={compe.id} compe={compe} />
          ))}
        </Stack>
      </Box>
      {past.length > 0 ? (
        <Box component="section" aria-labelledby="past-heading" sx={{ mt: 4 }}>
          <Typography id="past-heading" variant="h5" component="h2" sx={{ mb: 1.5 }}>
            過去の大会
          </Typography>
          <Stack spacing={1.5}>
            {past.map((compe) => (
              <CompeItem key={compe.id} compe={compe} />
            ))}
          </Stack>
        </Box>
      ) : null}
    </>
  );
}
