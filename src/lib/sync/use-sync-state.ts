import { useEffect, useState, useSyncExternalStore } from 'react';
import { onSnapshot, type DocumentReference } from 'firebase/firestore';
import { keepsWritesOnDevice } from '@/lib/firebase/firestore';
import {
  dismissRefused,
  pendingWrites,
  refusedWrites,
  subscribePendingWrites,
  type RefusedWrite,
} from './pending-writes';

/**
 * How long Firestore may answer from its cache before the page calls itself offline: a listener
 * starts from the cache for a moment on every page load, even on a good network.
 */
export const UNREACHABLE_AFTER_MS = 4000;
/** How long 「すべて送信しました」 stays once the queue has emptied. */
export const SENT_SHOWN_MS = 5000;

export type SyncPhase = 'quiet' | 'offline' | 'sending' | 'sent';

export interface SyncState {
  phase: SyncPhase;
  /** Writes of this device not confirmed by the server (every tab's). */
  unsent: number;
  /** False when this page load's Firestore keeps nothing on the device (memory cache). */
  keptOnDevice: boolean;
  refused: readonly RefusedWrite[];
  dismissRefused: () => void;
}

function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
  );
}

/**
 * Whether Firestore reaches its server, from one listener's metadata: `fromCache` stays true while
 * it cannot (a Wi-Fi hotspot without internet leaves navigator.onLine true). Counted only after
 * UNREACHABLE_AFTER_MS, since every listener starts from the cache. The listener is one the page
 * holds anyway (the club), so it costs no extra read.
 */
function useServerReachable(probeKey: string | null, probe: () => DocumentReference): boolean {
  // Whether the probe answers from its cache, and whether it has for UNREACHABLE_AFTER_MS.
  const [state, setState] = useState({ key: probeKey, cached: false, late: false });
  useEffect(() => {
    if (probeKey === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onSnapshot(
      probe(),
      { includeMetadataChanges: true },
      ({ metadata: { fromCache } }) => {
        if (!fromCache) {
          clearTimeout(timer);
          timer = undefined;
          setState({ key: probeKey, cached: false, late: false });
        } else if (timer === undefined) {
          setState({ key: probeKey, cached: true, late: false });
          timer = setTimeout(
            () => setState({ key: probeKey, cached: true, late: true }),
            UNREACHABLE_AFTER_MS,
          );
        }
      },
      // A probe that cannot listen says nothing: navigator.onLine decides alone.
      () => {
        clearTimeout(timer);
        setState({ key: probeKey, cached: false, late: false });
      },
    );
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
    // The reference is identified by `probeKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [probeKey]);
  return !(state.key === probeKey && state.cached && state.late);
}

/**
 * What the offline bar says (docs/venue-mode.md, "What the page says: the offline bar"): offline
 * when the browser says so or Firestore has not reached its server for UNREACHABLE_AFTER_MS;
 * sending while online with unsent writes; 「すべて送信しました」 for SENT_SHOWN_MS once they are all
 * answered.
 */
export function useSyncState(probeKey: string | null, probe: () => DocumentReference): SyncState {
  const browserOnline = useBrowserOnline();
  const reachable = useServerReachable(probeKey, probe);
  const unsent = useSyncExternalStore(subscribePendingWrites, pendingWrites).length;
  const refused = useSyncExternalStore(subscribePendingWrites, refusedWrites);
  // 「すべて送信しました」: the count went from some to none; shown for SENT_SHOWN_MS.
  const [had, setHad] = useState(unsent > 0);
  const [sentShown, setSentShown] = useState(0);
  if (unsent > 0 && !had) setHad(true);
  if (unsent === 0 && had) {
    setHad(false);
    setSentShown((count) => count + 1);
  }
  const [sentHidden, setSentHidden] = useState(0);
  useEffect(() => {
    if (sentShown === 0) return;
    const timer = setTimeout(() => setSentHidden(sentShown), SENT_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [sentShown]);

  const online = browserOnline && reachable;
  const phase: SyncPhase = !online
    ? 'offline'
    : unsent > 0
      ? 'sending'
      : sentShown > sentHidden
        ? 'sent'
        : 'quiet';
  return { phase, unsent, keptOnDevice: keepsWritesOnDevice(), refused, dismissRefused };
}
