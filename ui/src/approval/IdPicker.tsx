// A picker of users or teams by id (approvers, users notified after approval): the app's
// foreignkey picker over the target model, with the names of the ids already chosen read first.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, Lang } from '../api/types';
import { PickerInput } from '../widgets/input/picker';
import { approvalApi } from './approvalApi';

export function IdPicker({ id, model, label, value, onChange, invalid }: {
  id: string; model: 'user' | 'team'; label: string; value: number[]; onChange(ids: number[]): void; invalid: boolean;
}) {
  const { i18n } = useTranslation();
  const [record, setRecord] = useState<DataRecord | undefined>(value.length ? undefined : { id: 0 });
  useEffect(() => {
    if (record) return;
    let stale = false;
    const named = (names: Map<number, string>) => ({ id: 0, ids: value.map((v) => ({ id: v, __name__: names.get(v) ?? `#${v}` })) });
    approvalApi.names(model, value).then((names) => { if (!stale) setRecord(named(names)); }, () => { if (!stale) setRecord(named(new Map())); });
    return () => { stale = true; };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  if (!record) return <div className="h-9 animate-pulse rounded-lg bg-slate-100" />;
  return (
    <div aria-label={label} role="group">
      <PickerInput id={id} field={{ name: 'ids', label_value: label, type: 'foreignkey', to: model, multiple: true }} record={record}
        value={value} onChange={(v) => onChange(Array.isArray(v) ? (v as number[]) : [])} lang={i18n.language as Lang} invalid={invalid} />
    </div>
  );
}
