import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Spec 000 §9: a modal's body is the window's height less its header, its footer and 125 px. */
export const MODAL_BODY_MARGIN = 125;
export function modalBodyHeight(windowHeight: number, headerHeight: number, footerHeight: number): number {
  return Math.max(0, windowHeight - headerHeight - footerHeight - MODAL_BODY_MARGIN);
}

/** The full-size 'jobsubmission-flow' modal (spec 000 §2): static backdrop and no keyboard
 * close (the modal base of spec 000 §2 — a stray Escape must not throw a half-filled stage form
 * away), body fitted to the window and kept fitted as it resizes. */
export function FlowModal({ title, footer, children }: { title: ReactNode; footer: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const foot = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    // Open first: a closed dialog's header and footer measure 0.
    if (ref.current && !ref.current.open) ref.current.showModal?.();
    const fit = () => setHeight(modalBodyHeight(window.innerHeight, head.current?.offsetHeight ?? 0, foot.current?.offsetHeight ?? 0));
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  return (
    <dialog ref={ref} onCancel={(e) => e.preventDefault()} aria-labelledby="jobsubmission-flow-title" data-modal="jobsubmission-flow"
      className="jobsubmission-flow m-auto w-full max-w-5xl rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/40">
      <div ref={head} className="border-b border-slate-200 px-6 py-4">
        <h2 id="jobsubmission-flow-title" className="text-base font-semibold text-slate-900">{title}</h2>
      </div>
      <div className="overflow-auto px-6 py-5" style={height === undefined ? undefined : { height }}>{children}</div>
      <div ref={foot} className="flex justify-end gap-2 bg-slate-50 px-6 py-3">{footer}</div>
    </dialog>
  );
}
