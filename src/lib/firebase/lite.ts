/**
 * Firestore Lite for one-shot public reads (home, club, regist, ticket pages): a third of the
 * full SDK's size and no listeners. Loaded after first paint through dynamic imports of the
 * feature api modules that use it.
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { EMULATOR_HOST, EMULATOR_PORTS, usesEmulators } from '../../config/env';
import { firebaseApp } from './app';

let instance: Firestore | undefined;

export function liteDb(): Firestore {
  if (!instance) {
    instance = getFirestore(firebaseApp());
    if (usesEmulators()) connectFirestoreEmulator(instance, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  }
  return instance;
}
