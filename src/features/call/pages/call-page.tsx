import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFirstContentReached } from '@/lib/use-first-content';
import { useNow } from '@/lib/use-now';
import { formatTime } from '@/shared/date-time';
import { CALL_MESSAGES } from '@/shared/call-messages';
import { PRODUCT_NAME } from '@/shared/constants';
import { useCallCompe } from '../api/use-call-compe';
import classes from './call-page.module.css';

// The calls, their listener and their sound come after first content, as ライブ's play does.
const CallPlay = lazy(() => import('../components/call-play'));

/**
 * /{clubId}/call/{compeId} 呼び出し画面: the calls to the tables for a venue screen — full screen,
 * large type, white on near-black, no app chrome (the route sits outside AppLayout), read aloud where
 * the browser can (docs/play.md "The call board"). Its first paint is the competition's name; the
 * calls load after it.
 */
export default function CallPage() {
  const { clubId, compeId } = useParams() as { clubId: string; compeId: string };
  const compe = useCallCompe(compeId);
  const painted = useFirstContentReached();
  const now = useNow(10_000);
  const info = compe.status === 'ready' ? compe.data : null;
  const unavailable = compe.status === 'ready' && (!info || info.clubId !== clubId);

  useEffect(() => {
    document.title = `${info?.title ? `${info.title} ` : ''}${CALL_MESSAGES.board} | ${PRODUCT_NAME}`;
  }, [info?.title]);

  return (
    <main className={classes.screen}>
      <header className={classes.header}>
        <h1>{info?.title ?? ''}</h1>
        <p className={classes.name}>{CALL_MESSAGES.board}</p>
        <p className={classes.clock}>{formatTime(new Date(now))}</p>
      </header>
      {unavailable ? (
        <div className={classes.message}>
          <p role="alert">{CALL_MESSAGES.unavailable}</p>
          <RouterLink to={paths.club.getHref(clubId)}>{CALL_MESSAGES.backToClub}</RouterLink>
        </div>
      ) : info?.cancelled ? (
        <p className={classes.message}>{CALL_MESSAGES.cancelled}</p>
      ) : painted && compe.status !== 'loading' ? (
        <Suspense fallback={<p className={classes.message}>{CALL_MESSAGES.loading}</p>}>
          <CallPlay compeId={compeId} />
        </Suspense>
      ) : (
        <p className={classes.message}>{CALL_MESSAGES.loading}</p>
      )}
    </main>
  );
}
