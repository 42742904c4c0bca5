import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The runs of Firestore triggers, counted from the Functions emulator's log (scripts/emulators.mjs
 * keeps it in EMULATOR_LOGS_DIR/firebase.log): it logs each run's beginning and end. Emulator and
 * browser tests wait on these counts, not on a while, before they say a trigger did not do
 * something: every write has been processed once as many runs as writes have finished since the
 * count was taken and none is running.
 */

const FUNCTIONS_LOG = path.join(
  process.env.EMULATOR_LOGS_DIR ?? path.join(process.cwd(), '.emulator-logs'),
  'firebase.log',
);

/** Runs begun and finished so far of the functions whose names end with one of `names`. */
export function triggerRuns(names: readonly string[]): { begun: number; finished: number } {
  const log = readFileSync(FUNCTIONS_LOG, 'utf8');
  const which = names.join('|');
  return {
    begun: log.match(new RegExp(`Beginning execution of "[^"]*-(${which})"`, 'g'))?.length ?? 0,
    finished: log.match(new RegExp(`Finished "[^"]*-(${which})"`, 'g'))?.length ?? 0,
  };
}

/** Resolves once `atLeast` runs of `names` have finished and none is running; throws after `timeoutMs`. */
export async function triggersIdle(
  names: readonly string[],
  atLeast: number,
  timeoutMs = 30_000,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    const { begun, finished } = triggerRuns(names);
    if (finished >= atLeast && begun === finished) return;
    if (Date.now() - started > timeoutMs) {
      throw new Error(
        `${names.join(', ')}: ${finished} of ${atLeast} runs finished, ${begun - finished} running`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
