// How the functions are bundled: functions/src (and the src/shared and src/config it imports) into
// lib/index.js; packages stay external and come from functions/node_modules, as on Cloud Functions.
// Shared by build.mjs and tests/unit/functions-bundle.test.ts, which checks the bundle's inputs
// against the layers (docs/development.md "Layers").

/** @type {import('esbuild').BuildOptions} */
export const buildOptions = {
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: new URL('./lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
