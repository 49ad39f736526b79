import type { DetailTabProps } from '../modules/registry';
import { KanbanBoard } from './KanbanBoard';

/** A record's board tab: the board of the tab's model for this record. */
export default function BoardTab({ tab, record }: DetailTabProps) {
  return <KanbanBoard model={tab.data_model_name!} boardId={record.id} boardName={record.__name__} />;
}
