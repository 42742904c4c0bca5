import { useLoader } from '../../../lib/use-loader';

/** The competition of a live page (one read after first paint; see get-live-compe). */
export function useLiveCompe(compeId: string) {
  return useLoader(`live-compe:${compeId}`, async () =>
    (await import('./get-live-compe')).getLiveCompe(compeId),
  );
}
