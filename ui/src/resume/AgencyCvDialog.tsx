import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileInfo } from '../api/types';
import { FormDialog } from '../components/FormDialog';
import { useModel } from '../stores/useModel';
import { agencyFormats, defaultTemplate, type AgencyFormat, type CvTemplate } from './agency';
import { fetchCvTemplates, makeAgencyCv } from './resumeApi';

/** "Make agency CV": choose a template and PDF or Word; the server writes the CV from the
 * record (no contact details) and keeps it among the candidate's CVs. Admins, who keep the
 * templates, get a link to them. */
export function AgencyCvDialog({ candidate, onMade, onCancel, onError }: {
  candidate: number; onMade(file: FileInfo): void; onCancel(): void; onError(e: unknown): void;
}) {
  const { t } = useTranslation();
  const [templates, setTemplates] = useState<CvTemplate[]>();
  const [template, setTemplate] = useState<number>();
  const [format, setFormat] = useState<AgencyFormat>('pdf');
  const [busy, setBusy] = useState(false);
  const canManage = !!useModel('cvtemplate').meta?.allowed_actions.includes('edit');
  const selectId = useId();

  useEffect(() => {
    let live = true;
    fetchCvTemplates().then((list) => {
      if (!live) return;
      setTemplates(list);
      setTemplate(defaultTemplate(list));
    }, (e) => { if (live) { setTemplates([]); onError(e); } });
    return () => { live = false; };
  }, []);

  async function make() {
    setBusy(true);
    try {
      onMade(await makeAgencyCv(candidate, template, format));
    } catch (e) {
      onError(e);
      setBusy(false);
    }
  }

  return (
    <FormDialog title={t('resume.agencyTitle')} submitLabel={busy ? t('resume.making') : t('resume.make')} canSubmit={templates !== undefined} busy={busy}
      onSubmit={() => void make()} onCancel={onCancel}>
      {templates === undefined ? <p className="text-sm text-slate-500">{t('common.loading')}</p> : templates.length === 0 ? (
        <p className="text-sm text-slate-600">{t('resume.noTemplates')}</p>
      ) : (
        <div className="space-y-1">
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">{t('resume.template')}</label>
          <select id={selectId} value={template ?? ''} onChange={(e) => setTemplate(Number(e.target.value))}
            className="w-full rounded-lg border-slate-300 text-sm">
            {templates.map((tpl) => <option key={tpl.id} value={tpl.id}>{tpl.name}</option>)}
          </select>
        </div>
      )}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-700">{t('resume.format')}</legend>
        <div className="flex gap-4">
          {agencyFormats.map((f) => (
            <label key={f} className="inline-flex items-center gap-2 text-sm">
              <input type="radio" name="agency-format" value={f} checked={format === f} onChange={() => setFormat(f)} />
              {t(`resume.format_${f}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {canManage && <a className="text-sm text-brand-700 hover:underline" href="#cvtemplate/list">{t('resume.manageTemplates')}</a>}
    </FormDialog>
  );
}
