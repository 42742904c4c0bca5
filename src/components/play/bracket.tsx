import {
  createElement,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
} from 'react';
import type { MatchState } from '@/shared/play/resolve';
import { resolveStage, type StoredStage } from '@/shared/play/stage-plan';
import { stageTableName, type HallNames } from '@/shared/play/hall-tables';
import type { Stage, StageResult } from '@/shared/schemas/stage';
import {
  bracketSections,
  feedText,
  printArrangement,
  sideScale,
  type BracketSection,
} from './bracket-layout';
import { matchNames, matchNumber } from '@/shared/play/view/play-view';
import styles from './bracket.lazy.module.css';

/** What the drawing reads of a stage: the stored stage as a viewer or a staff page has it. */
export type BracketStage = StoredStage & Pick<Stage, 'name' | 'tables' | 'tableLabel'>;

interface Props {
  stage: BracketStage;
  /** The stage's matches resolved, when the page has them already (resolveStage otherwise). */
  states?: ReadonlyMap<string, MatchState>;
  /** The level of the sections' headings (勝者側, 敗者側 …); the rounds' are one below. */
  level?: 2 | 3 | 4 | 5;
  /**
   * Print: the area (CSS px) the drawing must fit; printing zooms it down to fit (never up), so a
   * bracket of any size prints on one page.
   */
  fit?: { width: number; height: number };
  /** The competition's hall: each match's table named as it names them (「A1」; hall-tables.ts). */
  hall?: HallNames | undefined;
}

/** A heading of the given level (h2 … h6): the page decides where the bracket sits in its outline. */
function Heading({ level, ...props }: { level: number } & HTMLAttributes<HTMLHeadingElement>) {
  return createElement(`h${Math.min(level, 6)}`, props);
}

/** 速報 / 確定 and the other states of a match, in words (never by colour alone). */
function statusWord(stage: BracketStage, state: MatchState): string {
  if (state.status === 'bye') return '不戦勝';
  if (state.stale) return '要再入力';
  if (state.status === 'done') return stage.results[state.match.id]?.confirmed ? '確定' : '速報';
  if (state.status === 'ready' && stage.tables[state.match.id]) return '試合中';
  return '';
}

/** A side's score, or what stands for one (不戦勝, 棄権), as the box shows it. */
function scoreOf(
  result:
    | { how?: StageResult['how'] | undefined; games?: readonly number[]; points?: readonly number[] }
    | undefined,
  state: MatchState,
  side: 0 | 1,
): string {
  if (!result || state.status !== 'done') return '';
  const id = side === 0 ? state.a : state.b;
  if (result.how === 'retired' && id === state.loser) return '棄権';
  if (result.how === 'walkover') return id === state.winner ? '不戦勝' : '';
  const score = result.games ?? result.points;
  return score ? String(score[side]) : '';
}

function Side({
  stage,
  state,
  side,
  names,
}: {
  stage: BracketStage;
  state: MatchState;
  side: 0 | 1;
  names: ReadonlyMap<string, string>;
}) {
  const id = side === 0 ? state.a : state.b;
  const feed = side === 0 ? state.match.a : state.match.b;
  const entrant = id ? stage.entrants.find((e) => e.id === id) : undefined;
  const won = state.status !== 'void' && id !== null && id !== undefined && state.winner === id;
  const name = entrant?.name ?? (id === null ? '—' : feedText(feed, names));
  // A 団体戦 tie decided by its rubbers stores no result of its own: its score is theirs (rubbers.ts).
  const score = scoreOf(stage.results[state.match.id] ?? state.result, state, side);
  const marked = won && state.status === 'done';
  // A long name or 所属 is set smaller to fit the box whole, not cut (bracket-layout.ts sideScale).
  const scale = entrant ? sideScale(entrant.name, entrant.affiliation, { score, mark: marked }) : 1;
  return (
    <p className={styles.side} data-won={won || undefined} data-known={entrant ? true : undefined}>
      <span
        className={styles.name}
        title={entrant?.affiliation ? `${name}（${entrant.affiliation}）` : name}
        style={scale < 1 ? { fontSize: `${(12 * scale).toFixed(1)}px` } : undefined}
      >
        {name}
        {entrant?.affiliation ? <span className={styles.affiliation}>（{entrant.affiliation}）</span> : null}
        {id === null && state.status === 'bye' ? <span className="visually-hidden">（相手なし）</span> : null}
      </span>
      {score ? <span className={styles.score}>{score}</span> : null}
      {marked ? <span className={styles.mark}>勝</span> : null}
    </p>
  );
}

