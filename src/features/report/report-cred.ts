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

// One wording of a reported result for the report page and 要確認 on 対戦.
export { resultInWords } from '@/shared/play/report-words';
