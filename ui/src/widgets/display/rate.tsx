import { Star } from 'lucide-react';
import type { DisplayProps } from './types';

const MAX_STARS = 5;

export function RateDisplay({ value }: DisplayProps) {
  const n = Math.max(0, Math.min(MAX_STARS, Math.round(Number(value) || 0)));
  return (
    <span className="flex gap-0.5" aria-label={`${n} / ${MAX_STARS}`}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Star key={i} className={`size-3.5 ${i < n ? 'fill-amber-400 text-amber-400' : 'text-slate-200'}`} aria-hidden />
      ))}
    </span>
  );
}
