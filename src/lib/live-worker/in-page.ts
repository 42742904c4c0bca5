import { db } from '../firebase/firestore';
import { listen } from './listeners';
import type { LiveError, LiveTarget, LiveValue } from './live-targets';

/** A listener on the page's own Firestore (watch-live: a staff device), loaded by a dynamic import. */
export function listenInPage<T extends LiveTarget>(
  target: T,
  onValue: (value: LiveValue<T>) => void,
  onError: (error: LiveError) => void,
): () => void {
  return listen(db(), target, onValue, onError);
}
