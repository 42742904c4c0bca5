import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { PHONE_FIT_ROUTES } from '../e2e/phone-fit-routes';

/** The full path pattern of every route that draws a page (an index route is its parent's path). */
function pagePatterns(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path
      ? route.path.startsWith('/') || route.path === '*'
        ? route.path
        : `${parent === '/' ? '' : parent}/${route.path}`
      : parent;
    if (route.children) return pagePatterns(route.children, own);
    return route.index || route.path ? [own || '/'] : [];
  });
}

describe('the phone-fit journey (tests/e2e/phone-fit.spec.ts)', () => {
  it('opens every route of the router at 390 px', () => {
    expect([...new Set(pagePatterns(routes))].sort()).toEqual([...PHONE_FIT_ROUTES].sort());
  });
});
