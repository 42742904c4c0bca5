import {
  getPublicCompe,
  publicText as text,
  type PublicCompeFields as Fields,
} from '@/lib/db/compes/get-public-compe';

/** What 結果 shows of compes/{compeId}: its name, day, venue, podium and the named awards. */
export interface ResultCompe {
  id: string;
  clubId: string;
  title: string;
  eventedAt: Date | null;
  venue: string;
  cancelled: boolean;
  podium: { place: 1 | 2 | 3; name: string }[];
  awards: { title: string; name: string; affiliation: string }[];
}

const rows = (value: unknown): Fields[] =>
  Array.isArray(value) ? value.filter((row): row is Fields => typeof row === 'object' && row !== null) : [];

/**
 * The competition behind 結果, read once over REST (lib/firebase/rest) and checked by hand (no zod
 * on public first loads; compeSchema stays the contract): rows of the wrong shape are left out. null
 * when it is unpublished or unknown: the rules refuse both alike.
 */
export async function getResultCompe(compeId: string): Promise<ResultCompe | null> {
  const data = await getPublicCompe(compeId);
  if (!data) return null;
  return {
    id: compeId,
    clubId: text(data.clubId),
    title: text(data.title),
    eventedAt: data.eventedAt instanceof Date ? data.eventedAt : null,
    venue: text(data.venue),
    cancelled: data.cancelledAt != null,
    podium: rows(data.podium).flatMap((row) =>
      (row.place === 1 || row.place === 2 || row.place === 3) && text(row.name)
        ? [{ place: row.place, name: text(row.name) }]
        : [],
    ),
    awards: rows(data.awards).flatMap((row) =>
      text(row.title) && text(row.name)
        ? [{ title: text(row.title), name: text(row.name), affiliation: text(row.affiliation) }]
        : [],
    ),
  };
}
