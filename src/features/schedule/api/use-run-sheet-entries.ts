import { collection } from 'firebase/firestore';
import { useMemo } from 'react';
import { db } from '@/lib/firebase/firestore';
import { useCollection, type Live } from '@/lib/firebase/hooks';
import { entrySchema, type Entry } from '@/shared/schemas/entry';

/** compes/{compeId}/entries, live, by ゼッケン番号: the choices of a unit and the names on the board. */
export function useRunSheetEntries(compeId: string): Live<Entry[]> {
  const entries = useCollection(
    `entries:${compeId}`,
    () => collection(db(), 'compes', compeId, 'entries'),
    entrySchema,
  );
  return useMemo(
    () =>
      entries.status === 'ready'
        ? { status: 'ready', data: [...entries.data].sort((a, b) => a.number - b.number) }
        : entries,
    [entries],
  );
}
