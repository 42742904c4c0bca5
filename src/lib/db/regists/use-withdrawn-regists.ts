import * as z from 'zod/mini';
import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { REGIST_STATUSES } from '@/shared/regist-status';
import { withdrawnRegists } from './refs';

/** Only the status is read: a registration that fails the full schema must still count as withdrawn. */
const withdrawnSchema = z.object({ status: z.enum(REGIST_STATUSES) });

/**
 * compes/{compeId}/regists cancelled or refused (キャンセル済, 不承認), live: 対戦 learns at once
 * that someone in a drawn stage cancelled, offers staff 棄権 and calls them no more
 * (docs/play.md "Withdrawals after the draw"). Staff only, as every registration read.
 */
export function useWithdrawnRegists(compeId: string) {
  return useCollection(
    `regists:withdrawn:${compeId}`,
    () => withdrawnRegists(db(), compeId),
    withdrawnSchema,
  );
}
