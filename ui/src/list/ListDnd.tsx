import {
  DndContext, DragOverlay, KeyboardSensor, MouseSensor, TouchSensor, closestCenter, pointerWithin, useSensor, useSensors,
  type CollisionDetection, type DragEndEvent, type DragStartEvent, type Modifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a dragged table row carries: the records to drop (all checked rows when it is checked). */
export interface RowsDrag { kind: 'rows'; ids: number[] }
/** What rows dragged are shown as: a pill with an icon and a text ({{count}} the rows). */
export interface RowsPill { labelKey: string; icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }> }
/** What a place that takes rows (a module's, in the sidebar) puts in its dnd-kit data. */
export interface RowsDrop { dropRows(ids: number[]): void }

const takesRows = (data: unknown) => typeof (data as Partial<RowsDrop> | undefined)?.dropRows === 'function';

// Rows land on the place under the pointer that takes them; sidebar items reorder within their own list.
const collision: CollisionDetection = (args) => {
  if (args.active.data.current?.kind === 'rows') return pointerWithin(args).filter((c) => takesRows(c.data?.droppableContainer?.data.current));
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

/** The list screen's one drag-and-drop context: reordering in the sidebar, and rows onto the
 * places that take them. onRowsDrag tells when rows are being dragged (the phone layout shows
 * the sidebar then). */
export function ListDnd({ pill, onRowsDrag, children }: { pill?: RowsPill; onRowsDrag?(on: boolean): void; children: ReactNode }) {
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
    const target = e.over?.data.current;
    if (data?.kind === 'rows' && takesRows(target)) (target as RowsDrop).dropRows((data as RowsDrag).ids);
  }
  return (
    <DndContext sensors={sensors} collisionDetection={collision} onDragStart={start} onDragEnd={end} onDragCancel={() => show(undefined)}>
      {children}
      <DragOverlay dropAnimation={null} modifiers={[besidePointer]}>
        {dragging && pill && (
          <div className="inline-flex cursor-grabbing items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white shadow-lg">
            <pill.icon className="size-4" aria-hidden />{t(pill.labelKey, { count: dragging.ids.length })}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
