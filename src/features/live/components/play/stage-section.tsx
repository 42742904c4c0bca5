import { createElement, memo, useId, useMemo, useState, type ReactNode } from 'react';
import { Bracket } from '@/components/play/bracket';
import { StandingsTable } from '@/components/play/standings-table';
import {
  FORMAT_LABELS,
  groupLetter,
  isComplete,
  matchCard,
  matchSides,
  PLACE_LABELS,
  plays,
  rankingRulesText,
  sameMatchCard,
  sideName,
  stagePlacements,
  stageStandings,
  type MatchCard,
  type PodiumRow,
  type StageView,
} from '@/shared/play/view/play-view';
import { fill } from '@/shared/fill';
import { stageTableName, type HallNames } from '@/shared/play/hall-tables';
import { PLAY_MESSAGES } from '@/shared/play-messages';
import type { Stage } from '@/shared/schemas/stage';
import type { StagePlay } from '@/shared/play/view/stage-play';
import classes from './play.lazy.module.css';

/** Where a stage sits in ライブ's outline: under 対戦 (h4), or under its 部門 (h5; live-play). */
export type StageLevel = 4 | 5;

/** A subheading one level under its stage (or 部門): h5, or h6 under a 部門's stage. */
function Subheading({ level, id, children }: { level: number; id: string; children: ReactNode }) {
  return createElement(`h${Math.min(level, 6)}`, { id, className: classes.subheading }, children);
}

/**
 * 優勝 / 準優勝 / 3位: of a finished stage, or of a 部門 (its deciding stage's rows, divisionPodiums),
 * under a heading of `headingLevel`.
 */
