import { forgetPublicReads } from '@/lib/db/compes/forget-public-reads';
import { callCancelCompe, callDeleteCompe } from '@/lib/firebase/functions';
import type { CancelCompeRequest, CancelCompeResponse } from '@/shared/schemas/callables';

/**
 * 大会を削除 (the deleteCompe function): only a competition nobody applied to; its run sheet,
 * entries and link go with it and its id is never given out again.
 */
export async function deleteCompe(clubId: string, compeId: string): Promise<void> {
  await callDeleteCompe({ compeId });
  forgetPublicReads(clubId);
}

/**
 * 大会を中止 (the cancelCompe function): the competition is marked 中止 (records kept) and everyone
 * still taking part is mailed, `note` included. One request id per dialog: a retry after a
 * dropped answer sends nothing twice.
 */
export async function cancelCompe(
  clubId: string,
  request: Omit<CancelCompeRequest, 'origin'>,
): Promise<CancelCompeResponse> {
  const result = await callCancelCompe({ ...request, origin: window.location.origin });
  forgetPublicReads(clubId);
  return result;
}

/** A request id for one cancel dialog: 32 random URL-safe characters (a document id). */
export const newCancelRequestId = () => crypto.randomUUID().replace(/-/g, '');
