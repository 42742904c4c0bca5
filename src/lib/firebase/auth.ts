/**
 * Firebase Auth for the whole app. Loaded only after first paint (see lib/session/session-provider.tsx), so
 * public pages never carry it in their first load. `initializeAuth` with local persistence only:
 * no popup/redirect resolver, which passwordless e-mail links do not need (docs/performance.md).
 */
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  isSignInWithEmailLink,
  onIdTokenChanged,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { EMULATOR_HOST, EMULATOR_PORTS, usesEmulators } from '@/config/env';
import { firebaseApp } from './app';

let instance: Auth | undefined;

export function auth(): Auth {
  if (!instance) {
    instance = initializeAuth(firebaseApp(), { persistence: browserLocalPersistence });
    if (usesEmulators()) {
      connectAuthEmulator(instance, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, {
        disableWarnings: true,
      });
    }
  }
  return instance;
}

export type { User };
export { isSignInWithEmailLink, onIdTokenChanged, sendSignInLinkToEmail, signInWithEmailLink, signOut };
