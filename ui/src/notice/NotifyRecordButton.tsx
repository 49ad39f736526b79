import type { RecordPartProps } from '../modules/registry';
import { NotifyButton } from './NotifyButton';
import { canNotify } from './noticeRules';

/** A record page's Notify, on live records whose model has a contact field. */
export default function NotifyRecordButton({ model, meta, record }: RecordPartProps) {
  if (record.is_deleted || !canNotify(meta.fields)) return null;
  return <NotifyButton model={model} record={record} />;
}
