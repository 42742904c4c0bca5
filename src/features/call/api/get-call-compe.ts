import {
  getPublicCompe,
  publicDivisions,
  publicHall,
  publicText as text,
  type PublicDivision,
} from '@/lib/db/compes/get-public-compe';
import type { HallNames } from '@/shared/play/hall-tables';

/** What the call board shows of compes/{compeId}: its name, whose it is, its 部門 and the hall's table names. */
export interface CallCompe {
  clubId: string;
  title: string;
  /** The day's start (null if unreadable): the board follows the calls live on that day only. */
  eventedAt: Date | null;
  /** Called off (大会を中止): the board says so instead of calls. */
  cancelled: boolean;
  /** 部門, in order ([] for a competition of one event): the board's 部門 filter. */
  divisions: PublicDivision[];
  /** 会場の台: absent, each stage names its own tables. */
  hall?: HallNames | undefined;
}

/**
 * The competition behind the call board, read once over REST and checked by hand (no zod on public
 * first loads; compeSchema stays the contract), as ライブ reads it. null when it is unpublished or
 * unknown: the rules refuse both alike.
 */
export async function getCallCompe(compeId: string): Promise<CallCompe | null> {
  const data = await getPublicCompe(compeId);
  if (!data) return null;
  return {
    clubId: text(data.clubId),
    title: text(data.shortTitle) || text(data.title),
    eventedAt:
      data.eventedAt instanceof Date && !Number.isNaN(data.eventedAt.getTime()) ? data.eventedAt : null,
    cancelled: data.cancelledAt != null,
    divisions: publicDivisions(data.divisions),
    hall: publicHall(data.hall),
  };
}
