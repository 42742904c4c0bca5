import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { entrySchema } from '@/shared/schemas/entry';
import { entriesRef } from './refs';

/**
 * compes/{compeId}/entries, live, in no particular order: エントリー, 進行表 and メール送信 each
 * order (or count) them as they need. Nothing is listened to while `compeId` is null.
 */
export function useEntries(compeId: string | null) {
  return useCollection(
    compeId ? `entries:${compeId}` : null,
    () => entriesRef(db(), compeId as string),
    entrySchema,
  );
}
