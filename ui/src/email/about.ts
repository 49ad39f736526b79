// What the composer knows of the record it was opened from: which link of the mail model
// names it (the foreignkey to its model: {candidate: 12}), and its addresses (its fields of
// format email, in field order, e.g. email, email1, email2).
import type { DataRecord, FieldMeta } from '../api/types';
import { idOf } from '../widgets/display/types';
import { parseAddress } from './address';
import type { AboutRecord } from './emailActions';

export function aboutLinks(mailFields: FieldMeta[] | undefined, about: AboutRecord | undefined): Record<string, number> {
  if (!about || !mailFields) return {};
  const link = mailFields.find((f) => f.type === 'foreignkey' && f.to === about.model);
  return { ...relatedLinks(mailFields, [about.record]), ...(link ? { [link.name]: about.id } : {}) };
}

/** The links a mail takes from records it is about through another (a submission's
 * candidate and job, a job's client): each mail foreignkey the user sets (not the sender)
 * that one of the records holds under the same name, the first record's value winning. */
export function relatedLinks(mailFields: FieldMeta[], records: DataRecord[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of mailFields) {
    if (f.type !== 'foreignkey' || f.editable === false) continue;
    for (const r of records) {
      const id = idOf(r[f.name]);
      if (id !== undefined) { out[f.name] = id; break; }
    }
  }
  return out;
}

export function recordAddresses(fields: FieldMeta[], record: DataRecord): string[] {
  const out: string[] = [];
  for (const f of fields) {
    if (f.format !== 'email') continue;
    const v = record[f.name];
    if (typeof v === 'string' && parseAddress(v).valid && !out.includes(v)) out.push(v);
  }
  return out;
}
