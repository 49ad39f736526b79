import {
  closestCenter, DndContext, KeyboardSensor, PointerSensor, pointerWithin, useSensor, useSensors,
  type CollisionDetection, type DragEndEvent, type DragStartEvent, type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, Lang } from '../api/types';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { FullPageSpinner } from '../components/Spinner';
import { useToasts } from '../components/Toasts';
import { useModel } from '../stores/useModel';
import { cardFields, dropVerdict, nextColumnPoint, type DropVerdict } from './board';
import { AddCandidate } from './AddCandidate';
import { KanbanCard } from './KanbanCard';
import { KanbanColumn } from './KanbanColumn';
import { stageColumns } from './pipeline';
import { StageMoveDialog } from './StageMoveDialog';
import { pipelineChanged } from './StageSummary';
import { useBoardData } from './useBoardData';

/** Pointer first (the column under the mouse); the keyboard has no pointer, so the nearest column. */
const collisions: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length ? under : closestCenter(args);
};

/** Arrow keys carry a dragged card from column to column (dnd-kit's default moves 25 px). */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const rect = context.collisionRect;
  if (!rect) return undefined;
  const columns = [...context.droppableRects.values()];
  const target = nextColumnPoint(columns, { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }, event.code);
  if (!target) return undefined;
  event.preventDefault();
  return { x: target.x - rect.width / 2, y: currentCoordinates.y };
};

/** The pipeline board of one record (a job order): a column per stage, a card per submission;
 * dragging a card to an allowed column moves it through the engine's move (spec 000 §2, issue 7). */
export function KanbanBoard({ model, boardId, boardName }: { model: string; boardId: number; boardName?: string }) {
  const { t, i18n } = useTranslation();
  const push = useToasts((s) => s.push);
  const { meta, error: metaError, retry } = useModel(model);
  const pipeline = meta?.pipeline;
  const columns = useMemo(() => pipeline && meta ? stageColumns(pipeline, meta.fields.find((f) => f.name === pipeline.stage), i18n.language as Lang) : [],
    [pipeline, meta, i18n.language]);
  const fields = useMemo(() => pipeline && meta ? cardFields(model, pipeline, meta.fields) : undefined, [model, pipeline, meta]);
  const demand = useMemo(() => fields ? [fields.subject, fields.owner, fields.hunter].filter((k): k is string => !!k && k !== '__name__') : [], [fields]);
  const { cards, counts, error, reload } = useBoardData(model, pipeline?.board, boardId, pipeline?.stage, demand);
  const [dragging, setDragging] = useState<{ card: DataRecord; stage: string }>();
  const [moving, setMoving] = useState<{ card: DataRecord; to: string }>();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const addField = useMemo(() => fields && meta?.fields.find((f) => f.name === fields.subject), [fields, meta]);

  if (metaError || error) return <ErrorState error={metaError ?? error} onRetry={() => { void retry(); reload(); }} />;
  if (!meta || !cards || !fields) return <FullPageSpinner />;
  if (!pipeline?.board) return <p className="p-6 text-sm text-slate-500">{t('pipeline.notBoard')}</p>;

  const verdictFor = (code: string): DropVerdict | undefined => dragging && dropVerdict(pipeline, dragging.stage, code);
  function start(e: DragStartEvent) {
    setDragging(e.active.data.current as { card: DataRecord; stage: string });
  }
  function end(e: DragEndEvent) {
    const from = e.active.data.current as { card: DataRecord; stage: string } | undefined;
    setDragging(undefined);
    const to = (e.over?.data.current as { code?: string } | undefined)?.code;
    if (!from || !to || !pipeline) return;
    const verdict = dropVerdict(pipeline, from.stage, to);
    if (verdict === 'forbidden') push('error', t('pipeline.notAllowed', { from: label(from.stage), to: label(to), allowed: allowedLabels(from.stage) }));
    if (verdict === 'allowed') setMoving({ card: from.card, to });
  }
  const label = (code: string) => columns.find((c) => c.code === code)?.label ?? code;
  const allowedLabels = (code: string) => columns.filter((c) => dropVerdict(pipeline, code, c.code) === 'allowed').map((c) => c.label).join(', ') || '-';

  return (
    <div className="space-y-3" data-board={boardId}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="flex-1 text-xs text-slate-500">{t('pipeline.dragHint')}</p>
        <Button variant="ghost" onClick={reload} aria-label={t('pipeline.refresh')}><RefreshCw className="size-4" aria-hidden /></Button>
        {addField && <AddCandidate model={model} field={addField} boardField={pipeline.board} boardId={boardId} boardName={boardName ?? `#${boardId}`}
          onAdded={() => { push('success', t('pipeline.added')); reload(); pipelineChanged(); }} />}
      </div>
      <DndContext sensors={sensors} collisionDetection={collisions} onDragStart={start} onDragEnd={end} onDragCancel={() => setDragging(undefined)}>
        <div className="flex items-stretch gap-3 overflow-x-auto pb-3">
          {columns.map((c) => {
            const here = cards.filter((card) => String(card[pipeline.stage] ?? '') === c.code);
            return (
              <KanbanColumn key={c.code} column={c} count={counts[c.code] ?? here.length} verdict={verdictFor(c.code)}>
                {here.length === 0 && <li className="px-1 py-3 text-center text-xs text-slate-400">{t('pipeline.empty')}</li>}
                {here.map((card) => <KanbanCard key={card.id} card={card} fields={fields} stage={c.code} dragging={dragging?.card.id === card.id} />)}
              </KanbanColumn>
            );
          })}
        </div>
      </DndContext>
      {moving && (
        <StageMoveDialog model={model} submission={moving.card} to={moving.to} onClose={() => setMoving(undefined)}
          onMoved={() => { push('success', t('pipeline.moved', { stage: label(moving.to) })); setMoving(undefined); reload(); pipelineChanged(); }} />
      )}
    </div>
  );
}
