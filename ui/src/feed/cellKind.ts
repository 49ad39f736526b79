// Which body a feed item gets, and its type icon (spec 000 §2 'Feed cell'). Modules add kinds
// of their own through the registry (feedCells: a call's cell); those are matched first.
import { activeModules } from '../modules/active';
import { collect } from '../modules/registry';
import type { FeedItem } from './types';
import { isStageItem } from './stageTypes';

/** The feed's own kinds, or a kind a module registers. */
export type CellKind = 'note' | 'todo' | 'email' | 'sms' | 'changes' | 'tag' | 'folder' | 'joborder' | 'record' | 'stage' | (string & {});

/** The feed cells the modules that are on register. */
export const registeredCells = () => collect(activeModules(), 'feedCells');

// Item types are '{parentmodel}_{kind}' (candidate_note, client_updated, …). A type this app
// does not know shows the underlying record's name.
const BY_SUFFIX: [string, CellKind][] = [
  ['_note', 'note'], ['_todo', 'todo'], ['_email', 'email'], ['_sms', 'sms'], ['_updated', 'changes'],
  ['_tag', 'tag'], ['_folder', 'folder'], ['_joborder', 'joborder'],
];

export function cellKind(item: Pick<FeedItem, 'type' | 'external_type'>): CellKind {
  const registered = registeredCells().find((c) => c.matches(item));
  if (registered) return registered.kind;
  // Pipeline stage records and approval flows (stageTypes.ts).
  if (isStageItem(item)) return 'stage';
  for (const [suffix, kind] of BY_SUFFIX) if (item.type.endsWith(suffix)) return kind;
  return 'record';
}

export type IconName = 'mail' | 'calendar' | 'comment' | 'folder' | 'tag' | 'briefcase' | 'mobile' | 'file' | 'phone' | 'book';

const ICONS: Record<string, IconName> = {
  email: 'mail', todo: 'calendar', note: 'comment', folderitem: 'folder', candidatetag: 'tag', jobsubmission: 'briefcase',
  sms: 'mobile', clientcontract: 'file', updateloggroup: 'book',
};
const ICON_NAMES = new Set<string>(['mail', 'calendar', 'comment', 'folder', 'tag', 'briefcase', 'mobile', 'file', 'phone', 'book']);
const isIconName = (s: string): s is IconName => ICON_NAMES.has(s);

/** The icon of an external type; a change-log group shows a tag when it changed tags. */
export function typeIcon(externalType: string, kind?: CellKind): IconName {
  if (externalType === 'updateloggroup' && kind === 'tag') return 'tag';
  if (kind === 'stage') return 'briefcase';
  const cells = registeredCells();
  const cell = cells.find((c) => c.kind === kind) ?? cells.find((c) => c.externalType === externalType);
  if (cell && isIconName(cell.icon)) return cell.icon;
  return ICONS[externalType] ?? 'comment';
}
