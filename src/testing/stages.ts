/**
 * Stages for the tests of the public pages' play (lib/live-stages, components/play, ライブ, the
 * ticket): a 4-entrant トーナメント on 2 tables and a 4-entrant リーグ, as staff would have stored them.
 */
import type { Stage, StageResult } from '@/shared/schemas/stage';

export const ENTRANTS: Stage['entrants'] = [
  { id: 'e1', name: '山田 太郎', affiliation: '桜クラブ' },
  { id: 'e2', name: '佐藤 花子', affiliation: '梅クラブ' },
  { id: 'e3', name: '鈴木 一郎', affiliation: '桜クラブ' },
  { id: 'e4', name: '高橋 次郎', affiliation: '' },
];

/**
 * 決勝トーナメント: 準決勝 W1-1 山田 vs 高橋 and W1-2 佐藤 vs 鈴木, then 決勝 W2-1; best of 3
 * games, 2 tables (台).
 */
export const bracketStage = (patch: Partial<Stage> = {}): Stage => ({
  id: 'final',
  order: 1,
  name: '決勝トーナメント',
  format: 'single',
  scoring: 'games',
  bestOf: 3,
  points: { win: 3, draw: 1, loss: 0 },
  tiebreaks: [],
  thirdPlace: false,
  reset: false,
  groups: 1,
  rounds: 3,
  seeds: 0,
  drawSeed: 7,
  from: null,
  entrants: ENTRANTS,
  draw: [0, 3, 1, 2],
  pairings: {},
  results: {},
  tableCount: 2,
  tableLabel: '台',
  autoCall: false,
  tables: {},
  status: 'running',
  ...patch,
});

/** リーグ of the same four in one group: 6 matches G1-R1-1 … G1-R3-2; 勝点 3/1/0 then 直接対決. */
export const leagueStage = (patch: Partial<Stage> = {}): Stage => ({
  ...bracketStage(),
  id: 'league',
  order: 0,
  name: '予選リーグ',
  format: 'league',
  scoring: 'outcome',
  bestOf: 1,
  tiebreaks: ['points', 'headToHead'],
  draw: [0, 0, 0, 0],
  tableCount: 0,
  ...patch,
});

/** A result as stored: `sides` are entrant indices (0 = e1). */
export const result = (
  outcome: StageResult['outcome'],
  sides: [number, number],
  patch: Partial<StageResult> = {},
): StageResult => ({
  outcome,
  how: 'played',
  sides,
  confirmed: true,
  at: new Date('2026-11-22T05:00:00Z'),
  ...patch,
});
