import { useDndMonitor, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { HTMLAttributes, ReactNode } from 'react';
import { moveId } from './reorder';

/** dnd-kit ids must be unique across the list screen's one DndContext: prefix with the container. */
export const sortableId = (container: string, id: number) => `${container}:${id}`;

/**
 * A vertical list the user reorders by dragging a handle (or with the keyboard). It lives in
 * the list screen's DndContext (ListDnd), which also carries rows onto folders; `dropData`
 * marks an item as a place rows can be dropped on.
 */
export function SortableItems<T extends { id: number }>({ container, items, onReorder, render, dropData }: {
  container: string; items: T[]; onReorder(ids: number[]): void;
  render(item: T, handle: HTMLAttributes<HTMLButtonElement>, rowOver: boolean): ReactNode;
  dropData?(item: T): Record<string, unknown>;
}) {
  const ids = items.map((i) => sortableId(container, i.id));
  useDndMonitor({
    onDragEnd(e: DragEndEvent) {
      if (!e.over || !ids.includes(String(e.active.id)) || !ids.includes(String(e.over.id))) return;
      const next = moveId(ids, String(e.active.id), String(e.over.id));
      if (next !== ids) onReorder(next.map((s) => Number(s.slice(container.length + 1))));
    },
  });
  return (
    <SortableContext id={container} items={ids} strategy={verticalListSortingStrategy}>
      <ul className="space-y-0.5">
        {items.map((item) => (
          <SortableRow key={item.id} id={sortableId(container, item.id)} data={dropData?.(item)}>
            {(handle, rowOver) => render(item, handle, rowOver)}
          </SortableRow>
        ))}
      </ul>
    </SortableContext>
  );
}

function SortableRow({ id, data, children }: {
  id: string; data?: Record<string, unknown>; children(handle: HTMLAttributes<HTMLButtonElement>, rowOver: boolean): ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging, isOver, active } = useSortable({ id, data });
  // Rows dragged from the table highlight the folder under the pointer.
  const rowOver = isOver && active?.data.current?.kind === 'rows';
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={isDragging ? 'relative z-10 opacity-80 shadow-md' : ''}>
      {children({ ...attributes, ...listeners }, rowOver)}
    </li>
  );
}
