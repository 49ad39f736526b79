import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Lang, NavLink } from '../api/types';
import { Menu, MenuItem } from '../components/Menu';
import { hashOf, navLabel } from '../stores/navbar';

/** Top-level links from navbar_config; entries with children open a menu. */
export function NavLinks({ links, currentModel }: { links: NavLink[]; currentModel: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return (
    <nav className="flex items-center gap-0.5" aria-label={t('header.mainNav')}>
      {links.map((link) => {
        if (link.children?.length) {
          return (
            <Menu key={link.key} label={navLabel(link, lang)} align="left" button={<>{navLabel(link, lang)}<ChevronDown className="size-3.5" aria-hidden /></>}>
              {(close) => link.children!.map((c) => (
                <MenuItem key={c.key} href={hashOf(c.url) || undefined} onSelect={close}>{navLabel(c, lang)}</MenuItem>
              ))}
            </Menu>
          );
        }
        const active = link.is_model && link.model === currentModel;
        return (
          <a key={link.key} href={hashOf(link.url)} target={link.new_window ? '_blank' : undefined} aria-current={active ? 'page' : undefined}
            className={`whitespace-nowrap rounded-lg px-2.5 py-1.5 text-sm font-medium transition-colors ${active ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`}>
            {navLabel(link, lang)}
          </a>
        );
      })}
    </nav>
  );
}
