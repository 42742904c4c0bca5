import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CancelledNotice } from '@/components/cancelled-notice';
import { useFirstContentReached } from '@/lib/use-first-content';
import { MESSAGES } from '@/shared/messages';
import { delayLabel, type PlayEnds } from '@/shared/run-sheet/timeline';
import { isUnavailable, type LiveViewProps } from '../live-sheet';
import { useLiveSheet } from '../use-live-sheet';
import { Clock } from './clock';
import { ConnectionStatus, LastUpdated } from './live-status';
import { LiveUnavailable } from './live-unavailable';
import { Stage } from './livez-stage';
import { LivezNowNext } from './livez-now-next';
import { LivezSchedule } from './livez-schedule';
import classes from './livez.module.css';
import { MeetingInfo } from './meeting-info';

// The 対戦 panel comes after first content, as on ライブ (live-view).
const LivezPlay = lazy(() => import('./play/livez-play'));

/**
 * The ライブZoom screen: header (name, delay, clock), now and next with スタンバイ, the schedule
 * scrolling by itself, and a footer with the notice, 最終更新 and how to join the meeting.
 */
export default function LivezView({ clubId, compeId, compe, live }: LiveViewProps) {
  const [playEnds, setPlayEnds] = useState<PlayEnds>();
  const sheet = useLiveSheet(live.board, live.receivedAt, playEnds);
  const painted = useFirstContentReached();
  const info = compe.data;
  const title = info?.shortTitle || info?.title;
  if (isUnavailable(clubId, compe, live)) {
    return (
      <Stage>
        <div className={classes.unavailable}>
          <LiveUnavailable clubId={clubId} dark />
        </div>
      </Stage>
    );
  }

  const board = live.board;
  // A cancelled competition's screen says only that, large, in place of the schedule.
  const body: ReactNode = info?.cancelled ? (
    <CancelledNotice dark />
  ) : live.status === 'loading' ? (
    <p className="message">読み込み中…</p>
  ) : sheet ? (
    <>
      <LivezNowNext sheet={sheet} />
      <div className={classes.side}>
        {painted ? (
          <Suspense fallback={null}>
            <LivezPlay
              compeId={compeId}
              board={live.board}
              divisions={info?.divisions ?? []}
              hall={info?.hall}
              onPlayEnds={setPlayEnds}
            />
          </Suspense>
        ) : null}
        <LivezSchedule
          units={sheet.units}
          currentId={sheet.current?.id ?? null}
          focusId={sheet.current?.id ?? sheet.next?.id ?? null}
        />
      </div>
    </>
  ) : (
    <p className="message">
      {live.status === 'error' ? MESSAGES.liveLoadFailed : MESSAGES.liveBoardNotPublished}
    </p>
  );

  return (
    <Stage
      data-updated-at={board?.updatedAt?.getTime() ?? ''}
      data-current-unit-id={sheet?.current?.id ?? ''}
    >
      <header className={classes.header}>
        <h1>{title ?? ''}</h1>
        {sheet && (sheet.phase === 'on' || sheet.phase === 'before') ? (
          <p className="delay">{delayLabel(sheet.delayMinutes)}</p>
        ) : null}
        <Clock className="clock" />
      </header>

      {body}

      <footer className={classes.footer}>
        <div>
          {board?.notice ? (
            <p className="notice">
              <span className="notice-label">お知らせ</span>
              {board.notice}
            </p>
          ) : null}
          <div className="status">
            {live.connection === 'reconnecting' ? null : <LastUpdated at={board?.updatedAt ?? null} />}
            <ConnectionStatus connection={live.connection} syncedAt={live.syncedAt} dark />
          </div>
        </div>
        {info ? <MeetingInfo meeting={info.meeting} /> : null}
      </footer>
    </Stage>
  );
}
