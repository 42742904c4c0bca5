import type { MatchState } from './resolve';

/** 勝点: what a win, a draw and a loss are worth (a bye counts as a win). */
export interface PointsTable {
  win: number;
  draw: number;
  loss: number;
}

/**
 * 順位の決め方, applied in the organiser's order; what none of them separates stays a tie.
 * wins 勝数 · points 勝点 · headToHead 直接対決 (the tied entrants' 勝点 among themselves) ·
 * gameDiff ゲーム差 and pointDiff 得失点差 over all the group's matches · gameDiffTied and
 * pointDiffTied 当該者間のゲーム差 / 得失点差: counted over the matches among the entrants still
 * tied only (ITTF practice: a mini-league of the tied players) · sos SOS/ブッフホルツ (opponents'
 * 勝点) · sosos SOSOS · pointsFor 総得点.
 */
export const TIEBREAKS = [
  'wins',
  'points',
  'headToHead',
  'gameDiff',
  'gameDiffTied',
  'pointDiff',
  'pointDiffTied',
  'sos',
  'sosos',
  'pointsFor',
] as const;
export type Tiebreak = (typeof TIEBREAKS)[number];
export const TIEBREAK_LABELS: Record<Tiebreak, string> = {
  wins: '勝数',
  points: '勝点',
  headToHead: '直接対決',
  gameDiff: 'ゲーム差',
  gameDiffTied: '当該者間のゲーム差',
  pointDiff: '得失点差',
  pointDiffTied: '当該者間の得失点差',
  sos: 'SOS',
  sosos: 'SOSOS',
  pointsFor: '総得点',
};

export interface StandingRow {
  entrant: string;
  /** 1-based; tied entrants share a rank (1, 2, 2, 4). */
  rank: number;
  /** Another row has the same rank: the rules could not separate them. */
  tied: boolean;
  played: number;
  wins: number;
  draws: number;
  losses: number;
  byes: number;
  points: number;
  gamesFor: number;
  gamesAgainst: number;
  pointsFor: number;
  pointsAgainst: number;
  sos: number;
  sosos: number;
  opponents: string[];
}

type Row = Omit<StandingRow, 'rank' | 'tied'>;

/** The table of a league group or a Swiss stage, from its resolved matches (resolve.ts). */
export function standings(
  entrants: readonly string[],
  matches: Iterable<MatchState>,
  points: PointsTable,
  order: readonly Tiebreak[],
): StandingRow[] {
  const rows = new Map<string, Row>(
    entrants.map((entrant) => [
      entrant,
      {
        entrant,
        played: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        byes: 0,
        points: 0,
        gamesFor: 0,
        gamesAgainst: 0,
        pointsFor: 0,
        pointsAgainst: 0,
        sos: 0,
        sosos: 0,
        opponents: [],
      },
    ]),
  );
  const decided: MatchState[] = [];
  for (const state of matches) {
    if (state.status === 'bye' && typeof state.winner === 'string') {
      const row = rows.get(state.winner);
      if (row) {
        row.byes += 1;
        row.wins += 1;
        row.points += points.win;
      }
      continue;
    }
    if (
      state.status !== 'done' ||
      typeof state.a !== 'string' ||
      typeof state.b !== 'string' ||
      !state.result
    )
      continue;
    decided.push(state);
    const result = state.result;
    const counted = (result.how ?? 'played') === 'played';
    for (const [me, them, index] of [
      [state.a, state.b, 0],
      [state.b, state.a, 1],
    ] as const) {
      const row = rows.get(me);
      if (!row) continue;
      row.played += 1;
      row.opponents.push(them);
      if (result.outcome === 'draw') {
        row.draws += 1;
        row.points += points.draw;
      } else if (state.winner === me) {
        row.wins += 1;
        row.points += points.win;
      } else {
        row.losses += 1;
        row.points += points.loss;
      }
      if (counted && result.games) {
        row.gamesFor += result.games[index];
        row.gamesAgainst += result.games[1 - index] as number;
      }
      if (counted && result.points) {
        row.pointsFor += result.points[index];
        row.pointsAgainst += result.points[1 - index] as number;
      }
    }
  }
  const pointsOf = (id: string) => rows.get(id)?.points ?? 0;
  for (const row of rows.values()) row.sos = row.opponents.reduce((sum, id) => sum + pointsOf(id), 0);
  const sosOf = (id: string) => rows.get(id)?.sos ?? 0;
  for (const row of rows.values()) row.sosos = row.opponents.reduce((sum, id) => sum + sosOf(id), 0);

  // Split ties criterion by criterion; 直接対決 is counted among the entrants still tied.
  let tiers: Row[][] = [[...rows.values()]];
  for (const criterion of order) {
    tiers = tiers.flatMap((tier) =>
      tier.length < 2 ? [tier] : splitBy(tier, keyFor(criterion, tier, decided, points)),
    );
  }
  const table: StandingRow[] = [];
  for (const tier of tiers) {
    const rank = table.length + 1;
    for (const row of [...tier].sort((x, y) => entrants.indexOf(x.entrant) - entrants.indexOf(y.entrant))) {
      table.push({ ...row, rank, tied: tier.length > 1 });
    }
  }
  return table;
}

