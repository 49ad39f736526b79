// The charts' colours and type, from the app's theme (index.css @theme): the brand indigo
// first, then Tailwind hues far enough apart to tell series apart, slate for axes and text.

/** A theme colour as the page defines it (Tailwind exposes @theme values as CSS variables),
 * else its value in index.css. */
function themeColor(name: string, fallback: string): string {
  if (typeof document === 'undefined' || typeof getComputedStyle !== 'function') return fallback;
  const v = getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim();
  return v || fallback;
}

export interface ChartTheme { palette: string[]; text: string; axis: string; split: string; font: string }

export function chartTheme(): ChartTheme {
  return {
    palette: [
      themeColor('brand-600', '#4f46e5'), '#0d9488', '#f59e0b', '#e11d48', '#0284c7', '#7c3aed', '#059669', '#ea580c',
      themeColor('brand-300', '#a5b4fc'), '#64748b',
    ],
    text: '#334155', // slate-700
    axis: '#94a3b8', // slate-400
    split: '#e2e8f0', // slate-200
    font: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif',
  };
}
