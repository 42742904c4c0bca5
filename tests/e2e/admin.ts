import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './support';

/**
 * Firestore on the emulators as the admin SDK sees it, for a journey that sets up or reads back what
 * no page shows (a ticket's id, a stage written whole, its own data removed afterwards). Each spec
 * names its own app, so specs in one worker keep apart and a spec loaded again reuses its app.
 */
export function adminDb(name: string): Firestore {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  // No Google metadata server on this machine: don't wait for one.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app =
    getApps().find((existing) => existing.name === name) ?? initializeApp({ projectId: PROJECT_ID }, name);
  return getFirestore(app);
}
