import { publicReads } from '@/lib/firebase/public-reads';
import { getDocument } from '@/lib/firebase/rest';
import { DIVISION_ID } from '@/shared/divisions';
import type { HallNames } from '@/shared/play/hall-tables';

/** A 部門 as the public pages know it: what they filter by and name. */
export interface PublicDivision {
  id: string;
  name: string;
}

/** A competition's fields as read over REST, not yet checked: each public page checks its own. */
export type PublicCompeFields = Record<string, unknown>;

/**
 * compes/{compeId} for a public page (ライブ, ライブZoom, 呼び出し画面, 結果), read once over REST
 * (lib/firebase/rest): no zod and no SDK on public first loads, so each page checks by hand the few
 * fields it shows (compeSchema stays the contract). null when it is unpublished or unknown: the rules
 * refuse both alike, and a viewer needs to know only that there is nothing to show.
 */
export async function getPublicCompe(compeId: string): Promise<PublicCompeFields | null> {
  try {
    return (await getDocument(publicReads.compe(compeId)))?.data() ?? null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
}

/** A text field as a page shows it: trimmed, '' for anything not a string. */
export const publicText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * compe.divisions as the public pages need them, checked by hand (compeSchema's divisionSchema is
 * the contract): each 部門's id and name, in order; anything malformed left out, and [] for a
 * competition of one event.
 */
export function publicDivisions(value: unknown): PublicDivision[] {
  if (!Array.isArray(value)) return [];
  const divisions: PublicDivision[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { id, name } = item as { id?: unknown; name?: unknown };
    if (typeof id !== 'string' || !DIVISION_ID.test(id) || divisions.some((d) => d.id === id)) continue;
    divisions.push({ id, name: publicText(name) || id });
  }
  return divisions;
}

/**
 * compe.hall as the public pages name tables with it (shared/play/hall-tables.ts): its table count,
 * the word for a table and each table's own name; undefined when the competition has no hall (each
 * stage then names its own tables 「1番台」…).
 */
export function publicHall(value: unknown): HallNames | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { tables, label, names } = value as { tables?: unknown; label?: unknown; names?: unknown };
  if (typeof tables !== 'number' || !Number.isInteger(tables) || tables <= 0) return undefined;
  return {
    tables,
    label: publicText(label) || '台',
    names: Array.isArray(names) ? (names as unknown[]).map(publicText) : [],
  };
}