function MatchBox({
  stage,
  state,
  names,
  hall,
}: {
  stage: BracketStage;
  state: MatchState;
  names: ReadonlyMap<string, string>;
  hall: HallNames | undefined;
}) {
  if (state.status === 'void') {
    // Nobody plays it (byes on both sides, an unneeded reset): the slot keeps the round's shape.
    return <li className={styles.match} data-void aria-hidden="true" />;
  }
  const table = stage.tables[state.match.id]?.table;
  const status = statusWord(stage, state);
  return (
    <li className={styles.match} data-match={state.match.id} data-status={state.status}>
      <div className={styles.box}>
        <p className={styles.meta}>
          <span>{matchNumber(state.match)}</span>
          {/* The match number the 試合票 carry too: paper and drawing point at the same match. */}
          <span className={styles.id}>
            <span className="visually-hidden">試合番号 </span>
            {state.match.id}
          </span>
          {table ? <span>{stageTableName(hall, stage, table)}</span> : null}
          {status ? <span className={styles.status}>{status}</span> : null}
        </p>
        <Side stage={stage} state={state} side={0} names={names} />
        <span className="visually-hidden">対</span>
        <Side stage={stage} state={state} side={1} names={names} />
      </div>
    </li>
  );
}

function Section({
  stage,
  section,
  names,
  level,
  id,
  hall,
}: {
  stage: BracketStage;
  section: BracketSection;
  names: ReadonlyMap<string, string>;
  level: number;
  id: string;
  hall: HallNames | undefined;
}) {
  return (
    <section
      className={styles.section}
      aria-labelledby={section.title ? id : undefined}
      data-part={section.part}
    >
      {section.title ? (
        <Heading level={level} className={styles.sectionTitle} id={id}>
          {section.title}
        </Heading>
      ) : null}
      <ol className={styles.rounds} style={{ '--rows': section.rows } as CSSProperties}>
        {section.columns.map((column, i) => (
          <li
            key={column.key}
            className={styles.round}
            data-join={column.join}
            data-first={i === 0 || undefined}
          >
            <Heading level={level + 1} className={styles.roundTitle}>
              {column.label}
            </Heading>
            <ol className={styles.matches} aria-label={column.label}>
              {column.matches.map((state) => (
                <MatchBox key={state.match.id} stage={stage} state={state} names={names} hall={hall} />
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The drawn bracket of a トーナメント or ダブルイリミネーション (docs/play.md "Prints and the drawn
 * bracket"): rounds as columns with their names, each match a box with both sides, the score, 速報
 * / 確定 in words and its table, joined by lines to the match it feeds. Lists all the way down, so
 * a screen reader reads round by round and match by match; black on white, so it prints as drawn.
 * Plain React and CSS: the public pages can show it too.
 */
export function Bracket({ stage, states, level = 3, fit, hall }: Props) {
  const resolved = useMemo(() => states ?? resolveStage(stage), [stage, states]);
  const sections = useMemo(() => bracketSections(stage.format, resolved), [stage.format, resolved]);
  const names = useMemo(() => matchNames(stage, resolved), [stage, resolved]);
  const ref = useRef<HTMLDivElement>(null);
  const [print, setPrint] = useState<{ arrange: 'column' | 'row'; zoom: number }>({
    arrange: 'column',
    zoom: 1,
  });
  const idBase = useId();

  useLayoutEffect(() => {
    // The drawing's natural size on screen is its size on paper (every length is fixed in px), so
    // the print zoom is measured once it is laid out.
    const element = ref.current;
    if (!fit || !element) return;
    const sizes = [...element.children].map((child) => ({
      width: (child as HTMLElement).offsetWidth,
      height: (child as HTMLElement).offsetHeight,
    }));
    // The wrapper's own padding, on both sides.
    const padding = element.offsetWidth - Math.max(0, ...sizes.map((size) => size.width));
    setPrint(printArrangement(sizes, { width: fit.width - padding, height: fit.height - padding }));
  }, [fit, sections]);

  if (sections.length === 0) return null;
  return (
    // A wide bracket scrolls sideways: the keyboard can reach it and scroll it too.
    <div className={styles.scroller} role="region" aria-label={`${stage.name} 対戦表`} tabIndex={0}>
      <div
        ref={ref}
        className={styles.bracket}
        data-fit={fit ? true : undefined}
        data-arrange={fit ? print.arrange : undefined}
        style={{ '--bracket-zoom': print.zoom } as CSSProperties}
      >
        {sections.map((section) => (
          <Section
            key={section.part}
            stage={stage}
            section={section}
            names={names}
            level={level}
            id={`${idBase}-${section.part}`}
            hall={hall}
          />
        ))}
      </div>
    </div>
  );
}
