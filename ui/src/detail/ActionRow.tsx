import { MoreHorizontal } from 'lucide-react';
import { Children, isValidElement, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../components/useDismiss';
import { fitCount } from './actionRowFit';

interface Hidden { index: number; label: string; reason?: string; disabled: boolean }

/**
 * One row of a record's actions: as many as fit the width, in order, and the rest in a "More"
 * menu. The actions are whatever the page and the modules draw (their own buttons, with their
 * own dialogs), so an action that does not fit stays mounted, out of sight, and its menu entry
 * presses its button: a dialog it opens is drawn as it would be from the row.
 */
export function ActionRow({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const items = Children.toArray(children);
  const root = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const more = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden[]>([]);
  const [open, setOpen] = useState(false);
  useDismiss(open, () => setOpen(false), more);

  const measure = useCallback(() => {
    const el = row.current;
    if (!el || !root.current) return;
    const cells = [...el.querySelectorAll<HTMLElement>(':scope > [data-action-cell]')];
    // Measured all in the row, then the ones past the width are set aside.
    for (const c of cells) c.removeAttribute('data-overflow');
    const widths = cells.map((c) => c.getBoundingClientRect().width);
    const gap = parseFloat(getComputedStyle(el).columnGap) || 0;
    // The More button is out of the layout while nothing overflows: its usual width then.
    const moreWidth = more.current?.getBoundingClientRect().width || 96;
    // The whole width, the More button's included: the row itself shrinks while More shows.
    const fit = fitCount(widths, root.current.clientWidth, gap, moreWidth);
    const next: Hidden[] = [];
    cells.forEach((c, i) => {
      if (i < fit || widths[i] === 0) return;
      c.setAttribute('data-overflow', '');
      const button = c.querySelector<HTMLElement>('button, a');
      if (!button) return;
      const reasonId = button.getAttribute('aria-describedby');
      next.push({
        index: i, label: button.textContent?.trim() || button.getAttribute('aria-label') || '',
        reason: (reasonId && document.getElementById(reasonId)?.textContent) || undefined,
        disabled: button.getAttribute('aria-disabled') === 'true' || button.hasAttribute('disabled'),
      });
    });
    setHidden((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next));
  }, []);

  useLayoutEffect(() => {
    const el = row.current;
    if (!el) return;
    measure();
    let frame = 0;
    const later = () => { cancelAnimationFrame(frame); frame = requestAnimationFrame(measure); };
    // The row's width changes with the window; its actions with the server's answer.
    const resize = new ResizeObserver(later);
    if (root.current) resize.observe(root.current);
    const mutation = new MutationObserver(later);
    mutation.observe(el, { childList: true, subtree: true, characterData: true, attributeFilter: ['aria-disabled', 'disabled'] });
    return () => { resize.disconnect(); mutation.disconnect(); cancelAnimationFrame(frame); };
  }, [measure]);

  function press(h: Hidden) {
    setOpen(false);
    const cell = row.current?.querySelectorAll<HTMLElement>(':scope > [data-action-cell]')[h.index];
    cell?.querySelector<HTMLElement>('button, a')?.click();
  }

  return (
    <div ref={root} className="flex min-w-0 flex-1 items-center justify-end gap-2">
      <div ref={row} className="relative flex min-w-0 flex-1 items-center justify-end gap-2" data-action-row>
        {items.map((child, i) => (
          // A set-aside action keeps its place in the page (its dialogs stay open) but takes no room.
          <div key={isValidElement(child) && child.key !== null ? child.key : i} data-action-cell className="shrink-0 empty:hidden data-[overflow]:pointer-events-none data-[overflow]:invisible data-[overflow]:absolute data-[overflow]:right-0 data-[overflow]:top-0 [&_dialog]:visible">
            {child}
          </div>
        ))}
      </div>
      <div ref={more} className={`relative shrink-0 ${hidden.length ? '' : 'hidden'}`}>
        <button type="button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}
          className="inline-flex items-center gap-1.5 rounded-lg bg-white px-3 py-2 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300 hover:bg-slate-50">
          <MoreHorizontal className="size-4" aria-hidden />{t('detail.more')}
        </button>
        {open && (
          <div role="menu" aria-label={t('detail.moreActions')} className="absolute right-0 z-40 mt-2 min-w-52 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200">
            {hidden.map((h) => (
              <button key={h.index} type="button" role="menuitem" aria-disabled={h.disabled || undefined} title={h.reason}
                onClick={() => { if (!h.disabled) press(h); }}
                className={`flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none ${h.disabled ? 'cursor-not-allowed text-slate-400' : 'text-slate-700'}`}>
                {h.label}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
