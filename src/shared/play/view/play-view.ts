/**
 * What the public pages make of a stage (docs/play.md "On the public pages"): rounds with their
 * headings, a match in words, standings, placements, and the podium that decides the competition.
 * Pure, over the engine in shared/play and the stage as lib/live-stages decodes it; the live pages
 * and the ticket use it, so a match reads the same on both. Types only from the schemas: no zod.
 */
import { bracketPlacements } from '@/shared/play/placements';
import type { MatchState } from '@/shared/play/resolve';
import { leagueGroups, resolveStage, stagePlan, type StoredStage } from '@/shared/play/stage-plan';
import { standings, TIEBREAK_LABELS, type StandingRow } from '@/shared/play/standings';
import type { PlanMatch } from '@/shared/play/types';
import type { Stage, StageResult } from '@/shared/schemas/stage';
import { roundLabel } from '@/shared/play/rounds';
import { parseRubberId, rubberLines, rubberName } from '@/shared/play/rubbers';
import { stageTableName, type HallNames } from '@/shared/play/hall-tables';
import { formatTime } from '@/shared/date-time';

export { tableName } from '@/shared/play/tables';
// A round's words live with the rounds' numbering (shared/play/rounds.ts): 進行表 names them too.
export { groupLetter, roundLabel } from '@/shared/play/rounds';
export { STAGE_FORMAT_LABELS as FORMAT_LABELS } from '@/shared/play/labels';

export const PLACE_LABELS = { 1: '優勝', 2: '準優勝', 3: '3位' } as const;
export type Place = keyof typeof PLACE_LABELS;

export interface Round {
  key: string;
  label: string;
  matches: MatchState[];
}

/** A stage resolved once for every view of it: its matches' states and its rounds in play order. */
export interface StageView<S extends StoredStage = Stage> {
  stage: S;
  states: Map<string, MatchState>;
  rounds: Round[];
  /** Each match's round heading. */
  labels: Map<string, string>;
  /** Each match in words (matchName). */
  names: Map<string, string>;
}

/** 「第3試合」: a match's number in its stage, under its round's heading. */
/** The stages that have matches to show: drawn (or, スイス式, paired). */
export const isDrawn = (stage: Pick<Stage, 'draw' | 'pairings'>) =>
  stage.draw.length > 0 || Object.keys(stage.pairings).length > 0;

export const matchNumber = (match: Pick<PlanMatch, 'order'>) => `第${match.order}試合`;

/**
 * The plan's played matches grouped by round, each round named (roundLabel) and each match named:
 * 「準々決勝 第3試合」, or just 「決勝」 where the round has one match. Matches nobody plays are left out.
 */
function roundsOf(plan: readonly PlanMatch[], states: ReadonlyMap<string, MatchState>, double: boolean) {
  const winnersRounds = plan.filter((m) => m.part === 'W').reduce((max, m) => Math.max(max, m.round), 0);
  const rounds = new Map<string, Round>();
  const labels = new Map<string, string>();
  for (const match of plan) {
    const state = states.get(match.id);
    if (!state || state.status === 'void') continue;
    const key = `${match.part}${match.group ?? ''}-${match.round}`;
    const round = rounds.get(key) ?? { key, label: roundLabel(match, winnersRounds, double), matches: [] };
    round.matches.push(state);
    rounds.set(key, round);
    labels.set(match.id, round.label);
  }
  const names = new Map<string, string>();
  for (const round of rounds.values()) {
    for (const { match } of round.matches) {
      // A round of one match (決勝, 3位決定戦, グランドファイナル) needs no number.
      names.set(match.id, round.matches.length === 1 ? round.label : `${round.label} ${matchNumber(match)}`);
    }
  }
  return { rounds: [...rounds.values()], labels, names };
}

/**
 * The stage's matches resolved and grouped by round (matches nobody plays left out). A stage whose
 * draw the engine cannot read shows no matches rather than failing the page.
 */
export function stageView<S extends StoredStage>(stage: S): StageView<S> {
  let plan: PlanMatch[] = [];
  let states = new Map<string, MatchState>();
  try {
    plan = stagePlan(stage);
    states = resolveStage(stage);
  } catch (error) {
    console.warn('live stages: a stage the engine cannot read', 'id' in stage ? stage.id : '', error);
  }
  return { stage, states, ...roundsOf(plan, states, stage.format === 'double') };
}

