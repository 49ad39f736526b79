import { useEffect, useState } from 'react';

/** Something on the page added or moved records (a pipeline board): whatever counts records on
 * the page (a detail page's tab counts, a stage summary) counts again. */
export const RECORDS_CHANGED = 'records:changed';

export function recordsChanged() { window.dispatchEvent(new Event(RECORDS_CHANGED)); }

/** A number that grows at each change, for effects that reload on it. */
export function useRecordsChangedTick(): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const again = () => setTick((n) => n + 1);
    window.addEventListener(RECORDS_CHANGED, again);
    return () => window.removeEventListener(RECORDS_CHANGED, again);
  }, []);
  return tick;
}
