import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { sectionOpenFor, usePreferences } from '../stores/preferences';

/** A collapsible block of the list sidebar whose open state is remembered per model. */
export function SidebarSection({ model, sectionKey, title, icon, actions, children }: {
  model: string; sectionKey: string; title: string; icon?: ReactNode; actions?: ReactNode; children: ReactNode;
}) {
  const prefs = usePreferences();
  const open = sectionOpenFor(model, sectionKey, prefs);
  return (
    <section className="border-b border-slate-100 py-3" aria-label={title}>
      <div className="flex items-center gap-1 px-4">
        <button type="button" onClick={() => prefs.setSectionOpen(model, sectionKey, !open)} aria-expanded={open}
          className="flex min-w-0 flex-1 items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500 hover:text-slate-700">
          {icon}<span className="truncate">{title}</span>
          <ChevronDown className={`ml-auto size-3.5 shrink-0 transition-transform ${open ? '' : '-rotate-90'}`} aria-hidden />
        </button>
        {actions}
      </div>
      {open && <div className="mt-2 px-2">{children}</div>}
    </section>
  );
}
