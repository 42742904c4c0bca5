/**
 * When a public page's listener (live board, live stages) stops for another reason than the rules,
 * it is subscribed again after a backoff: 1 s, 2 s, 4 s … at most 30 s, back to 1 s once the server
 * has answered, and at once when the browser comes back online (docs/run-sheet-and-live.md §4
 * "Reading the board on a public page": Firestore reconnects a dropped listener by itself, so this
 * is only for one that failed).
 */

/** The first wait after a failure (ms); each further failure doubles it. */
export const FIRST_RETRY_MS = 1000;
/** The longest wait between two tries (ms). */
export const MAX_RETRY_MS = 30_000;

export interface ListenerRetry {
  /** Tries again after the next wait, unless a try already waits or the retry is stopped. */
  schedule(): void;
  /** The server answered: the next failure waits the shortest time again. */
  reset(): void;
  /** No more tries: the waiting one is dropped and `online` is no longer heard. */
  stop(): void;
}

/**
 * Calls `start` again after each `schedule()`, with a growing wait; a try waiting when the window
 * hears `online` runs at once.
 */
export function listenerRetry(start: () => void): ListenerRetry {
  let attempt = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    clearTimeout(timer);
    timer = undefined;
    start();
  };
  const onOnline = () => {
    // Back online: a try waiting for its backoff runs now, not at its end.
    if (timer !== undefined) run();
  };
  window.addEventListener('online', onOnline);

  return {
    schedule() {
      if (stopped || timer !== undefined) return;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
      attempt += 1;
      timer = setTimeout(run, delay);
    },
    reset() {
      attempt = 0;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      window.removeEventListener('online', onOnline);
    },
  };
}
