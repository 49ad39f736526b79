import { List } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, NavbarConfig, NavLink } from '../api/types';
import { useModules } from '../modules/active';
import { collect, type SettingsEntry } from '../modules/registry';
import { hashOf, navLabel, useNavbar } from '../stores/navbar';
import { useSession } from '../stores/session';
import { CORE_SECTIONS, settingsHash } from './sections';

/** The navigation entry whose children are the settings page's sidebar (navigation metadata
 * `sidebar: true` on the link to #system-setting): users, teams, titles and the like. */
export function settingsGroup(config: NavbarConfig | null | undefined): NavLink | undefined {
  return config?.link_list.find((l) => l.sidebar && hashOf(l.url).startsWith('#system-setting'));
}

/** The models whose screens show inside the settings page (its sidebar stays beside them). */
export function settingsModels(config: NavbarConfig | null | undefined): string[] {
  return (settingsGroup(config)?.children ?? []).filter((c) => c.is_model && c.model).map((c) => c.model!);
}

/** The settings pages this user sees: the modules' in the modules' order, then the core's. */
export function useSettingsSections(): SettingsEntry[] {
  const isAdmin = useSession((s) => !!s.user?.isAdmin);
  return [...collect(useModules(), 'settings'), ...CORE_SECTIONS].filter((s) => !s.adminOnly || isAdmin);
}

const itemClass = (current: boolean) =>
  `flex items-center gap-2 whitespace-nowrap rounded-md px-2 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${current ? 'bg-white font-medium text-brand-700 shadow-sm ring-1 ring-slate-200' : 'text-slate-700 hover:bg-white'}`;

/** The settings sidebar and the page beside it. One list of names: the navigation's entries
 * (a model's list, under the label the metadata gives it) and the settings pages the modules
 * register; the header names none of them, it has one Settings link. */
export function SettingsFrame({ type, model, children }: { type?: string; model?: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const group = settingsGroup(useNavbar((s) => s.config));
  const sections = useSettingsSections();
  // On a phone the sidebar is a row that scrolls sideways: bring the current entry into view.
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [type, model]);
  return (
    // On a phone the sections run in a row above the page, which keeps the screen's width.
    <div className="flex h-full min-h-0 flex-col md:flex-row">
      <nav aria-label={t('settings.title')} className="min-w-0 shrink-0 border-b border-slate-200 bg-slate-50 p-3 md:w-52 md:overflow-y-auto md:border-b-0 md:border-r">
        <h1 className="px-2 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('settings.title')}</h1>
        <ul ref={list} className="flex gap-1 overflow-x-auto md:block md:space-y-0.5">
          {(group?.children ?? []).map((c) => {
            const current = !!model && c.is_model && c.model === model;
            return (
              <li key={`nav-${c.key}`}>
                <a href={hashOf(c.url)} aria-current={current ? 'page' : undefined} className={itemClass(current)}>
                  <List className="size-4 shrink-0" aria-hidden />{navLabel(c, lang)}
                </a>
              </li>
            );
          })}
          {sections.map((s) => (
            <li key={s.type}>
              <a href={settingsHash(s.type)} aria-current={s.type === type ? 'page' : undefined} className={itemClass(s.type === type)}>
                <s.icon className="size-4 shrink-0" aria-hidden />{t(s.labelKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">{children}</div>
    </div>
  );
}
