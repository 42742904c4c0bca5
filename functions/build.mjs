// Bundles functions/src (and the shared src/shared it imports) into lib/index.js; packages stay
// external and come from functions/node_modules, as on Cloud Functions.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: new URL('./lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
