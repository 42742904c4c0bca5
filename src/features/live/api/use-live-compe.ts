import { prefetch, useLoader } from '@/lib/use-loader';

const key = (compeId: string) => `live-compe:${compeId}`;
const load = async (compeId: string) => (await import('./get-live-compe')).getLiveCompe(compeId);

/** The competition of a live page (one read after first paint; see get-live-compe). */
export function useLiveCompe(compeId: string) {
  return useLoader(key(compeId), () => load(compeId));
}

export function prefetchLiveCompe(compeId: string) {
  prefetch(key(compeId), () => load(compeId));
}
