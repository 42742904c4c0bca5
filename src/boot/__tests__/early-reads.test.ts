import { describe, expect, it } from 'vitest';
import { bootRoutes } from '@/config/public-routes';
import { publicReads } from '@/lib/firebase/public-reads';
import { publicRouteAt } from '../early-reads';

// What the build writes into the boot script (vite.config.ts, __PUBLIC_ROUTES__).
const routes = bootRoutes();
const now = new Date(2025, 5, 1, 9);

describe('publicRouteAt', () => {
  it("names each public page and its reads, in the table's order", () => {
    expect(publicRouteAt('/', routes, now)).toEqual({
      id: 'home',
      reads: [publicReads.upcomingCompes(now), publicReads.clubs()],
    });
    expect(publicRouteAt('/sakura', routes, now)).toEqual({
      id: 'club',
      reads: [publicReads.club('sakura'), publicReads.clubCompes('sakura')],
    });
    expect(publicRouteAt('/sakura/live/c1', routes, now)).toEqual({
      id: 'live',
      reads: [
        publicReads.compe('c1'),
        publicReads.board('c1'),
        publicReads.club('sakura'),
        publicReads.stages('c1'),
      ],
    });
    expect(publicRouteAt('/sakura/livez/c1', routes, now)).toEqual({
      id: 'livez',
      reads: [publicReads.compe('c1'), publicReads.board('c1'), publicReads.stages('c1')],
    });
    // The call board's first paint shows the calls: the stages come with the competition.
    expect(publicRouteAt('/sakura/call/c1', routes, now)).toEqual({
      id: 'call',
      reads: [publicReads.compe('c1'), publicReads.stages('c1')],
    });
    expect(publicRouteAt('/sakura/result/c1', routes, now)).toEqual({
      id: 'result',
      reads: [publicReads.compe('c1'), publicReads.club('sakura'), publicReads.stages('c1')],
    });
    expect(publicRouteAt('/sakura/regist/c1', routes, now)).toEqual({
      id: 'regist',
      reads: [publicReads.compe('c1'), publicReads.club('sakura')],
    });
    // 結果報告: its competition and stage are in the path (its credential is not: the fragment), the
    // hall's calls (the match's table, docs/play.md "The hall's calls"), and the club, whose name the
    // top bar shows before the match paints.
    expect(publicRouteAt('/sakura/report/c1/s1/W1-1', routes, now)).toEqual({
      id: 'report',
      reads: [
        publicReads.compe('c1'),
        publicReads.stage('c1', 's1'),
        publicReads.hallCalls('c1'),
        publicReads.club('sakura'),
      ],
    });
    expect(publicRouteAt('/ticket/t1', routes, now)).toEqual({
      id: 'ticket',
      reads: [publicReads.ticket('t1')],
    });
  });

  it('reads decoded ids, as the router does, and ignores empty segments', () => {
    expect(publicRouteAt('/%E6%A1%9C/live/a%20b/', routes, now)?.reads).toEqual([
      publicReads.compe('a b'),
      publicReads.board('a b'),
      publicReads.club('桜'),
      publicReads.stages('a b'),
    ]);
    expect(publicRouteAt('//sakura//regist/c1', routes, now)?.id).toBe('regist');
  });

  it('is null for every other page', () => {
    for (const other of [
      '/about',
      '/contact',
      '/contact/sakura',
      '/sign',
      '/confirm/x',
      '/god',
      '/ticket',
      '/ticket/t1/x',
      '/god/live/x',
      '/sakura/form',
      '/sakura/form/c1/entry',
      '/sakura/unknown/x',
      '/sakura/live',
      '/sakura/live/c1/x',
      '/%E0%A4%A',
    ]) {
      expect(publicRouteAt(other, routes, now), other).toBeNull();
    }
  });
});
