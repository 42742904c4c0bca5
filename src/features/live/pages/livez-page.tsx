import Box from '@mui/material/Box';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useLiveBoard } from '../../../lib/live-board/use-live-board';
import { PRODUCT_NAME } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { delayLabel } from '../../../shared/run-sheet';
import { useLiveCompe } from '../api/use-live-compe';
import { Clock } from '../components/clock';
import { LivezNowNext } from '../components/livez-now-next';
import { LivezSchedule } from '../components/livez-schedule';
import { ConnectionStatus, LastUpdated } from '../components/live-status';
import { LiveUnavailable } from '../components/live-unavailable';
import { MeetingInfo } from '../components/meeting-info';
import { useLiveSheet } from '../use-live-sheet';

/**
 * The 16:9 stage, letterboxed in any window: white on near-black, type sized in cqh (hundredths of
 * the stage's height), so the meeting sees the same screen whatever the sharer's window.
 */
function Stage({
  children,
  ...data
}: {
  children: ReactNode;
  'data-updated-at'?: number | '';
  'data-current-unit-id'?: string;
}) {
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        bgcolor: '#000',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      <Box
        component="main"
        {...data}
        sx={{
          width: 'min(100vw, calc(100vh * 16 / 9))',
          aspectRatio: '16 / 9',
          containerType: 'size',
          overflow: 'hidden',
          bgcolor: '#0b0d12',
          color: '#fff',
          fontSize: '3cqh',
          lineHeight: 1.35,
          p: '3cqh 3cqw',
          display: 'grid',
          gridTemplateColumns: '3fr 2fr',
          gridTemplateRows: 'auto minmax(0, 1fr) auto',
          gap: '2cqh 2cqw',
          '& > header, & > footer': { gridColumn: '1 / -1' },
          '& > .message': {
            gridColumn: '1 / -1',
            alignSelf: 'center',
            textAlign: 'center',
            m: 0,
            fontSize: '5cqh',
            fontWeight: 700,
          },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** /{clubId}/livez/{compeId} ライブZoom: the live data laid out to be shared into a video meeting. */
export default function LivezPage() {
  const { clubId, compeId } = useParams() as { clubId: string; compeId: string };
  const compe = useLiveCompe(compeId);
  const live = useLiveBoard(compeId);
  const sheet = useLiveSheet(live.board, live.receivedAt);
  const info = compe.data;

  // Outside the app shell, so the page names itself.
  const title = info?.shortTitle || info?.title;
  useEffect(() => {
    document.title = `${title ? `${title} ` : ''}ライブZoom | ${PRODUCT_NAME}`;
  }, [title]);

  const unknown =
    live.status === 'denied' || (compe.status === 'ready' && (!compe.data || compe.data.clubId !== clubId));
  if (unknown) {
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
