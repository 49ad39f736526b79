// The feed's tabs: All first, then one per external type in the order the server's facet
// answers them (note, todo, email, sms, updateloggroup); folder, tag and submission items
// have no tab of their own (spec 000 §2).
import type { FeedFacet } from './types';

export interface FeedTab { key: string; label: string; count: number; iconOnly: boolean }

const NO_TAB = new Set(['folderitem', 'candidatetag', 'jobsubmission']);
/** The change-log tab, which the server sends without a label (spec 000), shows an icon
 * beside the label the app gives it. */
export const ICON_ONLY = 'updateloggroup';

/** changesLabel names the change-log tab: every tab is labelled, never an icon alone. */
export function feedTabs(facets: FeedFacet[], allLabel: string, changesLabel?: string): FeedTab[] {
  const shown = facets.filter((f) => !NO_TAB.has(f.key));
  return [
    { key: '', label: allLabel, count: shown.reduce((n, f) => n + (Number(f.value) || 0), 0), iconOnly: false },
    ...shown.map((f) => ({ key: f.key, label: f.label || (f.key === ICON_ONLY && changesLabel) || f.key, count: Number(f.value) || 0, iconOnly: f.key === ICON_ONLY })),
  ];
}

/** The strip shows All, the tabs with items and the open one; the empty rest wait in a menu,
 * in the same order, so thirteen tabs of which three have items read as four. */
export function stripAndMenu(tabs: FeedTab[], current: string): { strip: FeedTab[]; menu: FeedTab[] } {
  const inStrip = (t: FeedTab) => t.key === '' || t.count > 0 || t.key === current;
  return { strip: tabs.filter(inStrip), menu: tabs.filter((t) => !inStrip(t)) };
}

/** The tab to open: the one the parent page names if the feed has it, else All. */
export function openingTab(tabs: FeedTab[], wanted: string | null | undefined): string {
  return wanted && tabs.some((t) => t.key === wanted) ? wanted : '';
}

/** The note composer sits on top of All and the note tab. */
export const composesOn = (tab: string) => tab === '' || tab === 'note';
