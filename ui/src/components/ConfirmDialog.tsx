import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** A modal question; the native <dialog> gives focus trapping and Escape for free. A title,
 * when given, heads the question (spec 002's generic confirm dialog: title, cancel, confirm). */
export function ConfirmDialog({ title, message, confirmLabel, danger, onConfirm, onCancel, children }: {
  title?: string; message: string; confirmLabel: string; danger?: boolean; onConfirm(): void; onCancel(): void;
  /** More to choose under the question (an export's columns). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  return (
    <dialog ref={ref} onCancel={onCancel} aria-label={title} className="m-auto w-full max-w-md rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/40">
      <div className="flex gap-4 p-6">
        <div className={`flex size-10 shrink-0 items-center justify-center rounded-full ${danger ? 'bg-red-100 text-red-600' : 'bg-brand-100 text-brand-600'}`}>
          <AlertTriangle className="size-5" aria-hidden />
        </div>
        <div className="min-w-0 flex-1 pt-2">
          {title && <h2 className="mb-1 text-base font-semibold text-slate-900">{title}</h2>}
          <p className="text-sm text-slate-700">{message}</p>
          {children}
        </div>
      </div>
      <div className="flex justify-end gap-2 bg-slate-50 px-6 py-3">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} autoFocus>{confirmLabel}</Button>
      </div>
    </dialog>
  );
}
