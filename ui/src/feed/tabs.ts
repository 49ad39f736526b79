// The feed's tabs: All first, then one per external type in the order the server's facet
// answers them (note, todo, email, sms, updateloggroup); folder, tag and submission items
// have no tab of their own (spec 000 §2).
import type { FeedFacet } from './types';

export interface FeedTab { key: string; label: string; count: number; iconOnly: boolean }

const NO_TAB = new Set(['folderitem', 'candidatetag', 'jobsubmission']);
/** The change-log tab shows its icon only. */
export const ICON_ONLY = 'updateloggroup';

export function feedTabs(facets: FeedFacet[], allLabel: string): FeedTab[] {
  const shown = facets.filter((f) => !NO_TAB.has(f.key));
  return [
    { key: '', label: allLabel, count: shown.reduce((n, f) => n + (Number(f.value) || 0), 0), iconOnly: false },
    ...shown.map((f) => ({ key: f.key, label: f.label || f.key, count: Number(f.value) || 0, iconOnly: f.key === ICON_ONLY })),
  ];
}

/** The tab to open: the one the parent page names if the feed has it, else All. */
export function openingTab(tabs: FeedTab[], wanted: string | null | undefined): string {
  return wanted && tabs.some((t) => t.key === wanted) ? wanted : '';
}

/** The note composer sits on top of All and the note tab. */
export const composesOn = (tab: string) => tab === '' || tab === 'note';
