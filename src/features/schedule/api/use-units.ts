import { collection } from 'firebase/firestore';
import { useMemo } from 'react';
import { db } from '@/lib/firebase/firestore';
import { useCollection, type Live } from '@/lib/firebase/hooks';
import { sortByOrder } from '@/shared/run-sheet';
import { unitSchema, type Unit } from '@/shared/schemas/unit';

/** compes/{compeId}/units, live, in run-sheet order (sortByOrder: the same sequence on every device). */
export function useUnits(compeId: string): Live<Unit[]> {
  const units = useCollection(
    `units:${compeId}`,
    () => collection(db(), 'compes', compeId, 'units'),
    unitSchema,
  );
  return useMemo(
    () => (units.status === 'ready' ? { status: 'ready', data: sortByOrder(units.data) } : units),
    [units],
  );
}
