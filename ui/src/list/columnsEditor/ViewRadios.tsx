import { useTranslation } from 'react-i18next';
import type { SuffixInfo } from '../../api/types';
import { groupViews } from '../views';

/** The columns editor's views as radios, one fieldset per group (spec 001: System Management /
 * Shared Settings / Personal Settings). */
export function ViewRadios({ suffixes, value, disabled, onChange }: { suffixes: SuffixInfo[]; value: string; disabled?: boolean; onChange(code: string): void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      {groupViews(suffixes, t('studio.views.defaultView')).map((g) => (
        <fieldset key={g.key}>
          <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{t(`views.${g.key}`)}</legend>
          {g.views.map((s) => (
            <label key={s.code} className="flex items-center gap-2 rounded px-1 py-0.5 text-sm text-slate-700 hover:bg-slate-50">
              <input type="radio" name="columns-view" value={s.code} checked={s.code === value} disabled={disabled} onChange={() => onChange(s.code)}
                className="size-4 border-slate-300 text-brand-600 focus:ring-brand-600" />
              <span className="truncate">{s.value}</span>
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