/**
 * The names of a stage's matches, for a drawing that has its states already (the bracket, the
 * 試合票): the same words as matchName.
 */
export function matchNames(stage: StoredStage, states: ReadonlyMap<string, MatchState>): Map<string, string> {
  return roundsOf(stagePlan(stage), states, stage.format === 'double').names;
}

/**
 * A match in words, 「準々決勝 第3試合」 or 「決勝」: the one place that says it (対戦, 結果報告, the
 * tables, the notices, the drawn bracket, the 試合票). A match the view does not show (nobody plays
 * it) is named by its id.
 */
export function matchName(view: StageView<StoredStage>, matchId: string): string {
  const name = view.names.get(matchId);
  if (name !== undefined) return name;
  // 団体戦: a rubber is named after its tie, 「準決勝 第1試合 1番」 (rubbers.ts).
  const rubber = parseRubberId(matchId);
  const label = rubberName(view.stage, matchId);
  return rubber && label ? `${view.names.get(rubber.tieId) ?? rubber.tieId} ${label}` : matchId;
}

/** A side's name as shown: the entrant's name, 未定 while not known, or — for a bye. */
export function sideName(stage: Pick<Stage, 'entrants'>, side: string | null | undefined): string {
  if (side === undefined) return '未定';
  if (side === null) return '—';
  return stage.entrants.find((entrant) => entrant.id === side)?.name || '—';
}

/** 「3 - 1」, 「不戦勝」, 「引き分け」: a result in a few characters. */
export function resultText(
  result:
    | (Pick<StageResult, 'outcome'> & {
        how?: StageResult['how'] | undefined;
        games?: readonly number[] | undefined;
        points?: readonly number[] | undefined;
      })
    | undefined,
): string {
  if (!result) return '';
  if (result.how === 'walkover') return '不戦勝';
  if (result.how === 'retired') return '棄権';
  const score = result.games ?? result.points;
  if (score) return `${score[0]} - ${score[1]}`;
  return result.outcome === 'draw' ? '引き分け' : '';
}

/** Where a match stands, in words: 確定 / 速報 (a result not yet confirmed) / 結果待ち … */
export function matchStatusText(stage: Pick<Stage, 'results'>, state: MatchState): string {
  if (state.status === 'bye') return '不戦勝（相手なし）';
  if (state.status === 'waiting') return '対戦相手待ち';
  if (state.status === 'ready') return '結果待ち';
  if (state.status === 'void') return '';
  return stage.results[state.match.id]?.confirmed ? '確定' : '速報';
}

/**
 * One match as ライブ's list shows it, in words and ids only: a card whose match did not change
 * compares equal (sameMatchCard), so a new result re-renders its own card and the cards whose
 * estimate moved, not the whole stage (docs/performance.md §5, "What a change costs a viewer").
 */
export interface MatchCard {
  id: string;
  status: MatchState['status'];
  /** 「第3試合」 */
  number: string;
  /** The table's name, or '' while the match has none. */
  table: string;
  /** The estimated start (「10:30」) of a match still to play, else ''. */
  time: string;
  a: string | null | undefined;
  b: string | null | undefined;
  aName: string;
  bName: string;
  /** The side that won a played match. */
  won: 'a' | 'b' | null;
  /** resultText of a played match, else ''. */
  score: string;
  /** matchStatusText */
  statusText: string;
  /** 団体戦: the tie's rubbers in words, one a line (rubbers.ts rubberLines); '' for any other match. */
  rubbers: string;
}

