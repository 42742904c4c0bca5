/**
 * The full Firestore SDK, for staff pages and live listeners. Never in a public first load: it is
 * 137 KB gzip (docs/performance.md). Memory cache only: IndexedDB persistence has been seen to delay
 * listeners (firebase-js-sdk #10247), and staff data should not stay on shared devices.
 */
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  type Firestore,
} from 'firebase/firestore';
import { EMULATOR_HOST, EMULATOR_PORTS, usesEmulators } from '@/config/env';
import { firebaseApp } from './app';

let instance: Firestore | undefined;

export function db(): Firestore {
  if (!instance) {
    instance = initializeFirestore(firebaseApp(), { localCache: memoryLocalCache() });
    if (usesEmulators()) connectFirestoreEmulator(instance, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  }
  return instance;
}
