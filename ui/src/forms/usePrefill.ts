import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../api/endpoints';
import type { FieldMeta } from '../api/types';
import { useModel } from '../stores/useModel';
import { idOf } from '../widgets/display/types';
import { collectionOf } from '../widgets/input/collectionData';
import { applyPrefill, prefillLinks } from './prefill';

type Data = Record<string, unknown>;

/**
 * A new record's form that prefills what the system knows (fields' prefill in metadata), live:
 * fields are the form's fields, context the values the server sets without the form (a stage
 * record's links). It reads the linked records the expressions name (joborder.feeRate), and a
 * collection's rows are prefilled with the form itself as their parent (a split's revenue from
 * the invoice's amount). follow(data) answers the data with the proposals applied.
 */
export function usePrefill(fields: FieldMeta[], context: Data) {
  const collection = fields.find((f) => collectionOf(f) && typeof f.to === 'string');
  const { meta: childMeta } = useModel(String(collection?.to ?? ''), '', !!collection);
  const own = useMemo(() => fields.filter((f) => typeof f.prefill === 'string'), [fields]);
  const childFields = useMemo(() => (childMeta?.fields ?? []).filter((f) => typeof f.prefill === 'string'), [childMeta]);
  const [links, setLinks] = useState<Record<string, Data | undefined>>({});
  const computed = useRef<Data>({});
  const rows = useRef<Data[]>([]);
  const wanted = useMemo(() => [...new Set(own.flatMap((f) => prefillLinks(String(f.prefill))))], [own]);
  const contextKey = JSON.stringify(wanted.map((n) => context[n]));

  useEffect(() => {
    let live = true;
    for (const name of wanted) {
      const f = fields.find((x) => x.name === name);
      const to = (f?.to as string | undefined) ?? name;
      const id = idOf(context[name]);
      if (id === undefined) continue;
      // A link copied as it is (client from joborder.client) comes with its name, for the picker.
      const demand = [...new Set(own.flatMap((x) => {
        const m = /^\s*([A-Za-z_]\w*)\.(\w+)\s*$/.exec(String(x.prefill));
        return m && m[1] === name && (x.type === 'foreignkey' || x.type === 'comtree') ? [m[2]] : [];
      }))];
      api.record(to, id, demand).then((rec) => { if (live && rec) setLinks((l) => ({ ...l, [name]: rec })); }, () => undefined);
    }
    return () => { live = false; };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contextKey]);

  const follow = useCallback((data: Data): Data => {
    const ctx: Data = {};
    for (const [k, v] of Object.entries(context)) ctx[k] = idOf(v) ?? v;
    const r = applyPrefill(own, data, computed.current, links, ctx);
    computed.current = r.computed;
    let out = r.data;
    const via = collection && String(collection.via ?? '');
    if (collection && via && childFields.length && Array.isArray(out[collection.name])) {
      const items = out[collection.name] as Data[];
      const next = items.map((row, i) => {
        const c = applyPrefill(childFields, row, rows.current[i] ?? {}, { [via]: out });
        rows.current[i] = c.computed;
        return c.data;
      });
      if (JSON.stringify(next) !== JSON.stringify(items)) out = { ...out, [collection.name]: next };
    }
    return out;
  }, [own, links, context, collection, childFields]);

  // The names of proposed links, as {id, __name__}, so a picker shows a name and not an id.
  const names = useMemo(() => {
    const out: Data = {};
    for (const f of own) {
      if (f.type !== 'foreignkey') continue;
      const m = /^\s*([A-Za-z_]\w*)\.(\w+)\s*$/.exec(String(f.prefill));
      const v = m && links[m[1]]?.[m[2]];
      if (v && typeof v === 'object' && '__name__' in v) out[f.name] = v;
    }
    return out;
  }, [own, links]);

  return { follow, names, links, ready: wanted.every((n) => idOf(context[n]) === undefined || links[n] !== undefined) };
}
