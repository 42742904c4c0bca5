import type { ReportedResult } from '@/shared/schemas/report';

/** The credential of a report link, from its fragment: `#k=` the 審判's match key, `#t=` a ticket. */
export type ReportCred = { key: string } | { ticketId: string };

/**
 * The fragment of paths.report (`#k=…` or `#t=…`), or null when it holds neither. The credential
 * rides in the fragment so that it never reaches a server log nor a Referer (docs/play.md).
 */
export function credFromHash(hash: string): ReportCred | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const key = params.get('k');
  const ticketId = params.get('t');
  if (key && /^[A-Za-z0-9_-]{22}$/.test(key) && !ticketId) return { key };
  if (ticketId && /^[A-Za-z0-9_-]{20,40}$/.test(ticketId) && !key) return { ticketId };
  return null;
}

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
