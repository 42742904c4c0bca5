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

export default defineConfig({
  plugins: [react(), chunkReport()],
  build: { target: 'es2022', manifest: true, sourcemap: false, chunkSizeWarningLimit: 700 },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
