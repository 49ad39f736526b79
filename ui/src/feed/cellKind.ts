// Which body a feed item gets, and its type icon (spec 000 §2 'Feed cell').
import type { FeedItem } from './types';
import { isStageItem } from './stageTypes';

export type CellKind = 'note' | 'todo' | 'email' | 'sms' | 'call' | 'changes' | 'tag' | 'folder' | 'joborder' | 'record' | 'stage';

// Item types are '{parentmodel}_{kind}' (candidate_note, client_updated, …); telephone_call
// names its own. A type this app does not know shows the underlying record's name.
const BY_SUFFIX: [string, CellKind][] = [
  ['_note', 'note'], ['_todo', 'todo'], ['_email', 'email'], ['_sms', 'sms'], ['_updated', 'changes'],
  ['_tag', 'tag'], ['_folder', 'folder'], ['_joborder', 'joborder'],
];

export function cellKind(item: Pick<FeedItem, 'type' | 'external_type'>): CellKind {
  if (item.type === 'telephone_call' || item.external_type === 'telephone') return 'call';
  // Pipeline stage records and approval flows (stageTypes.ts).
  if (isStageItem(item)) return 'stage';
  for (const [suffix, kind] of BY_SUFFIX) if (item.type.endsWith(suffix)) return kind;
  return 'record';
}

export type IconName = 'mail' | 'calendar' | 'comment' | 'folder' | 'tag' | 'briefcase' | 'mobile' | 'file' | 'phone' | 'book';

const ICONS: Record<string, IconName> = {
  email: 'mail', todo: 'calendar', note: 'comment', folderitem: 'folder', candidatetag: 'tag', jobsubmission: 'briefcase',
  sms: 'mobile', clientcontract: 'file', telephone: 'phone', updateloggroup: 'book',
};

/** The icon of an external type; a change-log group shows a tag when it changed tags. */
export function typeIcon(externalType: string, kind?: CellKind): IconName {
  if (externalType === 'updateloggroup' && kind === 'tag') return 'tag';
  if (kind === 'stage') return 'briefcase';
  return ICONS[externalType] ?? 'comment';
}
