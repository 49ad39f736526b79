import { useTranslation } from 'react-i18next';
import type { SuffixInfo } from '../api/types';
import { groupViews } from './views';

/** The list toolbar's view picker: a native select, its views in the spec's three groups. */
export function ViewSelector({ suffixes, value, onChange }: { suffixes: SuffixInfo[]; value: string; onChange(code: string): void }) {
  const { t } = useTranslation();
  return (
    <select value={value} onChange={(e) => onChange(e.target.value)} aria-label={t('views.label')} title={t('views.label')}
      className="max-w-44 shrink-0 rounded-lg border-0 py-1.5 pl-2.5 pr-8 text-sm text-slate-700 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600">
      {groupViews(suffixes, t('studio.views.defaultView')).map((g) => (
        <optgroup key={g.key} label={t(`views.${g.key}`)}>
          {g.views.map((s) => <option key={s.code} value={s.code}>{s.value}</option>)}
        </optgroup>
      ))}
    </select>
  );
}
