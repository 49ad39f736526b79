import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The list's left column: the modules' sections, then facets, scrolling as one. */
export function ListSidebar({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <aside className="flex w-64 shrink-0 flex-col overflow-y-auto border-r border-slate-200 bg-white" aria-label={t('list.sidebar')}>
      {children}
    </aside>
  );
}
