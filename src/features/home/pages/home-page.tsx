import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDate, formatTime } from '../../../lib/format';
import { useClubs } from '../../club/api/use-club';
import { useUpcomingCompes } from '../../compe/api/use-upcoming-compes';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import type { Loaded } from '../../../lib/use-loader';

function Section<T>({
  title,
  state,
  empty,
  children,
}: {
  title: string;
  state: Loaded<T[]>;
  empty: string;
  children: (items: T[]) => React.ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`${title}-heading`} sx={{ mt: 4 }}>
      <Typography id={`${title}-heading`} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {state.status === 'error' ? <LoadError /> : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? children(state.data) : null}
    </Box>
  );
}

/** / ホーム: what Compe is, the clubs, and upcoming published competitions (PRODUCT.md §2). */
export default function HomePage() {
  const clubs = useClubs();
  const compes = useUpcomingCompes();
  const clubName = (clubId: string) => clubs.data?.find((c) => c.id === clubId)?.clubName ?? '';
  // Both lists appear in the same frame: one arriving first would push the other down the screen.
  const loading = clubs.status === 'loading' || compes.status === 'loading';

  return (
    <>
      <Box sx={{ py: { xs: 3, sm: 5 } }}>
        <Typography
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.2rem' } }}
        >
          大会の申し込みから当日の進行まで、ひとつの画面で。
        </Typography>
        <Typography sx={{ mt: 1.5, maxWidth: 720, color: 'text.secondary', lineHeight: 1.9 }}>
          Compe はクラブの大会運営アプリです。参加申し込み、QR
          コードの参加票、実際の進み具合で予定を自動で見直す進行表、
          そして誰でも見られるライブページを提供します。
        </Typography>
      </Box>

      {loading ? <PageLoading label="大会とクラブを読み込み中" /> : null}
      {loading ? null : (
        <>
          <Section title="開催予定の大会" state={compes} empty="公開中の開催予定の大会はまだありません。">
            {(items) => (
              <Stack spacing={1.5}>
                {items.map((compe) => (
                  <Card key={compe.id} variant="outlined">
                    <CardActionArea component={RouterLink} to={paths.club.getHref(compe.clubId)}>
                      <CardContent>
                        <Typography variant="body2" color="primary.main" sx={{ fontWeight: 700 }}>
                          {formatDate(compe.eventedAt)} {formatTime(compe.eventedAt)}〜
                        </Typography>
                        <Typography variant="h6" component="h3">
                          {compe.title}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {[clubName(compe.clubId), compe.venue].filter(Boolean).join(' ・ ')}
                        </Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                ))}
              </Stack>
            )}
          </Section>

          <Section title="クラブ" state={clubs} empty="まだクラブがありません。">
            {(items) => (
              <Grid container spacing={2}>
                {items.map((club) => (
                  <Grid key={club.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <Card variant="outlined" sx={{ height: '100%' }}>
                      <CardActionArea
                        component={RouterLink}
                        to={paths.club.getHref(club.id)}
                        sx={{ height: '100%' }}
                      >
                        <CardContent>
                          <Typography variant="h6" component="h3">
                            {club.clubName}
                          </Typography>
                          <Typography
                            variant="body2"
                            color="text.secondary"
                            sx={{
                              display: '-webkit-box',
                              WebkitLineClamp: 3,
                              WebkitBoxOrient: 'vertical',
                              overflow: 'hidden',
                            }}
                          >
                            {club.desc}
                          </Typography>
                        </CardContent>
                      </CardActionArea>
                    </Card>
                  </Grid>
                ))}
              </Grid>
            )}
          </Section>
        </>
      )}
    </>
  );
}
