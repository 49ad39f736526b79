import { X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's page float: one panel from the right, 500 ms in. onRequestClose decides
 * whether it may close (the form asks first when there are unsaved changes). */
export function SlideOver({ title, onRequestClose, footer, children }: {
  title: string; onRequestClose(): void; footer: ReactNode; children: ReactNode;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onRequestClose(); };
    document.addEventListener('keydown', onKey);
    return () => { cancelAnimationFrame(frame); document.removeEventListener('keydown', onKey); };
  }, [onRequestClose]);
  return (
    <div className="fixed inset-0 z-40" role="dialog" aria-modal="true" aria-label={title}>
      <div className={`absolute inset-0 bg-slate-900/30 transition-opacity duration-500 ${shown ? 'opacity-100' : 'opacity-0'}`} onClick={onRequestClose} aria-hidden />
      <div className={`absolute inset-y-0 right-0 flex w-full max-w-2xl flex-col bg-white shadow-2xl transition-transform duration-500 ease-out ${shown ? 'translate-x-0' : 'translate-x-full'}`}>
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 px-6">
          <h2 className="truncate text-base font-semibold text-slate-900">{title}</h2>
          <button type="button" onClick={onRequestClose} aria-label={t('common.close')} className="rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"><X className="size-5" aria-hidden /></button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
        <div className="flex shrink-0 justify-end gap-2 border-t border-slate-200 bg-slate-50 px-6 py-3">{footer}</div>
      </div>
    </div>
  );
}
