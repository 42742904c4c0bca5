import { prefetch, useLoader } from '@/lib/use-loader';

const key = (compeId: string) => `call-compe:${compeId}`;
const load = async (compeId: string) => (await import('./get-call-compe')).getCallCompe(compeId);
const stagesKey = (compeId: string) => `call-stages:${compeId}`;
const loadStages = async (compeId: string) =>
  (await import('@/lib/live-stages/get-stages')).getStages(compeId);

/** The competition of the call board (one read, started with the route; see get-call-compe). */
export function useCallCompe(compeId: string) {
  return useLoader(key(compeId), () => load(compeId));
}

/**
 * The stages the board's first paint shows the calls from (one read over REST, sent by the boot
 * script with the page's code: docs/play.md "The call board"); the listener takes over after it.
 */
export function useCallStages(compeId: string) {
  return useLoader(stagesKey(compeId), () => loadStages(compeId));
}

export function prefetchCallCompe(compeId: string) {
  prefetch(key(compeId), () => load(compeId));
  prefetch(stagesKey(compeId), () => loadStages(compeId));
}
