import { callErrorCode } from './functions';
import { MESSAGES } from '../../shared/messages';

/** A failed Firestore write, said in Japanese. */
export function writeErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'permission-denied') return MESSAGES.permissionDenied;
  if (code === 'unavailable') return MESSAGES.offline;
  return MESSAGES.saveFailed;
}

/** A failed callable: the function's own Japanese message when it gave one, else one by its code. */
export function callErrorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && /[^\u0020-\u007e]/.test(message)) return message;
  switch (callErrorCode(error)) {
    case 'permission-denied':
      return MESSAGES.permissionDenied;
    case 'unauthenticated':
      return MESSAGES.signInRequired;
    case 'unavailable':
      return MESSAGES.offline;
    case 'resource-exhausted':
      return MESSAGES.tooManyRequests;
    default:
      return MESSAGES.internal;
  }
}
