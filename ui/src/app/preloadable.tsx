import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorState } from '../components/ErrorState';
import { FullPageSpinner } from '../components/Spinner';

/**
 * A code-split screen that can be fetched before it is shown. It does not suspend: React
 * reveals suspended content at most every 300 ms, which on the first screen after sign-in was
 * a third of the wait. Until its chunk is here it shows the fallback (a spinner for screens),
 * then renders at once.
 */
export function preloadable<P extends object>(factory: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode = <FullPageSpinner />) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () => {
    pending ??= factory().then((m) => { loaded = m.default; }, (e) => { pending = undefined; throw e; });
    return pending;
  };
  function Screen(props: P) {
    const [, setReady] = useState(false);
    const [error, setError] = useState<unknown>();
    useEffect(() => {
      // The chunk may have arrived between this render (the fallback) and this effect:
      // nothing else would draw the screen then, and the page stayed blank.
      if (loaded) { setReady(true); return; }
      let live = true;
      preload().then(() => live && setReady(true), (e) => live && setError(e));
      return () => { live = false; };
    }, [error]);
    if (loaded) return createElement(loaded, props);
    if (error) return <ErrorState error={error} onRetry={() => setError(undefined)} />;
    return fallback;
  }
  return { Screen, preload };
}
