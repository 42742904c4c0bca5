import { startTransition, useEffect, useState } from 'react';
import { holdFirstContent } from './first-content';

export type Loaded<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: Error };

const cache = new Map<string, Promise<unknown>>();
/** Reads holding "first content" (lib/first-content) until a component has drawn their result. */
const holds = new Map<string, () => void>();
/** A settled read nobody draws (its page was left) lets go of first content after this long. */
const UNDRAWN_MS = 1000;

function releaseHold(key: string): void {
  holds.get(key)?.();
  holds.delete(key);
}

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    holds.set(key, holdFirstContent());
    const settled = () => setTimeout(() => releaseHold(key), UNDRAWN_MS);
    promise.then(settled, settled);
    // A failed read is not cached: the next visit tries again.
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

/**
 * One-shot read shared by every component that asks for the same key (the top bar and the club
 * page both want the club, for instance), so it is fetched once per page load. `key` null = idle.
 */
export function useLoader<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; value: Loaded<T> }>({
    key,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    // Drawing what arrived is a transition: rendered in slices, so a long list does not block input.
    cached(key, load).then(
      (data) => live && startTransition(() => setState({ key, value: { status: 'ready', data } })),
      (error: unknown) =>
        live &&
        startTransition(() =>
          setState({
            key,
            value: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) },
          }),
        ),
    );
    return () => {
      live = false;
    };
    // `load` is keyed by `key`: a new closure for the same key must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // The result is on screen (effects run after the commit, a child's before its parent's, so what
  // the result mounts, such as the ticket's QR code, takes its own hold first).
  const settledKey = state.key !== null && state.value.status !== 'loading' ? state.key : null;
  useEffect(() => {
    if (settledKey !== null) releaseHold(settledKey);
  }, [settledKey]);
  return state.key === key ? state.value : { status: 'loading' };
}

/**
 * Starts a read before its page's code has arrived (a route loader), so the page finds it under the
 * same key already on its way: the read no longer waits for the page chunk's round trip.
 */
export function prefetch<T>(key: string, load: () => Promise<T>): void {
  cached(key, load);
}

/** Forget cached reads (after a write, or between tests). */
export function clearLoaderCache(prefix = ''): void {
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}
