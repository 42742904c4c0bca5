import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CancelledNotice } from '@/components/cancelled-notice';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { formatDate, formatTime } from '@/shared/date-time';
import { MESSAGES } from '@/shared/messages';
import { delayLabel, type PlayEnds } from '@/shared/run-sheet/timeline';
import { isUnavailable, type LiveViewProps } from '../live-sheet';
import { useLiveSheet } from '../use-live-sheet';
import { ConnectionStatus, LastUpdated } from './live-status';
import classes from './live.module.css';
import { LiveUnavailable } from './live-unavailable';
import { NowNext } from './now-next';
import { ScheduleList } from './schedule-list';
import { useFirstContentReached } from '@/lib/use-first-content';

// 対戦 (stages, matches, standings): its code and listener come after the run sheet has painted, so
// a competition without stages loads nothing more first (docs/play.md "On the public pages").
const LivePlay = lazy(() => import('./play/live-play'));

/**
 * The ライブ page's body (docs/run-sheet-and-live.md): header with 最終更新 and the connection, notice, delay,
 * now and next, the whole schedule. Phone first: one column, the current item largest.
 */
export default function LiveView({ clubId, compeId, compe, live }: LiveViewProps) {
  // Running items that hold a stage end when their matches will (set by LivePlay once it has the stages).
  const [playEnds, setPlayEnds] = useState<PlayEnds>();
  const sheet = useLiveSheet(live.board, live.receivedAt, playEnds);
  const painted = useFirstContentReached();
  if (isUnavailable(clubId, compe, live)) return <LiveUnavailable clubId={clubId} />;
  if (live.status === 'loading') return <PageLoading label="進行表を読み込み中" />;

  const info = compe.data;
  const board = live.board;
  return (
    <article
      aria-labelledby="live-title"
      data-updated-at={board?.updatedAt?.getTime() ?? ''}
      data-current-unit-id={sheet?.current?.id ?? ''}
      className={classes.page}
    >
      <header className={classes.header}>
        <h2 id="live-title" className={classes.title}>
          {info?.title ?? ''}
        </h2>
        {info?.eventedAt ? (
          <p className="t-body1 t-muted">
            {formatDate(info.eventedAt)} {formatTime(info.eventedAt)}〜
            {info.venue ? ` 会場: ${info.venue}` : ''}
          </p>
        ) : null}
        <div className={classes.status}>
          {live.connection === 'reconnecting' ? null : <LastUpdated at={board?.updatedAt ?? null} />}
          <ConnectionStatus connection={live.connection} syncedAt={live.syncedAt} />
        </div>
      </header>

      {info?.cancelled ? <CancelledNotice /> : null}

      {live.status === 'error' ? <LoadError>{MESSAGES.liveLoadFailed}</LoadError> : null}

      {board?.notice ? (
        <section aria-label="お知らせ" className={classes.notice}>
          <h3 className={classes.noticeLabel}>お知らせ</h3>
          <p className={`t-body1 ${classes.noticeText}`}>{board.notice}</p>
        </section>
      ) : null}

      {/* A cancelled competition has no run sheet to wait for. */}
      {live.status === 'ready' && !board && !info?.cancelled ? (
        <p className={classes.notPublished}>{MESSAGES.liveBoardNotPublished}</p>
      ) : null}

      {sheet ? (
        <>
          {sheet.phase === 'on' || sheet.phase === 'before' ? (
            <p className={`delay ${classes.delay}`}>{delayLabel(sheet.delayMinutes)}</p>
          ) : null}
          <NowNext sheet={sheet} />
          <ScheduleList units={sheet.units} currentId={sheet.current?.id ?? null} />
        </>
      ) : null}

      {painted && !info?.cancelled ? (
        <Suspense fallback={null}>
          <LivePlay
            compeId={compeId}
            board={board}
            divisions={info?.divisions ?? []}
            hall={info?.hall}
            onPlayEnds={setPlayEnds}
          />
        </Suspense>
      ) : null}

      <nav aria-label="関連ページ" className={classes.links}>
        <RouterLink to={paths.club.getHref(clubId)}>{MESSAGES.liveBackToClub}</RouterLink>
        {sheet?.phase === 'finished' ? (
          <RouterLink to={paths.result.getHref(clubId, compeId)}>大会の{MESSAGES.resultLink}</RouterLink>
        ) : null}
        <RouterLink to={paths.livez.getHref(clubId, compeId)}>画面共有用の表示（ライブZoom）</RouterLink>
        {/* For the venue's screen: a tab of its own, left open all day. */}
        <a href={paths.call.getHref(clubId, compeId)} target="_blank" rel="noopener">
          呼び出し画面
        </a>
      </nav>
    </article>
  );
}
