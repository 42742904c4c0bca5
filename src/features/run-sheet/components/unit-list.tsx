import Box from '@mui/material/Box';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { SortableList } from '@/components/sortable-list';
import type { TimelineUnit } from '@/shared/run-sheet/timeline';
import type { Entry } from '@/shared/schemas/entry';
import type { Unit } from '@/shared/schemas/unit';
import { UnitCard, type UnitCardActions } from './unit-card';

interface Props extends Omit<UnitCardActions, 'onMove'> {
  rows: readonly TimelineUnit<Unit>[];
  entriesById: ReadonlyMap<string, Entry>;
  /** What items that hold a stage say of their matches, by unit id (unit-display playLines). */
  playLines: ReadonlyMap<string, string>;
  /** Moves the unit at `from` to `to` (indices of the sheet in order); resolves when saved. */
  onMove: (from: number, to: number) => void;
}

/**
 * The ids in order, the same array while the order stays: a new one would change dnd-kit's sortable
 * context, and every card would be drawn again for any change of the sheet. ('/' is never in a
 * document id.)
 */
function useStableIds(rows: readonly TimelineUnit<Unit>[]): string[] {
  const key = rows.map((row) => row.id).join('/');
  return useMemo(() => (key === '' ? [] : key.split('/')), [key]);
}

/**
 * The ordered items, sortable by pointer, touch (a short press on the handle, so swiping still
 * scrolls) and keyboard. A move shows in its new place at once, before the listener brings the saved
 * order back, so a dropped card does not jump back for a moment.
 */
export const UnitList = memo(function UnitList({ rows, entriesById, playLines, onMove, ...actions }: Props) {
  const [moved, setMoved] = useState<{ basis: readonly TimelineUnit<Unit>[]; ids: string[] } | null>(null);
  const shown = useMemo(() => {
    if (!moved || moved.basis !== rows) return rows;
    const byId = new Map(rows.map((row) => [row.id, row]));
    return moved.ids.flatMap((id) => byId.get(id) ?? []);
  }, [moved, rows]);
  const ids = useStableIds(shown);

  const latest = useRef({ rows, ids, onMove });
  useLayoutEffect(() => {
    latest.current = { rows, ids, onMove };
  });
  // One identity for every card: a move reads the order on screen when it happens.
  const move = useCallback((from: number, to: number) => {
    const { rows, ids, onMove } = latest.current;
    if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return;
    const next = [...ids];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id);
    setMoved({ basis: rows, ids: next });
    onMove(from, to);
  }, []);

  return (
    <SortableList
      ids={ids}
      nameOf={(id) => shown.find((row) => row.id === id)?.title ?? ''}
      placeOf={(place) => `${place}番目`}
      onMove={move}
    >
      <Box
        component="ol"
        aria-label="進行表の項目"
        sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {shown.map((row, index) => (
          <UnitCard
            key={row.id}
            row={row}
            index={index}
            count={shown.length}
            entriesById={entriesById}
            playLine={playLines.get(row.id) ?? null}
            onMove={move}
            {...actions}
          />
        ))}
      </Box>
    </SortableList>
  );
});
