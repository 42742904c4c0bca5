/// <reference lib="webworker" />
/**
 * The live worker (docs/performance.md "The live worker"): a visitor's public page listens through
 * it, so the full Firestore SDK (~145 KB gzip), its start-up and the decoding of every change run off
 * the page's main thread; the page receives decoded values (watch-live.ts). Its own Firestore keeps
 * the memory cache, as a visitor's page always has (docs/venue-mode.md "Live viewers").
 */
import { initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  type Firestore,
} from 'firebase/firestore';
import { EMULATOR_HOST, EMULATOR_PORTS, firebaseOptions, usesEmulators } from '@/config/env';
import { listen } from './listeners';
import type { FromLiveWorker, ToLiveWorker } from './live-targets';

let fs: Firestore | undefined;
function firestore(): Firestore {
  if (!fs) {
    fs = initializeFirestore(initializeApp(firebaseOptions), { localCache: memoryLocalCache() });
    if (usesEmulators(self.location.hostname))
      connectFirestoreEmulator(fs, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  }
  return fs;
}

const stops = new Map<number, () => void>();
const post = (message: FromLiveWorker) => self.postMessage(message);

self.addEventListener('message', ({ data }: MessageEvent<ToLiveWorker>) => {
  if (data.op === 'stop') {
    stops.get(data.id)?.();
    stops.delete(data.id);
    return;
  }
  const { id, target } = data;
  stops.set(
    id,
    listen(
      firestore(),
      target,
      (value) => post({ id, type: 'value', value }),
      (error) => {
        stops.delete(id);
        post({ id, type: 'error', error });
      },
    ),
  );
});
