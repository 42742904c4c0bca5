/// <reference lib="webworker" />
import { fillCache, type FontFilesAnswer, type FontFilesRequest } from './font-files';

/** One request, one answer: src/app/web-font.ts starts this worker on a first visit. */
self.addEventListener('message', ({ data }: MessageEvent<FontFilesRequest>) => {
  const answer = (filled: boolean) => self.postMessage({ filled } satisfies FontFilesAnswer);
  fillCache(data).then(
    ({ filled }) => answer(filled),
    () => answer(false),
  );
});
