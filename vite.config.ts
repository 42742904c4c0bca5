import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { buildSync } from 'esbuild';
import path from 'node:path';
import { createHash } from 'node:crypto';
// Relative, not `@/` (Vite loads its config before it knows the alias), and with `.ts`, as Vite's
// coming native config loader needs (tsconfig.json allowImportingTsExtensions).
import { bootRoutes, PUBLIC_ROUTES } from './src/config/public-routes.ts';
import { routeCodeFiles, type ChunkInfo } from './src/config/route-chunks.ts';
import { THEME_COLORS } from './src/config/design.ts';

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
 * chunk files. From src/config/public-routes.ts it gets each public route's path and reads
 * (`__PUBLIC_ROUTES__`) and the files of its code (`__ROUTE_PRELOADS__`, in a build), written in
 * rather than imported: the table's module ids would weigh on every page's HTML.
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
        const define: Record<string, string> = {
          'import.meta.env': JSON.stringify(env),
          __PUBLIC_ROUTES__: JSON.stringify(bootRoutes()),
        };
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
 * CSS modules' class names: `_<local>_<hash of the file's path>`, the same whichever way the file is
 * imported, so lazyCssModules can name a lazy module's classes without Vite's mapping.
 */
const cssFileHash = (file: string) =>
  createHash('sha256')
    .update(path.relative(process.cwd(), file.split('?')[0] ?? file))
    .digest('base64url')
    .slice(0, 6)
    .replace(/[-_]/g, 'x');
const scopedClassName = (local: string, file: string) => `_${local}_${cssFileHash(file)}`;

/**
 * `*.lazy.module.css`: a CSS module whose styles load with the code that imports it, not in the one
 * stylesheet every page links (cssCodeSplit is off, below). For styles only code loaded after first
 * paint needs — the play on ライブ, the print page — which would otherwise grow every public first
 * load (tests/unit/bundle-budget.test.ts). In the build the import becomes the module's CSS as a
 * string (Vite's `?inline`) handed to src/lib/adopt-style.ts, and its class names, which
 * scopedClassName makes from the file alone. In dev and in tests it stays an ordinary CSS module.
 */
function lazyCssModules(): Plugin {
  const PREFIX = '\0lazy-css:';
  // Ends in .js: an id ending in .css would be taken for a stylesheet by Vite's CSS plugin.
  const SUFFIX = '.js';
  return {
    name: 'compe-lazy-css-modules',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.lazy.module.css')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? PREFIX + resolved.id + SUFFIX : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      const suffix = `_${cssFileHash(file)}`;
      return [
        `import css from ${JSON.stringify(`${file}?inline`)};`,
        `import { adoptStyle } from ${JSON.stringify(path.resolve('src/lib/adopt-style.ts'))};`,
        'adoptStyle(css);',
        `export default new Proxy({}, { get: (_, local) => (typeof local === 'string' ? '_' + local + ${JSON.stringify(suffix)} : undefined) });`,
      ].join('\n');
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
type ModuleInfoOf = (id: string) => {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
} | null;
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
 * What public pages load before their content (PUBLIC_ROUTES' `page` and `preload`,
 * src/config/public-routes.ts) beyond the shell, in as few files as the routes allow. Left to the
 * bundler they are ~15 files of 0.2–2 kB per route (whatever staff pages share with them too), each
 * one more request on a phone's slow network, and each preload link costs the boot script ~2 ms
 * of its main thread. Module id → chunk name:
 * - what one route alone loads goes with its page, in the page's chunk ('ticket-page'): its views,
 *   its QR encoder. What it also shares with pages outside the public routes (staff pages, the
 *   lazily loaded regist form: the ticket's schemas and status labels) goes to one chunk beside it
 *   ('ticket-page-shared'), so that those pages do not load this page with them.
 * - what two or more share goes to one chunk, `public`, except what livez or the call board shares:
 *   both read without zod and stay out of the schemas, so their modules go by the exact set of
 *   routes sharing them ('public-live-livez', …). So the play's engine, which the call board and
 *   結果報告 paint from, is 'public-call-report', not in every public page's first load.
 * A module that loads more later (the live board's listener) stays apart unless only its page
 * loads it: in a shared chunk, every route that the router may prefetch that chunk for would seem
 * to load the listener too (the bench's "after paint").
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
  const pageChunks = new Map<string, string>(
    PUBLIC_ROUTES.map((route) => [route.id, path.basename(route.page).replace(/\.[jt]sx?$/, '')]),
  );
  // What one route alone loads, and only ever through that route's own modules: a module another
  // page also imports goes to '-shared' instead. Dropping one can leave what it imports imported
  // from outside: repeat until stable.
  const ownModules = new Set(
    [...routesOf].filter(([module, ids]) => ids.length === 1 && !shell.has(module)).map(([module]) => module),
  );
  const sameRoute = (a: string, b: string) =>
    ownModules.has(b) && routesOf.get(a)?.[0] === routesOf.get(b)?.[0];
  for (let changed = true; changed;) {
    changed = false;
    for (const module of ownModules) {
      const info = getModuleInfo(module);
      // The router (in the shell) imports pages and their reads' code when it opens a route.
      const dynamicImporters = (info?.dynamicImporters ?? []).filter((importer) => !shell.has(importer));
      if (
        [...(info?.importers ?? []), ...dynamicImporters].every((importer) => sameRoute(module, importer))
      ) {
        continue;
      }
      ownModules.delete(module);
      changed = true;
    }
  }
  // The call board's '-shared' modules in two: the day's timing (shared/play, shared/run-sheet:
  // floor, simulation, the run sheet's items) apart from its stage reader, which 結果 imports after
  // its first paint without needing any of the timing (docs/performance.md, 結果's after paint).
  const sharedChunk = (id: string, module: string) =>
    id === 'call' && /[\\/]src[\\/]shared[\\/](play|run-sheet)[\\/]/.test(module)
      ? '-shared-play'
      : '-shared';
  const chunkOf = (ids: string[], module: string) => {
    if (ids.length === 1)
      return `${pageChunks.get(ids[0])}${ownModules.has(module) ? '' : sharedChunk(ids[0] ?? '', module)}`;
    return ids.some((id) => id.startsWith('livez') || id === 'call')
      ? `public-${ids.sort().join('-')}`
      : 'public';
  };
  sharedByPublicPages = new Map(
    [...routesOf].flatMap(([module, ids]) => {
      if (shell.has(module)) return [];
      if (ids.length >= 2 && getModuleInfo(module)?.dynamicallyImportedIds.length) return [];
      return [[module, chunkOf(ids, module)] as const];
    }),
  );
  return sharedByPublicPages;
}

/**
 * The installable app (docs/venue-mode.md, "The installable app and its updates"; docs/libraries.md
 * says why vite-plugin-pwa). Its generated worker precaches the whole build but the font files, so
 * any page opened once opens offline: index.html answers every navigation (the router decides),
 * every route's chunks and the one stylesheet are there before they are asked for. The worker is
 * registered by src/app/pwa after the page's first content, never by a script in index.html.
 */
function installableApp(): Plugin[] {
  return VitePWA({
    injectRegister: false,
    // No skipWaiting in the worker: src/app/pwa decides when a new version takes over (at once on
    // public pages, when staff press 更新 on theirs) and asks with a SKIP_WAITING message.
    registerType: 'prompt',
    manifest: {
      name: 'Compe',
      short_name: 'Compe',
      description: 'クラブの大会の申し込み、参加票、進行表、ライブ中継をひとつに。',
      lang: 'ja',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLORS.primary,
      background_color: '#ffffff',
      // Made by scripts/make-icons.mjs from src/components/logo.tsx.
      icons: [
        { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The chunks, the stylesheet (with the font's two @font-face sheets), index.html, the web
      // font's worker. Not the ~500 unicode-range font files: a page needs a few (below), and
      // .vite/ is the build's report, not the app.
      globPatterns: ['**/*.{js,css,html}'],
      globIgnores: ['.vite/**'],
      // Hashed file names change with their content: no revision query needed to refetch them.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: '/index.html',
      // Firebase's reserved paths (/__/auth/…) and files (/sw.js, /manifest.webmanifest, the icons)
      // are never a page of the app: a last path segment with a dot (no route's ids have one; club
      // ids are [a-z0-9-]). Workbox tests path and query together: a dot in the query (a sign-in
      // link's continueUrl) does not count.
      navigateFallbackDenylist: [/^\/__\//, /^[^?]*\/[^/?]*\.[^/?]*(\?.*)?$/],
      // The new worker takes the page that is open when it is the first one (so the first visit's
      // font files and later reads already go through it); later versions wait (registerType).
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // The font files a page's text needed (src/app/web-font.ts fetches them after first
          // content): same origin only, cache-first (their names carry their content's hash).
          // Firestore, Auth and Functions are other origins and match no route: the network.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/.+\.woff2?$/.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'compe-fonts',
            expiration: { maxEntries: 300 },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

/** Pages behind /{clubId}/form and /god: only signed-in staff ever load them. */
const STAFF_PAGE =
  /src\/(features\/(club-admin|compe-admin|entry|run-sheet|play|regist-admin|mail|god)|app\/form)\//;

export default defineConfig({
  plugins: [
    react(),
    lazyCssModules(),
    chunkReport(),
    webFontDisplayOptional(),
    earlyReadsScript(),
    installableApp(),
  ],
  css: { modules: { generateScopedName: scopedClassName } },
  // `@/` is src/, as in tsconfig.json's paths (docs/development.md).
  resolve: { alias: { '@': path.resolve('src') } },
  build: {
    target: 'es2022',
    // One stylesheet for the whole app (~6 kB gzip), linked by index.html, instead of one per
    // chunk: a public page asked for 3–4 small stylesheets before its content (shell, page, shared
    // parts), each one more request on a phone's slow network. Lighthouse A/B, 3 runs each: live
    // LCP 2.12–2.14 → 1.88–1.98 s; +1.2 to +2.7 kB first load. Staff pages draw with MUI and add
    // almost nothing to it.
    cssCodeSplit: false,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        // Everything the entry imports statically (React, the router, the top bar and the footer)
        // in ONE chunk. Left alone, the bundler splits what lazy pages share into ~20 small files,
        // each one more request in the first load of a phone on a slow network. Then what public
        // pages share beyond it in one more. The shell's group goes first (priority): each group
        // also takes in what its modules import, and the shell's modules must stay in the shell.
        codeSplitting: {
          groups: [
            {
              debugName: 'shell',
              name: (id, ctx) => (shellModules(infoOf(ctx)).has(id) ? 'shell' : null),
              priority: 3,
            },
            // What livez shares before `public`, which would otherwise take it in as a dependency.
            {
              debugName: 'public-livez',
              name: (id, ctx) => {
                const name = publicModules(infoOf(ctx)).get(id);
                return name?.startsWith('public-') ? name : null;
              },
              priority: 2,
            },
            {
              debugName: 'public',
              name: (id, ctx) => (publicModules(infoOf(ctx)).get(id) === 'public' ? 'public' : null),
              priority: 1,
            },
            // Last, so a page's chunk takes in nothing that the shared chunks above hold. What
            // one route loads: 'ticket-page' and 'ticket-page-shared' (see publicModules).
            {
              debugName: 'page',
              name: (id, ctx) => {
                const name = publicModules(infoOf(ctx)).get(id);
                return name && !name.startsWith('public') ? name : null;
              },
              priority: 0,
              // Only what publicModules chose: what the page imports that others share too (the
              // ticket's status labels, which staff pages show) stays where the bundler puts it.
              includeDependenciesRecursively: false,
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
