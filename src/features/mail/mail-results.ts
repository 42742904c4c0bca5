import type { Mail } from '@/shared/schemas/mail';

export type StateFilter = 'all' | Mail['state'];

export interface MailTotals {
  total: number;
  sent: number;
  error: number;
  pending: number;
}

/** The totals of a sent mail, counted from its messages (what the cards show). */
export function totalsOf(mails: readonly Mail[]): MailTotals {
  const totals: MailTotals = { total: mails.length, sent: 0, error: 0, pending: 0 };
  for (const mail of mails) totals[mail.state] += 1;
  return totals;
}

const ORDER: Record<Mail['state'], number> = { error: 0, pending: 1, sent: 2 };

/**
 * The cards in the order an organiser works through them: who did not get it first (エラー, then
 * 送信待ち), then by name; `filter` keeps one state.
 */
export function resultCards(mails: readonly Mail[], filter: StateFilter): Mail[] {
  return mails
    .filter((mail) => filter === 'all' || mail.state === filter)
    .sort(
      (a, b) =>
        ORDER[a.state] - ORDER[b.state] ||
        (a.name ?? a.to).localeCompare(b.name ?? b.to, 'ja') ||
        a.to.localeCompare(b.to),
    );
}
