import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { importFloat } from '../imports/mapping';
import { usePageFloat } from '../stores/pageFloat';

/** Opens the model's spreadsheet import (the page float excel:{model}); the list reloads after
 * an import. Shown to users who may add records of the model. */
export function ImportButton({ model, onImported }: { model: string; onImported(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={() => usePageFloat.getState().open(importFloat(model), { onImported })} title={t('import.open')}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 hover:text-slate-900">
      <Upload className="size-4" aria-hidden />{t('list.import')}
    </button>
  );
}
