import { firebaseOptions, EMULATOR_HOST, EMULATOR_PORTS, usesEmulators } from '@/config/env';

/**
 * The public download URL of a file under `compe/` (storage.rules: public read). Built without the
 * Storage SDK, so public pages can show logos and posters without loading it.
 */
export function storageUrl(path: string): string {
  const origin = usesEmulators()
    ? `http://${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`
    : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${firebaseOptions.storageBucket}/o/${encodeURIComponent(path)}?alt=media`;
}
