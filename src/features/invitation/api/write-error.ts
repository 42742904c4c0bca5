import { MESSAGES } from '../../../shared/messages';

/** A failed Firestore write, said in Japanese. */
export function writeErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'permission-denied') return MESSAGES.permissionDenied;
  if (code === 'unavailable') return MESSAGES.offline;
  return MESSAGES.saveFailed;
}
