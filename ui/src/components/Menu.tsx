import { useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './useDismiss';

/** A button that opens a floating panel; closes on outside click and Escape. */
export function Menu({ button, label, align = 'right', children }: {
  button: ReactNode; label: string; align?: 'left' | 'right'; children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(open, () => setOpen(false), ref);
  return (
    <div ref={ref} className="relative">
      <button type="button" aria-label={label} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}
        className="flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600">
        {button}
      </button>
      {open && (
        <div role="menu" className={`absolute z-40 mt-2 min-w-52 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200 ${align === 'right' ? 'right-0' : 'left-0'}`}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}

export function MenuItem({ onSelect, children, href }: { onSelect?: () => void; children: ReactNode; href?: string }) {
  const cls = 'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none';
  if (href) return <a role="menuitem" href={href} onClick={onSelect} className={cls}>{children}</a>;
  return <button type="button" role="menuitem" onClick={onSelect} className={cls}>{children}</button>;
}
