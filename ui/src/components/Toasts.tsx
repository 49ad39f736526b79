import { CheckCircle2, Info, XCircle } from 'lucide-react';
import { create } from 'zustand';
import { API_REFUSED } from '../api/client';

// Short notices that outlive the action that caused them (export queued, records deleted).
// A notice may carry one action (the queued export's "View exports"); it then stays longer.
// One at a time: a new notice takes the place of the one shown, so notices never pile up over
// the page; and a refused call takes away a "Saved" still showing from before, so a success
// never stands beside the refusal that followed it.
type Tone = 'success' | 'info' | 'error';
export interface ToastAction { label: string; run(): void }
interface Toast { id: number; tone: Tone; text: string; action?: ToastAction }
interface ToastState {
  toasts: Toast[]; push(tone: Tone, text: string, action?: ToastAction): void; dismiss(id: number): void;
  /** A call was refused: successes still showing are out of date. */
  refused(): void;
}

let nextId = 1;
export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  push(tone, text, action) {
    const id = nextId++;
    set({ toasts: [{ id, tone, text, action }] });
    setTimeout(() => get().dismiss(id), action ? 8000 : 5000);
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
  refused() {
    if (get().toasts.some((t) => t.tone === 'success')) set({ toasts: get().toasts.filter((t) => t.tone !== 'success') });
  },
}));

if (typeof window !== 'undefined') window.addEventListener(API_REFUSED, () => useToasts.getState().refused());

const icons = { success: CheckCircle2, info: Info, error: XCircle };
const colors = { success: 'text-emerald-600', info: 'text-brand-600', error: 'text-red-600' };

export function Toasts() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    // Bottom centre: at the top right they covered the header's menus and a panel's close
    // button, and a panel's Save sits bottom right.
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-16 z-50 flex flex-col items-center gap-2 px-4">
      {toasts.map((t) => {
        const Icon = icons[t.tone];
        return (
          <div key={t.id} role="status" className="pointer-events-auto flex items-center gap-2 rounded-lg bg-white px-4 py-3 text-sm text-slate-700 shadow-lg ring-1 ring-slate-200">
            <Icon className={`size-4 shrink-0 ${colors[t.tone]}`} aria-hidden />{t.text}
            {t.action && (
              <button type="button" onClick={() => { dismiss(t.id); t.action!.run(); }}
                className="-my-1 ml-2 shrink-0 rounded-md px-2 py-1 font-medium text-brand-700 hover:bg-brand-50">{t.action.label}</button>
            )}
          </div>
        );
      })}
    </div>
  );
}
