import { usePageFloat } from '../stores/pageFloat';

/** The page float listing the user's background exports. */
export const EXPORTS_FLOAT = 'list:asynctask';

/** Opens My exports; asking again while it is open leaves it open (open() alone would toggle it). */
export function openExports() {
  const s = usePageFloat.getState();
  if (s.kind === EXPORTS_FLOAT && !s.closing) return;
  s.open(EXPORTS_FLOAT);
}
