// The calls behind a dropped CV: store the file, read it (POST /rest/resume/parse on the
// stored file, so it is sent once; the parse names the candidates who hold its contacts),
// attach it.
import { api } from '../../api/endpoints';
import { post } from '../../api/client';
import type { FileInfo, ModelMeta } from '../../api/types';
import { appendFile, RESUMES } from './cvDrop';

/** A candidate the user may read who holds one of the CV's e-mails or mobiles: the parse
 * finds them by the model's duplicate rules, so the drop offers to attach the CV to them. */
export interface Match { id: number; name: string }

export interface ParsedCv { data: Record<string, unknown>; unmatched: Record<string, unknown>; matches: Match[] }

export async function parseStored(file: FileInfo): Promise<ParsedCv> {
  const body = await post('/rest/resume/parse', { uuidname: file.uuidname });
  const matches = ((body.matches ?? []) as { id: number; __name__?: string }[])
    .map((m) => ({ id: m.id, name: (m.__name__ ?? '').trim() || String(m.id) }));
  return { data: (body.data ?? {}) as Record<string, unknown>, unmatched: (body.unmatched ?? {}) as Record<string, unknown>, matches };
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

/** Puts the file at the end of the candidate's résumés. */
export async function attachTo(model: string, id: number, file: FileInfo): Promise<void> {
  const rec = await api.record(model, id);
  await api.save(model, { id, version: rec.version, [RESUMES]: appendFile(rec[RESUMES], file) });
}
