import { Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { isApiError } from '../api/errors';
import type { ViewSuffix } from '../api/studioTypes';
import { Alert } from '../components/Alert';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useToasts } from '../components/Toasts';
import { useSession } from '../stores/session';
import { groupSuffixes, type SuffixGroup } from './layoutState';
import { NewViewDialog } from './NewViewDialog';

const SECTIONS: SuffixGroup[] = ['system', 'shared', 'personal'];

/** The view (suffix) radios of a model, in the spec's three sections, with New view and
 * Delete view. `selected` null means none: New view cleared the choice while it asks for a name. */
export function SuffixSelector({ model, selected, onSelect, onNewView, onNewViewEnd, onDeleted }: {
  model: string; selected: string | null; onSelect(code: string): void;
  /** New view started (the page clears the selection) and ended: the new view's code, or none when cancelled. */
  onNewView(): void; onNewViewEnd(code?: string): void; onDeleted(): void;
}) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const push = useToasts((s) => s.push);
  const [list, setList] = useState<ViewSuffix[]>([]);
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState<ViewSuffix>();
  const [message, setMessage] = useState<string>();

  const load = useCallback(() => {
    api.viewSuffixes(model).then(setList).catch((e) => setMessage(e instanceof Error ? e.message : String(e)));
  }, [model]);
  useEffect(load, [load]);

  const sections = groupSuffixes(list, user?.id, t('studio.views.defaultView'));
  const current = selected === null ? undefined : SECTIONS.flatMap((s) => sections[s]).find((s) => s.code === selected);

  function startNew() {
    setMessage(undefined);
    setAsking(true);
    onNewView();
  }

  async function remove(s: ViewSuffix) {
    setDeleting(undefined);
    setMessage(undefined);
    try {
      await api.deleteView(model, s.code);
      push('success', t('studio.views.deleted'));
      load();
      onDeleted();
    } catch (e) {
      // The server's reason ('Deleting Default is not allowed.', no permission), else the spec's fallbacks.
      setMessage(isApiError(e) ? e.message || t('studio.views.deleteFail') : t('studio.views.operateFailed'));
    }
  }

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div role="radiogroup" aria-label={t('studio.layout.views')} className="space-y-3">
        {SECTIONS.map((sec) => (
          <div key={sec} role="group" aria-label={t(`studio.views.${sec}`)}>
            <h3 className="px-1 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{t(`studio.views.${sec}`)}</h3>
            {sections[sec].length === 0 && <p className="px-1 text-xs text-slate-400">{t('studio.views.none')}</p>}
            {sections[sec].map((s) => (
              <label key={`${sec}:${s.code}`} className={`flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm ${s.code === selected ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-50'}`}>
                <input type="radio" name={`suffix-${model}`} checked={s.code === selected} onChange={() => onSelect(s.code)} className="accent-brand-600" />
                <span className="truncate">{s.value || s.code}</span>
              </label>
            ))}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={startNew}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600">
          <Plus className="size-4" aria-hidden />{t('studio.views.newView')}
        </button>
        {current && (
          <button type="button" onClick={() => setDeleting(current)}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600">
            <Trash2 className="size-4" aria-hidden />{t('studio.views.deleteView')}
          </button>
        )}
      </div>
      {message && <div className="[overflow-wrap:anywhere]"><Alert tone="error">{message}</Alert></div>}
      {asking && (
        <NewViewDialog model={model} onCancel={() => { setAsking(false); onNewViewEnd(); }}
          onCreated={(code, name) => { setAsking(false); push('success', t('studio.views.created', { name })); load(); onNewViewEnd(code); }} />
      )}
      {deleting && (
        <ConfirmDialog message={t('studio.views.confirmDelete', { name: deleting.value || deleting.code })} confirmLabel={t('studio.views.deleteView')} danger
          onConfirm={() => void remove(deleting)} onCancel={() => setDeleting(undefined)} />
      )}
    </div>
  );
}
