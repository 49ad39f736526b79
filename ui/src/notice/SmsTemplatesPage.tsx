import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { noticeApi, type SmsTemplate, type SmsTemplateSets, type TypeOption } from './noticeApi';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FormDialog } from '../components/FormDialog';
import { useToasts } from '../components/Toasts';
import { useSession } from '../stores/session';

interface Draft { id?: number; name: string; type: string; content: string; system: boolean }

/**
 * SMS template management (settings → SMS templates): the system templates, which admins keep,
 * and the user's own, with add, edit and delete through the template model's generic calls.
 * personal shows only the user's own (a personal settings page).
 */
export function SmsTemplatesPage({ personal = false }: { personal?: boolean }) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const isAdmin = useSession((s) => s.user?.isAdmin === true);
  const [sets, setSets] = useState<SmsTemplateSets>();
  const [types, setTypes] = useState<TypeOption[]>([]);
  const [draft, setDraft] = useState<Draft>();
  const [deleting, setDeleting] = useState<SmsTemplate>();
  const [busy, setBusy] = useState(false);
  const fail = (e: unknown) => push('error', e instanceof Error ? e.message : String(e));

  const load = useCallback(() => {
    noticeApi.forgetTemplates();
    noticeApi.smsTemplates('').then(setSets, fail);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => { load(); noticeApi.smsTemplateTypes().then(setTypes, fail); }, [load]); // eslint-disable-line react-hooks/exhaustive-deps

  const typeLabel = (code: string) => types.find((x) => x.code === code)?.value ?? code;
  async function save(d: Draft) {
    setBusy(true);
    try {
      const data: Record<string, unknown> = { name: d.name, type: d.type, content: d.content };
      if (d.id) data.version = (await api.record('smstemplate', d.id)).version;
      if (d.id) data.id = d.id;
      if (isAdmin && !personal) data.owner = d.system ? null : useSession.getState().user?.id;
      await api.save('smstemplate', data);
      push('success', t('notice.templates.saved'));
      setDraft(undefined);
      load();
    } catch (e) { fail(e); } finally { setBusy(false); }
  }
  async function remove(tpl: SmsTemplate) {
    setDeleting(undefined);
    try { await api.deleteRecords('smstemplate', [tpl.id]); push('success', t('notice.templates.deleted')); load(); } catch (e) { fail(e); }
  }

  const groups: [string, SmsTemplate[], boolean][] = personal
    ? [[t('notice.myTemplates'), sets?.user ?? [], true]]
    : [[t('notice.systemTemplates'), sets?.system ?? [], isAdmin], [t('notice.myTemplates'), sets?.user ?? [], true]];
  return (
    <div className="h-full overflow-auto p-6">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{personal ? t('notice.templates.personalTitle') : t('notice.templates.title')}</h2>
        <Button variant="primary" onClick={() => setDraft({ name: '', type: types[0]?.code ?? 'general', content: '', system: false })}><Plus className="size-4" aria-hidden />{t('notice.templates.add')}</Button>
      </div>
      {groups.map(([title, list, editable]) => (
        <section key={title} aria-label={title} className="mb-6">
          <h3 className="mb-2 text-sm font-semibold text-slate-700">{title}</h3>
          {list.length === 0 ? <p className="text-sm text-slate-500">{t('notice.templates.empty')}</p> : (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {list.map((tpl) => (
                <li key={tpl.id} className="flex items-start gap-3 p-3">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium text-slate-900">{tpl.name} <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{typeLabel(tpl.type)}</span></p>
                    <p className="mt-1 whitespace-pre-wrap text-sm text-slate-600">{tpl.content}</p>
                  </div>
                  {editable && <>
                    <button type="button" aria-label={`${t('notice.templates.edit')} ${tpl.name}`} className="rounded p-1 text-slate-500 hover:bg-slate-100"
                      onClick={() => setDraft({ id: tpl.id, name: tpl.name, type: tpl.type, content: tpl.content, system: list === sets?.system })}><Pencil className="size-4" /></button>
                    <button type="button" aria-label={`${t('common.delete')} ${tpl.name}`} className="rounded p-1 text-red-600 hover:bg-red-50"
                      onClick={() => setDeleting(tpl)}><Trash2 className="size-4" /></button>
                  </>}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {draft && <TemplateForm draft={draft} types={types} canSystem={isAdmin && !personal} busy={busy} onSave={(d) => void save(d)} onCancel={() => setDraft(undefined)} />}
      {deleting && <ConfirmDialog danger message={t('notice.templates.confirmDelete', { name: deleting.name })} confirmLabel={t('common.delete')}
        onConfirm={() => void remove(deleting)} onCancel={() => setDeleting(undefined)} />}
    </div>
  );
}

function TemplateForm({ draft, types, canSystem, busy, onSave, onCancel }: {
  draft: Draft; types: TypeOption[]; canSystem: boolean; busy: boolean; onSave(d: Draft): void; onCancel(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [d, setD] = useState(draft);
  const input = 'w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm';
  return (
    <FormDialog title={d.id ? t('notice.templates.edit') : t('notice.templates.add')} submitLabel={t('form.save')} busy={busy}
      canSubmit={d.name.trim() !== '' && d.content.trim() !== ''} onSubmit={() => onSave(d)} onCancel={onCancel}>
      <label className="block text-sm" htmlFor={`${id}-name`}><span className="mb-1 block font-medium">{t('notice.templates.name')}</span></label>
      <input id={`${id}-name`} className={input} value={d.name} required onChange={(e) => setD({ ...d, name: e.target.value })} />
      <label className="block text-sm" htmlFor={`${id}-type`}><span className="mb-1 block font-medium">{t('notice.templates.type')}</span></label>
      <select id={`${id}-type`} className={input} value={d.type} onChange={(e) => setD({ ...d, type: e.target.value })}>
        {types.map((x) => <option key={x.code} value={x.code}>{x.value}</option>)}
      </select>
      <label className="block text-sm" htmlFor={`${id}-content`}><span className="mb-1 block font-medium">{t('notice.templates.content')}</span></label>
      <textarea id={`${id}-content`} rows={4} className={input} value={d.content} required onChange={(e) => setD({ ...d, content: e.target.value })} />
      <p className="text-xs text-slate-500">{t('notice.templates.variablesHint', { first: '{{candidate.englishName}}', second: '{{joborder.jobTitle}}' })}</p>
      {canSystem && <label className="flex items-center gap-2 text-sm"><input type="checkbox" checked={d.system} onChange={(e) => setD({ ...d, system: e.target.checked })} />{t('notice.templates.system')}</label>}
    </FormDialog>
  );
}

export default SmsTemplatesPage;
