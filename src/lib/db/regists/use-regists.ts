import { db } from '@/lib/firebase/firestore';
import { useCollection, useDocument } from '@/lib/firebase/hooks';
import { registSchema } from '@/shared/schemas/regist';
import { acceptedRegists, registRef, registsByNumber } from './refs';

/**
 * compes/{compeId}/regists, live, by 受付番号: 参加申込リスト (counts, filter, QR check-in and CSV all
 * work on this list, so they agree with what is shown) and メール送信 (recipients and preview).
 * Nothing is listened to while `compeId` is null.
 */
export function useRegistsByNumber(compeId: string | null) {
  return useCollection(
    compeId ? `regists:by-number:${compeId}` : null,
    () => registsByNumber(db(), compeId as string),
    registSchema,
  );
}

/** compes/{compeId}/regists with status 'accepted' (承認済), live: the source of 「申込者から作成」. */
export function useAcceptedRegists(compeId: string) {
  return useCollection(`regists:accepted:${compeId}`, () => acceptedRegists(db(), compeId), registSchema);
}

/**
 * compes/{compeId}/regists/{registId}, live, for staff checking a ticket in: the check-in made on
 * another phone (or on 参加申込リスト) shows here at once. Only those who run the compe may read it.
 */
export function useRegist(compeId: string, registId: string) {
  return useDocument(`regist:${compeId}/${registId}`, () => registRef(db(), compeId, registId), registSchema);
}
