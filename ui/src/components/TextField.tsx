import type { InputHTMLAttributes } from 'react';

/** A labelled input; error shows beneath it (a server refusal naming this field). */
export function TextField({ label, id, error, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: string; id: string; error?: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-lg border-0 px-3 py-2.5 text-slate-900 shadow-sm ring-1 ring-inset placeholder:text-slate-400 outline-none focus:ring-2 focus:ring-inset ${error ? 'ring-red-400 focus:ring-red-500' : 'ring-slate-300 focus:ring-brand-600'}`}
        {...rest}
      />
      {error && <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-600">{error}</p>}
    </div>
  );
}
