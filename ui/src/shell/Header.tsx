import { Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { Logo } from '../components/Logo';
import { useNavbar } from '../stores/navbar';
import { AddMenu } from './AddMenu';
import { NavLinks } from './NavLinks';
import { QuickSearch } from './QuickSearch';
import { UserMenu } from './UserMenu';

export function Header({ currentModel, mobile }: { currentModel: string; mobile: boolean }) {
  const config = useNavbar((s) => s.config);
  const [navOpen, setNavOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-14 items-center gap-3 px-4">
        {mobile && (
          <button type="button" aria-label="Menu" onClick={() => setNavOpen(!navOpen)} className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100">
            <MenuIcon className="size-5" aria-hidden />
          </button>
        )}
        <a href="#" aria-label="Huntline" className="shrink-0"><Logo withName={!mobile} /></a>
        {!mobile && config && <div className="min-w-0 flex-1 overflow-x-auto"><NavLinks links={config.link_list} currentModel={currentModel} /></div>}
        {mobile && <div className="flex-1" />}
        <QuickSearch />
        {config && <AddMenu items={config.add_menu} />}
        <UserMenu />
      </div>
      {mobile && navOpen && config && (
        <div className="border-t border-slate-100 px-2 py-2" onClick={() => setNavOpen(false)}>
          <div className="flex flex-wrap"><NavLinks links={config.link_list} currentModel={currentModel} /></div>
        </div>
      )}
    </header>
  );
}
