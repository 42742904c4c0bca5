import { useEffect, useState } from 'react';
import { onSnapshot } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { unitsRef } from './refs';

/**
 * Whether the run sheet this device shows is the server's: the units' last snapshot came from the
 * server (not the cache) and holds no write of this device still unsent. Only then is the sheet on
 * screen what every other phone will also see, and a two-phone conflict (shared/run-sheet-conflicts.ts)
 * worth resolving. Firestore serves this listener from the same query as useUnits: no extra reads.
 */
export function useUnitsSynced(compeId: string): boolean {
  const [synced, setSynced] = useState<{ compeId: string; synced: boolean }>({ compeId, synced: false });
  useEffect(
    () =>
      onSnapshot(
        unitsRef(db(), compeId),
        { includeMetadataChanges: true },
        (snapshot) =>
          setSynced({
            compeId,
            synced: !snapshot.metadata.hasPendingWrites && !snapshot.metadata.fromCache,
          }),
        () => setSynced({ compeId, synced: false }),
      ),
    [compeId],
  );
  return synced.compeId === compeId && synced.synced;
}
