import { callErrorCode } from './functions';
import { MESSAGES } from '@/shared/messages';

/** A failed Firestore write, said in Japanese. */
export function writeErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'permission-denied') return MESSAGES.permissionDenied;
  if (code === 'unavailable') return MESSAGES.offline;
  return MESSAGES.saveFailed;
}

/**
 * What the Functions SDK adds to a refusal's message: the HTTP status, as in "満席です [409]"
 * (`_errorForResponse` in @firebase/functions). Status 0 means no answer came at all.
 */
const STATUS_SUFFIX = / \[(\d{1,3})\]$/;

/** Whether a message is the function's own words (Japanese), not the SDK's or an English default. */
const isJapanese = (message: string) => /[^\u0020-\u007e]/.test(message);

/**
 * A failed callable, said to a person: the function's own Japanese message without the status
 * the SDK appends; else a Japanese sentence for its code, or `fallback`. Never English, never a
 * status code.
 */
export function callErrorMessage(error: unknown, fallback: string = MESSAGES.internal): string {
  const raw = (error as { message?: unknown } | null)?.message;
  const message = typeof raw === 'string' ? raw : '';
  const status = STATUS_SUFFIX.exec(message)?.[1];
  const own = message.replace(STATUS_SUFFIX, '').trim();
  if (own && isJapanese(own)) return own;
  // The request never got an answer (offline, DNS, CORS): the SDK calls it `internal [0]`.
  if (status === '0') return MESSAGES.offline;
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
      return fallback;
  }
}
