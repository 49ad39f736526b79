// The page float (spec 000 §2, §4): at most one slide-over panel, named 'type:subtype'
// (add:candidate, edit:client, profile:password). Every panel of the app opens through here and
// is drawn by one host in the Shell, so two panels can never be open at once.
//
// - open(kind, data): the kind already open closes instead (a toggle); another kind closes the
//   current panel first and opens once it is gone.
// - close(): the open panel's close check may refuse (an unsaved form asks first, then closes
//   with close(true)). A refused close that was on the way to another panel keeps that request
//   as `pending`, so confirming the discard carries on to it; keepOpen() drops it.
// - switchTo(kind) moves an open panel to another subtype of its type in place (the profile's
//   own side links), so its pages do not slide out and in.
// - The panel animates out for CLOSE_DELAY ms (spec 000 §9) before it is unmounted.
import { create } from 'zustand';

export const CLOSE_DELAY = 500;

export type FloatData = Record<string, unknown>;
/** Answers whether the panel may close now; false refuses (it may ask the user first). */
export type CloseCheck = () => boolean;

interface Request { kind: string; data: FloatData }

interface PageFloatState {
  /** The open (or closing) panel's 'type:subtype'; undefined when closed. */
  kind?: string;
  data: FloatData;
  /** True during the closing animation. */
  closing: boolean;
  /** How many floats have been opened; the host keys panels by it so each opening starts fresh. */
  opened: number;
  /** What to open once the current panel is gone. */
  pending?: Request;
  closeCheck?: CloseCheck;
  open(kind: string, data?: FloatData): void;
  close(force?: boolean): boolean;
  keepOpen(): void;
  /** Another page of the same panel (profile:profile → profile:password): no close and reopen. */
  switchTo(kind: string): void;
  setCloseCheck(check?: CloseCheck): void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

export const usePageFloat = create<PageFloatState>((set, get) => ({
  data: {},
  closing: false,
  opened: 0,
  open(kind, data = {}) {
    const s = get();
    if (!s.kind) {
      set({ kind, data, closing: false, opened: s.opened + 1, pending: undefined, closeCheck: undefined });
      return;
    }
    if (s.closing) {
      // Already on its way out: open this one next, whatever was queued before.
      set({ pending: { kind, data } });
      return;
    }
    if (s.kind === kind) {
      get().close();
      return;
    }
    set({ pending: { kind, data } });
    get().close();
  },
  close(force = false) {
    const s = get();
    if (!s.kind) return true;
    if (s.closing) return true;
    if (!force && s.closeCheck && !s.closeCheck()) return false;
    set({ closing: true, closeCheck: undefined });
    clearTimeout(timer);
    timer = setTimeout(() => {
      const next = get().pending;
      set({ kind: undefined, data: {}, closing: false, pending: undefined });
      if (next) get().open(next.kind, next.data);
    }, CLOSE_DELAY);
    return true;
  },
  keepOpen() {
    set({ pending: undefined });
  },
  switchTo(kind) {
    const s = get();
    if (!s.kind || s.closing || splitKind(s.kind)[0] !== splitKind(kind)[0]) get().open(kind);
    else set({ kind });
  },
  setCloseCheck(check) {
    set({ closeCheck: check });
  },
}));

/** 'add:candidate' → ['add', 'candidate']; a kind without a subtype has ''. */
export function splitKind(kind: string): [string, string] {
  const at = kind.indexOf(':');
  return at < 0 ? [kind, ''] : [kind.slice(0, at), kind.slice(at + 1)];
}

/** The form's mode: edit when the data names a record, add otherwise (spec 000 §2). */
export function formMode(data: FloatData): 'edit' | 'add' {
  return data.id !== undefined && data.id !== null && data.id !== '' ? 'edit' : 'add';
}
