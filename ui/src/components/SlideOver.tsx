import { X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's page float frame: one panel from the right, 500 ms in and, while `closing`, 500 ms
 * out (the page-float store unmounts it after). onRequestClose decides whether it may close
 * (the form asks first when there are unsaved changes). `size` wide suits panels with their own
 * side navigation (the profile). */
export function SlideOver({ title, onRequestClose, footer, children, closing = false, size = 'default' }: {
  title: string; onRequestClose(): void; footer?: ReactNode; children: ReactNode; closing?: boolean; size?: 'default' | 'wide';
}) {
  const { t } = useTranslation();
  const [entered, setEntered] = useState(false);
  const shown = entered && !closing;
  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onRequestClose(); };
    document.addEventListener('keydown', onKey);
    return () => { cancelAnimationFrame(frame); document.removeEventListener('keydown', onKey); };
  }, [onRequestClose]);
  return (
    // Below the header (top-14, under its z-40): the header's menus stay usable while a panel is
    // open, and opening another float from them replaces this one (spec 000 §2).
    <div className={`fixed inset-x-0 bottom-0 top-14 z-30 ${closing ? 'pointer-events-none' : ''}`} role="dialog" aria-label={title}>
      <div className={`absolute inset-0 bg-slate-900/30 transition-opacity duration-500 ${shown ? 'opacity-100' : 'opacity-0'}`} onClick={onRequestClose} aria-hidden />
      <div className={`absolute inset-y-0 right-0 flex w-full ${size === 'wide' ? 'max-w-4xl' : 'max-w-2xl'} flex-col bg-white shadow-2xl transition-transform duration-500 ease-out ${shown ? 'translate-x-0' : 'translate-x-full'}`}>
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 px-6">
          <h2 className="truncate text-base font-semibold text-slate-900">{title}</h2>
          <button type="button" onClick={onRequestClose} aria-label={t('common.close')} className="rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"><X className="size-5" aria-hidden /></button>
        </div>
        {footer === undefined ? <div className="flex min-h-0 flex-1">{children}</div> : <>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
          <div className="flex shrink-0 justify-end gap-2 border-t border-slate-200 bg-slate-50 px-6 py-3">{footer}</div>
        </>}
      </div>
    </div>
  );
}
