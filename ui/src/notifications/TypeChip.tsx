import type { FieldOption } from '../api/types';

/** A notification's type as a coloured label (the option list's colour). */
export function TypeChip({ code, options }: { code?: string; options?: FieldOption[] }) {
  if (!code) return null;
  const o = options?.find((x) => x.code === code);
  const color = o?.color ?? '#64748b';
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium"
      style={{ color, backgroundColor: `${color}1a` }}>
      <span className="size-1.5 rounded-full" style={{ backgroundColor: color }} aria-hidden />
      {o?.value ?? code}
    </span>
  );
}
