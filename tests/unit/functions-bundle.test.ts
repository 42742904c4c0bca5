import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The functions may use only src/shared and src/config from the app's tree (docs/development.md
 * "Layers"). Lint refuses an upward import written in functions/src; this looks at what esbuild
 * actually bundles (scripts/functions-layers.mjs), so a module pulled in indirectly — a shared
 * file importing upward, a re-export — is caught too.
 */
const root = path.resolve(__dirname, '../..');
const layers = (...args: string[]) =>
  JSON.parse(
    execFileSync(process.execPath, ['scripts/functions-layers.mjs', ...args], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as { shared: number; outside: string[] };

describe('the functions bundle', () => {
  it('takes nothing from src/ but src/shared and src/config', () => {
    const { shared, outside } = layers();
    // The check looks at real inputs: the bundle does contain shared modules.
    expect(shared).toBeGreaterThan(10);
    expect(outside).toEqual([]);
  }, 60_000);

  it('is caught when a function imports from src/lib, however it gets there', () => {
    expect(layers('--plant', '@/lib/firebase/errors').outside).toContain('src/lib/firebase/errors.ts');
  }, 60_000);
});
