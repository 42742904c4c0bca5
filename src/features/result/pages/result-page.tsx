import { lazy, Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CancelledNotice } from '@/components/cancelled-notice';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { useFirstContentReached } from '@/lib/use-first-content';
import { formatDate } from '@/shared/date-time';
import { MESSAGES } from '@/shared/messages';
import { useResultCompe } from '../api/use-result-compe';
import type { ResultCompe } from '../api/get-result-compe';
import classes from './result.module.css';

// The stages (standings, brackets, league tables): their code, the engine and the listener come after
// the competition's name, podium and awards have painted (docs/play.md "The record (結果)").
const ResultPlay = lazy(() => import('../components/result-play'));

const PLACES = { 1: '優勝', 2: '準優勝', 3: '3位' } as const;

/** 優勝 / 準優勝 / 3位 of the competition (compe.podium), a place per line. */
function Podium({ podium }: { podium: ResultCompe['podium'] }) {
  const places = ([1, 2, 3] as const).flatMap((place) => {
    const names = podium.filter((row) => row.place === place).map((row) => row.name);
    return names.length > 0 ? [{ place, names }] : [];
  });
  if (places.length === 0) return null;
  return (
    <section aria-labelledby="result-podium" className={classes.section}>
      <h3 id="result-podium" className={classes.heading}>
        表彰
      </h3>
      <dl className={classes.list}>
        {places.map(({ place, names }) => (
          <div key={place}>
            <dt>{PLACES[place]}</dt>
            <dd>{names.join('、')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The awards the organiser named (敢闘賞, 特別賞 …). */
function Awards({ awards }: { awards: ResultCompe['awards'] }) {
  if (awards.length === 0) return null;
  return (
    <section aria-labelledby="result-awards" className={classes.section}>
      <h3 id="result-awards" className={classes.heading}>
        特別賞など
      </h3>
      <dl className={classes.list}>
        {awards.map((award, i) => (
          <div key={i}>
            <dt>{award.title}</dt>
            <dd>
              {award.name}
              {award.affiliation ? `（${award.affiliation}）` : ''}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * /{clubId}/result/{compeId} 結果 (docs/play.md "The record (結果)"): a competition's record — its day
 * and venue, 優勝 / 準優勝 / 3位 and the named awards from the competition document (one read), then
 * each stage's final standings, league tables and drawn bracket, loaded after that has painted; with
 * 部門, the stages per 部門, each with its own podium, and a 部門 filter.
 */
export default function ResultPage() {
  const { clubId, compeId } = useParams() as { clubId: string; compeId: string };
  const compe = useResultCompe(compeId);
  const painted = useFirstContentReached();
  if (compe.status === 'loading') return <PageLoading label="結果を読み込み中" />;
  if (compe.status === 'error') return <LoadError />;
  const info = compe.data;
  if (!info || info.clubId !== clubId) {
    return (
      <article className={classes.page}>
        <LoadError tone="warning">{MESSAGES.resultUnavailable}</LoadError>
        <nav aria-label="関連ページ" className={classes.links}>
          <RouterLink to={paths.club.getHref(clubId)}>{MESSAGES.liveBackToClub}</RouterLink>
        </nav>
      </article>
    );
  }
  return (
    <article aria-labelledby="result-title" className={classes.page}>
      <header className={classes.header}>
        <h2 id="result-title" className={classes.title}>
          {info.title} の結果
        </h2>
        {info.eventedAt ? (
          <p className="t-body1 t-muted">
            {formatDate(info.eventedAt)}
            {info.venue ? ` 会場: ${info.venue}` : ''}
          </p>
        ) : null}
      </header>
      {info.cancelled ? <CancelledNotice /> : null}
      {/* With 部門, each 部門 has its own podium, shown with its stages: compe.podium is one
          podium for the whole competition (docs/play.md "The record (結果)"). */}
      {info.divisions.length > 1 ? null : <Podium podium={info.podium} />}
      <Awards awards={info.awards} />
      {/* Above the stages, which load after this has painted: under them, it would be pushed down
          as they arrive (docs/performance.md §1 "Layout shifts"). */}
      <nav aria-label="関連ページ" className={`${classes.links} ${classes.linksAbove}`}>
        <RouterLink to={paths.club.getHref(clubId)}>{MESSAGES.liveBackToClub}</RouterLink>
        <RouterLink to={paths.live.getHref(clubId, compeId)}>ライブ</RouterLink>
      </nav>
      {painted && !info.cancelled ? (
        <Suspense fallback={null}>
          <ResultPlay compeId={compeId} eventedAt={info.eventedAt} divisions={info.divisions} />
        </Suspense>
      ) : null}
    </article>
  );
}
