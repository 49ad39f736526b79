// The feed cell body of a pipeline stage record (CV sent, interview, offer, onboarding,
// invoice, rejection) or an approval flow: the stage label in its colour, the job, the
// record's key fields, and for a flow its current level and the record it approves.
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, FieldMeta, Lang } from '../api/types';
import { levelViews, parseFlowData } from '../approval/flowState';
import { shownLevelName } from '../approval/numerals';
import { formatRoute } from '../router/hash';
import { key, useModelMeta } from '../stores/modelMeta';
import { useModel } from '../stores/useModel';
import { useShallow } from 'zustand/react/shallow';
import { Badge } from '../widgets/display/Badge';
import { optionLabel } from '../widgets/display/options';
import { DisplayValue } from '../widgets/display/registry';
import { isEmpty } from '../widgets/display/types';
import { keyFields, stageInfo } from './stageTypes';
import type { FeedItem } from './types';

export function StageBody({ item, target, fields, lang }: { item: FeedItem; target: DataRecord; fields: Map<string, FieldMeta>; lang: Lang }) {
  const { t } = useTranslation();
  const model = item.external_model || item.external_type;
  const { meta } = useModel(model);
  // The models this record links to; the one with a pipeline says which stage it is.
  const linked = useMemo(() => [...new Set([...fields.values()].filter((f) => f.type === 'foreignkey' && f.to).map((f) => f.to!))], [fields]);
  const load = useModelMeta((s) => s.load);
  useEffect(() => { for (const m of linked) void load(m, lang).catch(() => {}); }, [linked, lang, load]);
  // Shallow: the selector answers a new array each time, equal while the entries are.
  const linkedMetas = useModelMeta(useShallow((s) => linked.map((m) => s.entries[key(m, lang)]?.meta)));
  const info = stageInfo(model, [...fields.values()], linkedMetas, (o) => optionLabel(o, lang));
  const board = info.boardField && target[info.boardField.name];
  const current = target.flow_data !== undefined ? levelViews(parseFlowData(target.flow_data)).find((l) => l.current) : undefined;
  // A flow names the record it approves (model, record_id, record_name): shown as one link;
  // its level shows while it is pending (by name when the flow's levels were read), not once
  // it is decided.
  const flowTarget = typeof target.model === 'string' && Number(target.record_id) > 0 ? { model: target.model, id: Number(target.record_id) } : undefined;
  const levelShown = flowTarget && !current && target.status === 'pending';
  const shownAsLink = flowTarget ? ['model', 'record_id', 'record_name', ...(levelShown ? [] : ['level'])] : [];
  const shown = keyFields(meta, fields).filter((f) => !isEmpty(target[f.name]) && !shownAsLink.includes(f.name));

  return (
    <div className="space-y-1.5 text-sm text-slate-700" data-stage={info.option?.code ?? model}>
      <div className="flex flex-wrap items-center gap-2">
        {info.option ? <Badge color={info.option.color}>{info.option.label}</Badge> : meta && <Badge>{meta.label_value}</Badge>}
        {board ? <DisplayValue value={board} field={info.boardField!} lang={lang} /> : null}
        {flowTarget && (
          <a href={formatRoute(flowTarget.model, 'detail', { id: flowTarget.id })} className="text-brand-700 hover:underline">
            {String(target.record_name ?? '') || `#${flowTarget.id}`}
          </a>
        )}
        {current && <span className="text-xs text-slate-500">{t('approval.tab.currentLevel', { name: shownLevelName(current.name, current.index + 1, lang) })}</span>}
      </div>
      {shown.length > 0 && (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
          {shown.map((f) => (
            <div key={f.name} className="flex gap-1">
              <dt className="text-slate-500">{f.label_value}:</dt>
              <dd className="text-slate-800"><DisplayValue value={target[f.name]} field={f} lang={lang} /></dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
