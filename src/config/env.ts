import type { FirebaseOptions } from 'firebase/app';

/**
 * Firebase configuration from VITE_FIREBASE_* variables (see README). Without them the app runs
 * against the local emulators with the demo project, which is what `npm start` does.
 */
const read = (key: string): string | undefined => {
  const value = (import.meta.env as Record<string, string | undefined>)[key];
  return value && value.length > 0 ? value : undefined;
};

export const firebaseOptions: FirebaseOptions = {
  apiKey: read('VITE_FIREBASE_API_KEY') ?? 'demo-api-key',
  authDomain: read('VITE_FIREBASE_AUTH_DOMAIN') ?? 'demo-compe.firebaseapp.com',
  projectId: read('VITE_FIREBASE_PROJECT_ID') ?? 'demo-compe',
  storageBucket: read('VITE_FIREBASE_STORAGE_BUCKET') ?? 'demo-compe.appspot.com',
  appId: read('VITE_FIREBASE_APP_ID') ?? '1:000000000000:web:demo',
};

/** Google Analytics 4 measurement id; without it no page view is sent. */
export const gaMeasurementId = read('VITE_GA_MEASUREMENT_ID');

/** On localhost every service is the local emulator (docs/development.md). */
export function usesEmulators(hostname = window.location.hostname): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = { firestore: 8080, auth: 9099, storage: 9199, functions: 5001 } as const;

/** Where Firestore's reads go: the emulator locally, Google's endpoint otherwise. */
export function firestoreOrigin(hostname = window.location.hostname): string {
  return usesEmulators(hostname)
    ? `http://${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`
    : 'https://firestore.googleapis.com';
}
