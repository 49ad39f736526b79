// The parts of a mail the composer and the stage mail share: the template select (system and
// personal templates) and the subject with the rich-text body.
import { useTranslation } from 'react-i18next';
import type { EmailTemplateSets } from '../api/emailEndpoints';
import type { Lang } from '../api/types';
import { RichTextInput } from '../widgets/input/richtext';
import { inputClass } from '../widgets/input/types';

export function TemplateSelect({ id, sets, value, onChange }: { id: string; sets: EmailTemplateSets; value: string; onChange(id: string): void }) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">{t('email.template')}</label>
      <select id={id} className={inputClass(false)} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('email.noTemplate')}</option>
        {sets.system.length > 0 && <optgroup label={t('email.systemTemplates')}>{sets.system.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}</optgroup>}
        {sets.user.length > 0 && <optgroup label={t('email.myTemplates')}>{sets.user.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}</optgroup>}
      </select>
    </div>
  );
}

/** Subject and body; editorKey changes when the body is replaced (a template chosen). */
export function SubjectAndContent({ id, subject, onSubject, content, onContent, editorKey }: {
  id: string; subject: string; onSubject(s: string): void; content: string | undefined; onContent(c: string | undefined): void; editorKey: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div>
        <label htmlFor={`${id}-subject`} className="mb-1 block text-sm font-medium text-slate-700">{t('email.subject')}</label>
        <input id={`${id}-subject`} className={inputClass(false)} value={subject} onChange={(e) => onSubject(e.target.value)} required />
      </div>
      <div>
        <span className="mb-1 block text-sm font-medium text-slate-700" id={`${id}-content-label`}>{t('email.content')}</span>
        <RichTextInput key={editorKey} id={`${id}-content`} field={{ name: 'content', label_value: t('email.content'), type: 'richtext' }}
          value={content} onChange={(v) => onContent(typeof v === 'string' ? v : undefined)} lang={i18n.language as Lang} invalid={false} />
      </div>
    </>
  );
}
