/** Cloud Storage for logos and posters under `compe/` (docs/data-model.md). Staff pages only. */
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { EMULATOR_HOST, EMULATOR_PORTS, usesEmulators } from '@/config/env';
import { firebaseApp } from './app';

let instance: FirebaseStorage | undefined;

export function storage(): FirebaseStorage {
  if (!instance) {
    instance = getStorage(firebaseApp());
    // Fail within seconds, not minutes, when Storage cannot be reached; the forms say so.
    instance.maxUploadRetryTime = 15_000;
    if (usesEmulators()) connectStorageEmulator(instance, EMULATOR_HOST, EMULATOR_PORTS.storage);
  }
  return instance;
}

/** Uploads are refused above this size by storage.rules too. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
