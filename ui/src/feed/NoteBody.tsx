import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import type { DataRecord, FieldMeta, Lang } from '../api/types';
import { formatRoute } from '../router/hash';
import { idOf, nameOf } from '../widgets/display/types';
import { FileChips } from '../widgets/files/FileChips';
import { asFiles } from '../widgets/files/files';
import { renderMentions } from './mention';

// What the server's richtext policy keeps, plus the mention marks this page adds.
const ALLOWED = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'ul', 'ol', 'li', 'blockquote', 'a', 'div'],
  ALLOWED_ATTR: ['style', 'href', 'target', 'rel', 'class', 'data-mention'],
};

/** Linked records whose detail opens in a new tab from a note (spec 000 §2: candidates). */
const NEW_TAB = new Set(['candidate']);
export const userHref = (id: number) => formatRoute('user', 'detail', { id });

/** A note: its text with mentions highlighted, the records it is about, its attachments. */
export function NoteBody({ note, fields, lang, ownerModel }: { note: DataRecord; fields: FieldMeta[]; lang: Lang; ownerModel?: string }) {
  const html = useMemo(() => DOMPurify.sanitize(renderMentions(String(note.content ?? ''), userHref), ALLOWED), [note.content]);
  // The note's links to records other than the feed's own and its author.
  const links = fields.filter((f) => f.type === 'foreignkey' && f.to && f.to !== 'user' && f.to !== ownerModel && idOf(note[f.name]) !== undefined);
  const files = asFiles(note.attachments);
  return (
    <div className="space-y-2">
      <div className="rt-content" data-testid="note-content" dangerouslySetInnerHTML={{ __html: html }} />
      {links.length > 0 && (
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
          {links.map((f) => (
            <span key={f.name}>{f.label_value}:{' '}
              <a href={formatRoute(f.to!, 'detail', { id: idOf(note[f.name]) })} {...(NEW_TAB.has(f.to!) ? { target: '_blank', rel: 'noopener' } : {})}
                className="font-medium text-brand-700 hover:underline">{nameOf(note[f.name], lang)}</a>
            </span>
          ))}
        </p>
      )}
      {files.length > 0 && <FileChips files={files} />}
    </div>
  );
}
