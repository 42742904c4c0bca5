import { prefetch, useLoader } from '@/lib/use-loader';

const key = (compeId: string) => `call-compe:${compeId}`;
const load = async (compeId: string) => (await import('./get-call-compe')).getCallCompe(compeId);

/** The competition of the call board (one read, started with the route; see get-call-compe). */
export function useCallCompe(compeId: string) {
  return useLoader(key(compeId), () => load(compeId));
}

export function prefetchCallCompe(compeId: string) {
  prefetch(key(compeId), () => load(compeId));
}
