import * as z from 'zod/mini';
import { DIVISION_ID } from '../divisions';
import { docId, originUrl } from './common';
import { ticketIdSchema } from './callables';

/*
 * ペア made after registration (docs/product.md "Registration, tickets and check-in"): the named
 * partner answers a request on their own 参加票, or staff pair two registrations. The client's
 * wrappers (src/lib/firebase/functions.ts) and the functions validate with these schemas.
 */

const divisionId = z.string().check(z.regex(DIVISION_ID));

export const PAIR_ANSWERS = ['accept', 'decline'] as const;
export type PairAnswer = (typeof PAIR_ANSWERS)[number];

/**
 * answerPairRequest: whoever holds the ticket id accepts or declines the request of registration
 * `from` in `divisionId`, as the ticket lists it; the function checks that `from` names this
 * participant there. `origin`: where the 参加票 links in the ペア成立 mails point.
 */
export const answerPairRequest = z.object({
  ticketId: ticketIdSchema,
  divisionId,
  from: docId,
  answer: z.enum(PAIR_ANSWERS),
  origin: originUrl,
});
export type AnswerPairRequest = z.infer<typeof answerPairRequest>;
export interface AnswerPairResponse {
  answer: PairAnswer;
}

/**
 * setPair (staff of the competition): pair `registId` with `partnerId` in `divisionId`, or with
 * `partnerId: null` take its pair there apart.
 */
export const setPairRequest = z
  .object({
    compeId: docId,
    divisionId,
    registId: docId,
    partnerId: z.nullable(docId),
    origin: originUrl,
  })
  .check(z.refine((value) => value.registId !== value.partnerId, 'ご本人とはペアを組めません'));
export type SetPairRequest = z.infer<typeof setPairRequest>;
export interface SetPairResponse {
  paired: boolean;
}
