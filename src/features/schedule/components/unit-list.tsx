import Box from '@mui/material/Box';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TimelineUnit } from '@/shared/run-sheet';
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

/** Cards move up and down only (@dnd-kit/modifiers is not a dependency for one line). */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const modifiers = [restrictToVerticalAxis];
// Options of one identity: new ones would give dnd-kit new sensors, and every card a new context.
const pointerOptions = { activationConstraint: { distance: 4 } };
const touchOptions = { activationConstraint: { delay: 150, tolerance: 8 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * The ids in order, the same array while the order stays: a new one would change dnd-kit's sortable
 * context, and every card would be drawn again for any change of the sheet. ('/' is never in a
 * document id.)
 */
function useStableIds(rows: readonly TimelineUnit<Unit>[]): string[] {
  const key = rows.map((row) => row.id).join('/');
  return useMemo(() => (key === '' ? [] : key.split('/')), [key]);
}

/** Screen-reader words for dragging, in Japanese (dnd-kit's defaults are English). */
function announcements(rows: readonly TimelineUnit<Unit>[]): Announcements {
  const position = (id: UniqueIdentifier | undefined) => rows.findIndex((row) => row.id === id) + 1;
  const title = (id: UniqueIdentifier) => rows.find((row) => row.id === id)?.title ?? '';
  return {
    onDragStart: ({ active }) => `「${title(active.id)}」を持ち上げました。${position(active.id)}番目です。`,
    onDragOver: ({ active, over }) =>
      over ? `「${title(active.id)}」は${position(over.id)}番目の位置にあります。` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `「${title(active.id)}」を${position(over.id)}番目に置きました。` : undefined,
    onDragCancel: ({ active }) => `並べ替えを取り消しました。「${title(active.id)}」は元の位置のままです。`,
  };
}

const screenReaderInstructions = {
  draggable:
    '並べ替えるには、スペースキーかEnterキーで持ち上げ、上下の矢印キーで動かし、もう一度スペースキーかEnterキーで置きます。Escキーで取り消せます。',
};

/**
 * The ordered items, sortable by pointer, touch (a short press on the handle, so swiping still
 * scrolls) and keyboard. A move shows in its new place at once, before the listener brings the saved
 * order back, so a dropped card does not jump back for a moment.
 */
export const UnitList = memo(function UnitList({ rows, entriesById, playLines, onMove, ...actions }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );
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

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={modifiers}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(shown), screenReaderInstructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
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
      </SortableContext>
    </DndContext>
  );
});
