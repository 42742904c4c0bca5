import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The build to serve: `npm run bench -- --dist <dir>` passes it on (scripts/bench.mjs), else dist/. */
const DIST = path.resolve(ROOT, process.env.BENCH_DIST ?? 'dist');

/**
 * Serves the build (dist/, or BENCH_DIST) on 127.0.0.1:`port` with a tool from node_modules/.bin and resolves once it answers
 * (20 s at most). `vite preview` for the live bench; `serve -s` (gzip, every path → index.html,
 * as a host would) for Lighthouse, which must see compressed responses.
 */
export async function serveDist(tool: 'vite-preview' | 'serve-gzip', port: number): Promise<ChildProcess> {
  const [bin, args] =
    tool === 'vite-preview'
      ? ['vite', ['preview', '--port', String(port), '--strictPort', '--outDir', DIST]]
      : ['serve', ['-s', DIST, '-l', `tcp://127.0.0.1:${port}`, '--no-request-logging']];
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', bin), args, { cwd: ROOT, stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}`)).ok) return child;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`${bin} did not start on port ${port}`);
}
