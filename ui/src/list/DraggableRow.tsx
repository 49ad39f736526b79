import { useDraggable } from '@dnd-kit/core';
import type { HTMLAttributes } from 'react';
import type { RowsDrag } from './ListDnd';

type RowProps = HTMLAttributes<HTMLTableRowElement> & { rowId: number; drag?: RowsDrag };

/** A table row that can be dragged onto a folder when `drag` is given; a plain row otherwise. */
export function DraggableRow({ drag, rowId, ...rest }: RowProps) {
  return drag ? <DraggingRow drag={drag} rowId={rowId} {...rest} /> : <tr {...rest} />;
}

function DraggingRow({ drag, rowId, className = '', ...rest }: RowProps & { drag: RowsDrag }) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: `row:${rowId}`, data: drag });
  // role and tabindex from dnd-kit would turn the row into a button for screen readers: keep it a row.
  const { role: _role, tabIndex: _tabIndex, 'aria-pressed': _pressed, ...aria } = attributes;
  return <tr ref={setNodeRef} {...rest} {...aria} {...listeners} className={`${className} ${isDragging ? 'opacity-50' : ''}`} />;
}