/** The card of `state`; `table` is the table it is on or would be called to, `start` its estimate. */
export function matchCard(
  stage: Pick<Stage, 'entrants' | 'results' | 'tableLabel' | 'scoring' | 'tie' | 'lineups'>,
  state: MatchState,
  table: number | null,
  start: Date | null,
  /** The competition's hall: its tables are named as it names them (「A1」; hall-tables.ts). */
  hall?: HallNames,
): MatchCard {
  const done = state.status === 'done';
  const winner = done ? state.winner : undefined;
  return {
    id: state.match.id,
    status: state.status,
    number: matchNumber(state.match),
    table: table ? stageTableName(hall, stage, table) : '',
    time: start && (state.status === 'ready' || state.status === 'waiting') ? formatTime(start) : '',
    a: state.a,
    b: state.b,
    aName: sideName(stage, state.a),
    bName: sideName(stage, state.b),
    won: winner && winner === state.a ? 'a' : winner && winner === state.b ? 'b' : null,
    // A 団体戦 tie decided by its rubbers stores no result of its own: its score is theirs.
    score: done ? resultText(stage.results[state.match.id] ?? state.result) : '',
    statusText: matchStatusText(stage, state),
    rubbers: stage.tie ? rubberLines(stage, state.match.id).join('\n') : '',
  };
}

/** Whether two cards show the same: every field is a string, an id or null. */
export function sameMatchCard(x: MatchCard, y: MatchCard): boolean {
  for (const key of Object.keys(x) as (keyof MatchCard)[]) if (x[key] !== y[key]) return false;
  return true;
}

/** 「山田 太郎 vs 佐藤 花子」 */
export const matchSides = (stage: Pick<Stage, 'entrants'>, state: Pick<MatchState, 'a' | 'b'>) =>
  `${sideName(stage, state.a)} vs ${sideName(stage, state.b)}`;

/** Whether the entrant plays (or played) this match. */
export const plays = (state: Pick<MatchState, 'a' | 'b'>, entrant: string) =>
  state.a === entrant || state.b === entrant;

/** 順位の決め方 as printed under a table: 「勝点 → 直接対決 → SOS」. */
export const rankingRulesText = (stage: Pick<Stage, 'tiebreaks'>) =>
  stage.tiebreaks.length > 0 ? stage.tiebreaks.map((t) => TIEBREAK_LABELS[t]).join(' → ') : '勝数';

/** Each group's table (リーグ) or the one table (スイス式); none for a bracket. */
export function stageStandings(
  view: StageView<StoredStage>,
): { group: number | null; rows: StandingRow[] }[] {
  const { stage } = view;
  const states = [...view.states.values()];
  const order = stage.tiebreaks.length > 0 ? stage.tiebreaks : (['wins'] as const);
  if (stage.format === 'league') {
    if (stage.draw.length === 0) return [];
    return leagueGroups(stage).map((group, g) => ({
      group: g,
      rows: standings(
        group.map((entrant) => entrant.id),
        states.filter((state) => state.match.group === g),
        stage.points,
        order,
      ),
    }));
  }
  if (stage.format === 'swiss' && Object.keys(stage.pairings).length > 0) {
    return [
      {
        group: null,
        rows: standings(
          stage.entrants.map((e) => e.id),
          states,
          stage.points,
          order,
        ),
      },
    ];
  }
  return [];
}

/** No match left to play: every match is done (or nobody plays it), and there is at least one. */
export function isComplete(view: StageView): boolean {
  const { stage } = view;
  if (view.states.size === 0) return false;
  if (stage.format === 'swiss' && Object.keys(stage.pairings).length < stage.rounds) return false;
  return [...view.states.values()].every(
    (s) => s.status === 'done' || s.status === 'bye' || s.status === 'void',
  );
}

export interface PodiumRow {
  place: Place;
  /** Entrant ids (3位 may be two; a tie the ranking rules cannot break keeps several). */
  entrants: string[];
}

/**
 * 優勝 / 準優勝 / 3位 of a stage, as far as its results decide them: a bracket's from its final and
 * 3位決定戦 (or both semi-final losers); a league of one group or a Swiss stage's from its table
 * once every match is played, ties kept as ties. A league of several groups places nobody (its
 * groups feed a 決勝トーナメント).
 */
export function stagePlacements(view: StageView): PodiumRow[] {
  const { stage } = view;
  if (stage.format === 'single' || stage.format === 'double') return bracketPlacements(view.states);
  if (!isComplete(view)) return [];
  const tables = stageStandings(view);
  if (tables.length !== 1) return [];
  const rows: PodiumRow[] = [];
  for (const row of tables[0]?.rows ?? []) {
    if (row.rank > 3) break;
    const place = row.rank as Place;
    const existing = rows.find((r) => r.place === place);
    if (existing) existing.entrants.push(row.entrant);
    else rows.push({ place, entrants: [row.entrant] });
  }
  return rows;
}

