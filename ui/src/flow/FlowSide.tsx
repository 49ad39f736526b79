import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailTab, ModelMeta } from '../api/types';
import { DetailTabs } from '../detail/DetailTabs';
import { OperationLog } from '../detail/OperationLog';
import { RelatedList } from '../detail/RelatedList';
import { FeedWidget } from '../feed/FeedWidget';
import type { FlowSide as Side } from './flowRules';

/** The notes model the HR variant lists (the feed's notes, as FeedWidget reads them). */
const NOTE_MODEL = 'note';

/** The flow page's side column: the Events/Log tab pair (the submission's activity feed, where
 * its stage records appear, and its change log), or for the HR client type its notes. Each tab
 * loads the first time it is shown. */
export function FlowSide({ side, meta, id }: { side: Side; meta: ModelMeta; id: number }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('events');
  const [shown, setShown] = useState(new Set(['events']));
  if (side === 'none') return null;
  if (side === 'notes') {
    const notes = meta.fields.find((f) => f.type === 'reverse_foreignkey' && f.to === NOTE_MODEL);
    const rel: DetailTab | undefined = notes && { name: notes.name, label_value: notes.label_value, type: 'reverse_foreignkey', data_model_name: NOTE_MODEL, param: String(notes.via ?? meta.name) };
    return (
      <section aria-label={t('flow.notes')} className="space-y-3" data-flow-side="notes">
        <h2 className="text-sm font-semibold text-slate-900">{t('flow.notes')}</h2>
        {rel ? <RelatedList tab={rel} id={id} /> : <p className="text-sm text-slate-500">{t('flow.noNotes')}</p>}
      </section>
    );
  }
  const tabs: DetailTab[] = [{ name: 'events', label_value: t('flow.events'), type: 'feed' }, { name: 'log', label_value: t('flow.log'), type: 'changelog' }];
  const select = (name: string) => { setTab(name); setShown((s) => new Set(s).add(name)); };
  return (
    <section aria-label={t('flow.side')} className="space-y-3" data-flow-side="events">
      <DetailTabs tabs={tabs} active={tab} counts={{}} onSelect={select} />
      {shown.has('events') && <div role="tabpanel" data-side-tab="events" className={tab === 'events' ? '' : 'hidden'}><FeedWidget source={{ model: meta.name, id }} /></div>}
      {shown.has('log') && <div role="tabpanel" data-side-tab="log" className={tab === 'log' ? '' : 'hidden'}><OperationLog kind="update" model={meta.name} id={id} /></div>}
    </section>
  );
}
