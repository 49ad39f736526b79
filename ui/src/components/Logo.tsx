export function Logo({ withName = true }: { withName?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M10 8v16M22 8v16M10 16h12" stroke="white" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      {withName && <span className="text-base font-semibold tracking-tight text-slate-900">Huntline</span>}
    </span>
  );
}
