import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import path from 'node:path';

// Three groups of `npm test`: unit/component (jsdom), rules and functions (node, against the
// emulators that scripts/emulators.mjs starts). Browser journeys run in Playwright.
export default defineConfig({
  plugins: [react()],
  // `@/` is src/, as in tsconfig.json's paths and vite.config.ts.
  resolve: { alias: { '@': path.resolve('src') } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          // Component tests type and click through user-event in jsdom: on the 2-core CI machine a
          // busy moment stretches one past vitest's 5 s default (a timeout, not a wrong answer).
          testTimeout: 15_000,
          // Our stylesheets (CSS modules, styles/base.css) applied in jsdom, so a test sees what
          // they draw (line breaks kept, hidden print parts); not the fonts' 200 kB of @font-face.
          css: { include: [/\/src\/.*\.css$/] },
        },
      },
      {
        extends: true,
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'functions',
          environment: 'node',
          include: ['tests/functions/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
