import { prefetch, useLoader } from '@/lib/use-loader';

const key = (compeId: string) => `result-compe:${compeId}`;
const load = async (compeId: string) => (await import('./get-result-compe')).getResultCompe(compeId);

/** The competition of 結果 (one read, started while the page's code loads; see get-result-compe). */
export function useResultCompe(compeId: string) {
  return useLoader(key(compeId), () => load(compeId));
}

export function prefetchResultCompe(compeId: string) {
  prefetch(key(compeId), () => load(compeId));
}
