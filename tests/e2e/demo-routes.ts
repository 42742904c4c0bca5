import type { Firestore } from 'firebase-admin/firestore';
import { paths } from '@/config/paths';
import type { PublicRouteId } from '@/config/public-routes';

/**
 * Each public route (src/config/public-routes.ts) on the demo data, as the Lighthouse run
 * (scripts/bench/lighthouse.ts) and the after-paint budget (public-loads.spec.ts) open them: today's
 * competition has a running board and a league; the autumn open is finished; winter cup has
 * registration open; a participant's 参加票 and 結果報告 link. `db`: the admin SDK on the emulator.
 */
export async function demoRouteHrefs(db: Firestore): Promise<Record<PublicRouteId, string>> {
  const ticket = await db
    .collection('tickets')
    .where('compeId', '==', 'sakura-monthly')
    .where('status', '==', 'accepted')
    .limit(1)
    .get();
  if (ticket.empty) throw new Error('the demo data has no accepted ticket for today');
  const ticketId = ticket.docs[0].id;
  return {
    home: paths.home.getHref(),
    club: paths.club.getHref('sakura'),
    live: paths.live.getHref('sakura', 'sakura-monthly'),
    livez: paths.livez.getHref('sakura', 'sakura-monthly'),
    call: paths.call.getHref('sakura', 'sakura-monthly'),
    result: paths.result.getHref('sakura', 'sakura-autumn-open'),
    regist: paths.regist.getHref('sakura', 'sakura-winter-cup'),
    ticket: paths.ticket.getHref(ticketId),
    // A player's 結果報告 link from their 参加票 (the page weighs the same for any match).
    report: paths.report.getHref('sakura', 'sakura-monthly', 'league', 'G1-R1-1', { ticketId }),
  };
}
