import {
  getPublicCompe,
  publicDivisions,
  publicText as text,
  type PublicCompeFields as Fields,
  type PublicDivision,
} from '@/lib/db/compes/get-public-compe';
import { publicReads } from '@/lib/firebase/public-reads';
import { runQuery } from '@/lib/firebase/rest';
import { LIMITS } from '@/shared/schemas/limits';

/** What 結果 shows of compes/{compeId}: its name, day, venue, podium, 部門 and the named awards. */
export interface ResultCompe {
  id: string;
  clubId: string;
  title: string;
  eventedAt: Date | null;
  venue: string;
  cancelled: boolean;
  podium: { place: 1 | 2 | 3; name: string }[];
  /** 部門 in order (id and name): the stages are shown per 部門; [] for a competition of one event. */
  divisions: PublicDivision[];
  awards: { title: string; name: string; affiliation: string }[];
}

const rows = (value: unknown): Fields[] =>
  Array.isArray(value) ? value.filter((row): row is Fields => typeof row === 'object' && row !== null) : [];

/** A text within its cap (awardSchema's), or null: a row with one that is not is left out. */
const capped = (value: unknown, max: number): string | null => {
  const t = text(value);
  return t.length <= max ? t : null;
};

/**
 * The named awards as 結果 shows them: rows of awardSchema's shape and caps, at most LIMITS.awards.
 * The rules check each award (compes/{compeId}/awards, docs/data-model.md "compes/{compeId}/awards/{slot}"; a row of 100,000 characters was
 * once shown whole), and this page checks by hand all the same (no zod on a public first load):
 * whatever does not fit is left out rather than shown.
 */
function awards(value: unknown): ResultCompe['awards'] {
  return rows(value)
    .flatMap((row) => {
      const title = capped(row.title, LIMITS.awardTitle);
      const name = capped(row.name, LIMITS.awardName);
      const affiliation =
        row.affiliation === undefined ? '' : capped(row.affiliation, LIMITS.awardAffiliation);
      return title && name && affiliation !== null ? [{ title, name, affiliation }] : [];
    })
    .slice(0, LIMITS.awards);
}

/**
 * The 部門 as 結果 names them: publicDivisions' hand check (id of DIVISION_ID, no id twice), at
 * most LIMITS.divisions, each name cut to LIMITS.divisionName (divisionSchema's caps) — cut rather
 * than left out, so a 部門's stages keep their heading.
 */
const divisions = (value: unknown): PublicDivision[] =>
  publicDivisions(value)
    .slice(0, LIMITS.divisions)
    .map(({ id, name }) => ({ id, name: [...name].slice(0, LIMITS.divisionName).join('') }));

/** The awards' documents in order (publicReads.awards); none where the rules refuse them. */
async function getAwardRows(compeId: string): Promise<unknown[]> {
  try {
    return (await runQuery(publicReads.awards(compeId))).map((award) => award.data());
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return [];
    throw error;
  }
}

/**
 * The competition behind 結果 and its named awards, read over REST (lib/firebase/rest), the two
 * at once, and checked by hand (no zod on public first loads; compeSchema and awardSchema stay the
 * contract): rows of the wrong shape are left out. null when it is unpublished or unknown: the
 * rules refuse both alike.
 */
export async function getResultCompe(compeId: string): Promise<ResultCompe | null> {
  const [data, awardRows] = await Promise.all([getPublicCompe(compeId), getAwardRows(compeId)]);
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
    divisions: divisions(data.divisions),
    awards: awards(awardRows),
  };
}
