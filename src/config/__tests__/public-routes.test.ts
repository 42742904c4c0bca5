import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, routes, type AppRouteHandle } from '@/app/router';
import { publicRouteAt } from '@/boot/early-reads';
import { bootRoutes, EARLY_READ_PARAMS, PUBLIC_ROUTES } from '../public-routes';

// A string, not new URL(): under jsdom URL is jsdom's class, which fileURLToPath rejects.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** An address of the route: '/:clubId/live/:compeId' → '/clubId-1/live/compeId-1'. */
const sample = (pattern: string) => pattern.replace(/:(\w+)/g, '$1-1');

describe.each(PUBLIC_ROUTES.map((route) => [route.id, route] as const))('public route %s', (id, route) => {
  it('names files that exist', () => {
    for (const file of [route.page, ...route.preload]) {
      expect(
        existsSync(path.join(repoRoot, file)),
        `${file} is gone: update src/config/public-routes.ts`,
      ).toBe(true);
    }
  });

  it('starts only reads its path has the parameter of', () => {
    const params = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => name);
    for (const read of route.reads) {
      const taken: readonly (string | null)[] = [EARLY_READ_PARAMS[read]].flat();
      for (const param of taken)
        if (param !== null) expect(params, `${read} reads by ${param}`).toContain(param);
    }
  });

  it('is the router route at its path', () => {
    const handles = (matchRoutes(routes, sample(route.path)) ?? []).map(
      (match) => match.route.handle as AppRouteHandle | undefined,
    );
    expect(handles.at(-1)?.publicRoute).toBe(id);
  });

  it('has the router load its page module', async () => {
    const loaded = await PUBLIC_PAGES[id].load();
    const page: unknown = await import(/* @vite-ignore */ `/${route.page}`);
    expect(loaded).toBe(page);
  });

  it('is the page the boot script recognises at its path', () => {
    expect(publicRouteAt(sample(route.path), bootRoutes())?.id).toBe(id);
  });
});

describe('public routes', () => {
  it('have one id each, and the router a page for each', () => {
    const ids = PUBLIC_ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(PUBLIC_PAGES).sort()).toEqual([...ids].sort());
  });

  it('give the boot script no module ids (they would weigh on every page)', () => {
    expect(JSON.stringify(bootRoutes())).not.toMatch(/src\/|node_modules/);
  });
});
