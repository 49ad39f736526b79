import type { ReactNode } from 'react';

/** A coloured pill; the colour comes from option metadata, else neutral. */
export function Badge({ color, children }: { color?: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"
      style={color ? { backgroundColor: `${color}1a`, color } : undefined}>
      {color && <span className="size-1.5 rounded-full" style={{ backgroundColor: color }} aria-hidden />}
      {children}
    </span>
  );
}
