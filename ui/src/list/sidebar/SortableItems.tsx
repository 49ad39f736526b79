import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { HTMLAttributes, ReactNode } from 'react';
import { moveId } from './reorder';

/** A vertical list the user reorders by dragging a handle (or with the keyboard). */
export function SortableItems<T extends { id: number }>({ items, onReorder, render }: {
  items: T[]; onReorder(ids: number[]): void;
  render(item: T, handle: HTMLAttributes<HTMLButtonElement>): ReactNode;
}) {
  // A few pixels of movement before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = items.map((i) => i.id);
  function end(e: DragEndEvent) {
    if (!e.over) return;
    const next = moveId(ids, Number(e.active.id), Number(e.over.id));
    if (next !== ids) onReorder(next);
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={end}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="space-y-0.5">
          {items.map((item) => <SortableRow key={item.id} id={item.id}>{(handle) => render(item, handle)}</SortableRow>)}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, children }: { id: number; children(handle: HTMLAttributes<HTMLButtonElement>): ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={isDragging ? 'relative z-10 opacity-80 shadow-md' : ''}>
      {children({ ...attributes, ...listeners })}
    </li>
  );
}
