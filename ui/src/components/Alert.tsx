import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** A message where the user looks: errors from the server, or a success note. */
export function Alert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const error = tone === 'error';
  const Icon = error ? AlertCircle : CheckCircle2;
  return (
    <div role={error ? 'alert' : 'status'} className={`flex gap-2 rounded-lg px-3 py-2.5 text-sm ${error ? 'bg-red-50 text-red-700 ring-1 ring-red-200' : 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200'}`}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}
