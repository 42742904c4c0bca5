import { lazy, Suspense, useEffect, useId, useMemo, useRef } from 'react';
import { CallList } from '@/components/call/call-list';
import { boardCalls, newCalls, spokenText } from '@/components/call/calls';
import { inDivision } from '@/components/division/division-param';
import { useShownDivision } from '@/components/division/use-shown-division';
import type { PublicDivision } from '@/lib/db/compes/get-public-compe';
import type { HallNames } from '@/shared/play/hall-tables';
import { dayPlay } from '@/shared/play/view/stage-play';
import type { StagesRead } from '@/lib/live-stages/get-stages';
import type { StagesListen } from '@/lib/live-stages/stages-state';
import { useLiveStages } from '@/lib/live-stages/use-live-stages';
import { CALL_MESSAGES } from '@/shared/call-messages';
import { useCallSound } from '../use-call-sound';
import classes from './call-play.lazy.module.css';

// The 部門 filter sits under the calls and only a competition of several 部門 has one: it loads after
// the calls are painted, out of the board's first load (docs/performance.md).
const DivisionFilter = lazy(() =>
  import('@/components/division/division-filter').then((module) => ({ default: module.DivisionFilter })),
);

/** Calls drawn at most: on a 1080-line screen about this many fit; the list clips the rest. */
const CALLS_DRAWN = 12;

/**
 * The call board's calls and sound (docs/play.md "The call board"): drawn at first paint from the
 * page's first read (`first`), then from the stages' source as `listen` says. A call that was not on
 * screen when the page opened chimes and is read aloud; the ones found at page load are not. Set
 * to one 部門 (`?division=`, components/division) the board shows and reads out that 部門's calls
 * only; the hall's tables are worked out over every 部門 first, so a table another 部門 plays on is
 * never offered as free. Tables are named as the hall names them (「A1」).
 */
export default function CallPlay({
  compeId,
  first,
  listen,
  divisions = [],
  hall,
}: {
  compeId: string;
  first: StagesRead | undefined;
  listen: StagesListen;
  /** The competition's 部門: with two or more, the 部門 filter. */
  divisions?: readonly PublicDivision[];
  /** The competition's hall: tables named as it names them. */
  hall?: HallNames | undefined;
}) {
  const live = useLiveStages(compeId, listen, first);
  const callsId = useId();
  const nextId = useId();
  const division = useShownDivision(divisions);
  // Calls do not depend on the time of day: the stages' arrival is `now` enough for the next calls.
  const plays = useMemo(
    () => dayPlay(null, live.stages, new Date(live.receivedAt)).plays,
    [live.stages, live.receivedAt],
  );
  // Every 部門's calls are marked seen, so switching the board to another 部門 announces nothing.
  const hallCalls = useMemo(() => boardCalls(plays, undefined, hall).now, [plays, hall]);
  const calls = useMemo(
    () =>
      boardCalls(
        plays.filter((play) => inDivision(play.view.stage, division)),
        undefined,
        hall,
      ),
    [plays, hall, division],
  );
  const sound = useCallSound();
  const { announce } = sound;
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (live.status !== 'ready') return;
    if (seen.current === null) {
      seen.current = new Set(hallCalls.map((row) => row.key));
      return;
    }
    const fresh = newCalls(seen.current, hallCalls);
    for (const row of fresh) seen.current.add(row.key);
    const shown = new Set(calls.now.map((row) => row.key));
    const heard = fresh.filter((row) => shown.has(row.key));
    if (heard.length > 0) announce(heard.map(spokenText));
    // Only a change of the calls announces: switching the sound on does not replay them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hallCalls, live.status]);

  if (live.status === 'denied') return <p className={classes.message}>{CALL_MESSAGES.unavailable}</p>;
  return (
    <div className={classes.play} data-stages-at={live.receivedAt}>
      {/* A screen reader on the board hears each newest call once, as the hall hears it. */}
      <p aria-live="polite" className="visually-hidden">
        {calls.now[0]?.text ?? ''}
      </p>
      <section aria-labelledby={callsId} className={classes.calls}>
        <h2 id={callsId}>{CALL_MESSAGES.calls}</h2>
        {live.status === 'error' ? (
          <p role="alert">{CALL_MESSAGES.loadFailed}</p>
        ) : live.status === 'loading' ? (
          <p>{CALL_MESSAGES.loading}</p>
        ) : (
          <CallList calls={calls.now} max={CALLS_DRAWN} />
        )}
      </section>
      <section aria-labelledby={nextId} className={classes.next}>
        <h2 id={nextId}>{CALL_MESSAGES.next}</h2>
        {calls.next.length > 0 ? (
          <ol>
            {calls.next.map((row) => (
              <li key={row.key}>
                <span className={classes.table}>{row.tableText ?? '—'}</span>
                <span className={classes.sides}>{row.sides}</span>
                <span className={classes.round}>{[row.stageName, row.round].filter(Boolean).join('・')}</span>
              </li>
            ))}
          </ol>
        ) : live.status === 'ready' ? (
          <p className={classes.quiet}>{CALL_MESSAGES.noNext}</p>
        ) : null}
      </section>
      <div className={classes.sound}>
        {divisions.length > 1 ? (
          <Suspense fallback={null}>
            <DivisionFilter divisions={divisions} shown={division} className={classes.divisions} />
          </Suspense>
        ) : null}
        <button type="button" aria-pressed={sound.on} onClick={sound.toggle} className={classes.switch}>
          {sound.on ? CALL_MESSAGES.soundOn : CALL_MESSAGES.soundOff}
        </button>
        {sound.on && !sound.unlocked ? (
          <button type="button" onClick={sound.unlock} className={classes.unlock}>
            {CALL_MESSAGES.unlock}
          </button>
        ) : null}
        {sound.on && sound.unlocked && !sound.canChime ? (
          <p className={classes.quiet}>{CALL_MESSAGES.noAudio}</p>
        ) : sound.on && sound.unlocked && !sound.hasVoice ? (
          <p className={classes.quiet}>{CALL_MESSAGES.noVoice}</p>
        ) : null}
      </div>
    </div>
  );
}
