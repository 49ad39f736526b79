import { ChevronDown } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, NavLink } from '../api/types';
import { Menu, MenuItem } from '../components/Menu';
import { hashOf, navLabel } from '../stores/navbar';
import { useHash } from '../router/hash';
import { fittingCount } from './navFit';
import { isMenu, navActive } from './navEntries';

const linkClass = (active: boolean) =>
  `whitespace-nowrap rounded-lg px-2.5 py-1.5 text-sm font-medium transition-colors ${active ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'}`;

/** Top-level links from navbar_config; entries with children open a menu. With `fit` (the
 * desktop header) the links that do not fit the width go into a More menu, so a model added
 * at run time never pushes Settings out of reach. */
export function NavLinks({ links, currentModel, fit }: { links: NavLink[]; currentModel: string; fit?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const outer = useRef<HTMLDivElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(links.length);

  useLayoutEffect(() => {
    if (!fit || !outer.current || !measure.current) return;
    const recount = () => {
      const widths = [...measure.current!.children].map((c) => (c as HTMLElement).offsetWidth);
      const more = widths.pop() ?? 0; // the last measured item is the More button
      setShown(fittingCount(widths, outer.current!.clientWidth, more));
    };
    recount();
    const ro = new ResizeObserver(recount);
    ro.observe(outer.current);
    return () => ro.disconnect();
  }, [fit, links, lang]);

  const hash = useHash();
  const active = (link: NavLink) => navActive(link, currentModel, hash);
  const item = (link: NavLink): ReactNode => isMenu(link) ? (
    <Menu key={link.key} label={navLabel(link, lang)} align="left" button={<>{navLabel(link, lang)}<ChevronDown className="size-3.5" aria-hidden /></>}>
      {(close) => link.children!.map((c) => (
        <MenuItem key={c.key} href={hashOf(c.url) || undefined} onSelect={close}>{navLabel(c, lang)}</MenuItem>
      ))}
    </Menu>
  ) : (
    <a key={link.key} href={hashOf(link.url)} target={link.new_window ? '_blank' : undefined} aria-current={active(link) ? 'page' : undefined} className={linkClass(active(link))}>
      {navLabel(link, lang)}
    </a>
  );

  const visible = fit ? links.slice(0, shown) : links;
  const hidden = fit ? links.slice(shown) : [];
  return (
    <div ref={outer} className="relative min-w-0">
      <nav className="flex items-center gap-0.5" aria-label={t('header.mainNav')}>
        {visible.map(item)}
        {hidden.length > 0 && (
          <Menu label={t('header.more')} align="left" button={<>{t('header.more')}<ChevronDown className="size-3.5" aria-hidden /></>}>
            {(close) => hidden.flatMap((link) => (isMenu(link) ? link.children! : [link])).map((c) => (
              <MenuItem key={c.key} href={hashOf(c.url) || undefined} onSelect={close}>{navLabel(c, lang)}</MenuItem>
            ))}
          </Menu>
        )}
      </nav>
      {fit && (
        // An invisible copy at natural width: what each link (and More) would take.
        <div ref={measure} aria-hidden className="pointer-events-none invisible absolute left-0 top-0 flex gap-0.5">
          {links.map((link) => (
            <span key={link.key} className={`${linkClass(false)} flex items-center gap-1.5`}>
              {navLabel(link, lang)}{isMenu(link) ? <ChevronDown className="size-3.5" /> : null}
            </span>
          ))}
          <span className={`${linkClass(false)} flex items-center gap-1.5`}>{t('header.more')}<ChevronDown className="size-3.5" /></span>
        </div>
      )}
    </div>
  );
}
