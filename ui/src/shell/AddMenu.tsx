import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AddMenuItem, Lang } from '../api/types';
import { modelLabel, useNavbar } from '../stores/navbar';
import { Menu, MenuItem } from '../components/Menu';
import { useModules } from '../modules/active';
import { collect } from '../modules/registry';
import { usePageFloat } from '../stores/pageFloat';
import { ModelIcon } from './modelIcon';

export function AddMenu({ items }: { items: AddMenuItem[] }) {
  const { t, i18n } = useTranslation();
  const navbar = useNavbar((s) => s.config);
  // The navigation carries the model names in every language; the add menu only in one.
  const label = (item: AddMenuItem) => {
    const named = modelLabel(navbar, item.model_name, i18n.language as Lang);
    return named === item.model_name ? item.label : named;
  };
  const adds = items.filter((i) => i.type === 'add');
  // What modules add after the navigation's models.
  const extra = collect(useModules(), 'addMenu');
  if (!adds.length && !extra.length) return null;
  return (
    <Menu label={t('header.add')} button={<span className="flex items-center gap-1 rounded-md bg-brand-600 px-2 py-1 text-white shadow-sm"><Plus className="size-4" aria-hidden /><span className="hidden sm:inline">{t('header.add')}</span></span>}>
      {(close) => [
        ...adds.map((item) => (
          // The add form opens as the page float over whatever screen is shown (add:{model}).
          <MenuItem key={item.key} onSelect={() => { close(); usePageFloat.getState().open(`add:${item.model_name}`); }}>
            <ModelIcon name={item.icon} className="size-4 text-slate-400" />{label(item)}
          </MenuItem>
        )),
        ...extra.map((e) => (
          <MenuItem key={`module-${e.key}`} onSelect={() => { close(); e.select(); }}>
            <e.icon className="size-4 text-slate-400" />{t(e.labelKey)}
          </MenuItem>
        )),
      ]}
    </Menu>
  );
}
