// How many header links fit: all of them if they do, else as many as leave room for More.
const GAP = 2; // gap-0.5 between links

export function fittingCount(widths: number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0) + GAP * Math.max(widths.length - 1, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let n = 0;
  while (n < widths.length && used + widths[n] + GAP <= available) used += widths[n++] + GAP;
  return n;
}
