/**
 * compes/{compeId}/stages/{stageId} as the public pages read it: checked by hand, not with zod (the
 * live page and the ticket must stay small, docs/performance.md). The schema in
 * shared/schemas/stage.ts stays the contract; its types come in with `import type` only.
 *
 * Soft validation, as for the board (lib/live-board/board.ts): only staff write stages, through
 * lib/db/stages and the rules' isStage. What is well formed is kept and the rest is dropped — a
 * result, a call or a Swiss round of the wrong shape is left out (its match then reads as not played
 * yet) rather than failing the page on the competition day. Entrants are referred to by their index,
 * so a malformed entrant keeps its place, nameless, instead of shifting everyone after it.
 */
import type { Stage, StageResult, StageTable } from '@/shared/schemas/stage';
import {
  HALL_CALLS_ID,
  hallCallsByStage,
  withHallCalls,
  type HallCallsByStage,
} from '@/shared/play/hall-calls';
import { TIEBREAKS, type Tiebreak } from '@/shared/play/standings';

/** A stage as the public pages show it (the stored stage and its id). */
export type LiveStage = Stage;

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isDate = (value: unknown): value is Date => value instanceof Date && !Number.isNaN(value.getTime());
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const int = (value: unknown, fallback: number): number => (isInt(value) ? value : fallback);
/**
 * A whole number held within the schema's bounds (the rules check them on every write): a stray
 * 10^15 groups would otherwise have the engine allocate an array of that length.
 */
const bounded = (value: unknown, min: number, max: number, fallback: number): number =>
  Math.min(max, Math.max(min, int(value, fallback)));

/**
 * The schema's bounds (shared/schemas/limits.ts LIMITS: stageEntrants / 2, swissRounds, bestOf,
 * tables, entrantPersons, id), repeated here because importing LIMITS brings a shared chunk of ~13 kB into the call
 * board's first load; src/lib/__tests__/live-stages.test.ts keeps the two the same.
 */
export const STAGE_BOUNDS = {
  groups: 128,
  rounds: 15,
  bestOf: 9,
  tables: 64,
  persons: 8,
  personId: 40,
  members: 12,
} as const;
/**
 * A 部門's id (shared/divisions.ts DIVISION_ID), repeated like STAGE_BOUNDS so that this decoder
 * brings no shared module into the call board's first load; the same test keeps the two the same.
 */
export const DIVISION_ID_PATTERN = /^[a-z0-9_-]{1,20}$/;
const bool = (value: unknown): boolean => value === true;
const oneOf = <T extends string>(value: unknown, values: readonly T[]): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

const FORMATS = ['single', 'double', 'league', 'swiss'] as const satisfies readonly Stage['format'][];
const SCORINGS = ['outcome', 'games', 'points'] as const satisfies readonly Stage['scoring'][];
const STATUSES = ['draft', 'running', 'done'] as const satisfies readonly Stage['status'][];
const OUTCOMES = ['a', 'b', 'draw'] as const satisfies readonly StageResult['outcome'][];
const HOWS = ['played', 'walkover', 'retired'] as const satisfies readonly StageResult['how'][];

/** The people behind an entrant (registration ids), kept only whole: a list of a few short strings. */
const persons = (value: unknown): string[] | null =>
  Array.isArray(value) &&
  value.length <= STAGE_BOUNDS.persons &&
  value.every((id) => typeof id === 'string' && id.length > 0 && id.length <= STAGE_BOUNDS.personId)
    ? (value as string[])
    : null;

const intPair = (value: unknown): number[] | null =>
  Array.isArray(value) && value.length === 2 && value.every(isInt) ? (value as number[]) : null;

function toResult(value: unknown, entrants: number): StageResult | null {
  if (!isFields(value) || !oneOf(value.outcome, OUTCOMES)) return null;
  const sides = intPair(value.sides);
  if (!sides || sides.some((index) => index < 0 || index >= entrants)) return null;
  const games = intPair(value.games);
  const points = intPair(value.points);
  return {
    outcome: value.outcome,
    how: oneOf(value.how, HOWS) ? value.how : 'played',
    ...(games ? { games } : {}),
    ...(points ? { points } : {}),
    sides,
    confirmed: bool(value.confirmed),
    // A result without a time is still a result; its time only orders the log.
    at: isDate(value.at) ? value.at : new Date(0),
  };
}

