import { writeErrorMessage } from '@/lib/firebase/errors';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

/**
 * A failed saveRunSheet (lib/db/units) said in Japanese; a unit deleted meanwhile by other staff
 * is said as such.
 */
export function runSheetErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'not-found' ? STAFF_MESSAGES.runSheetConflict : writeErrorMessage(error);
}
