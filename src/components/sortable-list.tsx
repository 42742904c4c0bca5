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
import type { ReactNode } from 'react';

/** Rows move up and down only (@dnd-kit/modifiers is not a dependency for one line). */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
const modifiers = [restrictToVerticalAxis];
// Options of one identity: new ones would give dnd-kit new sensors, and every row a new context.
const pointerOptions = { activationConstraint: { distance: 4 } };
// A short press on the handle, so a swipe on a phone still scrolls the page.
const touchOptions = { activationConstraint: { delay: 150, tolerance: 8 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };

const screenReaderInstructions = {
  draggable:
    '並べ替えるには、スペースキーかEnterキーで持ち上げ、上下の矢印キーで動かし、もう一度スペースキーかEnterキーで置きます。Escキーで取り消せます。',
};

interface Props {
  /**
   * The rows' ids in the order on screen: the same array while the order stays (a new one changes
   * dnd-kit's sortable context, and every row is drawn again).
   */
  ids: string[];
  /** What a screen reader calls a row (its title, a name). */
  nameOf: (id: string) => string;
  /** A 1-based place as said aloud: 「3番目」, 「シード順3番」. */
  placeOf: (place: number) => string;
  /** The row at `from` dropped at `to` (indices of `ids`). */
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/** Screen-reader words for dragging, in Japanese (dnd-kit's defaults are English). */
function announcements({ ids, nameOf, placeOf }: Omit<Props, 'onMove' | 'children'>): Announcements {
  const place = (id: UniqueIdentifier | undefined) => placeOf(ids.indexOf(String(id)) + 1);
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  return {
    onDragStart: ({ active }) => `「${name(active.id)}」を持ち上げました。${place(active.id)}です。`,
    onDragOver: ({ active, over }) =>
      over ? `「${name(active.id)}」は${place(over.id)}の位置にあります。` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `「${name(active.id)}」を${place(over.id)}に置きました。` : undefined,
    onDragCancel: ({ active }) => `並べ替えを取り消しました。「${name(active.id)}」は元の位置のままです。`,
  };
}

/**
 * A list of rows sorted by dragging their handle (useSortable in each row): by pointer, a short
 * press on a phone, or the keyboard (Space, ↑ ↓, Space), with what happens read out in Japanese.
 * 進行表's cards and 対戦's 出場者・シード順 both sort this way.
 */
export function SortableList({ ids, nameOf, placeOf, onMove, children }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={modifiers}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements({ ids, nameOf, placeOf }), screenReaderInstructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
