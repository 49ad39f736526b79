import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** A small modal form (name a filter, pick folders); the native <dialog> traps focus and Escape. */
/** secondary: a further action at the start of the button row (Delete); wide: room for two columns. */
export function FormDialog({ title, submitLabel, canSubmit, busy, onSubmit, onCancel, children, secondary, wide }: {
  title: string; submitLabel: string; canSubmit: boolean; busy?: boolean; onSubmit(): void; onCancel(): void; children: ReactNode;
  secondary?: ReactNode; wide?: boolean;
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
    <dialog ref={ref} onCancel={onCancel} aria-label={title} className={`m-auto w-full ${wide ? 'max-w-3xl' : 'max-w-md'} rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/40`}>
      <form onSubmit={submit}>
        <div className="space-y-4 p-6">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          {children}
        </div>
        <div className="flex justify-end gap-2 bg-slate-50 px-6 py-3">
          {secondary && <div className="mr-auto">{secondary}</div>}
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={!canSubmit || busy}>{submitLabel}</Button>
        </div>
      </form>
    </dialog>
  );
}