/** A team's roster member (団体戦, schemas/tie.ts memberSchema): an m-id and a name, else left out. */
function toMember(value: unknown): NonNullable<Stage['entrants'][number]['members']>[number] | null {
  if (!isFields(value) || typeof value.id !== 'string' || !/^m\d{1,2}$/.test(value.id)) return null;
  return {
    id: value.id,
    name: text(value.name),
    ...(value.lead === true ? { lead: true } : {}),
    ...(typeof value.registId === 'string' && value.registId ? { registId: value.registId } : {}),
  };
}

/** An order's places as stored ('' 欠員, 'm3', 'm1+m4'), kept only whole. */
const places = (value: unknown): string[] | null =>
  Array.isArray(value) &&
  value.length <= 10 &&
  value.every((place) => typeof place === 'string' && /^(?:|m\d{1,2}|m\d{1,2}\+m\d{1,2})$/.test(place))
    ? (value as string[])
    : null;

function toLineup(value: unknown, entrants: number): NonNullable<Stage['lineups']>[string] | null {
  if (!isFields(value)) return null;
  const [a, b, sides] = [places(value.a), places(value.b), intPair(value.sides)];
  if (!a || !b || !sides || sides.some((index) => index < 0 || index >= entrants)) return null;
  return { a, b, sides, at: isDate(value.at) ? value.at : new Date(0) };
}

const LABEL_STYLES = ['number', 'badminton', 'board', 'kendo'] as const;
const VACANCIES = ['first', 'last', 'any'] as const;

/**
 * A 団体戦 stage's tie template (shared/play/tie-template.ts), kept when its layout and place names
 * read (the engine needs nothing else to play it); anything else of it falls back to the 4単1複
 * defaults. The preset is kept as written: only staff pages name it.
 */
function toTie(value: unknown): Stage['tie'] | null {
  if (!isFields(value) || typeof value.layout !== 'string' || !/^[SD]{1,9}$/.test(value.layout)) return null;
  if (!oneOf(value.labels, LABEL_STYLES)) return null;
  const forfeit = isFields(value.forfeit) ? value.forfeit : {};
  const n = value.layout.length;
  return {
    preset: text(value.preset) as NonNullable<Stage['tie']>['preset'],
    layout: value.layout,
    labels: value.labels,
    stopWhenDecided: bool(value.stopWhenDecided),
    parallel: bounded(value.parallel, 1, n, 1),
    singlesPerPlayer: bounded(value.singlesPerPlayer, 1, n, 1),
    doublesPerPlayer: bounded(value.doublesPerPlayer, 1, n, 1),
    rubbersPerPlayer: bounded(value.rubbersPerPlayer, 1, n, 1),
    noPairOfFirstTwo: bool(value.noPairOfFirstTwo),
    leadFirst: bool(value.leadFirst),
    byPoints: bool(value.byPoints),
    decider: bool(value.decider),
    vacancy: oneOf(value.vacancy, VACANCIES) ? value.vacancy : 'any',
    forfeit: { games: int(forfeit.games, 0), points: int(forfeit.points, 0) },
  };
}

function toTable(value: unknown): StageTable | null {
  // A stage written before calls had times stored the table number alone.
  if (isInt(value) && value >= 1) return { table: value, at: new Date(0) };
  if (!isFields(value) || !isInt(value.table) || value.table < 1) return null;
  return { table: value.table, at: isDate(value.at) ? value.at : new Date(0) };
}

function entries<T>(value: unknown, convert: (item: unknown) => T | null): Record<string, T> {
  const out: Record<string, T> = {};
  if (!isFields(value)) return out;
  for (const [key, item] of Object.entries(value)) {
    const converted = convert(item);
    if (converted !== null) out[key] = converted;
    else console.warn('live stages: an entry of unknown shape is left out', key, item);
  }
  return out;
}

/**
 * A stage from a document's data (its Timestamps already Dates: withDates). Null when it is not a
 * stage at all (no known format), which the readers leave out.
 */
