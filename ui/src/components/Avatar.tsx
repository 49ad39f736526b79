/** Two initials of a Latin name (Ada Lovelace → AL), else its first character (王芳 → 王). */
export function initials(name: string): string {
  const latin = name.match(/[A-Za-z]+/g);
  if (latin && latin.length >= 2) return (latin[0][0] + latin[1][0]).toUpperCase();
  return name.trim().slice(0, 1).toUpperCase();
}

/** The user's initials in a circle: the header's 8 (32 px), the profile's 14 or 16. */
export function Avatar({ name, size = 'sm' }: { name: string; size?: 'sm' | 'md' | 'lg' }) {
  const cls = { sm: 'size-8 text-xs', md: 'size-11 text-sm', lg: 'size-16 text-xl' }[size];
  return (
    <span className={`flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 ring-4 ring-white ${cls}`} aria-hidden>
      {initials(name)}
    </span>
  );
}
