import type { Unit } from '@/shared/schemas/unit';

/**
 * Which run-sheet items list each entry, titles in run-sheet order: deleting an entry says where it
 * is still assigned. 進行表 owns the units; エントリー never writes them.
 */
export function unitTitlesByEntry(units: readonly Unit[]): ReadonlyMap<string, string[]> {
  const titles = new Map<string, string[]>();
  for (const unit of [...units].sort((a, b) => a.order - b.order)) {
    for (const id of unit.entryIds) titles.set(id, [...(titles.get(id) ?? []), unit.title]);
  }
  return titles;
}
