// The calls behind a dropped CV: store the file, read it (POST /rest/resume/parse on the
// stored file, so it is sent once), look for the candidate its contacts name, attach it.
import { api } from '../../api/endpoints';
import { post } from '../../api/client';
import type { FileInfo, ModelMeta } from '../../api/types';
import { appendFile, contactsOf, duplicateGql, RESUMES } from './cvDrop';

export interface ParsedCv { data: Record<string, unknown>; unmatched: Record<string, unknown> }

export async function parseStored(file: FileInfo): Promise<ParsedCv> {
  const body = await post('/rest/resume/parse', { uuidname: file.uuidname });
  return { data: (body.data ?? {}) as Record<string, unknown>, unmatched: (body.unmatched ?? {}) as Record<string, unknown> };
}

/** The parse's links (the city, answered as an id) with their records' names, {id, __name__},
 * so the form's pickers show a name; a link that cannot be read stays an id. */
export async function nameLinks(meta: ModelMeta, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out = { ...data };
  for (const f of meta.fields) {
    const v = data[f.name];
    if ((f.type !== 'foreignkey' && f.type !== 'comtree') || !f.to || typeof v !== 'number') continue;
    try {
      const rec = await api.record(f.to, v);
      out[f.name] = { id: v, __name__: rec.__name__ ?? String(v) };
    } catch {
      // the id alone: the picker shows what it can
    }
  }
  return out;
}

/** A candidate the user may read who has one of the parse's e-mails or mobiles. */
export interface Match { id: number; name: string }

export async function findMatch(meta: ModelMeta, parsed: Record<string, unknown>): Promise<Match | undefined> {
  const gql = duplicateGql(contactsOf(parsed), meta.fields);
  if (!gql) return undefined;
  try {
    const page = await api.list(meta.name, { gql, page: 1, paginate_by: 1 });
    const row = page.list[0];
    return row ? { id: row.id, name: String(row.__name__ ?? row.id).trim() || String(row.id) } : undefined;
  } catch {
    return undefined; // a filter the user may not use (hidden contacts): no offer, the add stays
  }
}

/** Puts the file at the end of the candidate's résumés. */
export async function attachTo(model: string, id: number, file: FileInfo): Promise<void> {
  const rec = await api.record(model, id);
  await api.save(model, { id, version: rec.version, [RESUMES]: appendFile(rec[RESUMES], file) });
}