function keyFor(
  criterion: Tiebreak,
  tier: readonly Row[],
  decided: readonly MatchState[],
  points: PointsTable,
): (row: Row) => number {
  switch (criterion) {
    case 'wins':
      return (row) => row.wins;
    case 'points':
      return (row) => row.points;
    case 'gameDiff':
      return (row) => row.gamesFor - row.gamesAgainst;
    case 'pointDiff':
      return (row) => row.pointsFor - row.pointsAgainst;
    case 'sos':
      return (row) => row.sos;
    case 'sosos':
      return (row) => row.sosos;
    case 'pointsFor':
      return (row) => row.pointsFor;
    case 'headToHead': {
      const mini = new Map<string, number>();
      for (const state of among(tier, decided)) {
        for (const me of [state.a as string, state.b as string]) {
          const earned =
            state.result?.outcome === 'draw' ? points.draw : state.winner === me ? points.win : points.loss;
          mini.set(me, (mini.get(me) ?? 0) + earned);
        }
      }
      return (row) => mini.get(row.entrant) ?? 0;
    }
    case 'gameDiffTied':
      return diffAmong(tier, decided, 'games');
    case 'pointDiffTied':
      return diffAmong(tier, decided, 'points');
  }
}

/** The decided matches between two entrants of the tier (the entrants still tied). */
function among(tier: readonly Row[], decided: readonly MatchState[]): MatchState[] {
  const tied = new Set(tier.map((row) => row.entrant));
  return decided.filter((state) => tied.has(state.a as string) && tied.has(state.b as string));
}

/**
 * 当該者間のゲーム差 / 得失点差: games (or points) won minus lost in the matches among the tied
 * entrants only; 不戦勝 and 棄権 count none, as in the whole-group figures.
 */
function diffAmong(
  tier: readonly Row[],
  decided: readonly MatchState[],
  what: 'games' | 'points',
): (row: Row) => number {
  const diff = new Map<string, number>();
  for (const state of among(tier, decided)) {
    const score = state.result?.[what];
    if (!score || (state.result?.how ?? 'played') !== 'played') continue;
    const [a, b] = [state.a as string, state.b as string];
    diff.set(a, (diff.get(a) ?? 0) + score[0] - score[1]);
    diff.set(b, (diff.get(b) ?? 0) + score[1] - score[0]);
  }
  return (row) => diff.get(row.entrant) ?? 0;
}

function splitBy(tier: readonly Row[], key: (row: Row) => number): Row[][] {
  const byKey = new Map<number, Row[]>();
  for (const row of tier) byKey.set(key(row), [...(byKey.get(key(row)) ?? []), row]);
  return [...byKey.entries()].sort(([x], [y]) => y - x).map(([, rows]) => rows);
}
