/**
 * Firestore Lite for one-shot reads that need the signed-in user (staff check-in's owner read);
 * public pages read over REST (lib/firebase/rest). Loaded through a dynamic import only.
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { EMULATOR_HOST, EMULATOR_PORTS, usesEmulators } from '@/config/env';
import { firebaseApp } from './app';

let instance: Firestore | undefined;

export function liteDb(): Firestore {
  if (!instance) {
    instance = getFirestore(firebaseApp());
    if (usesEmulators()) connectFirestoreEmulator(instance, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  }
  return instance;
}
