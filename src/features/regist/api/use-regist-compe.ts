import { prefetch, useLoader } from '@/lib/use-loader';

const key = (compeId: string) => `compe:${compeId}`;
const load = async (compeId: string) => (await import('./get-regist-compe')).getRegistCompe(compeId);

export function useRegistCompe(compeId: string) {
  return useLoader(key(compeId), () => load(compeId));
}

export function prefetchPublicCompe(compeId: string) {
  prefetch(key(compeId), () => load(compeId));
}
