import { lazy, Suspense, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { useFirstContentReached } from '@/lib/use-first-content';
import { credFromHash } from '../report-cred';
import classes from './report-page.module.css';

// The match, its engine and the form (zod, the callable) load once the heading has painted: the
// page's first load stays that of a small public page (docs/performance.md).
const ReportView = lazy(() => import('../components/report-view'));

const skeleton = <span className="skeleton" style={{ height: 320 }} />;

/**
 * /{clubId}/report/{compeId}/{stageId}/{matchId}#k=… or #t=…: 結果報告 from the floor (docs/play.md
 * "Reporting results from the floor"), opened from a 試合票's QR code (the 審判) or a 参加票 (a player).
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
  const painted = useFirstContentReached();
  return (
    <div className={classes.page}>
      <h2 className="t-h5">結果報告</h2>
      {!cred ? (
        <LoadError tone="warning">
          このリンクは正しくありません。試合票のQRコードか参加票の「結果を報告」から開き直してください。
        </LoadError>
      ) : (
        <Suspense fallback={skeleton}>
          {painted ? (
            <ReportView compeId={compeId} stageId={stageId} matchId={matchId} cred={cred} />
          ) : (
            skeleton
          )}
        </Suspense>
      )}
    </div>
  );
}
