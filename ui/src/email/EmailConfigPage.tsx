// The e-mail config screen of the settings (spec 001 §2, setting#?type=email-config): the Email
// Template Setting tab, where administrators keep the system templates of each type. (The
// account and domain blacklist tabs belong to the mail-account work.)
import { useTranslation } from 'react-i18next';
import type { SectionProps } from '../modules/registry';
import { TemplateManager } from './TemplateManager';

export function EmailConfigPage({ query, onParams }: SectionProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-8 py-7">
      <h1 className="mb-1 text-lg font-semibold text-slate-900">{t('email.templates.settingsTitle')}</h1>
      <p className="mb-5 text-sm text-slate-500">{t('email.templates.settingsHint')}</p>
      <TemplateManager personal={false} type={query.get('tpltype') ?? ''} onType={(tpltype) => onParams({ tpltype })} />
    </div>
  );
}
