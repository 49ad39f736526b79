import { useEffect, useState } from 'react';

/** A board on the page added or moved a record: what counts records on the page counts again. */
export const PIPELINE_CHANGED = 'pipeline:changed';

export function pipelineChanged() { window.dispatchEvent(new Event(PIPELINE_CHANGED)); }

/** A number that grows at each pipeline change, for effects that reload on it. */
export function usePipelineTick(): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const again = () => setTick((n) => n + 1);
    window.addEventListener(PIPELINE_CHANGED, again);
    return () => window.removeEventListener(PIPELINE_CHANGED, again);
  }, []);
  return tick;
}
