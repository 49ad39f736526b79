// A labelled input of the approval forms with its message below it.
import type { ReactNode } from 'react';

export function Field({ id, label, required, error, children, className = '' }: {
  id: string; label: string; required?: boolean; error?: string; children: ReactNode; className?: string;
}) {
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}{required && <span className="ml-0.5 text-red-600" aria-hidden>*</span>}
      </label>
      {children}
      {error && <p id={`${id}-error`} role="alert" className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
