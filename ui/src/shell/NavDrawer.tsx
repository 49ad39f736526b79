import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Lang, NavLink } from '../api/types';
import { Logo } from '../components/Logo';
import { useHash } from '../router/hash';
import { hashOf, navLabel } from '../stores/navbar';
import { isMenu, navActive } from './navEntries';

const linkClass = (active: boolean) =>
  `flex items-center rounded-lg px-3 py-2.5 text-sm font-medium ${active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`;

/** The phone's navigation: a panel from the left with every header entry, a menu's entries
 * under its name, and the header's other buttons (to-dos, feed) that do not fit the bar. Closes
 * on a choice, on Escape, on a tap beside it, and when the route changes. */
export function NavDrawer({ links, currentModel, extras, onClose }: {
  links: NavLink[]; currentModel: string; extras: ReactNode; onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const hash = useHash();
  const closeRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(hash);
  useEffect(() => { if (hash !== opened.current) onClose(); }, [hash, onClose]);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const link = (l: NavLink) => {
    const active = navActive(l, currentModel, hash);
    return (
      <a key={l.key} href={hashOf(l.url)} target={l.new_window ? '_blank' : undefined} aria-current={active ? 'page' : undefined}
        onClick={onClose} className={linkClass(active)}>{navLabel(l, lang)}</a>
    );
  };
  // In the body: the header's backdrop blur would make it the drawer's containing block.
  return createPortal(
    <div className="fixed inset-0 z-50" id="nav-drawer">
      <div className="absolute inset-0 bg-slate-900/30" onClick={onClose} aria-hidden />
      <div role="dialog" aria-modal="true" aria-label={t('header.menu')}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl">
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-100 px-4">
          <Logo withName />
          <button ref={closeRef} type="button" aria-label={t('header.closeMenu')} onClick={onClose} className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100">
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <nav aria-label={t('header.mainNav')} className="min-h-0 flex-1 overflow-y-auto p-2">
          {links.map((l) => isMenu(l) ? (
            <div key={l.key} role="group" aria-labelledby={`nav-group-${l.key}`} className="mt-2">
              <p id={`nav-group-${l.key}`} className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-400">{navLabel(l, lang)}</p>
              {l.children!.map(link)}
            </div>
          ) : link(l))}
        </nav>
        {extras && <div className="flex shrink-0 flex-wrap items-center gap-1 border-t border-slate-100 p-2" onClick={onClose}>{extras}</div>}
      </div>
    </div>,
    document.body,
  );
}
