import {
  DndContext, DragOverlay, KeyboardSensor, MouseSensor, TouchSensor, closestCenter, pointerWithin, useSensor, useSensors,
  type CollisionDetection, type DragEndEvent, type DragStartEvent, type Modifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { FolderInput } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a dragged table row carries: the records to drop (all checked rows when it is checked). */
export interface RowsDrag { kind: 'rows'; ids: number[] }
/** What a folder in the sidebar accepts. */
export interface FolderDrop { folderId: number }

// Rows land on the folder under the pointer; sidebar items reorder within their own list.
const collision: CollisionDetection = (args) => {
  if (args.active.data.current?.kind === 'rows') return pointerWithin(args).filter((c) => c.data?.droppableContainer?.data.current?.folderId !== undefined);
  const container = args.active.data.current?.sortable?.containerId;
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => c.data.current?.sortable?.containerId === container) });
};

// The overlay starts at the row's left edge, far from where the row was grabbed: put the
// pill just below-right of the pointer instead.
const besidePointer: Modifier = ({ activatorEvent, draggingNodeRect, transform }) => {
  const at = pointOf(activatorEvent);
  if (!at || !draggingNodeRect) return transform;
  return { ...transform, x: transform.x + at.x - draggingNodeRect.left + 12, y: transform.y + at.y - draggingNodeRect.top + 12 };
};

/** Where a mouse or touch event happened; undefined for the keyboard. */
function pointOf(e: Event | null): { x: number; y: number } | undefined {
  if (typeof TouchEvent !== 'undefined' && e instanceof TouchEvent) {
    const touch = e.touches[0] ?? e.changedTouches[0];
    return touch && { x: touch.clientX, y: touch.clientY };
  }
  return e instanceof MouseEvent ? { x: e.clientX, y: e.clientY } : undefined;
}

/** The list screen's one drag-and-drop context: reordering the sidebar and rows onto folders. */
/** onRowsDrag tells when rows are being dragged (the phone layout shows the folders then). */
export function ListDnd({ onDropRows, onRowsDrag, children }: { onDropRows(folderId: number, ids: number[]): void; onRowsDrag?(on: boolean): void; children: ReactNode }) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<RowsDrag>();
  // Mouse: a few pixels of movement before a drag starts, so clicks on rows and handles stay
  // clicks. Touch: a long press (250 ms, the finger still within 5 px) starts a drag, so a swipe
  // still scrolls the list. Separate sensors, because one pointer sensor would start on the
  // first touch movement and fight the browser's scrolling.
  const sensors = useSensors(useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  function show(drag: RowsDrag | undefined) {
    setDragging(drag);
    onRowsDrag?.(drag !== undefined);
  }
  function start(e: DragStartEvent) {
    const data = e.active.data.current;
    show(data?.kind === 'rows' ? (data as RowsDrag) : undefined);
  }
  function end(e: DragEndEvent) {
    show(undefined);
    const data = e.active.data.current;
    const folderId = (e.over?.data.current as FolderDrop | undefined)?.folderId;
    if (data?.kind === 'rows' && folderId !== undefined) onDropRows(folderId, (data as RowsDrag).ids);
  }
  return (
    <DndContext sensors={sensors} collisionDetection={collision} onDragStart={start} onDragEnd={end} onDragCancel={() => show(undefined)}>
      {children}
      <DragOverlay dropAnimation={null} modifiers={[besidePointer]}>
        {dragging && (
          <div className="inline-flex cursor-grabbing items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white shadow-lg">
            <FolderInput className="size-4" aria-hidden />{t('sidebar.dragRows', { count: dragging.ids.length })}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
