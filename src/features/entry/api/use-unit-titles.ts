import { collection } from 'firebase/firestore';
import { useMemo } from 'react';
import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { unitSchema } from '@/shared/schemas/unit';

/**
 * compes/{compeId}/units, live, read only here: which run-sheet items list each entry, so deleting
 * an entry can say where it is still assigned. 進行表 owns the units; this page never writes them.
 */
export function useUnitTitlesByEntry(compeId: string): ReadonlyMap<string, string[]> {
  const units = useCollection(
    `units:${compeId}`,
    () => collection(db(), 'compes', compeId, 'units'),
    unitSchema,
  );
  return useMemo(() => {
    const titles = new Map<string, string[]>();
    if (units.status !== 'ready') return titles;
    for (const unit of [...units.data].sort((a, b) => a.order - b.order)) {
      for (const id of unit.entryIds) titles.set(id, [...(titles.get(id) ?? []), unit.title]);
    }
    return titles;
  }, [units]);
}
