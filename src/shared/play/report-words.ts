import type { ReportedResult } from '../schemas/report';

/** Who reported, in words (the report page, 要確認 on 対戦). */
export const REPORTER_LABELS = { umpire: '審判', a: '選手A', b: '選手B' } as const;

/** 「山田 太郎 の勝ち（2 - 1）」: a reported result in words, the score from side a's view. */
export function resultInWords(names: readonly [string, string], result: ReportedResult): string {
  const score = result.games ?? result.points;
  const scoreText = score ? `（${score[0]} - ${score[1]}）` : '';
  if (result.outcome === 'draw') return `引き分け${scoreText}`;
  const [winner, loser] = result.outcome === 'a' ? names : [names[1], names[0]];
  if (result.how === 'walkover') return `${winner} の不戦勝`;
  if (result.how === 'retired') return `${loser} の棄権により ${winner} の勝ち`;
  return `${winner} の勝ち${scoreText}`;
}
