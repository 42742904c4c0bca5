/**
 * The ticket page's own 「まもなく出番です」 (docs/play.md "Telling participants they are up"): when the
 * participant's next match is called to a table, or comes within the lead time they chose for mail
 * (shared/reminder.ts reminderDue; 知らせない still hears of the call), once per match. Which matches
 * were told is kept on the device, so a reload does not ring again. Pure but for localStorage.
 */
import { reminderDue, type Reminder } from '@/shared/reminder-rules';
import type { NextMatch } from '@/shared/play/view/participant-match';

/** When the page tells the participant: the match called, or due as the mail would be. */
export function upNowDue(next: NextMatch | null, choice: Reminder, ahead: number | null, now: Date): boolean {
  if (!next) return false;
  const called = next.state !== 'upcoming';
  return called || reminderDue(choice, { called, start: next.start, ahead }, now);
}

export const matchKey = (next: Pick<NextMatch, 'stageId' | 'matchId'>) => `${next.stageId}/${next.matchId}`;

const storageKey = (ticketId: string) => `compe:up-now:${ticketId}`;
/** A day's matches at most: older keys fall off. */
const KEPT = 64;

export function toldMatches(ticketId: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(ticketId)) ?? '[]');
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** Marks the match told; false when it had been told already (on this device). */
export function markTold(ticketId: string, key: string): boolean {
  const told = toldMatches(ticketId);
  if (told.includes(key)) return false;
  try {
    localStorage.setItem(storageKey(ticketId), JSON.stringify([...told, key].slice(-KEPT)));
  } catch {
    // Storage full or refused (a private window): told once per page load instead.
  }
  return true;
}
