// Every call that adds, changes or removes records announces it once it succeeded, so what
// counts records on the page (a detail page's tab counts, a board, a stage summary) counts
// again without a reload, whichever screen or module made the change.

/** The window event a successful record write fires. */
export const RECORDS_CHANGED = 'records:changed';

// /rest/{model}/add|delete|recover|massedit|import, /rest/{model}/massaction/{name},
// /rest/{model}/{id}/action/{name} and /rest/{model}/{id}/move. Not previews, not reads.
const WRITE = /^\/rest\/[A-Za-z0-9_]+\/(add|delete|recover|massedit|import|massaction\/[^/?]+|\d+\/(action\/[^/?]+|move))(\?|$)/;

/** Whether a POST to path writes records. */
export function isRecordWrite(path: string): boolean {
  return WRITE.test(path);
}

export function announceRecordWrite() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(RECORDS_CHANGED));
}
