/**
 * Stages as staff would have stored them (docs/play.md), for every test that needs one: a stage of
 * any format and size (stageOf, drawnStageOf, entrantsOf), and for the public pages' play
 * (lib/live-stages, components/play, ライブ, the ticket) a 4-entrant トーナメント on 2 tables and a
 * 4-entrant リーグ (bracketStage, leagueStage).
 */
import { makeDraw } from '@/shared/play/stage-plan';
import type { Stage, StageResult } from '@/shared/schemas/stage';

type Entrant = Stage['entrants'][number];

/**
 * `count` entrants e1…eN named 選手1…選手N with no 所属; `patch(i)` changes the i-th (from 0), e.g.
 * `(i) => ({ name: NAMES[i] })`.
 */
export const entrantsOf = (count: number, patch: (i: number) => Partial<Entrant> = () => ({})): Entrant[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `e${i + 1}`,
    name: `選手${i + 1}`,
    affiliation: '',
    ...patch(i),
  }));

/**
 * A running stage `s1` of `count` entrants (entrantsOf) in `format`, nothing drawn: one group, 3
 * rounds, no seeds, drawSeed 1, 勝敗 only in one game, 勝点 3/1/0 ranked by 勝点, 2 tables (台), called
 * by hand. `patch` sets whatever a test relies on.
 */
export const stageOf = (format: Stage['format'], count: number, patch: Partial<Stage> = {}): Stage => ({
  id: 's1',
  order: 0,
  name: '決勝トーナメント',
  format,
  scoring: 'outcome',
  bestOf: 1,
  points: { win: 3, draw: 1, loss: 0 },
  tiebreaks: ['points'],
  thirdPlace: false,
  reset: false,
  groups: 1,
  rounds: 3,
  seeds: 0,
  drawSeed: 1,
  from: null,
  entrants: entrantsOf(count),
  draw: [],
  pairings: {},
  results: {},
  tableCount: 2,
  tableLabel: '台',
  autoCall: false,
  autoConfirm: false,
  tables: {},
  status: 'running',
  ...patch,
});

/** stageOf drawn as 組み合わせを作成 would draw it (makeDraw), unless `patch` gives its draw. */
export function drawnStageOf(format: Stage['format'], count: number, patch: Partial<Stage> = {}): Stage {
  const stage = stageOf(format, count, patch);
  return patch.draw ? stage : { ...stage, draw: makeDraw(stage) };
}

export const ENTRANTS: Stage['entrants'] = [
  { id: 'e1', name: '山田 太郎', affiliation: '桜クラブ' },
  { id: 'e2', name: '佐藤 花子', affiliation: '梅クラブ' },
  { id: 'e3', name: '鈴木 一郎', affiliation: '桜クラブ' },
  { id: 'e4', name: '高橋 次郎', affiliation: '' },
];

/** The stage as its document holds it, for a test that writes it: its id is the path, not a field. */
export const storedStage = ({ id: _id, ...stored }: Stage): Omit<Stage, 'id'> => stored;

/**
 * 決勝トーナメント: 準決勝 W1-1 山田 vs 高橋 and W1-2 佐藤 vs 鈴木, then 決勝 W2-1; best of 3
 * games, 2 tables (台).
 */
export const bracketStage = (patch: Partial<Stage> = {}): Stage =>
  stageOf('single', 4, {
    id: 'final',
    order: 1,
    scoring: 'games',
    bestOf: 3,
    tiebreaks: [],
    drawSeed: 7,
    entrants: ENTRANTS,
    draw: [0, 3, 1, 2],
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
