import { useEffect, useState } from 'react';
import { getPublicCompe, publicHall } from '@/lib/db/compes/get-public-compe';
import type { HallNames } from '@/shared/play/hall-tables';

/** One read per competition and page load, shared by the match card and 出番のお知らせ. */
const reads = new Map<string, Promise<HallNames | undefined>>();

function readHall(compeId: string): Promise<HallNames | undefined> {
  let read = reads.get(compeId);
  if (!read) {
    read = getPublicCompe(compeId).then(
      (data) => publicHall(data?.hall),
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