/**
 * The stage that decides the competition: the last in play order that no other stage is fed from
 * (a 予選リーグ feeding a 決勝トーナメント does not).
 */
export function decidingStage<S extends Pick<Stage, 'id' | 'order' | 'from'>>(
  stages: readonly S[],
): S | null {
  const feeding = new Set(stages.flatMap((s) => (s.from ? [s.from.stageId] : [])));
  const last = [...stages]
    .filter((s) => !feeding.has(s.id))
    .sort((x, y) => x.order - y.order || (x.id < y.id ? -1 : 1))
    .at(-1);
  return last ?? null;
}

/** The podium as names, one row per person, for the competition document (lib/db/compes setPodium). */
export function podiumNames(view: StageView): { place: Place; name: string }[] {
  return stagePlacements(view).flatMap((row) =>
    row.entrants.map((id) => ({ place: row.place, name: sideName(view.stage, id) })),
  );
}

/**
 * The competition's podium (compe.podium): the deciding stage's placements by name, once every
 * match of it is played (or staff marked it finished); empty before. One podium for the whole
 * competition: a competition of several 部門 has one per 部門 (divisionPodiums).
 */
export function competitionPodium(stages: readonly Stage[]): { place: Place; name: string }[] {
  const stage = decidingStage(stages);
  if (!stage) return [];
  const view = stageView(stage);
  return isComplete(view) || stage.status === 'done' ? podiumNames(view) : [];
}

/** A 部門 as the views need it: compe.divisions' id and name (and whatever else the caller keeps). */
export interface DivisionRef {
  id: string;
  name: string;
}

/** One 部門's play: its stages, the stage that decides it and its 優勝 / 準優勝 / 3位. */
export interface DivisionPodium<D extends DivisionRef = DivisionRef, S extends Stage = Stage> {
  /**
   * The 部門; null for a competition without 部門, and for the stages of a divided competition
   * that are in none (or in a 部門 removed since).
   */
  division: D | null;
  /** Its stages in play order. */
  stages: S[];
  /** The stage that decides it (decidingStage over its own stages); null while it has none. */
  deciding: S | null;
  /**
   * The deciding stage's placements (stagePlacements) once every match of it is played or staff
   * marked it finished, as competitionPodium; empty before.
   */
  podium: PodiumRow[];
}

const byPlayOrder = (x: Pick<Stage, 'id' | 'order'>, y: Pick<Stage, 'id' | 'order'>) =>
  x.order - y.order || (x.id < y.id ? -1 : 1);

function divisionPodium<D extends DivisionRef, S extends Stage>(
  division: D | null,
  stages: S[],
): DivisionPodium<D, S> {
  const deciding = decidingStage(stages);
  if (!deciding) return { division, stages, deciding, podium: [] };
  const view = stageView<Stage>(deciding);
  const over = isComplete(view) || deciding.status === 'done';
  return { division, stages, deciding, podium: over ? stagePlacements(view) : [] };
}

/**
 * The play per 部門 (docs/play.md "Awards (表彰状)", "The record (結果)"), the one grouping 表彰,
 * the 結果 CSV and 結果 show: each 部門 of the competition in its order (those without a stage
 * too), each with its stages (stage.divisionId), its deciding stage and podium; then, if any, the
 * stages in no known 部門 as one more part with `division` null. A competition without 部門 is one
 * part of all its stages, whose podium is competitionPodium's.
 */
export function divisionPodiums<D extends DivisionRef, S extends Stage>(
  stages: readonly S[],
  divisions: readonly D[] | undefined,
): DivisionPodium<D, S>[] {
  const sorted = [...stages].sort(byPlayOrder);
  if (!divisions || divisions.length === 0) return [divisionPodium<D, S>(null, sorted)];
  const known = new Set(divisions.map((division) => division.id));
  const parts = divisions.map((division) =>
    divisionPodium(
      division,
      sorted.filter((stage) => stage.divisionId === division.id),
    ),
  );
  const rest = sorted.filter((stage) => !stage.divisionId || !known.has(stage.divisionId));
  return rest.length > 0 ? [...parts, divisionPodium<D, S>(null, rest)] : parts;
}
