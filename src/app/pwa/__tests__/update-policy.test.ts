import { describe, expect, it } from 'vitest';
import { onWaiting, pageKind, shouldCheck, UPDATE_INTERVAL_MS, VISIBLE_CHECK_GAP_MS } from '../update-policy';

describe('which pages are worked on (a new version asks) and which are read (it takes over)', () => {
  it('staff pages: every page under /{clubId}/form and /god', () => {
    for (const path of [
      '/god',
      '/god/',
      '/sakura/form',
      '/sakura/form/',
      '/sakura/form/winter/tab',
      '/x1/form/club',
    ]) {
      expect(pageKind(path), path).toBe('staff');
      expect(onWaiting(pageKind(path)), path).toBe('ask');
    }
  });

  it('public pages: home, club, live, ライブZoom, ticket, the regist form, sign-in, about', () => {
    const paths = [
      '/',
      '/sakura',
      '/sakura/live/winter',
      '/sakura/livez/winter',
      '/ticket/tK4p9QzR2mVx7LwN3sYb8c',
      '/sakura/regist/winter',
      '/sign',
      '/about',
      // A club whose id merely starts with the words.
      '/godzilla',
      '/formosa',
      '/sakura/formal',
    ];
    for (const path of paths) {
      expect(pageKind(path), path).toBe('public');
      expect(onWaiting(pageKind(path)), path).toBe('activate');
    }
  });
});

describe('when an open page asks for a new version', () => {
  const t0 = Date.UTC(2026, 10, 22, 0, 0);

  it('on its interval: once an hour has passed since the last check, whatever its reason', () => {
    expect(shouldCheck('interval', t0, t0 + UPDATE_INTERVAL_MS - 1)).toBe(false);
    expect(shouldCheck('interval', t0, t0 + UPDATE_INTERVAL_MS)).toBe(true);
  });

  it('when the page is shown again: unless it asked in the last five minutes', () => {
    expect(VISIBLE_CHECK_GAP_MS).toBeLessThan(UPDATE_INTERVAL_MS);
    expect(shouldCheck('visible', t0, t0 + 60_000)).toBe(false);
    expect(shouldCheck('visible', t0, t0 + VISIBLE_CHECK_GAP_MS)).toBe(true);
    // A phone taken out of a pocket after lunch asks at once.
    expect(shouldCheck('visible', t0, t0 + 3 * UPDATE_INTERVAL_MS)).toBe(true);
  });
});
