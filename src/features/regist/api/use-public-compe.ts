import { prefetch, useLoader } from '@/lib/use-loader';

const key = (compeId: string) => `compe:${compeId}`;
const load = async (compeId: string) => (await import('./get-public-compe')).getPublicCompe(compeId);

export function usePublicCompe(compeId: string) {
  return useLoader(key(compeId), () => load(compeId));
}

export function prefetchPublicCompe(compeId: string) {
  prefetch(key(compeId), () => load(compeId));
}
