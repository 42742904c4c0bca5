import { createElement, useId, useMemo, type ReactNode } from 'react';
import { DivisionFilter, useShownDivision } from '@/components/division/division-filter';
import type { PublicDivision } from '@/components/division/division-param';
import { Bracket } from '@/components/play/bracket';
import { StandingsTable } from '@/components/play/standings-table';
import {
  divisionPodiums,
  FORMAT_LABELS,
  groupLetter,
  isComplete,
  isDrawn,
  PLACE_LABELS,
  rankingRulesText,
  sideName,
  stagePlacements,
  stageStandings,
  stageView,
  type DivisionPodium,
  type StageView,
} from '@/shared/play/view/play-view';
import { LoadError } from '@/components/load-error';
import { useLiveStages } from '@/lib/live-stages/use-live-stages';
import { useOnTheDay } from '@/lib/use-on-the-day';
import { MESSAGES } from '@/shared/messages';
import { PLAY_MESSAGES } from '@/shared/play-messages';
import type { Stage } from '@/shared/schemas/stage';
import classes from './result-play.lazy.module.css';

/** Where a stage sits in the page's outline: under the page (h3), or under its 部門 (h4). */
type Level = 3 | 4;

/** A heading of the given level, as the outline needs it. */
const Heading = ({
  level,
  id,
  className,
  children,
}: {
  level: number;
  id: string;
  className: string;
  children: ReactNode;
}) => createElement(`h${level}`, { id, className }, children);

/** 優勝 / 準優勝 / 3位 as a list, each name with its 所属. */
function PlaceList({ stage, rows }: { stage: Stage; rows: ReturnType<typeof stagePlacements> }) {
  return (
    <dl className={classes.places}>
      {rows.map((row) => (
        <div key={row.place}>
          <dt>{PLACE_LABELS[row.place]}</dt>
          <dd>
            {row.entrants
              .map((entrant) => {
                const affiliation = stage.entrants.find((e) => e.id === entrant)?.affiliation;
                return `${sideName(stage, entrant)}${affiliation ? `（${affiliation}）` : ''}`;
              })
              .join('、')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** 優勝 / 準優勝 / 3位 of a stage, as far as its results decide them. */
function Placements({ view, level }: { view: StageView; level: Level }) {
  const id = useId();
  const rows = stagePlacements(view);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Heading level={level + 1} id={id} className={classes.subheading}>
        {isComplete(view) ? '最終順位' : '順位（途中）'}
      </Heading>
      <PlaceList stage={view.stage} rows={rows} />
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

function StageRecord({ stage, level = 3 }: { stage: Stage; level?: Level }) {
  const id = useId();
  const view = useMemo(() => stageView(stage), [stage]);
  const bracket = stage.format === 'single' || stage.format === 'double';
  return (
    <section aria-labelledby={id} className={classes.stage}>
      <Heading level={level} id={id} className={classes.stageTitle}>
        {stage.name}
        <span className="t-body2 t-muted">（{FORMAT_LABELS[stage.format]}）</span>
      </Heading>
      <Placements view={view} level={level} />
      <Standings view={view} />
      {bracket ? (
        <section aria-label={`${stage.name}のトーナメント表`} className={classes.bracket} tabIndex={0}>
          <Bracket stage={stage} states={view.states} level={level === 3 ? 4 : 5} />
        </section>
      ) : null}
    </section>
  );
}

/**
 * One 部門 on 結果: its name, its 優勝 / 準優勝 / 3位 once its deciding stage is over
 * (divisionPodiums), then its drawn stages.
 */
function DivisionRecord({
  part,
  division,
}: {
  part: DivisionPodium<PublicDivision>;
  division: PublicDivision;
}) {
  const id = useId();
  const podiumId = useId();
  const drawn = part.stages.filter(isDrawn);
  return (
    <section aria-labelledby={id} className={classes.division}>
      <h3 id={id} className={classes.divisionTitle}>
        {division.name}
      </h3>
      {part.deciding && part.podium.length > 0 ? (
        <section aria-labelledby={podiumId}>
          <h4 id={podiumId} className={classes.subheading}>
            {PLAY_MESSAGES.podium}
          </h4>
          <PlaceList stage={part.deciding} rows={part.podium} />
        </section>
      ) : null}
      {drawn.length === 0 ? <p className="t-muted">{PLAY_MESSAGES.noDivisionPlay}</p> : null}
      {drawn.map((stage) => (
        <StageRecord key={stage.id} stage={stage} level={4} />
      ))}
    </section>
  );
}

/**
 * The stages of a competition of several 部門: the 部門 filter (components/division, ?division=),
 * then each 部門 shown in the competition's order with its podium and stages; the stages in no 部門
 * after them as stages of the competition, shown only with every 部門.
 */
function DivisionRecords({ stages, divisions }: { stages: Stage[]; divisions: readonly PublicDivision[] }) {
  const shown = useShownDivision(divisions);
  const parts = useMemo(() => divisionPodiums(stages, divisions), [stages, divisions]);
  return (
    <>
      <DivisionFilter divisions={divisions} shown={shown} className={classes.filter} />
      {parts.map(({ division, ...part }) => {
        if (division) {
          return shown === null || division.id === shown.id ? (
            <DivisionRecord key={division.id} part={{ division, ...part }} division={division} />
          ) : null;
        }
        return shown === null
          ? part.stages.filter(isDrawn).map((stage) => <StageRecord key={stage.id} stage={stage} />)
          : null;
      })}
    </>
  );
}

/**
 * The stages of 結果: each drawn stage's placings, its league tables and its drawn bracket. On the
 * competition's day they are followed live (lib/live-stages); before and after it, 結果 changes
 * rarely and is one read, with no realtime code at all (docs/play.md "The record (結果)"): a
 * correction made after the day shows on the next visit.
 */
export default function ResultPlay({
  compeId,
  eventedAt,
  divisions,
}: {
  compeId: string;
  eventedAt: Date | null;
  /** The competition's 部門 (get-result-compe): with two or more, the stages are shown per 部門. */
  divisions: readonly PublicDivision[];
}) {
  const onTheDay = useOnTheDay(eventedAt);
  const { status, stages } = useLiveStages(compeId, onTheDay ? 'always' : 'never');
  const drawn = stages.filter(isDrawn);
  if (status === 'error') return <LoadError>{MESSAGES.resultLoadFailed}</LoadError>;
  if (status !== 'ready') return null;
  if (drawn.length === 0) return <p className="t-muted">{MESSAGES.resultNoStages}</p>;
  if (divisions.length > 1) return <DivisionRecords stages={stages} divisions={divisions} />;
  return (
    <>
      {drawn.map((stage) => (
        <StageRecord key={stage.id} stage={stage} />
      ))}
    </>
  );
}
