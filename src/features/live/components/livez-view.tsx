import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../shared/messages';
import { delayLabel } from '../../../shared/run-sheet';
import { isUnavailable, type LiveViewProps } from '../live-sheet';
import { useLiveSheet } from '../use-live-sheet';
import { Clock } from './clock';
import { ConnectionStatus, LastUpdated } from './live-status';
import { LiveUnavailable } from './live-unavailable';
import { Stage } from './livez-stage';
import { LivezNowNext } from './livez-now-next';
import { LivezSchedule } from './livez-schedule';
import { MeetingInfo } from './meeting-info';

/**
 * The ライブZoom screen: header (name, delay, clock), now and next with スタンバイ, the schedule
 * scrolling by itself, and a footer with the notice, 最終更新 and how to join the meeting.
 */
export default function LivezView({ clubId, compe, live }: LiveViewProps) {
  const sheet = useLiveSheet(live.board, live.receivedAt);
  const info = compe.data;
  const title = info?.shortTitle || info?.title;
  if (isUnavailable(clubId, compe, live)) {
    return (
      <Stage>
        <Box sx={{ gridColumn: '1 / -1', gridRow: '1 / -1', alignSelf: 'center' }}>
          <LiveUnavailable clubId={clubId} dark />
        </Box>
      </Stage>
    );
  }

  const board = live.board;
  const body: ReactNode =
    live.status === 'loading' ? (
      <p className="message">読み込み中…</p>
    ) : sheet ? (
      <>
        <LivezNowNext sheet={sheet} />
        <LivezSchedule
          units={sheet.units}
          currentId={sheet.current?.id ?? null}
          focusId={sheet.current?.id ?? sheet.next?.id ?? null}
        />
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
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: '2cqw',
          '& h1': {
            m: 0,
            fontSize: '4.6cqh',
            fontWeight: 800,
            flex: 1,
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          },
          '& .delay': { m: 0, fontSize: '3.6cqh', fontWeight: 700, color: '#ffd54f', whiteSpace: 'nowrap' },
          '& .clock': { fontSize: '5.2cqh', fontWeight: 800, fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <h1>{title ?? ''}</h1>
        {sheet && (sheet.phase === 'on' || sheet.phase === 'before') ? (
          <p className="delay">{delayLabel(sheet.delayMinutes)}</p>
        ) : null}
        <Clock className="clock" />
      </Box>

      {body}

      <Box
        component="footer"
        sx={{
          display: 'grid',
          gridTemplateColumns: '3fr 2fr',
          gap: '2cqw',
          alignItems: 'end',
          fontSize: '2.6cqh',
          '& .message': { m: 0 },
          '& .notice': {
            m: 0,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            maxHeight: '8em',
            overflow: 'hidden',
          },
          '& .notice-label': { color: '#ffd54f', fontWeight: 700, mr: '0.6em' },
          '& .status': { display: 'flex', gap: '1.2em', color: '#b0bec5', mt: '0.8cqh', fontSize: '2.2cqh' },
        }}
      >
        <div>
          {board?.notice ? (
            <p className="notice">
              <span className="notice-label">お知らせ</span>
              {board.notice}
            </p>
          ) : null}
          <div className="status">
            <LastUpdated at={board?.updatedAt ?? null} />
            <ConnectionStatus connection={live.connection} dark />
          </div>
        </div>
        {info ? <MeetingInfo meeting={info.meeting} /> : null}
      </Box>
    </Stage>
  );
}
