import { useId, useMemo } from 'react';
import { Bracket } from '@/components/play/bracket';
import { StandingsTable } from '@/components/play/standings-table';
import {
  FORMAT_LABELS,
  groupLetter,
  isComplete,
  PLACE_LABELS,
  rankingRulesText,
  sideName,
  stagePlacements,
  stageStandings,
  stageView,
  type StageView,
} from '@/shared/play/view/play-view';
import { isDrawn } from '@/shared/play/view/stage-play';
import { LoadError } from '@/components/load-error';
import { useLiveStages } from '@/lib/live-stages/use-live-stages';
import { useOnTheDay } from '@/lib/use-on-the-day';
import { MESSAGES } from '@/shared/messages';
import { PLAY_MESSAGES } from '@/shared/play-messages';
import type { Stage } from '@/shared/schemas/stage';
import classes from './result-play.lazy.module.css';

/** 優勝 / 準優勝 / 3位 of a stage, as far as its results decide them. */
function Placements({ view }: { view: StageView }) {
  const id = useId();
  const rows = stagePlacements(view);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h4 id={id} className={classes.subheading}>
        {isComplete(view) ? '最終順位' : '順位（途中）'}
      </h4>
      <dl className={classes.places}>
        {rows.map((row) => (
          <div key={row.place}>
            <dt>{PLACE_LABELS[row.place]}</dt>
            <dd>
              {row.entrants
                .map((entrant) => {
                  const affiliation = view.stage.entrants.find((e) => e.id === entrant)?.affiliation;
                  return `${sideName(view.stage, entrant)}${affiliation ? `（${affiliation}）` : ''}`;
                })
                .join('、')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** 順位表 of each group (or the Swiss table), with 順位の決め方 under it. */
function Standings({ view }: { view: StageView }) {
  const tables = useMemo(() => stageStandings(view), [view]);
  if (tables.length === 0) return null;
  const { stage } = view;
  return (
    <>
      {tables.map(({ group, rows }) => (
        <div key={group ?? 'all'}>
          <div className={classes.scroll}>
            <StandingsTable
              stage={stage}
              rows={rows}
              className={classes.table}
              caption={`${group === null || tables.length === 1 ? '' : `${groupLetter(group)}組 `}${PLAY_MESSAGES.standings}`}
            />
          </div>
          <p className="t-body2 t-muted">
            {PLAY_MESSAGES.rankingRules}: {rankingRulesText(stage)}
          </p>
        </div>
      ))}
    </>
  );
}

function StageRecord({ stage }: { stage: Stage }) {
  const id = useId();
  const view = useMemo(() => stageView(stage), [stage]);
  const bracket = stage.format === 'single' || stage.format === 'double';
  return (
    <section aria-labelledby={id} className={classes.stage}>
      <h3 id={id} className={classes.stageTitle}>
        {stage.name}
        <span className="t-body2 t-muted">（{FORMAT_LABELS[stage.format]}）</span>
      </h3>
      <Placements view={view} />
      <Standings view={view} />
      {bracket ? (
        <section aria-label={`${stage.name}のトーナメント表`} className={classes.bracket} tabIndex={0}>
          <Bracket stage={stage} states={view.states} level={4} />
        </section>
      ) : null}
    </section>
  );
}

/**
 * The stages of 結果: each drawn stage's placings, its league tables and its drawn bracket. On the
 * competition's day they are followed live (lib/live-stages); before and after it, 結果 changes
 * rarely and is one read, with no realtime code at all (docs/play.md "The record (結果)"): a
 * correction made after the day shows on the next visit.
 */
export default function ResultPlay({ compeId, eventedAt }: { compeId: string; eventedAt: Date | null }) {
  const onTheDay = useOnTheDay(eventedAt);
  const { status, stages } = useLiveStages(compeId, onTheDay ? 'always' : 'never');
  const drawn = stages.filter(isDrawn);
  if (status === 'error') return <LoadError>{MESSAGES.resultLoadFailed}</LoadError>;
  if (status !== 'ready') return null;
  if (drawn.length === 0) return <p className="t-muted">{MESSAGES.resultNoStages}</p>;
  return (
    <>
      {drawn.map((stage) => (
        <StageRecord key={stage.id} stage={stage} />
      ))}
    </>
  );
}
