import { useEffect, useState } from 'react';
import { RECORDS_CHANGED, announceRecordWrite } from '../api/recordWrites';

/** Something on the page added or moved records (a pipeline board; and every record write the
 * API client makes, which announces itself): whatever counts records on the page (a detail
 * page's tab counts, a stage summary) counts again. */
export { RECORDS_CHANGED };

export function recordsChanged() { announceRecordWrite(); }

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
