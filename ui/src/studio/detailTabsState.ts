// The detail-tab editor's pure rules: order, the one default tab, new tabs, and what is saved.
import type { StudioField, StudioTab, Trilingual } from '../api/studioTypes';

/** The tab kinds an admin adds by hand (spec 000 §3); a relation tab is added per *_set field. */
export const ADDABLE_TAB_TYPES = ['feed', 'changelog', 'viewlog', 'approval', 'detail'] as const;

export function moveTab(tabs: StudioTab[], from: string, to: string): StudioTab[] {
  const i = tabs.findIndex((t) => t.name === from);
  const j = tabs.findIndex((t) => t.name === to);
  if (i < 0 || j < 0 || i === j) return tabs;
  const out = [...tabs];
  const [moved] = out.splice(i, 1);
  out.splice(j, 0, moved);
  return out;
}

/** Exactly one tab opens first: choosing one clears the others. */
export function setDefaultTab(tabs: StudioTab[], name: string): StudioTab[] {
  return tabs.map((t) => ({ ...t, defaultTab: t.name === name ? true : undefined }));
}

function uniqueName(tabs: StudioTab[], base: string): string {
  let name = base;
  for (let n = 2; tabs.some((t) => t.name === name); n++) name = `${base}${n}`;
  return name;
}

/** A new tab of a plain kind, labelled in every language. */
export function addTab(tabs: StudioTab[], type: string, label: Trilingual): StudioTab[] {
  return [...tabs, { name: uniqueName(tabs, type), type, label }];
}

/** The relations a tab can list: the model's reverse relations without a tab yet. */
export function relationChoices(fields: StudioField[], tabs: StudioTab[]): StudioField[] {
  return fields.filter((f) => f.type === 'reverse_foreignkey' && f.to && f.via && !tabs.some((t) => t.type === 'reverse_foreignkey' && t.data_model_name === f.to && t.param === f.via));
}

/** A tab listing a reverse relation's records, named after the relation. */
export function addRelationTab(tabs: StudioTab[], f: StudioField): StudioTab[] {
  const label = f.label && Object.keys(f.label).length ? f.label : { en: f.label_value };
  return [...tabs, { name: uniqueName(tabs, f.name), type: 'reverse_foreignkey', data_model_name: f.to, param: f.via, label }];
}

/** Tabs whose English label is empty (the label every language falls back to). */
export function missingLabels(tabs: StudioTab[]): string[] {
  return tabs.filter((t) => !(t.label.en ?? '').trim()).map((t) => t.name);
}

/** The tabs as the save call takes them: the translated label is the server's to make. */
export function tabsToSave(tabs: StudioTab[]): StudioTab[] {
  return tabs.map(({ label_value: _shown, ...t }) => t);
}
