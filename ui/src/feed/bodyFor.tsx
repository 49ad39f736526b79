// The body a feed cell shows for its kind (cellKind.ts): a module's registered cell, or one of
// the feed's own.
import type { DataRecord, FieldMeta, Lang } from '../api/types';
import { activeModules } from '../modules/active';
import { preloadParts } from '../modules/registry';
import { EmailBody, SmsBody, TodoBody } from './ActivityBodies';
import { ChangesBody, FolderBody, RecordBody, TagBody } from './ChangeBodies';
import { registeredCells, type CellKind } from './cellKind';
import { NoteBody } from './NoteBody';
import { StageBody } from './StageBody';
import type { FeedItem } from './types';

// The registered cells' code, fetched with the feed's rather than when the first one is drawn.
preloadParts(activeModules(), ['feedCells']);

/** The model whose list a tag or folder item links to: the feed owner its type names
 * ('candidate_tag' → candidate). */
export const listModelOf = (type: string) => (type.includes('_') ? type.slice(0, type.lastIndexOf('_')) : type);

export function BodyFor({ kind, item, target, fields, lang, ownerModel }: {
  kind: CellKind; item: FeedItem; target: DataRecord; fields: Map<string, FieldMeta>; lang: Lang; ownerModel?: string;
}) {
  const registered = registeredCells().find((c) => c.kind === kind);
  if (registered) return <registered.Component item={item} target={target} fields={fields} lang={lang} ownerModel={ownerModel} />;
  switch (kind) {
    case 'note': return <NoteBody note={target} fields={[...fields.values()]} lang={lang} ownerModel={ownerModel} />;
    case 'todo': return <TodoBody todo={target} lang={lang} />;
    case 'email': return <EmailBody mail={target} />;
    case 'sms': return <SmsBody sms={target} />;
    case 'changes': return <ChangesBody data={item.data} fields={fields} lang={lang} listModel={listModelOf(item.type)} />;
    case 'tag': return <TagBody data={item.data} fields={fields} listModel={listModelOf(item.type)} />;
    case 'stage': return <StageBody item={item} target={target} fields={fields} lang={lang} />;
    case 'folder': return <FolderBody folder={(item.data?.folder ?? target.folder) as { id?: number; name?: string } | undefined} listModel={listModelOf(item.type)} />;
    default: return target.id ? <RecordBody model={item.external_model} record={target} /> : null;
  }
}
