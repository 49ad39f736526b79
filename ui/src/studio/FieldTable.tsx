import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { isApiError } from '../api/errors';
import type { StudioField, StudioModel } from '../api/studioTypes';
import type { Lang } from '../api/types';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SearchField } from '../components/SearchField';
import { useToasts } from '../components/Toasts';
import { useModelMeta } from '../stores/modelMeta';
import { FieldDialog } from './FieldDialog';
import { draftOf, toUpdate } from './fieldForm';
import type { ModelChoice } from './navModels';

/** The model's fields, hidden ones included (spec 000 §2): Add field, Edit, Hide/Show, and
 * Delete for custom fields. Every change reads the model again, here and in the cache the
 * forms and lists use. */
export function FieldTable({ model, data, models, onChanged }: { model: string; data: StudioModel; models: ModelChoice[]; onChanged(): void }) {
  const { t, i18n } = useTranslation();
  const push = useToasts((s) => s.push);
  const [editing, setEditing] = useState<StudioField | 'new'>();
  const [deleting, setDeleting] = useState<StudioField>();
  const [message, setMessage] = useState<string>();
  const [filter, setFilter] = useState('');

  const changed = () => {
    void useModelMeta.getState().refreshAll(i18n.language as Lang);
    onChanged();
  };
  const fail = (e: unknown) => setMessage((isApiError(e) && e.message) || t('studio.layout.changeFieldFail'));

  async function toggleHidden(f: StudioField) {
    setMessage(undefined);
    try {
      const before = draftOf(f);
      await api.saveField(model, toUpdate({ ...before, hidden: !f.hidden }, before));
      push('success', t(f.hidden ? 'studio.fields.shownNow' : 'studio.fields.hiddenNow', { name: f.label_value || f.name }));
      changed();
    } catch (e) {
      fail(e);
    }
  }
  async function remove(f: StudioField) {
    setDeleting(undefined);
    setMessage(undefined);
    try {
      await api.deleteField(model, f.name);
      push('success', t('studio.fields.deleted'));
      changed();
    } catch (e) {
      fail(e); // the server names where the field is still used
    }
  }

  const q = filter.trim().toLowerCase();
  const shown = data.fields.filter((f) => !q || f.name.toLowerCase().includes(q) || (f.label_value ?? '').toLowerCase().includes(q));
  const typeName = (type: string) => t(`studio.field.types.${type}`, { defaultValue: type });
  return (
    <section aria-labelledby="field-table-title" className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="field-table-title" className="mr-auto text-sm font-semibold text-slate-900">{t('studio.fields.table', { model: data.label_value || model })}</h3>
        <SearchField label={t('studio.fields.filter')} value={filter} onChange={setFilter} />
        <Button variant="primary" onClick={() => setEditing('new')}><Plus className="size-4" aria-hidden />{t('studio.fields.add')}</Button>
      </div>
      {message && <Alert tone="error">{message}</Alert>}
      <div className="min-h-0 flex-1 overflow-auto rounded-lg ring-1 ring-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-sm" aria-labelledby="field-table-title">
          <thead className="sticky top-0 bg-slate-50 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
            <tr>
              {(['name', 'label', 'type', 'kind', 'hidden', 'indexed'] as const).map((c) => <th key={c} scope="col" className="px-3 py-2">{t(`studio.fields.col.${c}`)}</th>)}
              <th scope="col" className="px-3 py-2 text-right">{t('studio.fields.col.actions')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {shown.map((f) => {
              const name = f.label_value || f.name;
              return (
                <tr key={f.name} data-field={f.name} className={f.hidden ? 'text-slate-400' : 'text-slate-700'}>
                  <td className="px-3 py-2 font-mono text-xs">{f.name}</td>
                  <td className="px-3 py-2">{name}</td>
                  <td className="px-3 py-2">{typeName(f.type)}</td>
                  <td className="px-3 py-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs ${f.custom ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-600'}`}>{t(f.custom ? 'studio.fields.custom' : 'studio.fields.system')}</span>
                  </td>
                  <td className="px-3 py-2">{t(f.hidden ? 'common.yes' : 'common.no')}</td>
                  <td className="px-3 py-2">{t(f.indexed ? 'common.yes' : 'common.no')}</td>
                  <td className="whitespace-nowrap px-3 py-1.5 text-right">
                    <RowButton label={t('studio.fields.editNamed', { name })} text={t('studio.fields.edit')} onClick={() => setEditing(f)}><Pencil className="size-3.5" aria-hidden /></RowButton>
                    <RowButton label={t(f.hidden ? 'studio.fields.showNamed' : 'studio.fields.hideNamed', { name })} text={t(f.hidden ? 'studio.fields.show' : 'studio.fields.hide')}
                      onClick={() => void toggleHidden(f)}>{f.hidden ? <Eye className="size-3.5" aria-hidden /> : <EyeOff className="size-3.5" aria-hidden />}</RowButton>
                    {f.custom && (
                      <RowButton label={t('studio.fields.deleteNamed', { name })} text={t('studio.fields.delete')} danger onClick={() => setDeleting(f)}><Trash2 className="size-3.5" aria-hidden /></RowButton>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {editing && (
        <FieldDialog model={model} field={editing === 'new' ? undefined : editing} fields={data.fields} models={models} onCancel={() => setEditing(undefined)}
          onSaved={() => { setEditing(undefined); setMessage(undefined); push('success', t('studio.fields.saved')); changed(); }} />
      )}
      {deleting && (
        <ConfirmDialog message={t('studio.fields.confirmDelete', { name: deleting.label_value || deleting.name })} confirmLabel={t('studio.fields.delete')} danger
          onConfirm={() => void remove(deleting)} onCancel={() => setDeleting(undefined)} />
      )}
    </section>
  );
}

function RowButton({ label, text, danger, onClick, children }: { label: string; text: string; danger?: boolean; onClick(): void; children: React.ReactNode }) {
  return (
    <button type="button" onClick={onClick} aria-label={label}
      className={`ml-1 inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-600 hover:bg-slate-100'}`}>
      {children}<span aria-hidden>{text}</span>
    </button>
  );
}
