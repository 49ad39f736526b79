import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-6 py-20 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-400">
        <Inbox className="size-6" aria-hidden />
      </div>
      <p className="text-sm font-medium text-slate-600">{title}</p>
      {action}
    </div>
  );
}
