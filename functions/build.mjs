// Bundles the functions (functions/build-options.mjs says what goes in).
import { build } from 'esbuild';
import { buildOptions } from './build-options.mjs';

await build(buildOptions);
