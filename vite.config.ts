import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { buildSync } from 'esbuild';
import path from 'node:path';
import { routeCodeFiles } from './scripts/bench/bundle.mjs';
import type { ChunkInfo } from './scripts/bench/bundle.d.mts';
import { PUBLIC_ROUTES } from './scripts/bench/routes.mjs';

/** Vite's chunks as repo-relative facts: what chunks.json holds and scripts/bench reads. */
function describeChunks(bundle: Rollup.OutputBundle): ChunkInfo[] {
  const relative = (id: string) => id.replace(process.cwd() + '/', '');
  return Object.values(bundle).flatMap((item) =>
    item.type === 'chunk'
      ? [
          {
            fileName: item.fileName,
            isEntry: item.isEntry,
            facadeModuleId: item.facadeModuleId === null ? null : relative(item.facadeModuleId),
            imports: item.imports,
            dynamicImports: item.dynamicImports,
            moduleIds: item.moduleIds.map(relative),
            css: [...(item.viteMetadata?.importedCss ?? [])],
          },
        ]
      : [],
  );
}

/**
 * src/boot/index.ts bundled into a classic inline <script> at the top of index.html: it starts the
 * opened page's Firestore reads while the HTML is parsed (src/boot/early-reads.ts) and preloads the
 * page's code (src/boot/preload.ts). Inline, because a module script would run only once the app's
 * code has arrived, which is what it saves waiting for. Built with the same VITE_* variables as the
 * app, so it asks the same project; after the bundle (`order: 'post'`), so it knows each route's
 * chunk files.
 */
function earlyReadsScript(): Plugin {
  let env: Record<string, string> = {};
  let base = '/';
  return {
    name: 'compe-early-reads',
    configResolved(config) {
      env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const define: Record<string, string> = { 'import.meta.env': JSON.stringify(env) };
        if (bundle) {
          const chunks = describeChunks(bundle);
          define.__ROUTE_PRELOADS__ = JSON.stringify(
            Object.fromEntries(
              PUBLIC_ROUTES.map((route) => [
                route.id,
                routeCodeFiles(chunks, route).map((file) => base + file),
              ]),
            ),
          );
        }
        const { outputFiles } = buildSync({
          entryPoints: [path.resolve('src/boot/index.ts')],
          bundle: true,
          minify: true,
          format: 'iife',
          target: 'es2020',
          write: false,
          define,
        });
        return [{ tag: 'script', children: outputFiles[0].text.trim(), injectTo: 'head-prepend' }];
      },
    },
  };
}

/**
 * Writes dist/.vite/chunks.json: for every emitted chunk, its static and dynamic imports and the
 * modules inside it. `npm run bench` and the bundle budget test read it to tell, per route, what
 * loads before first paint and that no Firestore, Auth or staff code is among it.
 */
function chunkReport(): Plugin {
  return {
    name: 'compe-chunk-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify(describeChunks(bundle), null, 1),
      });
    },
  };
}

/**
 * Noto Sans JP's faces as `font-display: optional` instead of Fontsource's `swap`: a face that is not
 * ready within ~100 ms leaves the page in the system font instead of reflowing it when it arrives
 * (layout shift); src/app/web-font.ts makes sure it is ready on later visits.
 */
function webFontDisplayOptional(): Plugin {
  return {
    name: 'compe-web-font-display',
    transform(code, id) {
      if (!/@fontsource\/noto-sans-jp\/.*\.css(\?.*)?$/.test(id)) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
  };
}

/**
 * Imports the app never uses but a barrel it imports does: followed, they would pull code into the
 * shell that only lazy pages need. `@mui/material/styles` re-exports enhanceHighContrast, which
 * imports the class names of every input component and, through them, InputBase and
 * TextareaAutosize (−3.5 kB gzip on every public first load once left to the form pages).
 */
const UNUSED_BARREL_IMPORT = /@mui\/material\/styles\/enhanceHighContrast\.mjs$/;

/** The modules `entry` imports, directly or through others, without a dynamic import(). */
function staticClosure(entry: string, importsOf: (id: string) => readonly string[] | undefined) {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    if (UNUSED_BARREL_IMPORT.test(id)) continue;
    stack.push(...(importsOf(id) ?? []));
  }
  return seen;
}
type ModuleInfoOf = (
  id: string,
) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
let shell: Set<string> | undefined;
let sharedByPublicPages: Map<string, string> | undefined;

