import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/types';
import { Button } from '../components/Button';
import { navLabel, useNavbar } from '../stores/navbar';
import { usePreferences } from '../stores/preferences';

/** The quick search cog: which models' results to show, remembered on this browser. */
export function QuickSearchModels({ onDone }: { onDone(): void }) {
  const { t, i18n } = useTranslation();
  const links = useNavbar((s) => s.config?.link_list ?? []);
  const hidden = usePreferences((s) => s.quickSearchHidden);
  const toggle = usePreferences((s) => s.toggleQuickSearchModel);
  const models = links.filter((l) => l.is_model && l.model);
  return (
    <div className="mx-1 mb-2 rounded-lg bg-slate-50 p-2" onMouseDown={(e) => e.preventDefault()}>
      <p className="px-1 pb-1 text-xs font-semibold text-slate-500">{t('header.chooseModels')}</p>
      <div className="grid grid-cols-2 gap-1">
        {models.map((l) => (
          <label key={l.key} className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-700 hover:bg-white">
            <input type="checkbox" checked={!hidden.includes(l.model!)} onChange={() => toggle(l.model!)}
              className="size-3.5 rounded border-slate-300 text-brand-600 focus:ring-brand-600" />
            {navLabel(l, i18n.language as Lang)}
          </label>
        ))}
      </div>
      <div className="flex justify-end pt-1"><Button variant="ghost" className="py-1 text-xs" onClick={onDone}>{t('common.confirm')}</Button></div>
    </div>
  );
}
