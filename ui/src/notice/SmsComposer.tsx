import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeApi, type NoticeLinks, type SmsTemplateSets } from './noticeApi';
import { SMS_MAX_CHARS } from './noticeRules';

export interface SmsDraft { templateType: string; content: string }

/**
 * The SMS part of the notify widget: a template select (system and personal templates of the
 * type), the editable text, and the preview as it will be sent, with its variables filled
 * by the server (POST /rest/sms/choosetemplate/0). A variable the server cannot fill shows
 * its message in place of the preview.
 */
export function SmsComposer({ draft, onChange, mobile, links, type = '' }: {
  draft: SmsDraft; onChange(d: SmsDraft): void; mobile: string; links: NoticeLinks; type?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [sets, setSets] = useState<SmsTemplateSets>();
  const [preview, setPreview] = useState<{ text?: string; error?: string; loading?: boolean }>({});

  useEffect(() => {
    let live = true;
    noticeApi.smsTemplates(type).then((s) => live && setSets(s), () => live && setSets({ system: [], user: [] }));
    return () => { live = false; };
  }, [type]);

  // The preview follows the text, a moment after typing stops.
  const linkKey = JSON.stringify(links);
  useEffect(() => {
    if (!draft.content.trim()) { setPreview({}); return; }
    let live = true;
    setPreview((p) => ({ ...p, loading: true }));
    const timer = setTimeout(() => {
      noticeApi.smsPreview(draft.content, mobile, draft.templateType, JSON.parse(linkKey) as NoticeLinks).then(
        (text) => live && setPreview({ text }),
        (e: unknown) => live && setPreview({ error: e instanceof Error ? e.message : String(e) }));
    }, 300);
    return () => { live = false; clearTimeout(timer); };
  }, [draft.content, draft.templateType, mobile, linkKey]);

  function choose(value: string) {
    const all = [...(sets?.system ?? []), ...(sets?.user ?? [])];
    const tpl = all.find((x) => String(x.id) === value);
    if (tpl) onChange({ templateType: tpl.type, content: tpl.content });
  }
  const count = Array.from(draft.content).length;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-3">
      <label className="block text-sm">
        <span className="mb-1 block font-medium text-slate-700">{t('notice.smsTemplate')}</span>
        <select className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm" defaultValue="" onChange={(e) => choose(e.target.value)}>
          <option value="">{t('notice.chooseTemplate')}</option>
          {sets && sets.system.length > 0 && <optgroup label={t('notice.systemTemplates')}>
            {sets.system.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
          </optgroup>}
          {sets && sets.user.length > 0 && <optgroup label={t('notice.myTemplates')}>
            {sets.user.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
          </optgroup>}
        </select>
      </label>
      <label className="block text-sm" htmlFor={`${id}-content`}>
        <span className="mb-1 block font-medium text-slate-700">{t('notice.smsContent')} <span className="text-red-600">*</span></span>
      </label>
      <textarea id={`${id}-content`} required rows={4} value={draft.content}
        className="w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm"
        onChange={(e) => onChange({ ...draft, content: e.target.value })} />
      <p className={`text-xs ${count > SMS_MAX_CHARS ? 'text-red-600' : 'text-slate-500'}`}>{t('notice.chars', { count, max: SMS_MAX_CHARS })}</p>
      <section aria-label={t('notice.preview')} className="rounded-md bg-slate-50 p-2 text-sm">
        <p className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">{t('notice.preview')}</p>
        {preview.error ? <p role="alert" className="text-red-600">{preview.error}</p>
          : <p className="whitespace-pre-wrap text-slate-800" data-testid="sms-preview">{preview.text ?? (preview.loading ? t('common.loading') : '')}</p>}
      </section>
    </div>
  );
}
