import { callAnswerPair } from '@/lib/firebase/functions';
import { callErrorMessage } from '@/lib/firebase/errors';
import type { PairAnswer } from '@/shared/schemas/pair';
import type { PairRequest } from '@/shared/schemas/ticket';

export type AnswerPairResult = { ok: true } | { ok: false; message: string };

/**
 * The participant accepts or declines a ペアの申し込み on their 参加票 (answerPair); the ticket id is
 * the proof. Loaded with the Functions SDK on the first tap.
 */
export async function answerPair(
  ticketId: string,
  request: Pick<PairRequest, 'from' | 'divisionId'>,
  answer: PairAnswer,
): Promise<AnswerPairResult> {
  try {
    await callAnswerPair({
      ticketId,
      divisionId: request.divisionId,
      from: request.from,
      answer,
      origin: window.location.origin,
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: callErrorMessage(error) };
  }
}
