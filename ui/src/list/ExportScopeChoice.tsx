import { useTranslation } from 'react-i18next';
import type { ExportScope } from './useExport';

/** The export dialog's choice of columns: the view's, or every field the user may see (as
 * their detail page shows them, contact details hidden where the company hides them). */
export function ExportScopeChoice({ value, onChange }: { value: ExportScope; onChange(v: ExportScope): void }) {
  const { t } = useTranslation();
  const options: { v: ExportScope; label: string }[] = [
    { v: 'view', label: t('list.exportScopeView') },
    { v: 'all', label: t('list.exportScopeAll') },
  ];
  return (
    <fieldset className="mt-3 space-y-1.5 text-sm text-slate-700" data-testid="export-scope">
      <legend className="mb-1 font-medium text-slate-900">{t('list.exportScope')}</legend>
      {options.map((o) => (
        <label key={o.v} className="flex cursor-pointer items-center gap-2">
          <input type="radio" name="export-scope" value={o.v} checked={value === o.v} onChange={() => onChange(o.v)} className="size-4 accent-brand-600" />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
