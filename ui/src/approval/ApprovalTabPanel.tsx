import type { DetailTabProps } from '../modules/registry';
import { ApprovalTab } from './ApprovalTab';

/** A record's Approval tab (detail tab type 'approval'). */
export default function ApprovalTabPanel({ model, record, onChanged }: DetailTabProps) {
  return <ApprovalTab model={model} id={record.id} onChanged={onChanged} />;
}
