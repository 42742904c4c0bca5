import { collection } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { entrySchema } from '@/shared/schemas/entry';

/** compes/{compeId}/entries, live. The order is the table's business (entry-list.ts). */
export function useEntries(compeId: string) {
  return useCollection(
    `entries:${compeId}`,
    () => collection(db(), 'compes', compeId, 'entries'),
    entrySchema,
  );
}
