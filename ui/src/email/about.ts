// What the composer knows of the record it was opened from: which link of the mail model
// names it (the foreignkey to its model: {candidate: 12}), and its addresses (its fields of
// format email, in field order, e.g. email, email1, email2).
import type { DataRecord, FieldMeta } from '../api/types';
import { parseAddress } from './address';
import type { AboutRecord } from './emailActions';

export function aboutLinks(mailFields: FieldMeta[] | undefined, about: AboutRecord | undefined): Record<string, number> {
  if (!about || !mailFields) return {};
  const link = mailFields.find((f) => f.type === 'foreignkey' && f.to === about.model);
  return link ? { [link.name]: about.id } : {};
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
