import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import type { SectionProps } from '../modules/registry';
import { DetailTabsEditor } from './DetailTabsEditor';
import { FieldTable } from './FieldTable';
import { LayoutEditor } from './LayoutEditor';
import { SCENES, VIEW_NAMES } from './layoutState';
import { useStudioModels } from './navModels';
import { SuffixSelector } from './SuffixSelector';
import { useStudioModel } from './useStudioModel';
import { useLeaveWarning } from '../components/useLeaveWarning';

/** The studio's pages for a model; the layout editor is the default. */
const STUDIO_TABS = ['layout', 'fields', 'tabs'] as const;
const TAB_LABEL = { layout: 'studio.layout.layoutTab', fields: 'studio.layout.fieldsTab', tabs: 'studio.tabs.tab' } as const;

const selectClass = 'mt-1 block rounded-md border border-slate-300 px-2 py-1.5 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** Settings → Fields and layouts (#system-setting/list?type=layout&model=…): the admin editor
 * of spec 000 §2. The model, scene, view, suffix and tab live in the route, so a link opens
 * the same place and Back returns to the previous one. */
export function LayoutStudioPage({ query, onParams }: SectionProps) {
  const { t } = useTranslation();
  const models = useStudioModels();
  const model = query.get('model') || models[0]?.model || '';
  const scene = SCENES.find((s) => s === query.get('scene')) ?? 'normal';
  const view = VIEW_NAMES.find((v) => v === query.get('view')) ?? 'list';
  const suffix = query.get('suffix') ?? '';
  const tab = STUDIO_TABS.find((k) => k === query.get('tab')) ?? 'layout';
  const [creating, setCreating] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<() => void>();
  const { data, error, reload, version } = useStudioModel(model, scene, suffix);

  // Leaving unsaved layout changes (another view, scene, suffix or model) asks first.
  const guard = (go: () => void) => (dirty ? setPending(() => go) : go());
  const go = (params: Record<string, string | undefined>) => guard(() => { setDirty(false); setCreating(false); onParams(params); });
  useLeaveWarning(dirty);

  if (!model) return <div className="flex flex-1 items-center justify-center"><EmptyState title={t('studio.layout.chooseModel')} /></div>;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-end gap-4 border-b border-slate-200 px-6 py-3">
        <h2 className="mr-auto self-center text-base font-semibold text-slate-900">{t('studio.layout.title')}</h2>
        <label className="text-xs font-medium text-slate-600">
          {t('studio.layout.model')}
          <select value={model} onChange={(e) => go({ model: e.target.value, suffix: undefined })} className={selectClass}>
            {!models.some((m) => m.model === model) && <option value={model}>{model}</option>}
            {models.map((m) => <option key={m.model} value={m.model}>{m.label}</option>)}
          </select>
        </label>
        <label className="text-xs font-medium text-slate-600">
          {t('studio.layout.scene')}
          <select value={scene} onChange={(e) => go({ scene: e.target.value === 'normal' ? undefined : e.target.value })} className={selectClass}>
            {SCENES.map((s) => <option key={s} value={s}>{t(`studio.layout.scenes.${s}`)}</option>)}
          </select>
        </label>
        <div role="tablist" aria-label={t('studio.layout.tabs')} className="flex rounded-lg bg-slate-100 p-0.5">
          {STUDIO_TABS.map((k) => (
            <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => go({ tab: k === 'layout' ? undefined : k })}
              className={`rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${tab === k ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}>
              {t(TAB_LABEL[k])}
            </button>
          ))}
        </div>
      </div>

      {error ? <ErrorState error={error} onRetry={reload} /> : !data ? (
        <div className="flex flex-1 items-center justify-center"><Spinner /></div>
      ) : tab === 'tabs' ? (
        <div role="tabpanel" aria-label={t('studio.tabs.tab')} className="flex min-h-0 flex-1 flex-col px-6 py-4">
          <DetailTabsEditor key={model} model={model} fields={data.fields} />
        </div>
      ) : tab === 'fields' ? (
        <div role="tabpanel" aria-label={t('studio.layout.fieldsTab')} className="flex min-h-0 flex-1 flex-col px-6 py-4">
          <FieldTable model={model} data={data} models={models} onChanged={reload} />
        </div>
      ) : (
        <div role="tabpanel" aria-label={t('studio.layout.layoutTab')} className="flex min-h-0 flex-1">
          <aside className="w-56 shrink-0 overflow-auto border-r border-slate-200 p-3">
            <SuffixSelector key={model} model={model} selected={creating ? null : suffix}
              onSelect={(code) => go({ suffix: code || undefined })}
              onNewView={() => guard(() => { setDirty(false); setCreating(true); })}
              onNewViewEnd={(code) => { setCreating(false); if (code !== undefined) onParams({ suffix: code || undefined }); }}
              onDeleted={() => { setDirty(false); onParams({ suffix: undefined }); }} />
          </aside>
          <div className="flex min-w-0 flex-1 flex-col px-4 pt-3">
            <fieldset className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-1">
              <legend className="sr-only">{t('studio.layout.view')}</legend>
              <span aria-hidden className="text-xs font-medium text-slate-600">{t('studio.layout.view')}</span>
              {VIEW_NAMES.map((v) => (
                <label key={v} className="flex cursor-pointer items-center gap-1.5 text-sm text-slate-700">
                  <input type="radio" name="studio-view" checked={v === view} onChange={() => go({ view: v })} className="accent-brand-600" />
                  {t(`studio.layout.viewNames.${v}`)}
                </label>
              ))}
            </fieldset>
            {creating ? (
              <div className="flex flex-1 items-center justify-center"><EmptyState title={t('studio.views.chooseOrCreate')} /></div>
            ) : (
              <LayoutEditor key={`${model}|${scene}|${suffix}|${view}|${version}`} model={model} data={data} scene={scene} suffix={suffix} view={view}
                onDirty={setDirty} onSaved={reload} />
            )}
          </div>
        </div>
      )}
      {pending && (
        <ConfirmDialog message={t('form.closeCheck')} confirmLabel={t('form.discard')} danger
          onConfirm={() => { const run = pending; setPending(undefined); run(); }} onCancel={() => setPending(undefined)} />
      )}
    </div>
  );
}
