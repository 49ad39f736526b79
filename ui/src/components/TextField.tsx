import type { InputHTMLAttributes } from 'react';

export function TextField({ label, id, ...rest }: InputHTMLAttributes<HTMLInputElement> & { label: string; id: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">{label}</label>
      <input
        id={id}
        className="block w-full rounded-lg border-0 px-3 py-2.5 text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 outline-none focus:ring-2 focus:ring-inset focus:ring-brand-600"
        {...rest}
      />
    </div>
  );
}
