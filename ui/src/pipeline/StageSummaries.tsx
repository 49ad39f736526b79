import type { RecordPartProps } from '../modules/registry';
import { formatRoute, navigate } from '../router/hash';
import { isBoardTab } from './boardTab';
import { StageSummary, summaryModels } from './StageSummary';

/** Above a record's tabs: a stage summary per pipeline whose board is this record. A stage chip
 * opens the board of its model: the page's board tab, else the board's own page. */
export default function StageSummaries({ model, meta, record, tabs, selectTab }: RecordPartProps) {
  function openBoard(boardModel: string) {
    const tab = tabs.find((tb) => isBoardTab(tb) && tb.data_model_name === boardModel);
    if (tab) selectTab(tab.name);
    else navigate(formatRoute(boardModel, 'kanban', { [model]: record.id }));
  }
  return summaryModels(meta.detail_tabs).map((m) => <StageSummary key={m} model={m} owner={model} id={record.id} onOpen={() => openBoard(m)} />);
}
