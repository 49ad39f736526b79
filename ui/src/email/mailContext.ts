// What a mail about a record can find out beyond the record (issue 16): the records it is
// about through it (a submission's candidate and job, the job's client), their people's
// addresses, and the CV files of those that keep CVs. Read through the API as the user, so
// nothing shows that the user may not read.
import { api } from '../api/endpoints';
import type { DataRecord, FieldMeta, ModelMeta } from '../api/types';
import { fetchRecordFiles } from '../resume/resumeApi';
import { resumesField, type RecordFile } from '../resume/cvs';
import { key, useModelMeta } from '../stores/modelMeta';
import { recordAddresses, relatedLinks } from './about';
import { linkIds, withAddresses } from './stageMail';

/** A model's metadata in lang, loaded once (the screens' cache). */
export async function metaOf(model: string, lang: string): Promise<ModelMeta | undefined> {
  await useModelMeta.getState().load(model, lang);
  return useModelMeta.getState().entries[key(model, lang)]?.meta;
}

export interface LinkedRecord { model: string; record: DataRecord; fields: FieldMeta[] }

/** The mail's links from a record it is about, and the records behind them, read once: the
 * record's own links the mail shares (a submission's candidate, job), then theirs (the
 * job's client). `links` holds the record's link already. */
export async function mailContext(mailFields: FieldMeta[], links: Record<string, number>, lang: string): Promise<{ links: Record<string, number>; records: LinkedRecord[] }> {
  const byName = new Map(mailFields.map((f) => [f.name, f]));
  const records = (await Promise.all(Object.entries(links).map(async ([name, id]) => {
    const model = byName.get(name)?.to;
    if (!model) return undefined;
    const [record, meta] = await Promise.all([api.record(model, id).catch(() => undefined), metaOf(model, lang)]);
    return record && meta ? { model, record, fields: meta.fields } : undefined;
  }))).filter((r): r is LinkedRecord => r !== undefined);
  return { links: { ...relatedLinks(mailFields, records.map((r) => r.record)), ...links }, records };
}

/** The records among them that keep CVs (their model has the résumés field), by model and id. */
export function cvHolders(records: LinkedRecord[]): { model: string; id: number }[] {
  return records.filter((r) => r.fields.some((f) => f.name === resumesField)).map((r) => ({ model: r.model, id: r.record.id }));
}

/** The files of the records keeping CVs, the user may read, current CVs first. */
export async function holdersFiles(holders: { model: string; id: number }[]): Promise<RecordFile[]> {
  return (await Promise.all(holders.map((h) => fetchRecordFiles(h.model, h.id).catch(() => [])))).flat();
}

/** The first address of each contact (records of contactModel), those the user may read;
 * an address the tenant hides is not there to take. */
export async function contactAddresses(contactModel: string, ids: number[], lang: string): Promise<string[]> {
  const meta = await metaOf(contactModel, lang);
  if (!meta || !ids.length) return [];
  const recs = await Promise.all(ids.map((id) => api.record(contactModel, id).catch(() => undefined)));
  return recs.reduce<string[]>((out, r) => (r ? withAddresses(out, recordAddresses(meta.fields, r).slice(0, 1)) : out), []);
}

/** The contacts the records name (their links to contactModel: the job's contact), and when
 * none, the contacts of a record the mail links that contacts belong to (the client's), at
 * most 10. */
export async function contactsOf(contactModel: string, records: LinkedRecord[], mailFields: FieldMeta[], links: Record<string, number>, lang: string): Promise<number[]> {
  const named = records.flatMap((r) => r.fields.filter((f) => f.type === 'foreignkey' && f.to === contactModel).flatMap((f) => linkIds(r.record[f.name])));
  if (named.length) return [...new Set(named)];
  const meta = await metaOf(contactModel, lang);
  for (const [name, id] of Object.entries(links)) {
    const model = mailFields.find((f) => f.name === name)?.to;
    const owner = meta?.fields.find((f) => f.type === 'foreignkey' && !f.multiple && f.to === model);
    if (!owner) continue;
    const page = await api.list(contactModel, { gql: `${owner.name}=${id}`, page: 1, paginate_by: 10 }).catch(() => undefined);
    if (page?.list.length) return page.list.map((c) => c.id);
  }
  return [];
}
