import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { holdFirstContent } from '@/lib/first-content';
import { useFirstContentReached } from '@/lib/use-first-content';
import { REPORT_MESSAGES } from '@/shared/report-messages';
import { drawAllowed } from '@/shared/play/draw-rule';
import { getReportMatch, type Refusal } from '../api/get-report-match';
import { ReportMatchFacts } from '../components/report-match-facts';
import { credFromHash } from '../report-cred';
import type { ReportMatch } from '../report-match';
import classes from './report-page.module.css';

// The form (its schemas in zod, the callable) loads once the match has painted: the match is the
// page's content, and its first load stays that of a small public page (docs/performance.md).
const ReportForm = lazy(() =>
  import('../components/report-form').then((module) => ({ default: module.ReportForm })),
);

const roomSkeleton = <span className={`skeleton ${classes.roomSkeleton}`} aria-hidden="true" />;

type Loaded =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'refused'; why: Refusal }
  | { status: 'ready'; match: ReportMatch };

/**
 * The match of the link, read afresh on every visit (a result confirmed since closes the link). The
 * read holds "first content" (lib/first-content) until its answer is drawn: the form, and the web
 * font, wait for the match.
 */
function useReportMatch(compeId: string, stageId: string, matchId: string, wanted: boolean): Loaded {
  const key = wanted ? `${compeId}/${stageId}/${matchId}` : null;
  const [state, setState] = useState<{ key: string | null; loaded: Loaded }>({
    key,
    loaded: { status: 'loading' },
  });
  const release = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const settle = (loaded: Loaded) => live && setState({ key, loaded });
    const letGo = holdFirstContent();
    release.current = letGo;
    getReportMatch(compeId, stageId, matchId).then(
      (match) =>
        settle('refused' in match ? { status: 'refused', why: match.refused } : { status: 'ready', match }),
      () => settle({ status: 'error' }),
    );
    return () => {
      live = false;
      letGo();
    };
    // The key is the three ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const loaded = state.key === key ? state.loaded : { status: 'loading' as const };
  // The answer is on screen: first content may be reached.
  useEffect(() => {
    if (loaded.status !== 'loading') release.current();
  }, [loaded.status]);
  return loaded;
}

/**
 * The form's height on a phone (report-form.tsx, measured in Chromium at 320–412 px wide): 勝者 with
 * its two sides, 試合の終わり方, the button; 引き分け, where the stage allows one, one row more; a
 * score's two fields (with ゲーム, their best-of line). Its room is kept while its code loads, and the
 * form sits in it, so that nothing moves when it arrives.
 */
function formRoom(stage: ReportMatch['stage']): React.CSSProperties {
  const draw = drawAllowed(stage) ? 48 : 0;
  const score = stage.scoring === 'games' ? 114 : stage.scoring === 'points' ? 90 : 0;
  return { '--room': `${407 + draw + score}px` } as React.CSSProperties;
}

/**
 * /{clubId}/report/{compeId}/{stageId}/{matchId}#k=… or #t=…: 結果報告 from the floor (docs/play.md
 * "Reporting results from the floor"), opened from a 試合票's QR code (the 審判) or a 参加票 (a player).
 * The match paints from the page's own code and the two reads the boot script sent with it; the
 * form follows.
 */
export default function ReportPage() {
  const { compeId, stageId, matchId } = useParams() as {
    clubId: string;
    compeId: string;
    stageId: string;
    matchId: string;
  };
  const { hash } = useLocation();
  const cred = useMemo(() => credFromHash(hash), [hash]);
  const loaded = useReportMatch(compeId, stageId, matchId, cred !== null);
  const painted = useFirstContentReached();
  return (
    <div className={classes.page}>
      <h2 className="t-h5">結果報告</h2>
      {!cred ? (
        <LoadError tone="warning">
          このリンクは正しくありません。試合票のQRコードか参加票の「結果を報告」から開き直してください。
        </LoadError>
      ) : loaded.status === 'loading' ? (
        <span className={`skeleton ${classes.loading}`} />
      ) : loaded.status === 'error' ? (
        <LoadError />
      ) : loaded.status === 'refused' ? (
        <LoadError tone="warning">{REPORT_MESSAGES[loaded.why]}</LoadError>
      ) : (
        <>
          <ReportMatchFacts match={loaded.match} />
          {loaded.match.closed ? (
            <LoadError tone="warning">{REPORT_MESSAGES.closed}</LoadError>
          ) : (
            <div className={classes.room} style={formRoom(loaded.match.stage)}>
              <Suspense fallback={roomSkeleton}>
                {painted ? (
                  <ReportForm
                    match={loaded.match}
                    compeId={compeId}
                    stageId={stageId}
                    matchId={matchId}
                    cred={cred}
                  />
                ) : (
                  roomSkeleton
                )}
              </Suspense>
            </div>
          )}
        </>
      )}
    </div>
  );
}
