import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                fileName: item.fileName,
                isEntry: item.isEntry,
                facadeModuleId: item.facadeModuleId?.replace(process.cwd() + '/', '') ?? null,
                imports: item.imports,
                dynamicImports: item.dynamicImports,
                moduleIds: item.moduleIds.map((id) => id.replace(process.cwd() + '/', '')),
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunks.json',
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}

/** Pages behind /{clubId}/form and /god: only signed-in staff ever load them. */
const STAFF_PAGE =
  /src\/(features\/(club-admin|compe-admin|entry|schedule|regist-admin|mail|god)|app\/form)\//;

export default defineConfig({
  plugins: [react(), chunkReport()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
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
