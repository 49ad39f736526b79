import { CheckCircle2, Info, XCircle } from 'lucide-react';
import { create } from 'zustand';

// Short notices that outlive the action that caused them (export queued, records deleted).
type Tone = 'success' | 'info' | 'error';
interface Toast { id: number; tone: Tone; text: string }
interface ToastState { toasts: Toast[]; push(tone: Tone, text: string): void }

let nextId = 1;
export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  push(tone, text) {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, tone, text }] });
    setTimeout(() => set({ toasts: get().toasts.filter((t) => t.id !== id) }), 5000);
  },
}));

const icons = { success: CheckCircle2, info: Info, error: XCircle };
const colors = { success: 'text-emerald-600', info: 'text-brand-600', error: 'text-red-600' };

export function Toasts() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <div aria-live="polite" className="pointer-events-none fixed right-4 top-16 z-50 flex flex-col gap-2">
      {toasts.map((t) => {
        const Icon = icons[t.tone];
        return (
          <div key={t.id} role="status" className="pointer-events-auto flex items-center gap-2 rounded-lg bg-white px-4 py-3 text-sm text-slate-700 shadow-lg ring-1 ring-slate-200">
            <Icon className={`size-4 ${colors[t.tone]}`} aria-hidden />{t.text}
          </div>
        );
      })}
    </div>
  );
}
