/**
 * How many actions, in order, fit a row `width` wide with `gap` between them: all of them when
 * they all fit, otherwise as many as leave room for the More button. Actions that draw nothing
 * (width 0) take no room and no gap.
 */
export function fitCount(widths: number[], width: number, gap: number, moreWidth: number): number {
  const used = (n: number) => {
    const shown = widths.slice(0, n).filter((w) => w > 0);
    return shown.reduce((s, w) => s + w, 0) + gap * Math.max(0, shown.length - 1);
  };
  if (used(widths.length) <= width) return widths.length;
  let n = 0;
  while (n < widths.length && used(n + 1) + gap + moreWidth <= width) n++;
  return n;
}
