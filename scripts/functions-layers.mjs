// Prints, as JSON, the modules of the app's src/ that the functions bundle takes from outside
// src/shared and src/config (docs/development.md "Layers"): [] when the walls hold. With
// `--plant <module>` it bundles a planted entry that also imports <module>, which shows the check
// catches an upward import. Run by tests/unit/functions-bundle.test.ts (a child process: esbuild
// does not run inside jsdom).
import { build } from 'esbuild';
import path from 'node:path';
import { buildOptions } from '../functions/build-options.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ALLOWED = ['src/shared/', 'src/config/'];
const plant = process.argv[process.argv.indexOf('--plant') + 1];
const planted = process.argv.includes('--plant');

const { metafile } = await build({
  ...buildOptions,
  absWorkingDir: root,
  write: false,
  metafile: true,
  sourcemap: false,
  logLevel: 'silent',
  ...(planted
    ? {
        entryPoints: undefined,
        tsconfig: path.join(root, 'functions/tsconfig.json'),
        stdin: {
          contents: `export * from './index';\nexport * as planted from '${plant}';\n`,
          resolveDir: path.join(root, 'functions/src'),
          loader: 'ts',
          sourcefile: 'functions/src/planted.ts',
        },
      }
    : {}),
});

const inputs = Object.keys(metafile.inputs).map((input) =>
  path.relative(root, path.resolve(root, input)).split(path.sep).join('/'),
);
const outside = inputs
  .filter((input) => input.startsWith('src/') && !ALLOWED.some((dir) => input.startsWith(dir)))
  .sort();
process.stdout.write(
  JSON.stringify({ shared: inputs.filter((i) => i.startsWith('src/shared/')).length, outside }),
);
