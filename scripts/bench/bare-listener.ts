/**
 * The floor of the live latency on this machine: the same board document, changed by the admin SDK
 * at the same pace, seen by as many Chromium contexts on a bare page (bare-page.ts: the SDK's
 * listener and one text node; no app, no staff page). The emulator and every viewer share the
 * machine's cores, so what the bare page takes the app cannot beat; printed beside the app's
 * figures, it tells the app's share of a miss from the machine's.
 */
import { build } from 'esbuild';
import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { Browser, Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { seedRunSheetCompe } from './bench-data';
import { latencyRun, openBarePage, type LatencyRun } from './latency-kit';

/** Serves the bare page (bundled once, in memory) on a free port; resolves to its URL and a stop. */
export async function serveBarePage(): Promise<{ url: string; close: () => void }> {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'bare-page.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0].text;
  const server = createServer((request, response) => {
    const isScript = request.url === '/bare.js';
    response.writeHead(200, { 'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8' });
    response.end(isScript ? script : '<!doctype html><body><script type="module" src="/bare.js"></script>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** `viewers` bare pages on a board of `changes + 2` items; one change every `intervalMs`. */
export async function measureBareListener(
  browser: Browser,
  db: Firestore,
  {
    compeId,
    viewers,
    changes,
    intervalMs,
  }: { compeId: string; viewers: number; changes: number; intervalMs: number },
): Promise<LatencyRun> {
  await seedRunSheetCompe(db, { compeId, items: changes + 2 });
  const boardPath = `compes/${compeId}/live/board`;
  const stored = (await db.doc(boardPath).get()).data();
  const site = await serveBarePage();
  const pages: Page[] = [];
  try {
    for (let i = 0; i < viewers; i++) pages.push(await openBarePage(browser, site.url, boardPath));
    const samples: number[] = [];
    for (let i = 0; i < changes; i++) {
      const unitId = `u${String(i + 2).padStart(3, '0')}`;
      const writtenAt = Date.now();
      // The whole board rewritten, as 進行表's batch does; only what the page shows differs.
      await db
        .doc(boardPath)
        .set({ ...stored, currentUnitId: unitId, updatedAt: FieldValue.serverTimestamp() });
      await new Promise((resolve) => setTimeout(resolve, writtenAt + 0.6 * intervalMs - Date.now()));
      for (const page of pages) {
        const paintedAt = await page.evaluate<number | undefined>(
          `window.paintedAt[${JSON.stringify(unitId)}]`,
        );
        if (paintedAt === undefined) throw new Error(`bare listener: change ${i + 1} not drawn in time`);
        samples.push(paintedAt - writtenAt);
      }
      await new Promise((resolve) => setTimeout(resolve, writtenAt + intervalMs - Date.now()));
    }
    return latencyRun(viewers, samples);
  } finally {
    await Promise.all(pages.map((page) => page.context().close()));
    site.close();
  }
}
