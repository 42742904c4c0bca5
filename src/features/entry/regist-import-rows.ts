import type { Division } from '@/shared/schemas/compe';
import type { Entry } from '@/shared/schemas/entry';
import { LIMITS } from '@/shared/schemas/limits';
import type { Regist } from '@/shared/schemas/regist';
import type { Member } from '@/shared/schemas/tie';

/** One entry 「申込者から作成」 offers: a registration in one 部門, or a pair. */
export interface ImportRow {
  key: string;
  name: string;
  kana: string;
  /** The registration (for a pair, the earlier of the two by 受付番号). */
  registId: string;
  divisionId?: string;
  /** A pair's second person: the partner's registration. */
  partnerRegistId?: string;
  /** A team's roster as its captain registered it (ids kept: regist.teams[divisionId]). */
  members?: Member[];
}

/** A ペア 部門's registration whose partner has not named it back (or is not 承認済): not created. */
export interface UnpairedRow {
  key: string;
  name: string;
  divisionId: string;
  partnerName: string;
}

const linkKey = (divisionId: string | undefined, registId: string) => `${divisionId ?? ''}/${registId}`;

/**
 * What 「申込者から作成」 offers from the accepted registrations (docs/product.md "エントリー"),
 * by 受付番号: without 部門, each registration no entry links to; with 部門, one entry per
 * registration × 部門 it entered, and for a ペア 部門 one per made pair — 「山田 太郎・佐藤 花子」,
 * registId the earlier registration, partnerRegistId the other — with pairs not made listed
 * apart. For a 団体 部門, one per team its captain registered (regist.teams[divisionId]): the team's
 * name, the captain's registration and the roster with its ids. A registration (or partner) an
 * entry of that 部門 already links to is not offered again.
 */
export function importRows(
  regists: readonly Regist[],
  entries: readonly Entry[],
  divisions: readonly Division[],
): { rows: ImportRow[]; unpaired: UnpairedRow[] } {
  const sorted = [...regists].sort((a, b) => a.number - b.number);
  if (divisions.length === 0) {
    const linked = new Set(entries.map((entry) => entry.registId));
    return {
      rows: sorted
        .filter((regist) => !linked.has(regist.id))
        .map((regist) => ({ key: regist.id, name: regist.name, kana: regist.kana, registId: regist.id })),
      unpaired: [],
    };
  }
  const linked = new Set(
    entries.flatMap((entry) =>
      [entry.registId, entry.partnerRegistId].flatMap((id) => (id ? [linkKey(entry.divisionId, id)] : [])),
    ),
  );
  const isLinked = (divisionId: string | undefined, registId: string) =>
    linked.has(linkKey(divisionId, registId));
  const byId = new Map(regists.map((regist) => [regist.id, regist]));
  const rows: ImportRow[] = [];
  const unpaired: UnpairedRow[] = [];
  for (const regist of sorted) {
    const chosen = divisions.filter((division) => regist.divisions?.includes(division.id));
    // Applied before the competition had 部門: an entry of no 部門, as before.
    if (!regist.divisions?.length && !isLinked(undefined, regist.id)) {
      rows.push({ key: regist.id, name: regist.name, kana: regist.kana, registId: regist.id });
    }
    for (const { id: divisionId, kind } of chosen) {
      const key = `${regist.id}/${divisionId}`;
      if (isLinked(divisionId, regist.id)) continue;
      if (kind === 'team') {
        // A registration from before teams were taken has none: nothing to make.
        const team = regist.teams?.[divisionId];
        if (team) {
          rows.push({
            key,
            name: team.name.slice(0, LIMITS.personName),
            kana: '',
            registId: regist.id,
            divisionId,
            members: team.members.map((member) => ({ ...member })),
          });
        }
        continue;
      }
      if (kind === 'single') {
        rows.push({ key, name: regist.name, kana: regist.kana, registId: regist.id, divisionId });
        continue;
      }
      const named = regist.partners?.[divisionId];
      const partner = named?.registId ? byId.get(named.registId) : undefined;
      if (!partner || partner.partners?.[divisionId]?.registId !== regist.id) {
        unpaired.push({ key, name: regist.name, divisionId, partnerName: named?.name ?? '' });
        continue;
      }
      // The pair is offered once, from its earlier registration.
      if (partner.number < regist.number || isLinked(divisionId, partner.id)) continue;
      rows.push({
        key,
        name: `${regist.name}・${partner.name}`.slice(0, LIMITS.personName),
        kana: [regist.kana, partner.kana].filter(Boolean).join('・').slice(0, LIMITS.kana),
        registId: regist.id,
        divisionId,
        partnerRegistId: partner.id,
      });
    }
  }
  return { rows, unpaired };
}
