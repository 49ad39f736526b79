import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { DetailTab, Lang } from '../api/types';
import { useModel } from '../stores/useModel';
import { boardGql, stageCounts } from './board';
import { stageColumns } from './pipeline';
import { usePipelineTick } from './pipelineChanged';

/** Sent on window when a board moved or added a record, so summaries of it count again. */
export { PIPELINE_CHANGED, pipelineChanged } from './pipelineChanged';

/** The models a detail page may summarise: those its tabs show records of. Each summary
 * checks its model's pipeline board really links to this page's model. */
export function summaryModels(tabs: DetailTab[] | undefined): string[] {
  return [...new Set((tabs ?? []).map((tb) => tb.data_model_name).filter((m): m is string => !!m))];
}

/** Chips per stage of `model`'s pipeline (colour, label, count) for the records on the board
 * of record `id` of `owner`, shown only when that pipeline's board links to `owner`. */
export function StageSummary({ model, owner, id, onOpen }: { model: string; owner: string; id: number; onOpen(stage: string): void }) {
  const { t, i18n } = useTranslation();
  const { meta } = useModel(model);
  const pipeline = meta?.pipeline;
  const boardField = pipeline?.board ? meta?.fields.find((f) => f.name === pipeline.board) : undefined;
  const mine = !!boardField && boardField.to === owner;
  const columns = useMemo(() => mine && pipeline && meta ? stageColumns(pipeline, meta.fields.find((f) => f.name === pipeline.stage), i18n.language as Lang) : [],
    [mine, pipeline, meta, i18n.language]);
  const [counts, setCounts] = useState<Record<string, number>>();
  const tick = usePipelineTick();
  useEffect(() => {
    if (!mine || !pipeline || !boardField) return;
    let stale = false;
    api.facets(model, [pipeline.stage], boardGql(boardField.name, id))
      .then((f) => { if (!stale) setCounts(stageCounts(f[pipeline.stage])); }, () => { if (!stale) setCounts(undefined); });
    return () => { stale = true; };
  }, [mine, model, pipeline, boardField, id, tick]);
  if (!mine || !counts) return null;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <nav aria-label={meta?.label_value ?? t('pipeline.summary')} data-stage-summary={model} className="flex flex-wrap items-center gap-2 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
      <span className="mr-1 text-xs font-medium text-slate-500">{t('pipeline.total', { count: total })}</span>
      {columns.map((c) => (
        <button key={c.code} type="button" onClick={() => onOpen(c.code)} data-stage-chip={c.code} title={t('pipeline.openBoard', { stage: c.label })}
          className="inline-flex items-center gap-1.5 rounded-full bg-slate-50 px-2.5 py-1 text-xs font-medium text-slate-700 ring-1 ring-inset ring-slate-200 hover:bg-slate-100">
          <span className="size-2 rounded-full" style={{ backgroundColor: c.color ?? '#94a3b8' }} aria-hidden />
          {c.label}
          <span className="tabular-nums text-slate-500">{counts[c.code] ?? 0}</span>
        </button>
      ))}
    </nav>
  );
}
