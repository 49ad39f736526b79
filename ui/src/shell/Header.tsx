import { Menu as MenuIcon } from 'lucide-react';
import { Fragment, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/Logo';
import { useModules } from '../modules/active';
import { collect } from '../modules/registry';
import { useNavbar } from '../stores/navbar';
import { AddMenu } from './AddMenu';
import { NavDrawer } from './NavDrawer';
import { NavLinks } from './NavLinks';
import { QuickSearch } from './QuickSearch';
import { UserMenu } from './UserMenu';

/** Focus the screen's main content (the list's toolbar and rows, or the detail page). */
function skipToContent() {
  const target = document.querySelector<HTMLElement>('#screen main') ?? document.getElementById('screen');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export function Header({ currentModel, mobile }: { currentModel: string; mobile: boolean }) {
  const config = useNavbar((s) => s.config);
  const [navOpen, setNavOpen] = useState(false);
  const { t } = useTranslation();
  const modules = useModules();
  const closeNav = useCallback(() => setNavOpen(false), []);
  const moduleEntries = collect(modules, 'header');
  // On a phone the bar keeps search, add, the entries that ask for it (the bell) and the
  // avatar; the other buttons move to the menu drawer, so nothing is squeezed off the screen.
  const inBar = mobile ? moduleEntries.filter((e) => e.phone === 'header') : moduleEntries;
  const inDrawer = mobile ? moduleEntries.filter((e) => e.phone !== 'header') : [];
  // The core's entries and the modules', placed by their order.
  const entries: { key: string; order: number; node: ReactNode }[] = [
    { key: 'search', order: 10, node: <QuickSearch /> },
    { key: 'add', order: 50, node: config && <AddMenu items={config.add_menu} /> },
    { key: 'user', order: 90, node: <UserMenu /> },
    ...inBar.map((e) => ({ key: e.key, order: e.order, node: <e.Component /> })),
  ].sort((a, b) => a.order - b.order);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* Keyboard users jump past the header and sidebar to the screen's own content. */}
      <button type="button" onClick={skipToContent}
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-700 focus:shadow-lg focus:ring-2 focus:ring-brand-600">
        {t('header.skipToContent')}
      </button>
      <div className={`flex h-14 items-center ${mobile ? 'gap-1.5 px-2' : 'gap-3 px-4'}`}>
        {mobile && (
          <button type="button" aria-label={t('header.menu')} aria-haspopup="dialog" aria-expanded={navOpen} onClick={() => setNavOpen(!navOpen)}
            className="shrink-0 rounded-lg p-1.5 text-slate-600 hover:bg-slate-100">
            <MenuIcon className="size-5" aria-hidden />
          </button>
        )}
        {/* On a phone the logo is in the drawer: the bar's width goes to the search box. */}
        {!mobile && <a href="#" aria-label="Huntline" className="shrink-0"><Logo withName /></a>}
        {!mobile && config && <div className="min-w-0 flex-1"><NavLinks links={config.link_list} currentModel={currentModel} fit /></div>}
        {entries.map((e) => <Fragment key={e.key}>{e.node}</Fragment>)}
      </div>
      {mobile && navOpen && config && (
        <NavDrawer links={config.link_list} currentModel={currentModel} onClose={closeNav}
          extras={inDrawer.length ? inDrawer.map((e) => <e.Component key={e.key} />) : null} />
      )}
    </header>
  );
}
