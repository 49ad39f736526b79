import { Columns3, List } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailTabProps } from '../modules/registry';
import { RelatedList } from '../detail/RelatedList';
import { useModel } from '../stores/useModel';
import { KanbanBoard } from './KanbanBoard';

/** A record's pipeline tab: the board of the tab's model for this record, or the same records
 * as a list (every one, sortable and paged, where the board shows the first hundred). One tab,
 * two views, rather than a board tab beside a list tab of the same records. */
export default function BoardTab({ tab, record }: DetailTabProps) {
  const { t } = useTranslation();
  const [asList, setAsList] = useState(false);
  const model = tab.data_model_name!;
  const { meta } = useModel(model);
  const link = meta?.pipeline?.board;
  const view = (on: boolean) => `inline-flex items-center gap-1.5 rounded-md px-2.5 py-1 text-sm font-medium ${on ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-500 hover:text-slate-800'}`;
  return (
    <div className="space-y-3">
      {link && (
        <div role="group" aria-label={t('pipeline.viewAs')} className="inline-flex rounded-lg bg-slate-100 p-0.5">
          <button type="button" aria-pressed={!asList} onClick={() => setAsList(false)} className={view(!asList)}><Columns3 className="size-4" aria-hidden />{t('pipeline.asBoard')}</button>
          <button type="button" aria-pressed={asList} onClick={() => setAsList(true)} className={view(asList)}><List className="size-4" aria-hidden />{t('pipeline.asList')}</button>
        </div>
      )}
      {asList && link
        ? <RelatedList tab={{ ...tab, type: 'reverse_foreignkey', param: link }} id={record.id} />
        : <KanbanBoard model={model} boardId={record.id} boardName={record.__name__} />}
    </div>
  );
}
