import {
  getPublicCompe,
  publicDivisions,
  publicHall,
  publicText as text,
  type PublicDivision,
} from '@/lib/db/compes/get-public-compe';
import type { HallNames } from '@/shared/play/hall-tables';
import type { Compe } from '@/shared/schemas/compe';

/**
 * What the live pages show of compes/{compeId}: its name, day, venue and video meeting, and for
 * the play its 部門 (the filter) and the hall's table names.
 */
export interface LiveCompe {
  id: string;
  clubId: string;
  title: string;
  shortTitle: string;
  eventedAt: Date | null;
  venue: string;
  /** Called off (大会を中止): the page says so above everything else. */
  cancelled: boolean;
  meeting: { url: string | null; id: string; passcode: string };
  /** 部門, in order ([] for a competition of one event): ライブ's 部門 filter. */
  divisions: PublicDivision[];
  /** 会場の台: absent, each stage names its own tables. */
  hall?: HallNames | undefined;
}

/**
 * The competition behind a live page, read once over REST (lib/firebase/rest) and checked by hand (no zod on
 * public first loads; compeSchema stays the contract). null when it is unpublished or unknown: the
 * rules refuse both alike, and a viewer needs to know only that there is nothing to watch.
 */
export async function getLiveCompe(compeId: string): Promise<LiveCompe | null> {
  const data = await getPublicCompe(compeId);
  if (!data) return null;
  const live = (typeof data.live === 'object' && data.live !== null ? data.live : {}) as Partial<
    Compe['live']
  >;
  const url = text(live.meetingUrl);
  return {
    id: compeId,
    clubId: text(data.clubId),
    title: text(data.title),
    shortTitle: text(data.shortTitle),
    eventedAt: data.eventedAt instanceof Date ? data.eventedAt : null,
    venue: text(data.venue),
    cancelled: data.cancelledAt != null,
    meeting: {
      // The rules accept http(s) only; checked again because this becomes a link.
      url: /^https?:\/\/\S+$/i.test(url) ? url : null,
      id: text(live.meetingId),
      passcode: text(live.passcode),
    },
    divisions: publicDivisions(data.divisions),
    hall: publicHall(data.hall),
  };
}
