import { useTranslation } from 'react-i18next';
import type { DataRecord, FieldMeta, Lang } from '../api/types';
import { useModel } from '../stores/useModel';
import { DisplayValue } from '../widgets/display/registry';

/** Fields a stage record's card shows when its model has them: its result and the feedback. */
const STATUS = 'status';
const FEEDBACK = 'feedback';
const ADDED = 'dateAdded';

/** One stage record's status and feedback (a CV sent's answer, an interview round's result),
 * or the submission's own feedback at a stage that records nothing. `skip` names a field not
 * to show (the submission's stage field: the heading already shows it). */
export function StageRecordCard({ model, record, title, skip }: { model: string; record: DataRecord; title?: string; skip?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { meta } = useModel(model);
  if (!meta) return null;
  const field = (n: string): FieldMeta | undefined => (n === skip ? undefined : meta.fields.find((f) => f.name === n));
  const status = field(STATUS);
  const feedback = field(FEEDBACK);
  const added = field(ADDED);
  const text = feedback && record[FEEDBACK];
  return (
    <div className="space-y-2" data-stage-record={`${model}:${record.id}`}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-900">{title ?? meta.label_value}</span>
        {status && record[STATUS] !== undefined && record[STATUS] !== null && <DisplayValue value={record[STATUS]} field={status} lang={lang} />}
        {added && record[ADDED] ? <span className="text-xs text-slate-500"><DisplayValue value={record[ADDED]} field={added} lang={lang} /></span> : null}
      </div>
      {text ? <p className="whitespace-pre-wrap break-words text-sm text-slate-700">{String(text)}</p>
        : <p className="text-sm text-slate-400">{t('flow.noFeedback')}</p>}
    </div>
  );
}
