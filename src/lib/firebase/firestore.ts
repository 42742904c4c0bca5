/**
 * The full Firestore SDK, for staff pages and live listeners. Never in a public first load: it is
 * 137 KB gzip (docs/performance.md).
 *
 * Its cache is chosen once per page load, when db() is first called (docs/venue-mode.md, "Staff
 * pages: data and writes kept on the device"): staff pages — and any page of a device where staff
 * are signed in — keep their data and their queued writes in IndexedDB (persistentLocalCache, several
 * tabs), so a reload offline loses nothing; a visitor's live page keeps the memory cache, which has
 * been seen to start listeners sooner (firebase-js-sdk #10247) and leaves nothing on the device.
 */
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';
import { matchPath } from 'react-router-dom';
import { EMULATOR_HOST, EMULATOR_PORTS, usesEmulators } from '@/config/env';
import { paths } from '@/config/paths';
import { earlierWrites, forgetPendingWrites, settleEarlier } from '@/lib/sync/pending-writes';
import { checkWitness } from '@/lib/sync/check-witness';
import { isStaffDevice } from '@/lib/sync/staff-device';
import { firebaseApp } from './app';

let instance: Firestore | undefined;
let persistent = false;

/** A staff route: /{clubId}/form… or /god. */
export function isStaffPath(pathname: string): boolean {
  return (
    matchPath({ path: paths.form.root.path, end: false }, pathname) !== null ||
    matchPath({ path: paths.god.path, end: false }, pathname) !== null
  );
}

function start(keep: boolean): Firestore {
  const fs = initializeFirestore(firebaseApp(), {
    localCache: keep
      ? persistentLocalCache({ tabManager: persistentMultipleTabManager() })
      : memoryLocalCache(),
  });
  if (usesEmulators()) connectFirestoreEmulator(fs, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  return fs;
}

export function db(): Firestore {
  if (!instance) {
    persistent = isStaffPath(window.location.pathname) || isStaffDevice();
    instance = start(persistent);
    if (persistent) settleEarlierWrites(instance);
  }
  return instance;
}

/** Whether this page load keeps Firestore's data and queued writes on the device. */
export function keepsWritesOnDevice(): boolean {
  return persistent;
}

/**
 * The ledger's entries from earlier page loads (lib/sync/pending-writes.ts) have lost their promises;
 * the writes themselves are in the queue Firestore found in IndexedDB, and waitForPendingWrites()
 * resolves when every write queued at this moment has been answered — after the network is back.
 * Answered is not accepted: each entry's witness is then read back from the server, and a write the
 * server does not show is reported by the offline bar (docs/venue-mode.md).
 */
function settleEarlierWrites(fs: Firestore): void {
  const ids = earlierWrites().map((entry) => entry.id);
  if (ids.length === 0) return;
  settleEarlier(ids, waitForPendingWrites(fs), checkWitness(fs)).catch((error: unknown) => {
    // Cancelled when the user changes (sign-out): the ledger is cleared there.
    console.error(error);
  });
}

/**
 * At sign-out on a staff device: stops Firestore and deletes its IndexedDB data (documents and the
 * queue), so staff data does not stay on a shared device. The caller has made sure nothing is
 * unsent, or staff chose to drop it. Another tab still open keeps the data in use; then it stays
 * until that tab is closed and the next sign-out, and false says so.
 */
export async function clearDeviceData(): Promise<boolean> {
  const fs = instance ?? start(true);
  instance = undefined;
  persistent = false;
  forgetPendingWrites();
  try {
    await terminate(fs);
    await clearIndexedDbPersistence(fs);
    return true;
  } catch (error) {
    console.error(error);
    return false;
  }
}