export function Podium({
  stage,
  rows,
  headingLevel,
}: {
  stage: Stage;
  rows: readonly PodiumRow[];
  headingLevel: number;
}) {
  const headingId = useId();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={classes.podium}>
      <Subheading level={headingLevel} id={headingId}>
        {PLAY_MESSAGES.podium}
      </Subheading>
      <dl className={classes.podiumList}>
        {rows.map((row) => (
          <div key={row.place} className={`place place-${row.place}`}>
            <dt>{PLACE_LABELS[row.place]}</dt>
            <dd>{row.entrants.map((id) => sideName(stage, id)).join('、')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * いま対戦中: every table of the stage, with the match on it or 空き. `hall`: the competition's,
 * whose names the tables take (「A1」) — on every part of the stage alike.
 */
export function OnTables({
  play,
  hall,
  level = 4,
}: {
  play: StagePlay;
  hall?: HallNames | undefined;
  level?: StageLevel;
}) {
  const headingId = useId();
  const { stage } = play.view;
  return (
    <section aria-labelledby={headingId}>
      <Subheading level={level + 1} id={headingId}>
        {PLAY_MESSAGES.onTables}
      </Subheading>
      <ul className={classes.tables}>
        {play.tables.map((row) => (
          <li key={row.table} className={row.matchId ? 'busy' : 'free'}>
            <span className="table-name">{stageTableName(hall, stage, row.table)}</span>
            {row.matchId ? (
              <span>
                {matchSides(stage, row)}
                <span className="round"> {play.view.labels.get(row.matchId) ?? ''}</span>
              </span>
            ) : play.elsewhere.has(row.table) ? (
              // The hall's table is shared: another 部門 plays on it now.
              <span className="t-muted">
                {fill(PLAY_MESSAGES.tableUsedBy, { stage: play.elsewhere.get(row.table) ?? '' })}
              </span>
            ) : (
              <span className="t-muted">{PLAY_MESSAGES.tableFree}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 次の呼び出し: the ready matches in the order they will be called, with the table each will take. */
export function NextCalls({
  play,
  hall,
  level = 4,
}: {
  play: StagePlay;
  hall?: HallNames | undefined;
  level?: StageLevel;
}) {
  const headingId = useId();
  const { stage } = play.view;
  return (
    <section aria-labelledby={headingId}>
      <Subheading level={level + 1} id={headingId}>
        {PLAY_MESSAGES.nextCalls}
      </Subheading>
      {play.calls.length === 0 ? (
        <p className="t-muted t-body2">{PLAY_MESSAGES.noNextCalls}</p>
      ) : (
        <ol className={classes.tables}>
          {play.calls.map((call) => {
            const state = play.view.states.get(call.matchId);
            if (!state) return null;
            return (
              <li key={call.matchId}>
                <span className="table-name">
                  {call.table ? stageTableName(hall, stage, call.table) : '—'}
                </span>
                <span>
                  {matchSides(stage, state)}
                  <span className="round"> {play.view.labels.get(call.matchId) ?? ''}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** 順位表: each group's table (or the Swiss table), ties said in words, the ranking rules under it. */
function Standings({ view, level }: { view: StageView; level: StageLevel }) {
  const headingId = useId();
  const tables = useMemo(() => stageStandings(view), [view]);
  if (tables.length === 0) return null;
  const { stage } = view;
  return (
    <section aria-labelledby={headingId}>
      <Subheading level={level + 1} id={headingId}>
        {PLAY_MESSAGES.standings}
      </Subheading>
      {tables.map(({ group, rows }) => (
        <div key={group ?? 'all'} className={classes.standings}>
          <div className={classes.scroll}>
            <StandingsTable
              stage={stage}
              rows={rows}
              caption={`${group === null ? stage.name : `${groupLetter(group)}組`} ${PLAY_MESSAGES.standings}`}
            />
          </div>
          <p className="t-body2 t-muted">
            {PLAY_MESSAGES.rankingRules}: {rankingRulesText(stage)}
            {rows.some((row) => row.tied) ? `（決められない順位は「${PLAY_MESSAGES.tie}」）` : ''}
          </p>
        </div>
      ))}
    </section>
  );
}

/**
 * One match: its number, table and expected start, the sides (the winner said in words), the score
 * and 速報 / 確定. Drawn from its card alone and re-rendered only when the card changes: a result
 * repaints its match and the estimates it moved, not every match of the stage.
 */
const MatchItem = memo(
  function MatchItem({ card, selected }: { card: MatchCard; selected: string }) {
    const mine = selected !== '' && plays(card, selected);
    const side = (id: string | null | undefined, name: string, won: boolean) => {
      const text = won ? `${name}（勝）` : name;
      return mine && id === selected ? (
        <strong className="selected">{text}</strong>
      ) : won ? (
        <strong>{text}</strong>
      ) : (
        <span>{text}</span>
      );
    };
    return (
      // Focusable, so a keyboard reaches every match (its words are read out as it is focused).
      <li tabIndex={0} className={`match match-${card.status}${mine ? ' mine' : ''}`} data-match={card.id}>
        <p className="match-head">
          {mine ? (
            <span className="mine-mark">
              <span aria-hidden="true">▶ </span>
              {PLAY_MESSAGES.selected}
            </span>
          ) : null}
          <span>{card.number}</span>
          {card.table ? <span>{card.table}</span> : null}
          {card.time ? <span>{card.time}頃</span> : null}
        </p>
        <p className="match-sides">
          {side(card.a, card.aName, card.won === 'a')} <span className="vs">vs</span>{' '}
          {side(card.b, card.bName, card.won === 'b')}
        </p>
        <p className="match-result">
          {card.score ? <span className="score">{card.score}</span> : null}
          {card.statusText ? (
            <span className={`match-status status-${card.statusText}`}>{card.statusText}</span>
          ) : null}
        </p>
        {card.rubbers ? (
          // 団体戦: the tie's rubbers under it (docs/play.md "Team ties").
          <ul className="match-rubbers" aria-label={`${card.number}の個々の試合`}>
            {card.rubbers.split('\n').map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        ) : null}
      </li>
    );
  },
  (before, after) => before.selected === after.selected && sameMatchCard(before.card, after.card),
);

/** Wide enough for a drawn bracket to be read without scrolling round by round. */
const WIDE = '(min-width: 960px)';

/** 対戦表 on a phone: the rounds in order, each a list of its matches; one entrant's path marked. */
function MatchList({
  play,
  hall,
  level,
}: {
  play: StagePlay;
  hall: HallNames | undefined;
  level: StageLevel;
}) {
  const headingId = useId();
  const filterId = useId();
  const [selected, setSelected] = useState('');
  const { stage, rounds } = play.view;
  const bracketable = stage.format === 'single' || stage.format === 'double';
  // A wide screen opens a bracket drawn (components/play/bracket); the list by round, with the
  // filter and every match focusable, stays one choice away.
  const [shown, setShown] = useState<'list' | 'bracket'>(() =>
    bracketable && typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches
      ? 'bracket'
      : 'list',
  );
  if (rounds.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Subheading level={level + 1} id={headingId}>
        {PLAY_MESSAGES.matches}
      </Subheading>
      {bracketable ? (
        <fieldset className={classes.shown}>
          <legend>表示</legend>
          {(
            [
              ['list', '回戦ごとの一覧'],
              ['bracket', 'トーナメント表'],
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name={`${filterId}-shown`}
                value={value}
                checked={shown === value}
                onChange={() => setShown(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {shown === 'bracket' ? (
        <Bracket stage={stage} states={play.view.states} level={level} hall={hall} />
      ) : (
        <MatchRounds play={play} hall={hall} filterId={filterId} selected={selected} onSelect={setSelected} />
      )}
    </section>
  );
}

/**
 * 「選手で絞り込む」: re-rendered only when its entrants or the choice change, not on every result
 * (a select's value is set again on each render of it).
 */
const EntrantFilter = memo(function EntrantFilter({
  id,
  entrants,
  selected,
  onSelect,
  status,
}: {
  id: string;
  entrants: readonly Stage['entrants'][number][];
  selected: string;
  onSelect: (id: string) => void;
  status: string;
}) {
  return (
    <div className={classes.filter}>
      <label htmlFor={id}>{PLAY_MESSAGES.filter}</label>
      <select id={id} value={selected} onChange={(event) => onSelect(event.target.value)}>
        <option value="">{PLAY_MESSAGES.filterAll}</option>
        {entrants.map((entrant) => (
          <option key={entrant.id} value={entrant.id}>
            {entrant.name}
          </option>
        ))}
      </select>
      {status ? (
        <p className="t-body2" role="status">
          {status}
        </p>
      ) : null}
    </div>
  );
});

/** The list by round, with 「選手で絞り込む」. */
function MatchRounds({
  play,
  hall,
  filterId,
  selected,
  onSelect,
}: {
  play: StagePlay;
  hall: HallNames | undefined;
  filterId: string;
  selected: string;
  onSelect: (id: string) => void;
}) {
  const { stage, rounds } = play.view;
  // Keyed by the names, not the array: every change of the stage arrives as a new array, and the
  // options are re-sorted and re-rendered only when an entrant is renamed, added or removed.
  const names = stage.entrants.map((e) => `${e.id}\u0000${e.name}`).join('\u0001');
  const entrants = useMemo(
    () => [...stage.entrants].filter((e) => e.name).sort((x, y) => x.name.localeCompare(y.name, 'ja')),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names says when stage.entrants differ
    [names],
  );
  const count = selected
    ? rounds.reduce((n, round) => n + round.matches.filter((m) => plays(m, selected)).length, 0)
    : 0;
  return (
    <>
      <EntrantFilter
        id={filterId}
        entrants={entrants}
        selected={selected}
        onSelect={onSelect}
        status={
          selected
            ? `${sideName(stage, selected)}の試合 ${count}件を「▶ ${PLAY_MESSAGES.selected}」で示しています`
            : ''
        }
      />
      {rounds.map((round) => (
        <section key={round.key} aria-label={`${stage.name} ${round.label}`} className={classes.round}>
          <h6 className={classes.roundHeading}>{round.label}</h6>
          <ol className={classes.matches}>
            {round.matches.map((state) => (
              <MatchItem
                key={state.match.id}
                card={matchCard(
                  stage,
                  state,
                  stage.tables[state.match.id]?.table ?? play.callTable.get(state.match.id) ?? null,
                  play.starts.get(state.match.id) ?? null,
                  hall,
                )}
                selected={selected}
              />
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}

/**
 * One stage on ライブ: placements once it is over, tables now, next calls, standings, the matches.
 * Under its 部門 (`level` 5, live-play) the stage's title is an h5 and it shows no podium of its
 * own: the 部門's podium is shown once, under the 部門's name.
 */
export function StageSection({
  play,
  hall,
  level = 4,
}: {
  play: StagePlay;
  hall?: HallNames | undefined;
  level?: StageLevel;
}) {
  const headingId = useId();
  const { stage } = play.view;
  const complete = isComplete(play.view) || stage.status === 'done';
  const managesTables = stage.tableCount > 0 && !complete;
  const podium = useMemo(
    () => (complete && level === 4 ? stagePlacements(play.view) : []),
    [complete, level, play.view],
  );
  return (
    <section aria-labelledby={headingId} className={classes.stage} data-stage={stage.id}>
      {createElement(`h${level}`, { id: headingId, className: classes.stageTitle }, stage.name)}
      <p className="t-body2 t-muted">
        {FORMAT_LABELS[stage.format]}
        {stage.format === 'league' && stage.groups > 1 ? `（${stage.groups}組）` : ''}
        {stage.entrants.length > 0 ? ` ・ ${stage.entrants.length}${stage.tie ? 'チーム' : '人'}` : ''}
      </p>
      <Podium stage={stage} rows={podium} headingLevel={level + 1} />
      {managesTables ? (
        <div className={classes.now}>
          <OnTables play={play} hall={hall} level={level} />
          <NextCalls play={play} hall={hall} level={level} />
        </div>
      ) : null}
      <Standings view={play.view} level={level} />
      <MatchList play={play} hall={hall} level={level} />
    </section>
  );
}
