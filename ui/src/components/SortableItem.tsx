import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { HTMLAttributes, ReactNode } from 'react';

/** One row of a @dnd-kit sortable list: it moves while dragged and hands its drag handle's
 * attributes to children, so only the grip starts a drag and the row's inputs stay usable. */
export function SortableItem({ id, as: Tag = 'li', className = '', children }: {
  id: string; as?: 'li' | 'div'; className?: string; children(handle: HTMLAttributes<HTMLButtonElement>): ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <Tag ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${className} ${isDragging ? 'relative z-10 opacity-90 shadow-md' : ''}`}>
      {children({ ...attributes, ...listeners })}
    </Tag>
  );
}
