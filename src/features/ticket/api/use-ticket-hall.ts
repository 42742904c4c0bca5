import { useEffect, useState } from 'react';
import { getPublicCompe, publicHall, type PublicCompeFields } from '@/lib/db/compes/get-public-compe';
import type { HallNames } from '@/shared/play/hall-tables';

/**
 * One read per competition and page load, shared by the match card, 出番のお知らせ and the オーダー
 * card's check for a 団体 部門 (ticket-orders.tsx).
 */
const reads = new Map<string, Promise<PublicCompeFields | undefined>>();

/** The competition's fields over REST, once per page load; undefined when unread. */
export function readTicketCompe(compeId: string): Promise<PublicCompeFields | undefined> {
  let read = reads.get(compeId);
  if (!read) {
    read = getPublicCompe(compeId).then(
      (data) => data ?? undefined,
      // Unread, the tables keep the stage's own names: a later page load tries again.
      () => {
        reads.delete(compeId);
        return undefined;
      },
    );
    reads.set(compeId, read);
  }
  return read;
}

const readHall = (compeId: string): Promise<HallNames | undefined> =>
  readTicketCompe(compeId).then((data) => publicHall(data?.hall));

/**
 * The competition's hall, for the 参加票's matches to name their tables as the hall does (「A1」):
 * the ticket document does not hold it, so the 参加票 reads the competition once over REST when it
 * shows a match. Not lib/use-loader: that read would hold the page's first content, and a table's
 * name is no reason to. undefined until it is in, and for a competition without a hall or one that
 * cannot be read: the stage's own 「3番台」 then.
 */
export function useTicketHall(compeId: string): HallNames | undefined {
  const [hall, setHall] = useState<{ compeId: string; hall: HallNames | undefined }>();
  useEffect(() => {
    let live = true;
    void readHall(compeId).then((read) => live && setHall({ compeId, hall: read }));
    return () => {
      live = false;
    };
  }, [compeId]);
  return hall?.compeId === compeId ? hall.hall : undefined;
}

/** Forgets the reads (tests). */
export const forgetTicketHalls = () => reads.clear();
