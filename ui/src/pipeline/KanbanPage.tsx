import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { FullPageSpinner } from '../components/Spinner';
import { formatRoute } from '../router/hash';
import { useModel } from '../stores/useModel';
import { KanbanBoard } from './KanbanBoard';

/** #{model}/kanban?{board}={id}: a pipeline model's board of one record, as a page of its own. */
export default function KanbanPage({ model, query }: { model: string; query: URLSearchParams }) {
  const { t } = useTranslation();
  const { meta, error, retry } = useModel(model);
  const board = meta?.pipeline?.board;
  const target = board ? meta?.fields.find((f) => f.name === board)?.to : undefined;
  const id = board ? Number(query.get(board)) : NaN;
  const [name, setName] = useState<string>();
  useEffect(() => {
    if (!target || !Number.isInteger(id) || id <= 0) return;
    let stale = false;
    api.record(target, id).then((r) => { if (!stale) setName(String(r.__name__ ?? `#${id}`)); }, () => { if (!stale) setName(`#${id}`); });
    return () => { stale = true; };
  }, [target, id]);
  useEffect(() => { if (name) document.title = t('pipeline.boardOf', { name }); }, [name, t]);

  if (error) return <ErrorState error={error} onRetry={() => void retry()} />;
  if (!meta) return <FullPageSpinner />;
  if (!board || !target) return <EmptyState title={t('pipeline.notBoard')} />;
  if (!Number.isInteger(id) || id <= 0) return <EmptyState title={t('pipeline.noBoard', { param: board })} />;
  return (
    <div className="h-full overflow-auto">
      <div className="space-y-4 px-4 py-6 sm:px-6">
        <a href={formatRoute(target, 'detail', { id })} className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden />{name ?? `#${id}`}
        </a>
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">{t('pipeline.boardOf', { name: name ?? `#${id}` })}</h1>
        <KanbanBoard model={model} boardId={id} boardName={name} />
      </div>
    </div>
  );
}
