import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { formatDate, formatTime } from '../../../lib/format';
import { MESSAGES } from '../../../shared/messages';
import { delayLabel } from '../../../shared/run-sheet';
import { isUnavailable, type LiveViewProps } from '../live-sheet';
import { useLiveSheet } from '../use-live-sheet';
import { ConnectionStatus, LastUpdated } from './live-status';
import { LiveUnavailable } from './live-unavailable';
import { NowNext } from './now-next';
import { ScheduleList } from './schedule-list';

/**
 * The ライブ page's body (PRODUCT.md §2, §5): header with 最終更新 and the connection, notice, delay,
 * now and next, the whole schedule. Phone first: one column, the current item largest.
 */
export default function LiveView({ clubId, compeId, compe, live }: LiveViewProps) {
  const sheet = useLiveSheet(live.board, live.receivedAt);
  if (isUnavailable(clubId, compe, live)) return <LiveUnavailable clubId={clubId} />;
  if (live.status === 'loading') return <PageLoading label="進行表を読み込み中" />;

  const info = compe.data;
  const board = live.board;
  return (
    <Box
      component="article"
      aria-labelledby="live-title"
      data-updated-at={board?.updatedAt?.getTime() ?? ''}
      data-current-unit-id={sheet?.current?.id ?? ''}
      sx={{ maxWidth: 960, mx: 'auto', pb: 6 }}
    >
      <Box component="header" sx={{ mb: 2 }}>
        <Typography id="live-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {info?.title ?? ''}
        </Typography>
        {info?.eventedAt ? (
          <Typography color="text.secondary">
            {formatDate(info.eventedAt)} {formatTime(info.eventedAt)}〜
            {info.venue ? ` 会場: ${info.venue}` : ''}
          </Typography>
        ) : null}
        <Box
          sx={{
            mt: 1,
            display: 'flex',
            flexWrap: 'wrap',
            gap: '0.25em 1.25em',
            fontSize: '0.875rem',
            color: 'text.secondary',
          }}
        >
          <LastUpdated at={board?.updatedAt ?? null} />
          <ConnectionStatus connection={live.connection} />
        </Box>
      </Box>

      {live.status === 'error' ? <LoadError>{MESSAGES.liveLoadFailed}</LoadError> : null}

      {board?.notice ? (
        <Box
          component="section"
          aria-label="お知らせ"
          sx={{ mb: 2, p: 2, borderRadius: 1, bgcolor: '#fff4e5', borderLeft: '4px solid #8a4b00' }}
        >
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '0.875rem', color: '#8a4b00' }}>
            お知らせ
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{board.notice}</Typography>
        </Box>
      ) : null}

      {live.status === 'ready' && !board ? (
        <Typography sx={{ py: 4, fontSize: '1.25rem', fontWeight: 700, textAlign: 'center' }}>
          {MESSAGES.liveBoardNotPublished}
        </Typography>
      ) : null}

      {sheet ? (
        <>
          {sheet.phase === 'on' || sheet.phase === 'before' ? (
            <Typography className="delay" sx={{ mb: 1.5, fontWeight: 700, fontSize: '1.1rem' }}>
              {delayLabel(sheet.delayMinutes)}
            </Typography>
          ) : null}
          <NowNext sheet={sheet} />
          <ScheduleList units={sheet.units} currentId={sheet.current?.id ?? null} />
        </>
      ) : null}

      <Box
        component="nav"
        aria-label="関連ページ"
        sx={{
          mt: 4,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 3,
          '& a': { color: 'primary.dark', fontWeight: 700 },
        }}
      >
        <RouterLink to={paths.club.getHref(clubId)}>{MESSAGES.liveBackToClub}</RouterLink>
        <RouterLink to={paths.livez.getHref(clubId, compeId)}>画面共有用の表示（ライブZoom）</RouterLink>
      </Box>
    </Box>
  );
}