/** A chunking group's context as ModuleInfoOf (its getModuleInfo needs `this`). */
const infoOf =
  (ctx: { getModuleInfo: ModuleInfoOf }): ModuleInfoOf =>
  (id) =>
    ctx.getModuleInfo(id);

function shellModules(getModuleInfo: ModuleInfoOf): Set<string> {
  shell ??= staticClosure(path.resolve('src/main.tsx'), (m) => getModuleInfo(m)?.importedIds);
  return shell;
}

/**
 * What two or more public pages load before their content (PUBLIC_ROUTES' `page` and `preload`,
 * scripts/bench/routes.mjs) beyond the shell: the REST reads, the schemas, small MUI parts. Left to
 * the bundler they are ~15 files of 0.2–1 kB per route, each one more request, and each preload
 * link costs the boot script ~2 ms of a phone's main thread (Chromium starts its fetch at once).
 * One chunk, `public`, except what livez shares: livez reads without zod and stays out of the
 * schemas, so its modules go by the set of routes sharing them ('public-live-livez', …).
 * (Modules with an import() of their own stay apart, see below.)
 * Module id → chunk name.
 */
function publicModules(getModuleInfo: ModuleInfoOf): Map<string, string> {
  if (sharedByPublicPages) return sharedByPublicPages;
  const importsOf = (m: string) => getModuleInfo(m)?.importedIds;
  const routesOf = new Map<string, string[]>();
  const loads = PUBLIC_ROUTES.map((route) => ({ id: route.id, modules: [route.page, ...route.preload] }));
  for (const { id, modules } of loads) {
    const closure = new Set<string>();
    for (const module of modules) {
      for (const imported of staticClosure(path.resolve(module), importsOf)) closure.add(imported);
    }
    for (const module of closure) routesOf.set(module, [...(routesOf.get(module) ?? []), id]);
  }
  const shell = shellModules(getModuleInfo);
  const pages = new Set(PUBLIC_ROUTES.map((route) => path.resolve(route.page)));
  const chunkOf = (ids: string[]) =>
    ids.some((id) => id.startsWith('livez')) ? `public-${ids.sort().join('-')}` : 'public';
  sharedByPublicPages = new Map(
    [...routesOf].flatMap(([module, ids]) =>
      // A page keeps its own chunk (the bench finds it there), and so does a module that loads more
      // later (the live board's listener): merged, every route sharing the group would seem to
      // load the listener too.
      ids.length >= 2 &&
      !shell.has(module) &&
      !pages.has(module) &&
      !getModuleInfo(module)?.dynamicallyImportedIds.length
        ? [[module, chunkOf(ids)] as const]
        : [],
    ),
  );
  return sharedByPublicPages;
}

/** Pages behind /{clubId}/form and /god: only signed-in staff ever load them. */
const STAFF_PAGE =
  /src\/(features\/(club-admin|compe-admin|entry|schedule|regist-admin|mail|god)|app\/form)\//;

export default defineConfig({
  plugins: [react(), chunkReport(), webFontDisplayOptional(), earlyReadsScript()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // Everything the entry imports statically (React, the router, the MUI the shell draws with)
        // in ONE chunk. Left alone, the bundler splits what lazy pages share into ~20 small files,
        // each one more request in the first load of a phone on a slow network. Then what public
        // pages share beyond it in one more. The shell's group goes first (priority): each group
        // also takes in what its modules import, and the shell's modules must stay in the shell.
        codeSplitting: {
          groups: [
            {
              name: (id, ctx) => (shellModules(infoOf(ctx)).has(id) ? 'shell' : null),
              priority: 3,
            },
            // What livez shares before `public`, which would otherwise take it in as a dependency.
            {
              name: (id, ctx) => {
                const name = publicModules(infoOf(ctx)).get(id);
                return name?.includes('livez') ? name : null;
              },
              priority: 2,
            },
            {
              name: (id, ctx) => (publicModules(infoOf(ctx)).get(id) === 'public' ? 'public' : null),
              priority: 1,
            },
          ],
        },
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && STAFF_PAGE.test(chunk.facadeModuleId)
            ? 'assets/staff-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
    // Vite lists every lazy chunk's dependencies in the entry chunk so it can preload them. For
    // staff pages, and for お問い合わせ (a form few visitors open), that list would cost every public
    // first load ~1.5 KB; their imports load when the page chunk runs instead (a short waterfall).
    modulePreload: {
      resolveDependencies: (filename, deps) => (/\/(staff-|contact-)/.test(filename) ? [] : deps),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
