import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { formatDate, formatTime } from '../../../lib/format';
import { storageUrl } from '../../../lib/storage-url';
import { LoadError } from '../../../components/load-error';
import { LinkifiedText } from '../../../components/linkified-text';
import type { Compe } from '../../../shared/schemas/compe';
import { usePublicCompe } from '../api/use-public-compe';
import { useFirstContentReached } from '../../../lib/use-first-content';
import { registState, type RegistState } from '../regist-state';

// The form (react-hook-form + zod, ~70 kB) is asked for once the summary has painted: asked for
// with it, it would share a phone's bandwidth with the summary's last bytes.
const RegistForm = lazy(() => import('../components/regist-form'));

const formSkeleton = <Skeleton variant="rounded" height={320} />;

const at = (date: Date) => `${formatDate(date)} ${formatTime(date)}`;

function StateNotice({ state }: { state: RegistState }) {
  switch (state.kind) {
    case 'notYet':
      return <LoadError tone="warning">受付は {at(state.opensAt)} から始まります。</LoadError>;
    case 'closed':
      return (
        <LoadError tone="warning">
          受付期間外です。{state.closesAt ? `（受付は ${at(state.closesAt)} に締め切りました）` : ''}
        </LoadError>
      );
    case 'full':
      return <LoadError tone="warning">定員に達したため、受付を終了しました。</LoadError>;
    default:
      return null;
  }
}

function Summary({ compe, state }: { compe: Compe; state: RegistState }) {
  const { capacity, closesAt } = compe.regist;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="compe-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="compe-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {compe.title}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          mt: 1.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>日時</dt>
        <dd>{at(compe.eventedAt)}〜</dd>
        {compe.venue ? (
          <>
            <dt>会場</dt>
            <dd>{compe.venue}</dd>
          </>
        ) : null}
        <dt>定員</dt>
        <dd>
          {capacity === 0 ? '制限なし' : `${capacity}名`}
          {state.kind === 'open' && state.seatsLeft !== null ? `（残り ${state.seatsLeft} 席）` : ''}
        </dd>
        {closesAt ? (
          <>
            <dt>締切</dt>
            <dd>{at(closesAt)}</dd>
          </>
        ) : null}
      </Box>
      {compe.desc ? <LinkifiedText text={compe.desc} sx={{ mt: 2, lineHeight: 1.9 }} /> : null}
      {compe.posterPath ? (
        <Typography sx={{ mt: 1 }}>
          <a href={storageUrl(compe.posterPath)} target="_blank" rel="noopener noreferrer">
            ポスターを見る
          </a>
        </Typography>
      ) : null}
    </Paper>
  );
}

/** /{clubId}/regist/{compeId} 参加申し込み (issue 6). */
export default function RegistPage() {
  const { compeId } = useParams() as { clubId: string; compeId: string };
  const compe = usePublicCompe(compeId);
  const summaryPainted = useFirstContentReached();
  if (compe.status === 'loading') return <Skeleton variant="rounded" height={220} />;
  if (compe.status === 'error') return <LoadError />;
  if (!compe.data)
    return <LoadError tone="warning">この大会は見つからないか、公開されていません。</LoadError>;
  const state = registState(compe.data);
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
      <Summary compe={compe.data} state={state} />
      <StateNotice state={state} />
      {state.kind === 'open' ? (
        <Suspense fallback={formSkeleton}>
          {summaryPainted ? <RegistForm compe={compe.data} waitlist={state.waitlist} /> : formSkeleton}
        </Suspense>
      ) : null}
    </Stack>
  );
}
