import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** A small modal form (name a filter, pick folders); the native <dialog> traps focus and Escape. */
export function FormDialog({ title, submitLabel, canSubmit, busy, onSubmit, onCancel, children }: {
  title: string; submitLabel: string; canSubmit: boolean; busy?: boolean; onSubmit(): void; onCancel(): void; children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (canSubmit && !busy) onSubmit();
  }
  return (
    <dialog ref={ref} onCancel={onCancel} aria-label={title} className="m-auto w-full max-w-md rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/40">
      <form onSubmit={submit}>
        <div className="space-y-4 p-6">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {children}
        </div>
        <div className="flex justify-end gap-2 bg-slate-50 px-6 py-3">
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={!canSubmit || busy}>{submitLabel}</Button>
        </div>
      </form>
    </dialog>
  );
}
