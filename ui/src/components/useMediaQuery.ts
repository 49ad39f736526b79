import { useSyncExternalStore } from 'react';

/** Whether the window matches a CSS media query, following it as the window is resized. */
export function useMediaQuery(query: string): boolean {
  // Without matchMedia (jsdom in the unit tests) no query matches.
  const supported = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  return useSyncExternalStore(
    (changed) => {
      if (!supported) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => supported && window.matchMedia(query).matches,
    () => false,
  );
}
