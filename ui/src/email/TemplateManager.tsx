// E-mail templates of one type (spec 001 "E-mail config screen", template tab): choosing a
// type loads its templates; Add or a template's name opens the editor (name, subject, content
// with variables like {{candidate.englishName}}, attachments). The settings page manages the
// system templates (no owner), the profile's e-mail page the user's own. The server refuses a
// variable that names nothing; its message shows above the form.
import { Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { emailApi, type EmailTemplate } from '../api/emailEndpoints';
import type { FileInfo, Lang } from '../api/types';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { useToasts } from '../components/Toasts';
import { useSession } from '../stores/session';
import { useModel } from '../stores/useModel';
import { optionLabel } from '../widgets/display/options';
import { RichTextInput } from '../widgets/input/richtext';
import { inputClass } from '../widgets/input/types';
import { AttachmentsField } from './AttachmentsField';

interface Draft { id?: number; version?: number; name: string; title: string; content?: string; files: FileInfo[]; attachResume?: boolean }
/** Examples of variables (the server accepts {{link.field}} for every link of a mail). */
const EXAMPLE_VARIABLES = ['{{candidate.englishName}}', '{{clientcontact.englishName}}', '{{joborder.jobTitle}}', '{{client.name}}', '{{user.englishName}}'];
const blank = (): Draft => ({ name: '', title: '', files: [] });

export function TemplateManager({ personal, type, onType }: { personal: boolean; type: string; onType(type: string): void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const uid = useId();
  const push = useToasts((s) => s.push);
  const user = useSession((s) => s.user);
  const { meta } = useModel('emailtemplate');
  const types = meta?.fields.find((f) => f.name === 'type')?.options ?? [];
  const [list, setList] = useState<EmailTemplate[]>();
  const [draft, setDraft] = useState<Draft>();
  const [editorKey, setEditorKey] = useState(0);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    if (!type) { setList(undefined); return; }
    emailApi.templates(type).then((s) => setList(personal ? s.user : s.system), (e) => setError(e instanceof Error ? e.message : String(e)));
  }, [type, personal]);
  useEffect(() => { load(); setDraft(undefined); }, [load]);

  async function edit(tpl: EmailTemplate) {
    setError('');
    try {
      const rec = await api.record('emailtemplate', tpl.id);
      setDraft({ id: tpl.id, version: Number(rec.version), name: tpl.name, title: tpl.title, content: tpl.content, files: tpl.attachments ?? [], attachResume: tpl.attach_resume });
      setEditorKey((k) => k + 1);
    } catch (e) { setError(e instanceof Error ? e.message : String(e)); }
  }
  async function save() {
    if (!draft) return;
    setBusy(true);
    setError('');
    try {
      const data: Record<string, unknown> = {
        name: draft.name, title: draft.title, content: draft.content ?? '', type, attachments: draft.files.map((f) => f.id), attach_resume: !!draft.attachResume,
      };
      if (draft.id) Object.assign(data, { id: draft.id, version: draft.version });
      else if (personal && user) data.owner = user.id;
      await api.save('emailtemplate', data);
      push('success', t('email.templates.saved', { name: draft.name }));
      setDraft(undefined);
      load();
    } catch (e) { setError(e instanceof Error ? e.message : String(e)); } finally { setBusy(false); }
  }
  async function remove(tpl: EmailTemplate) {
    try { await api.deleteRecords('emailtemplate', [tpl.id]); load(); } catch (e) { setError(e instanceof Error ? e.message : String(e)); }
  }

  return (
    <div className="space-y-4">
      <div className="flex items-end gap-3">
        <div className="w-64">
          <label htmlFor={`${uid}-type`} className="mb-1 block text-sm font-medium text-slate-700">{t('email.templateType')}</label>
          <select id={`${uid}-type`} className={inputClass(false)} value={type} onChange={(e) => onType(e.target.value)}>
            <option value="">{t('email.templates.pickType')}</option>
            {types.map((o) => <option key={o.code} value={o.code}>{optionLabel(o, lang)}</option>)}
          </select>
        </div>
        {type && <Button onClick={() => { setDraft(blank()); setEditorKey((k) => k + 1); setError(''); }}><Plus className="size-4" aria-hidden />{t('email.templates.add')}</Button>}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {list && (list.length === 0
        ? <p className="text-sm text-slate-500">{t('email.templates.empty')}</p>
        : (
          <ul aria-label={t('email.templates.list')} className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
            {list.map((tpl) => (
              <li key={tpl.id} className="flex items-center gap-3 px-4 py-2.5">
                <button type="button" className="min-w-0 flex-1 text-left" onClick={() => void edit(tpl)}>
                  <span className="block truncate text-sm font-medium text-brand-700 hover:underline">{tpl.name}</span>
                  <span className="block truncate text-xs text-slate-500">{tpl.title}</span>
                </button>
                <button type="button" aria-label={t('email.templates.delete', { name: tpl.name })} className="text-slate-400 hover:text-red-600" onClick={() => void remove(tpl)}>
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        ))}
      {draft && (
        <form className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={t('email.templates.editor')} onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor={`${uid}-name`} className="mb-1 block text-sm font-medium text-slate-700">{t('email.templates.name')}</label>
              <input id={`${uid}-name`} required className={inputClass(false)} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            </div>
            <div>
              <label htmlFor={`${uid}-title`} className="mb-1 block text-sm font-medium text-slate-700">{t('email.subject')}</label>
              <input id={`${uid}-title`} required className={inputClass(false)} value={draft.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
            </div>
          </div>
          <div>
            <span className="mb-1 block text-sm font-medium text-slate-700">{t('email.content')}</span>
            <RichTextInput key={editorKey} id={`${uid}-content`} field={{ name: 'content', label_value: t('email.content'), type: 'richtext' }}
              value={draft.content} onChange={(v) => setDraft((d) => d && { ...d, content: typeof v === 'string' ? v : undefined })} lang={lang} invalid={false} />
            <p className="mt-1 text-xs text-slate-500">
              {t('email.templates.variables')} {EXAMPLE_VARIABLES.map((v) => <code key={v} className="mr-1.5 rounded bg-slate-100 px-1">{v}</code>)}
            </p>
          </div>
          <AttachmentsField files={draft.files} onChange={(files) => setDraft({ ...draft, files })} onError={setError} />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" checked={!!draft.attachResume} onChange={(e) => setDraft({ ...draft, attachResume: e.target.checked })} />
            {t('email.templates.attachResume')}
          </label>
          <div className="flex justify-end gap-2">
            <Button onClick={() => setDraft(undefined)}>{t('common.cancel')}</Button>
            <Button variant="primary" type="submit" disabled={busy}>{t('email.templates.save')}</Button>
          </div>
        </form>
      )}
    </div>
  );
}
