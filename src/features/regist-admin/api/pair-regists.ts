import { callErrorMessage } from '@/lib/firebase/errors';
import { callSetPair } from '@/lib/firebase/functions';

export type PairResult = { ok: true } | { ok: false; error: string };

/**
 * Staff pair two registrations in a ペア 部門 (`partnerId`), or take the pair apart (`null`), through
 * the setPair function, which changes both regists, both 参加票 and the 部門 seats together and
 * mails both people ペアが成立しました. A refusal comes back as the function's own Japanese message.
 */
export async function pairRegists(
  compeId: string,
  divisionId: string,
  registId: string,
  partnerId: string | null,
): Promise<PairResult> {
  try {
    await callSetPair({ compeId, divisionId, registId, partnerId, origin: window.location.origin });
    return { ok: true };
  } catch (error) {
    console.error('setPair failed', error);
    return { ok: false, error: callErrorMessage(error) };
  }
}
