import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useShownDivision } from '@/components/division/use-shown-division';
import { useNow } from '@/lib/use-now';
import { useOnTheDay } from '@/lib/use-on-the-day';
import { formatTime } from '@/shared/date-time';
import { CALL_MESSAGES } from '@/shared/call-messages';
import { PRODUCT_NAME } from '@/shared/constants';
import { useCallCompe, useCallStages } from '../api/use-call-compe';
import CallPlay from '../components/call-play';
import classes from './call-page.module.css';

const NO_DIVISIONS: readonly [] = [];

/**
 * /{clubId}/call/{compeId} 呼び出し画面: the calls to the tables for a venue screen — full screen,
 * large type, white on near-black, no app chrome (the route sits outside AppLayout), read aloud where
 * the browser can (docs/play.md "The call board"). Its first paint shows the calls, from one read of
 * the stages the boot script sent with the page's code; on the competition's day their listener
 * takes over after it.
 */
export default function CallPage() {
  const { clubId, compeId } = useParams() as { clubId: string; compeId: string };
  const compe = useCallCompe(compeId);
  const stages = useCallStages(compeId);
  const now = useNow(10_000);
  const info = compe.status === 'ready' ? compe.data : null;
  const onTheDay = useOnTheDay(info?.eventedAt);
  const unavailable = compe.status === 'ready' && (!info || info.clubId !== clubId);
  // A board set to one 部門 (`?division=`) says which, for the hall and in the tab's title.
  const division = useShownDivision(info?.divisions ?? NO_DIVISIONS);
  const name = division ? `${CALL_MESSAGES.board}・${division.name}` : CALL_MESSAGES.board;

  useEffect(() => {
    document.title = `${info?.title ? `${info.title} ` : ''}${name} | ${PRODUCT_NAME}`;
  }, [info?.title, name]);

  return (
    <main className={classes.screen}>
      <header className={classes.header}>
        <h1>{info?.title ?? ''}</h1>
        <p className={classes.name}>{name}</p>
        <p className={classes.clock}>{formatTime(new Date(now))}</p>
      </header>
      {unavailable ? (
        <div className={classes.message}>
          <p role="alert">{CALL_MESSAGES.unavailable}</p>
          <RouterLink to={paths.club.getHref(clubId)}>{CALL_MESSAGES.backToClub}</RouterLink>
        </div>
      ) : info?.cancelled ? (
        <p className={classes.message}>{CALL_MESSAGES.cancelled}</p>
      ) : compe.status !== 'loading' && stages.status !== 'loading' ? (
        // A first read that failed is no answer: the source reads again, or its listener catches up.
        <CallPlay
          compeId={compeId}
          first={stages.data}
          listen={onTheDay ? 'always' : 'never'}
          divisions={info?.divisions ?? NO_DIVISIONS}
          hall={info?.hall}
        />
      ) : (
        <p className={classes.message}>{CALL_MESSAGES.loading}</p>
      )}
    </main>
  );
}
