import { Fragment, useEffect, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { matchName, stageView } from '@/shared/play/view/play-view';
import { publicReads } from '@/lib/firebase/public-reads';
import { getDocument } from '@/lib/firebase/rest';
import { toLiveStage } from '@/lib/live-stages/live-stage';
import { REPORT_MESSAGES } from '@/shared/report-messages';
import { tableName } from '@/shared/play/tables';
import type { ReportMatch } from '../report-match';
import type { ReportCred } from '../report-cred';
import { ReportForm } from './report-form';
import classes from './report-view.module.css';

/** Why a link takes no report, in the words reportResult would answer with (REPORT_MESSAGES). */
type Refusal = 'notFound' | 'notOn' | 'noMatch';

type Loaded =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'refused'; why: Refusal }
  | { status: 'ready'; match: ReportMatch };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The competition and the stage over REST (a published competition's stages are public, as on
 * ライブ), decoded by hand as ライブ decodes them, and the match resolved by the engine. A match
 * whose sides are not both known yet takes no report: the page says so in reportResult's own words
 * (notOn), not that the link is wrong — a 試合票 printed before the earlier rounds are played is
 * scanned too soon, not mistyped. The key itself is checked only by the function.
 */
async function loadMatch(
  compeId: string,
  stageId: string,
  matchId: string,
): Promise<ReportMatch | { refused: Refusal }> {
  const [compe, stored] = await Promise.all([
    getDocument(publicReads.compe(compeId)),
    getDocument(publicReads.stage(compeId, stageId)),
  ]);
  const stage = stored ? toLiveStage(stageId, stored.data()) : null;
  if (!compe || !stage) return { refused: 'notFound' };
  const view = stageView(stage);
  const state = view.states.get(matchId);
  if (!state) return { refused: 'notFound' };
  if (state.status === 'void' || state.status === 'bye') return { refused: 'noMatch' };
  if (!state.a || !state.b) return { refused: 'notOn' };
  const entrant = (id: string) => {
    const found = stage.entrants.find((e) => e.id === id);
    return { name: found?.name || '—', affiliation: found?.affiliation ?? '' };
  };
  const call = stage.tables[matchId];
  return {
    compeTitle: text(compe.data().shortTitle) || text(compe.data().title),
    stage,
    matchLabel: matchName(view, matchId),
    table: call ? tableName(stage, call.table) : '',
    sides: [entrant(state.a), entrant(state.b)],
    closed: state.status === 'done' && stage.results[matchId]?.confirmed === true,
  };
}

interface Props {
  compeId: string;
  stageId: string;
  matchId: string;
  cred: ReportCred;
}

/** The match (competition, stage, round, both sides with 所属, the table) and its report form. */
export default function ReportView({ compeId, stageId, matchId, cred }: Props) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadMatch(compeId, stageId, matchId).then(
      (match) =>
        live &&
        setLoaded(
          'refused' in match ? { status: 'refused', why: match.refused } : { status: 'ready', match },
        ),
      (error: unknown) => {
        if (!live) return;
        const denied = (error as { code?: unknown }).code === 'permission-denied';
        setLoaded(denied ? { status: 'refused', why: 'notFound' } : { status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [compeId, stageId, matchId]);

  if (loaded.status === 'loading') return <span className="skeleton" style={{ height: 320 }} />;
  if (loaded.status === 'error') return <LoadError />;
  if (loaded.status === 'refused') return <LoadError tone="warning">{REPORT_MESSAGES[loaded.why]}</LoadError>;
  const { match } = loaded;
  return (
    <>
      <section className={`paper ${classes.panel}`} aria-labelledby="report-match">
        <h3 id="report-match" className={`t-h6 ${classes.title}`}>
          {match.matchLabel}
        </h3>
        <dl className="facts">
          <dt>大会</dt>
          <dd>{match.compeTitle}</dd>
          <dt>ステージ</dt>
          <dd>{match.stage.name}</dd>
          {match.table ? (
            <>
              <dt>{match.stage.tableLabel}</dt>
              <dd>{match.table}</dd>
            </>
          ) : null}
          {match.sides.map((side, i) => (
            <Fragment key={i}>
              <dt>{i === 0 ? '選手A' : '選手B'}</dt>
              <dd>
                {side.name}
                {side.affiliation ? `（${side.affiliation}）` : ''}
              </dd>
            </Fragment>
          ))}
        </dl>
      </section>
      {match.closed ? (
        <LoadError tone="warning">{REPORT_MESSAGES.closed}</LoadError>
      ) : (
        <ReportForm match={match} compeId={compeId} stageId={stageId} matchId={matchId} cred={cred} />
      )}
    </>
  );
}
