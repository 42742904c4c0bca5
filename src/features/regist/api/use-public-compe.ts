import { useLoader } from '../../../lib/use-loader';

export function usePublicCompe(compeId: string) {
  return useLoader(`compe:${compeId}`, async () =>
    (await import('./get-public-compe')).getPublicCompe(compeId),
  );
}
