/**
 * The page's side of the live worker (docs/performance.md "The live worker"): `watchLive` listens to
 * one target and reports decoded values, as the SDK's onSnapshot would. A visitor's page listens
 * through one worker shared by all its listeners, so neither the Firestore SDK nor the decoding of a
 * change ever runs on its main thread; the worker ends when the page's last listener does.
 *
 * A staff device listens on the page itself, through db(): its ライブ tab shares the staff pages'
 * cache and sees their unsent writes (docs/venue-mode.md "Which cache, when"). So does a browser
 * without module workers.
 */
import { isStaffDevice } from '../sync/staff-device';
import type { FromLiveWorker, LiveError, LiveTarget, LiveValue, ToLiveWorker } from './live-targets';

interface Subscription {
  onValue: (value: never) => void;
  onError: (error: LiveError) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const subscriptions = new Map<number, Subscription>();

function send(message: ToLiveWorker): void {
  worker?.postMessage(message);
}

function startWorker(): Worker {
  const started = new Worker(new URL('./live.worker.ts', import.meta.url), { type: 'module', name: 'live' });
  started.addEventListener('message', ({ data }: MessageEvent<FromLiveWorker>) => {
    const subscription = subscriptions.get(data.id);
    if (!subscription) return;
    if (data.type === 'value') {
      subscription.onValue(data.value as never);
      return;
    }
    subscriptions.delete(data.id);
    subscription.onError(data.error);
    stopIfIdle();
  });
  // The worker's script could not load (offline on a first visit) or it failed: every listener
  // stopped, and says so; each source subscribes again (lib/live-retry), with a new worker.
  started.addEventListener('error', (event) => {
    event.preventDefault();
    console.warn('live worker stopped', event.message);
    if (worker !== started) return;
    worker = null;
    const failed = [...subscriptions.values()];
    subscriptions.clear();
    started.terminate();
    for (const subscription of failed) subscription.onError({ code: 'unavailable' });
  });
  return started;
}

function stopIfIdle(): void {
  if (subscriptions.size > 0 || !worker) return;
  worker.terminate();
  worker = null;
}

/** Listens to `target` in the live worker; returns the function that stops it. */
function watchInWorker<T extends LiveTarget>(
  target: T,
  onValue: (value: LiveValue<T>) => void,
  onError: (error: LiveError) => void,
): () => void {
  worker ??= startWorker();
  const id = nextId++;
  subscriptions.set(id, { onValue: onValue as (value: never) => void, onError });
  send({ op: 'watch', id, target });
  return () => {
    if (!subscriptions.delete(id)) return;
    send({ op: 'stop', id });
    stopIfIdle();
  };
}

/** Listens to `target` with the page's own Firestore (a staff device). */
function watchInPage<T extends LiveTarget>(
  target: T,
  onValue: (value: LiveValue<T>) => void,
  onError: (error: LiveError) => void,
): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  import('./in-page').then(
    ({ listenInPage }) => {
      if (!stopped) unsubscribe = listenInPage(target, onValue, onError);
    },
    (error: unknown) => {
      // The SDK's chunk could not load (offline): the source tries again.
      console.warn(error);
      if (!stopped) onError({ code: 'unavailable' });
    },
  );
  return () => {
    stopped = true;
    unsubscribe?.();
  };
}

/**
 * Listens to `target` and reports each decoded value (and, once, an error that stopped the listener:
 * the caller subscribes again, as with onSnapshot); returns the function that stops it.
 */
export function watchLive<T extends LiveTarget>(
  target: T,
  onValue: (value: LiveValue<T>) => void,
  onError: (error: LiveError) => void,
): () => void {
  const inPage = typeof Worker === 'undefined' || isStaffDevice();
  return (inPage ? watchInPage : watchInWorker)(target, onValue, onError);
}
