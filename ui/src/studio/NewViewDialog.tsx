import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { ViewGroup } from '../api/types';
import { FormDialog } from '../components/FormDialog';

/** Whose a new view is: the group POST /rest/viewconfig/add takes (0 = the user's own). */
const OWNERS = [{ group: -99, key: 'system' }, { group: -1, key: 'shared' }, { group: 0, key: 'personal' }] as const;

/** Asks for a new view's name (spec 000 §2, §5: required, 'Please enter view name!'). */
export function NewViewDialog({ model, onCreated, onCancel }: { model: string; onCreated(code: string, name: string): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [group, setGroup] = useState<number>(-1);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    // Checked here too, so an empty name is answered at once; the server says the same.
    if (!name.trim()) {
      setError(t('studio.views.nameRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onCreated((await api.addView(model, name.trim(), group as ViewGroup)).code, name.trim());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }
  return (
    <FormDialog title={t('studio.views.newView')} submitLabel={t('studio.views.create')} canSubmit busy={busy} onSubmit={() => void submit()} onCancel={onCancel}>
      <label className="block text-sm font-medium text-slate-700">
        {t('studio.views.viewName')}
        <input value={name} onChange={(e) => { setName(e.target.value); setError(undefined); }} placeholder={t('studio.views.namePlaceholder')} autoFocus
          aria-invalid={!!error} aria-describedby={error ? 'new-view-error' : undefined}
          className={`mt-1 block w-full rounded-md border px-2 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 ${error ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200'}`} />
      </label>
      {error && <p id="new-view-error" role="alert" className="-mt-2 text-xs text-red-600">{error}</p>}
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('studio.views.owner')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {OWNERS.map((o) => (
            <label key={o.key} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="radio" name="new-view-owner" checked={group === o.group} onChange={() => setGroup(o.group)} className="accent-brand-600" />
              {t(`studio.views.${o.key}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