export function toLiveStage(id: string, raw: unknown): LiveStage | null {
  if (!isFields(raw) || !oneOf(raw.format, FORMATS)) {
    console.warn('live stages: a stage of unknown shape is left out', id);
    return null;
  }
  const entrants: Stage['entrants'] = (Array.isArray(raw.entrants) ? raw.entrants : []).map(
    (value: unknown, index: number) => {
      const fields = isFields(value) ? value : {};
      const people = persons(fields.persons);
      // 団体戦: the team's roster, whose names the rubbers show.
      const members = Array.isArray(fields.members)
        ? fields.members.slice(0, STAGE_BOUNDS.members).flatMap((m: unknown) => toMember(m) ?? [])
        : null;
      return {
        // Unique even when malformed, so nobody is taken for someone else.
        id: text(fields.id) || `#${index}`,
        name: text(fields.name),
        affiliation: text(fields.affiliation),
        ...(people ? { persons: people } : {}),
        ...(members ? { members } : {}),
      };
    },
  );
  const n = entrants.length;
  const inRange = (index: unknown) => isInt(index) && index >= -1 && index < n;
  const bracket = raw.format === 'single' || raw.format === 'double';
  const drawn = Array.isArray(raw.draw) && raw.draw.every(inRange) ? (raw.draw as number[]) : [];
  // A bracket holds a power of two of positions (the engine refuses anything else).
  const draw = bracket && (drawn.length < 2 || (drawn.length & (drawn.length - 1)) !== 0) ? [] : drawn;
  const points = isFields(raw.points) ? raw.points : {};
  const tie = toTie(raw.tie);
  const from = isFields(raw.from) && typeof raw.from.stageId === 'string' ? raw.from : null;
  return {
    id,
    order: int(raw.order, 0),
    name: text(raw.name),
    format: raw.format,
    scoring: oneOf(raw.scoring, SCORINGS) ? raw.scoring : 'outcome',
    bestOf: bounded(raw.bestOf, 1, STAGE_BOUNDS.bestOf, 1),
    points: { win: int(points.win, 1), draw: int(points.draw, 0), loss: int(points.loss, 0) },
    tiebreaks: Array.isArray(raw.tiebreaks)
      ? raw.tiebreaks.filter((t): t is Tiebreak => oneOf(t, TIEBREAKS))
      : [],
    thirdPlace: bool(raw.thirdPlace),
    reset: bool(raw.reset),
    groups: bounded(raw.groups, 1, STAGE_BOUNDS.groups, 1),
    rounds: bounded(raw.rounds, 1, STAGE_BOUNDS.rounds, 1),
    seeds: int(raw.seeds, 0),
    drawSeed: int(raw.drawSeed, 0),
    from: from ? { stageId: from.stageId as string, qualifiers: int(from.qualifiers, 1) } : null,
    entrants,
    draw,
    pairings: entries(raw.pairings, (round) =>
      Array.isArray(round) && round.every(inRange) ? (round as number[]) : null,
    ),
    results: entries(raw.results, (result) => toResult(result, n)),
    tableCount: bounded(raw.tableCount, 0, STAGE_BOUNDS.tables, 0),
    tableLabel: text(raw.tableLabel) || '台',
    autoCall: bool(raw.autoCall),
    // 合意した報告を確定にする: the report page says 確定 or 速報 by it (absent on older stages: false).
    autoConfirm: bool(raw.autoConfirm),
    tables: entries(raw.tables, toTable),
    status: oneOf(raw.status, STATUSES) ? raw.status : 'running',
    // 部門 and the hall's first table (docs/data-model.md): absent when not well formed, which
    // reads as the whole competition on tables from 1.
    ...(typeof raw.divisionId === 'string' && DIVISION_ID_PATTERN.test(raw.divisionId)
      ? { divisionId: raw.divisionId }
      : raw.divisionId === null
        ? { divisionId: null }
        : {}),
    ...(isInt(raw.tableFirst) && raw.tableFirst >= 1 && raw.tableFirst <= STAGE_BOUNDS.tables
      ? { tableFirst: raw.tableFirst }
      : {}),
    // 団体戦 (docs/play.md "Team ties"): the template and the opened orders, as the ties need them.
    ...(tie ? { tie, lineups: entries(raw.lineups, (lineup) => toLineup(lineup, n)) } : {}),
  };
}

/**
 * The hall's calls (compes/{compeId}/stages/_hall, shared/play/hall-calls.ts) from the document's
 * data, by stage: each call checked as a stage's are, keys of another shape left out.
 */
export const toHallCalls = (raw: unknown): HallCallsByStage =>
  hallCallsByStage(isFields(raw) ? entries(raw.calls, toTable) : {});

/**
 * The documents of compes/{compeId}/stages read at once (REST, the report page): the stages in play
 * order, each with its calls: its own and those the hall's document holds.
 */
export function toLiveStages(documents: readonly { id: string; data: unknown }[]): LiveStage[] {
  let hall: HallCallsByStage = new Map();
  const stages: LiveStage[] = [];
  for (const { id, data } of documents) {
    if (id === HALL_CALLS_ID) hall = toHallCalls(data);
    else {
      const stage = toLiveStage(id, data);
      if (stage) stages.push(stage);
    }
  }
  return byOrder(withHallCalls(stages, hall));
}

/** The stages in play order (`order`, then id, as every device must agree). */
export const byOrder = (stages: readonly LiveStage[]): LiveStage[] =>
  [...stages].sort((x, y) => x.order - y.order || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
